import Foundation
import TestSupport
import Testing
import WordQuizCore

/// `digest --schedule ID --resend`: a fire's channels that failed are sent again in one
/// command, with that fire's word, and recorded; what delivered is never sent twice.
@Suite struct ResendTests {
    /// A Slack webhook that refuses for good (400) until `accepting` is set.
    final class Webhook: @unchecked Sendable {
        private let lock = NSLock()
        private var accepts = false
        var accepting: Bool {
            get { lock.withLock { accepts } }
            set { lock.withLock { accepts = newValue } }
        }
    }

    @Test func aFailedChannelIsResentOnceAndTheDeliveredOneNever() throws {
        let hook = Webhook()
        let server = try LoopbackHTTPServer { _ in
            hook.accepting
                ? .ok("ok", contentType: "text/plain") : .respond(status: 400, body: Array("invalid_payload".utf8))
        }
        let bed = CLITestbed(language: "en")
        bed.extraEnvironment["SLACK_WEBHOOK_URL"] = server.baseURL + "/hook"
        let digestFile = bed.root.path + "/digest.txt"
        let day = try bed.addScheduleDueTenMinutesAgo(id: "morning", channels: ["slack", "file:\(digestFile)"])

        let first = try bed.run(["digest", "--schedule", "morning"])
        #expect(first.exitCode == 0, "the file delivered, slack refused: \(first.stderr)")
        #expect(server.requests.count == 1)
        #expect(try sqlite(bed.databasePath, "SELECT status FROM delivery_channel WHERE channel = 'slack'") == "failed")

        hook.accepting = true
        let again = try bed.run(["digest", "--schedule", "morning"])
        #expect(again.exitCode == 0)
        #expect(
            again.stderr
                == "wordquiz: this fire of 'morning' was handled already and slack did not deliver; `wordquiz digest --schedule morning --resend` sends them again.\n"
        )
        bed.extraEnvironment["WORDQUIZ_LANG"] = "ko"
        #expect(
            try bed.run(["digest", "--schedule", "morning"]).stderr
                == "wordquiz: 'morning' 일정의 이번 알림은 이미 처리했는데 slack(으)로는 전하지 못했어요. `wordquiz digest --schedule morning --resend`(으)로 다시 보내요.\n"
        )
        bed.extraEnvironment["WORDQUIZ_LANG"] = "en"
        #expect(server.requests.count == 1, "a second run of the fire sends nothing")

        let resent = try bed.run(["digest", "--schedule", "morning", "--resend"])
        #expect(resent.exitCode == 0, "\(resent.stderr)")
        #expect(resent.stderr == "wordquiz: sent again: slack\n")
        #expect(server.requests.count == 2, "slack once more")
        #expect(
            server.requests[1].body == server.requests[0].body,
            """
            the same digest: that fire's, with its word: \(String(decoding: server.requests[0].body, as: UTF8.self)) \
            then \(String(decoding: server.requests[1].body, as: UTF8.self))
            """)
        let blocks = try String(contentsOfFile: digestFile, encoding: .utf8).components(separatedBy: day).count - 1
        #expect(blocks == 1, "the file had its digest once")
        let ledger = try sqlite(
            bed.databasePath, "SELECT channel, status, attempts FROM delivery_channel ORDER BY channel")
        #expect(ledger == "file:\(digestFile)|delivered|1\nslack|delivered|2")
        let status = try sqlite(bed.databasePath, "SELECT status FROM delivery")
        #expect(status == "late", "every channel delivered, ten minutes after the fire: \(status)")

        let nothing = try bed.run(["digest", "--schedule", "morning", "--resend"])
        #expect(nothing.exitCode == 0)
        #expect(nothing.stderr == "wordquiz: no channel of the latest fire of 'morning' is left to resend.\n")
        let named = try bed.run(["digest", "--schedule", "morning", "--resend", "--channel", "file:\(digestFile)"])
        #expect(named.stderr.hasPrefix("wordquiz: file:\(digestFile) delivered already; not sent twice.\n"))
        #expect(server.requests.count == 2)
        let stranger = try bed.run(["digest", "--schedule", "morning", "--resend", "--channel", "discord"])
        #expect(stranger.exitCode == 64)
        #expect(
            stranger.stderr.hasPrefix(
                "wordquiz: discord is not a channel of that fire (its channels: slack, file:\(digestFile))\n"))
        bed.extraEnvironment["WORDQUIZ_LANG"] = "ko"
        let inKorean = try bed.run(["digest", "--schedule", "morning", "--resend", "--channel", "ntfy"])
        #expect(inKorean.stderr.hasPrefix("wordquiz: ntfy은(는) 그 알림의 채널이 아니에요(채널: slack, file:\(digestFile))\n"))
    }

    @Test func resendNeedsASchedule() throws {
        let result = try CLITestbed(language: "ko").run(["digest", "--resend"])
        #expect(result.exitCode == 64)
        #expect(result.stderr.hasPrefix("wordquiz: --resend는 --schedule ID와 함께 써요: 다시 보내는 알림은 그 일정의 것이에요"))
    }
}

/// One digest per schedule per learner day: moving a schedule's time later on a day it has
/// served sends nothing more that day, and says why.
@Suite struct MovedTimeTests {
    /// A zone where it is about noon now (`Etc/GMT-N` is N hours east of UTC), far from the
    /// learner day's start at 04:00, and the local time `secondsAgo` ago there as HH:MM.
    static func nearNoon() -> (zone: String, at: (Int) -> String) {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        let hour = utc.component(.hour, from: Date())
        let east = min(max(12 - hour, -12), 14)
        let zone = east == 0 ? "UTC" : east > 0 ? "Etc/GMT-\(east)" : "Etc/GMT+\(-east)"
        return (
            zone,
            { secondsAgo in
                let local = utc.dateComponents(
                    [.hour, .minute], from: Date().addingTimeInterval(Double(east * 3600 - secondsAgo)))
                return String(format: "%02d:%02d", local.hour ?? 0, local.minute ?? 0)
            }
        )
    }

    @Test func movingTheTimeLaterOnADayItServedSendsNothingMore() throws {
        let bed = CLITestbed(language: "en")
        let digestFile = bed.root.path + "/digest.txt"
        let (zone, at) = Self.nearNoon()
        let first = at(600)
        #expect(
            try bed.run([
                "schedule", "add", "--at", first, "--tz", zone, "--id", "morning", "--channel", "file:\(digestFile)",
            ]).exitCode == 0)
        #expect(try bed.run(["digest", "--schedule", "morning"]).exitCode == 0)
        // Later the same day, and already past: the fire of the new time is due now.
        #expect(try bed.run(["schedule", "edit", "morning", "--at", at(300)]).exitCode == 0)
        let moved = try bed.run(["digest", "--schedule", "morning"])
        #expect(moved.exitCode == 0, "\(moved.stderr)")
        #expect(
            moved.stderr
                == "wordquiz: nothing delivered: the day's digest went out at \(first) already (the schedule's time was moved)\n"
        )
        let text = try String(contentsOfFile: digestFile, encoding: .utf8)
        #expect(text.components(separatedBy: "Word of the day").count - 1 == 1, "one digest in the file:\n\(text)")
        #expect(try sqlite(bed.databasePath, "SELECT status FROM delivery ORDER BY fire_time") == "late\nmissed")
        bed.extraEnvironment["WORDQUIZ_LANG"] = "ko"
        #expect(try bed.run(["schedule", "edit", "morning", "--at", at(120)]).exitCode == 0)
        #expect(
            try bed.run(["digest", "--schedule", "morning"]).stderr
                == "wordquiz: 보내지 않았어요: 그날의 알림은 \(first)에 이미 보냈어요(일정 시간을 옮겼어요)\n")
    }
}
