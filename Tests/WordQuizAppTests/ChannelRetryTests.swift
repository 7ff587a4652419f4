import Foundation
import Synchronization
import TestSupport
import Testing
import WordQuizCore
import WordQuizStore

@testable import WordQuizApp

/// The ledger per channel, with the clock moved by hand: a channel that surely was not sent
/// is tried again as mail is, backing off, without resending the channels that delivered.
@Suite struct ChannelRetryTests {
    let home = TemporaryDirectory("wordquiz-retry")
    let clock = ManualClock("2026-03-02T09:00:00Z")
    let stdout = CapturedText()
    let stderr = CapturedText()

    func context(adding extra: [String: String] = [:], clock: ManualClock? = nil) -> AppContext {
        let clock = clock ?? self.clock
        // No session bus anywhere: the desktop channel fails without sending anything.
        return AppContext.inProcess(
            adding: ["XDG_RUNTIME_DIR": home.path].merging(extra) { $1 }, in: home, clock: clock, zone: "UTC",
            stdout: stdout, stderr: stderr)
    }

    /// An email schedule due in 30 s to `recipient` through `smtp`, its first round run: the
    /// daemon and the store, to look at the ledger and run the next rounds.
    func firstEmailRound(
        through smtp: LoopbackSMTPServer, to recipient: String, adding extra: [String: String] = [:]
    ) async throws -> (Daemon, WordStore) {
        let context = context(
            adding: ["SMTP_URL": smtp.url, "SMTP_FROM": "wordquiz@example.test", "SMTP_TO": recipient].merging(
                extra
            ) { $1 })
        #expect(
            await WordQuizCLI.run(
                ["schedule", "add", "--in", "30s", "--channel", "email", "--id", "mail"], context: context)
                == 0)
        var daemon = Daemon(context: context, setup: try CommandSetup.prepare(context, date: nil))
        clock.advance(seconds: 31)
        _ = try await daemon.deliverDueFires()
        return (daemon, try WordStore(path: home.path + "/.local/share/wordquiz/wordquiz.sqlite3"))
    }

    @Test func aFailedChannelIsRetriedAloneAndTheFireIsPartialInTheEnd() async throws {
        let file = home.path + "/digest.txt"
        #expect(
            await WordQuizCLI.run(
                ["schedule", "add", "--in", "30s", "--channel", "file:" + file, "--channel", "desktop", "--id", "two"],
                context: context()) == 0)
        var daemon = Daemon(context: context(), setup: try CommandSetup.prepare(context(), date: nil))
        clock.advance(seconds: 31)
        _ = try await daemon.deliverDueFires()
        let store = try WordStore(path: home.path + "/.local/share/wordquiz/wordquiz.sqlite3")
        var fire = try #require(try store.deliveries().first)
        #expect(fire.status == .retrying)
        #expect(fire.channels.map(\.status) == [.delivered, .failed])
        let firstRetry = try #require(fire.channels[1].retryAt)
        #expect(firstRetry == clock.unixSeconds + ScheduledDelivery.retryDelays[0])

        // The next tries come at their times, and only for the desktop.
        clock.advance(seconds: Double(ScheduledDelivery.retryDelays[0]) + 1)
        let wake = try await daemon.deliverDueFires()
        fire = try #require(try store.deliveries().first)
        #expect(fire.channels[1].attempts == 2)
        #expect(wake == fire.channels[1].retryAt, "the daemon wakes for the next try")
        // Then after 5, 15, 30 and 60 minutes, and hourly, until the learner day whose word it
        // carries is over (the day of 2026-03-02 ends at 04:00 on the 3rd): an outage longer
        // than the six-hour catch-up window does not cost the day's digest.
        let dayEnds = Int64(try #require(CalendarDate(year: 2026, month: 3, day: 3)).dayNumber) * 86_400 + 4 * 3_600
        var waits: [Int64] = []
        while let next = fire.channels[1].retryAt {
            waits.append(next - clock.unixSeconds)
            clock.advance(seconds: Double(next - clock.unixSeconds) + 1)
            _ = try await daemon.deliverDueFires()
            fire = try #require(try store.deliveries().first)
        }
        #expect(waits == [300, 900, 1800] + Array(repeating: 3600, count: 18))
        #expect(fire.channels.map(\.attempts) == [1, 23])
        #expect(clock.unixSeconds <= dayEnds + 30, "the last try at 03:52, in the fire's learner day")
        #expect(clock.unixSeconds + 3_600 > dayEnds, "and none after it")
        #expect(fire.status == .partial)
        let blocks =
            try String(contentsOfFile: file, encoding: .utf8).components(separatedBy: "Word of the day: ").count - 1
        #expect(blocks == 1, "the file channel was not sent again")

        #expect(await WordQuizCLI.run(["deliveries"], context: context()) == 0)
        #expect(stdout.text.contains("partial"))
        #expect(stdout.text.contains("desktop: failed (desktop notifications need your desktop session's D-Bus"))
        #expect(stdout.text.contains("file:\(file): delivered · desktop"), "a delivered channel has no detail to show")
        #expect(!stdout.text.contains("[]"), "\(stdout.text)")
        #expect(await WordQuizCLI.run(["deliveries", "--json"], context: context()) == 0)
        #expect(!stdout.text.contains(#""detail":"[]""#), "\(stdout.text)")
        // A row an older wordquiz wrote for a delivered channel reads as no detail too.
        #expect(Phrase(stored: "[]") == .empty)
        #expect(Phrase.empty.stored.isEmpty)
    }

    /// Two channels of one fire that both sent nothing (no session bus; a ntfy server that
    /// refuses the connection) are tried again together, each on its own count, and the one
    /// that delivered is not sent again.
    @Test func twoFailedChannelsOfOneFireAreRetriedTogether() async throws {
        let file = home.path + "/digest.txt"
        let refused = context(adding: ["NTFY_URL": "http://127.0.0.1:1/wordquiz"])
        #expect(
            await WordQuizCLI.run(
                [
                    "schedule", "add", "--in", "30s", "--channel", "file:" + file, "--channel", "desktop", "--channel",
                    "ntfy", "--id", "three",
                ], context: refused) == 0)
        var daemon = Daemon(context: refused, setup: try CommandSetup.prepare(refused, date: nil))
        clock.advance(seconds: 31)
        _ = try await daemon.deliverDueFires()
        let store = try WordStore(path: home.path + "/.local/share/wordquiz/wordquiz.sqlite3")
        var fire = try #require(try store.deliveries().first)
        let channels = fire.channels.map(\.channel)
        #expect(Set(channels) == ["file:\(file)", "desktop", "ntfy"])
        let failed = fire.channels.filter { $0.status == .failed }.map(\.channel)
        #expect(Set(failed) == ["desktop", "ntfy"], "\(fire.channels)")
        #expect(
            try store.retriesDue(at: clock.unixSeconds + ScheduledDelivery.retryDelays[0]).map(\.channels) == [
                failed.sorted()
            ])

        clock.advance(seconds: Double(ScheduledDelivery.retryDelays[0]) + 1)
        _ = try await daemon.deliverDueFires()
        fire = try #require(try store.deliveries().first)
        let attempts = Dictionary(uniqueKeysWithValues: fire.channels.map { ($0.channel, $0.attempts) })
        #expect(attempts == ["file:\(file)": 1, "desktop": 2, "ntfy": 2])
        let blocks =
            try String(contentsOfFile: file, encoding: .utf8).components(separatedBy: "Word of the day: ").count - 1
        #expect(blocks == 1, "the file channel was not sent again")
    }

    /// A greylisting mail server answers the first RCPT with 451: the email is not sent then,
    /// it is tried again when the server asked for, and delivered once.
    @Test func aGreylistedEmailIsDeliveredOnTheRetry() async throws {
        let smtp = try LoopbackSMTPServer(rcptReplies: ["451 4.7.1 Greylisted, please try again later"])
        let (first, store) = try await firstEmailRound(through: smtp, to: "learner@example.test")
        var daemon = first
        var fire = try #require(try store.deliveries().first)
        #expect(fire.channels.map(\.status) == [.failed], "refused for now")
        #expect(fire.channels.first?.detail.description.contains("451") == true, "\(fire.channels)")
        let retryAt = try #require(fire.channels.first?.retryAt, "a 4xx is tried again")
        #expect(retryAt == clock.unixSeconds + Int64(DeliveryChannel.temporaryMailRefusalWait))
        #expect(smtp.messages.isEmpty)

        clock.advance(seconds: Double(retryAt - clock.unixSeconds) + 1)
        _ = try await daemon.deliverDueFires()
        fire = try #require(try store.deliveries().first)
        #expect(fire.channels.map(\.status) == [.delivered])
        #expect(smtp.messages.count == 1, "delivered once")
    }

    /// A mail server that never greets took nothing: the email is a temporary failure, tried
    /// again at its time (it had been `unknown`, one attempt, never retried).
    @Test func aMailServerThatNeverAnsweredIsTriedAgain() async throws {
        let silent = try LoopbackSMTPServer(greets: false)
        let (_, store) = try await firstEmailRound(
            through: silent, to: "learner@example.test", adding: ["WORDQUIZ_TIMEOUT": "1"])
        let fire = try #require(try store.deliveries().first)
        #expect(fire.channels.map(\.status) == [.failed])
        #expect(
            fire.channels.first?.detail.description.hasPrefix("the mail server did not answer") == true,
            "\(fire.channels)")
        let retryAt = try #require(fire.channels.first?.retryAt, "no reply at all is tried again")
        #expect(retryAt == clock.unixSeconds + ScheduledDelivery.retryDelays[0])
        #expect(fire.status == .retrying)
    }

    @Test func aMailServersPermanentRefusalIsNotTriedAgain() async throws {
        let smtp = try LoopbackSMTPServer(rcptReplies: ["550 5.1.1 No such user"])
        let (_, store) = try await firstEmailRound(through: smtp, to: "nobody@example.test")
        let fire = try #require(try store.deliveries().first)
        #expect(fire.channels.map(\.status) == [.failed])
        #expect(fire.channels.first?.retryAt == nil, "a 5xx is final")
        #expect(fire.channels.first?.detail.description.contains("550") == true)
    }

    /// A clock nine hours fast at boot judges today's 07:00 fire missed before it happened;
    /// once the clock is put right, the fire is planned again and delivered when it comes —
    /// once.
    @Test func aFireJudgedMissedByAFastClockIsDeliveredWhenItsTimeReallyComes() async throws {
        let file = home.path + "/digest.txt"
        // Real time 06:00 UTC; the machine says 15:00.
        let clock = ManualClock("2026-03-02T06:00:00Z")
        let context = context(clock: clock)
        #expect(
            await WordQuizCLI.run(
                ["schedule", "add", "--at", "07:00", "--channel", "file:" + file, "--id", "morning"], context: context)
                == 0)
        clock.advance(seconds: 9 * 3600)
        var daemon = Daemon(context: context, setup: try CommandSetup.prepare(context, date: nil))
        _ = try await daemon.deliverDueFires()
        let store = try WordStore(path: home.path + "/.local/share/wordquiz/wordquiz.sqlite3")
        #expect(try store.deliveries().map(\.status) == [.missed], "the fast clock's judgement")

        // NTP puts the clock right: 06:00 again. Nothing is due yet, and nothing stays missed.
        clock.advance(seconds: -9 * 3600)
        let wake = try await daemon.deliverDueFires()
        #expect(try store.deliveries().isEmpty, "the premature miss is forgotten")
        #expect(wake == clock.unixSeconds + 3600, "the daemon wakes for 07:00")
        clock.advance(seconds: 3601)
        _ = try await daemon.deliverDueFires()
        #expect(try store.deliveries().map(\.status) == [.delivered])
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.components(separatedBy: "Word of the day: ").count == 2, "delivered once: \(text)")
    }

    /// A webhook whose server is in trouble (503 for a few minutes) gets the digest when it is
    /// back, as mail would; one that refuses it for good (404: a revoked webhook) is not asked
    /// again.
    @Test(arguments: [(503, true), (404, false)])
    func aServersTroubleIsWaitedOutButARefusalIsNot(status: Int, isWaitedOut: Bool) async throws {
        let posts = Mutex(0)
        let server = try LoopbackHTTPServer { _ in
            let count = posts.withLock { count in
                count += 1
                return count
            }
            return count <= 2 ? .respond(status: status, body: Array("no".utf8)) : .respond(status: 200, body: [])
        }
        let context = context(adding: ["SLACK_WEBHOOK_URL": server.baseURL + "/hook"])
        #expect(
            await WordQuizCLI.run(
                ["schedule", "add", "--in", "30s", "--channel", "slack", "--id", "s"], context: context)
                == 0)
        var daemon = Daemon(context: context, setup: try CommandSetup.prepare(context, date: nil))
        clock.advance(seconds: 31)
        _ = try await daemon.deliverDueFires()
        let store = try WordStore(path: home.path + "/.local/share/wordquiz/wordquiz.sqlite3")
        var fire = try #require(try store.deliveries().first)
        #expect((fire.channels.first?.retryAt != nil) == isWaitedOut, "\(fire)")
        while let next = fire.channels.first?.retryAt {
            clock.advance(seconds: Double(next - clock.unixSeconds) + 1)
            _ = try await daemon.deliverDueFires()
            fire = try #require(try store.deliveries().first)
        }
        #expect(fire.status == (isWaitedOut ? .delivered : .failed))
        #expect(fire.channels.first?.attempts == (isWaitedOut ? 3 : 1))
    }

    /// A rate limit's wait, in whichever header the service sends it, is honoured when it is
    /// longer than the ladder's next step.
    @Test(arguments: [("Retry-After", "600"), ("X-RateLimit-Reset-After", "599.2"), ("RateLimit-Reset", "600")])
    func aRateLimitsWaitIsHonouredWhateverItsHeader(header: String, value: String) async throws {
        let server = try LoopbackHTTPServer { _ in .respond(status: 429, headers: [(header, value)], body: []) }
        let context = context(adding: ["DISCORD_WEBHOOK_URL": server.baseURL + "/api/webhooks/1/x"])
        #expect(
            await WordQuizCLI.run(
                ["schedule", "add", "--in", "30s", "--channel", "discord", "--id", "d"], context: context) == 0)
        var daemon = Daemon(context: context, setup: try CommandSetup.prepare(context, date: nil))
        clock.advance(seconds: 31)
        _ = try await daemon.deliverDueFires()
        let store = try WordStore(path: home.path + "/.local/share/wordquiz/wordquiz.sqlite3")
        let channel = try #require(try store.deliveries().first?.channels.first)
        #expect(channel.status == .failed)
        #expect(channel.retryAt == clock.unixSeconds + 600, "\(header): \(value)")
    }

    /// Fires the machine slept through say why they were not sent: one the catch-up grace
    /// still held but a later fire of the schedule was caught up instead, or one past the grace.
    @Test func aMissedFireSaysWhy() async throws {
        let file = home.path + "/digest.txt"
        let clock = ManualClock("2026-03-02T06:00:00Z")
        let context = context(adding: ["WORDQUIZ_CATCH_UP_HOURS": "72"], clock: clock)
        #expect(
            await WordQuizCLI.run(
                ["schedule", "add", "--at", "07:00", "--channel", "file:" + file, "--id", "morning"], context: context)
                == 0)
        var daemon = Daemon(context: context, setup: try CommandSetup.prepare(context, date: nil))
        // Asleep from 06:00 on the 2nd until 08:00 on the 4th: three fires, the latest an hour ago.
        clock.advance(seconds: 50 * 3600)
        _ = try await daemon.deliverDueFires()
        let store = try WordStore(path: home.path + "/.local/share/wordquiz/wordquiz.sqlite3")
        var rows = try store.deliveries()
        #expect(rows.map(\.status) == [.late, .missed, .missed])
        #expect(
            rows.dropFirst().map(\.detail.description)
                == Array(repeating: "a later fire of the schedule was due too: only the latest is caught up", count: 2))
        #expect(rows.last?.detail.text(in: .ko) == "같은 일정의 더 늦은 알림도 밀려 있었어요: 가장 늦은 것만 보내요")
        // The digest caught up says which one it is.
        let sent = try String(contentsOfFile: file, encoding: .utf8)
        #expect(sent.contains("The 07:00 digest, sent late: the machine was off or asleep."), "\(sent)")

        // Asleep again until 12:00 on the 8th: the 5th's fire is 77 hours old, past the 72.
        clock.advance(seconds: 100 * 3600)
        _ = try await daemon.deliverDueFires()
        rows = try store.deliveries()
        let fifth = try #require(rows.first { $0.fireTime == clock.unixSeconds - 77 * 3600 })
        #expect(fifth.status == .missed)
        #expect(fifth.detail.description == "past its catch-up window of 72 h: too old to send")
    }

    /// Weeks of fires missed for one reason (a machine off for a month) are one line of
    /// `deliveries`, not one a day pushing every other row out of sight; its JSON keeps each.
    @Test func aRunOfMissedFiresIsOneLine() async throws {
        try FileManager.default.createDirectory(
            atPath: home.path + "/.local/share/wordquiz", withIntermediateDirectories: true)
        let store = try WordStore(path: home.path + "/.local/share/wordquiz/wordquiz.sqlite3")
        let why = Phrase("past its catch-up window of \(6, .number) h: too old to send")
        let first = clock.unixSeconds - 30 * 86_400
        for day in 0..<5 {
            try store.markMissed(scheduleID: "morning", fireTime: first + Int64(day) * 86_400, why: why, at: first)
        }
        #expect(await WordQuizCLI.run(["deliveries"], context: context(adding: ["WORDQUIZ_LANG": "en"])) == 0)
        let lines = stdout.text.split(separator: "\n")
        #expect(lines.count == 1, "\(stdout.text)")
        #expect(
            lines.first?.hasSuffix(
                "morning  missed  past its catch-up window of 6 h: too old to send (and 4 earlier fires missed alike, back to 2026-01-31 09:00:00 Sat GMT)"
            ) == true, "\(stdout.text)")
        #expect(await WordQuizCLI.run(["deliveries"], context: context(adding: ["WORDQUIZ_LANG": "ko"])) == 0)
        #expect(
            stdout.text.contains(" (그 전에도 같은 까닭으로 4번 놓쳤어요, 2026-01-31 09:00:00 (토) GMT부터)\n"), "\(stdout.text)")
        #expect(await WordQuizCLI.run(["deliveries", "--json"], context: context()) == 0)
        #expect(stdout.text.components(separatedBy: "\"status\":\"missed\"").count - 1 == 5)
    }

    /// The daemon's log counts a one-off whose moment has passed as done, not on.
    @Test func theDaemonLogsAFinishedOneOffAsDone() async throws {
        #expect(
            await WordQuizCLI.run(
                ["schedule", "add", "--in", "30s", "--channel", "file:" + home.path + "/d.txt", "--id", "once"],
                context: context()) == 0)
        #expect(
            await WordQuizCLI.run(
                ["schedule", "add", "--at", "07:00", "--channel", "file:" + home.path + "/d.txt", "--id", "daily"],
                context: context()) == 0)
        clock.advance(seconds: 31)
        var daemon = Daemon(context: context(), setup: try CommandSetup.prepare(context(), date: nil))
        try daemon.logScheduleChanges()
        #expect(stderr.text.hasSuffix("wordquiz daemon: schedules: 1 on, 0 off, 1 done\n"), "\(stderr.text)")
    }

    /// A channel that failed and is due for another try makes the supervisor's agenda due, and
    /// its retry is the next wake before then: a running daemon tries it again when it is due.
    @Test func theSupervisorsAgendaIsDueForAChannelsRetry() async throws {
        let clock = ManualClock("2026-03-02T06:00:00Z")
        let context = context(clock: clock)
        let daemon = Daemon(context: context, setup: try CommandSetup.prepare(context, date: nil))
        let store = try WordStore(path: home.path + "/.local/share/wordquiz/wordquiz.sqlite3")
        let channel = try #require(ChannelSpec(parsing: "ntfy", directory: home.path))
        let fire = clock.unixSeconds - 60
        let claimer = WordStore.Claimer(pid: 1, token: nil)
        #expect(
            try store.claimFire(
                scheduleID: "m", fireTime: fire, channels: [channel], late: false, claimer: claimer,
                at: clock.unixSeconds))
        try store.markChannel(
            scheduleID: "m", fireTime: fire, channel: channel, status: .failed, detail: Phrase("down"),
            retryAt: clock.unixSeconds + 120, at: clock.unixSeconds)
        try store.settleFire(scheduleID: "m", fireTime: fire, at: clock.unixSeconds)

        let before = try daemon.agenda()
        #expect(!before.isDue)
        #expect(before.nextWake == clock.unixSeconds + 120, "the retry is the next wake")
        clock.advance(seconds: 121)
        #expect(try daemon.agenda().isDue, "the retry is due: the supervisor must run a round")
    }

    /// What the daemon's supervisor does at a wake: a round only when the agenda says
    /// something is due; else it sleeps to the agenda's next wake. Returns that wake.
    func wake(_ daemon: inout Daemon) async throws -> Int64? {
        let agenda = try daemon.agenda()
        guard agenda.isDue else { return agenda.nextWake }
        return try await daemon.deliverDueFires()
    }

    /// The same boot, the daemon driven as its supervisor drives it (a round only when the
    /// agenda says one is due): once the clock is put right, the agenda wakes for 07:00 and
    /// the fire the fast clock judged missed is delivered then. The agenda had counted from
    /// the premature miss, so no round came to forget it, and the fire was never sent.
    @Test func theSupervisorsAgendaWakesForAFireAFastClockJudgedMissed() async throws {
        let file = home.path + "/digest.txt"
        let clock = ManualClock("2026-03-02T06:00:00Z")
        let context = context(clock: clock)
        #expect(
            await WordQuizCLI.run(
                ["schedule", "add", "--at", "07:00", "--channel", "file:" + file, "--id", "morning"], context: context)
                == 0)
        clock.advance(seconds: 9 * 3600)
        var daemon = Daemon(context: context, setup: try CommandSetup.prepare(context, date: nil))
        _ = try await wake(&daemon)
        let store = try WordStore(path: home.path + "/.local/share/wordquiz/wordquiz.sqlite3")
        #expect(try store.deliveries().map(\.status) == [.missed])
        clock.advance(seconds: -9 * 3600)
        let next = try #require(try await wake(&daemon))
        #expect(next == clock.unixSeconds + 3600, "the agenda wakes for 07:00")
        clock.advance(seconds: Double(next - clock.unixSeconds))
        _ = try await wake(&daemon)
        let fires = try store.deliveries()
        #expect(fires.map(\.status) == [.delivered], "\(fires)")
        #expect(
            try String(contentsOfFile: file, encoding: .utf8).components(separatedBy: "Word of the day: ").count == 2)
    }

    /// A clock that jumps three days ahead and back: the fires it ran past were recorded
    /// missed (or one delivered ahead of its time); once the clock is right, each of those
    /// days' fires is delivered when its real time comes, and the one sent ahead is not sent
    /// again.
    @Test func theDaysAClockJumpedPastAreDeliveredWhenTheyReallyCome() async throws {
        let file = home.path + "/digest.txt"
        let clock = ManualClock("2026-03-02T06:00:00Z")
        let context = context(clock: clock)
        #expect(
            await WordQuizCLI.run(
                ["schedule", "add", "--at", "07:00", "--channel", "file:" + file, "--id", "morning"], context: context)
                == 0)
        var daemon = Daemon(context: context, setup: try CommandSetup.prepare(context, date: nil))
        // Three days ahead, to 03-05 08:00: 03-02 to 03-04 judged missed, 03-05's sent.
        clock.advance(seconds: 3 * 86_400 + 2 * 3600)
        _ = try await wake(&daemon)
        let store = try WordStore(path: home.path + "/.local/share/wordquiz/wordquiz.sqlite3")
        #expect(try store.deliveries().map(\.status) == [.late, .missed, .missed, .missed])
        // Put right: 03-02 06:00 again. Each day's fire comes when its time does.
        clock.advance(seconds: -(3 * 86_400 + 2 * 3600))
        for day in 0..<4 {
            let next = try #require(try await wake(&daemon), "day \(day)")
            clock.advance(seconds: Double(next - clock.unixSeconds) + 1)
            _ = try await wake(&daemon)
        }
        let fires = try store.deliveries()
        #expect(fires.map(\.status) == [.late, .delivered, .delivered, .delivered], "\(fires)")
        let blocks = try String(contentsOfFile: file, encoding: .utf8).components(separatedBy: "Word of the day: ")
        #expect(blocks.count - 1 == 4, "each day once; 03-05's not twice")
    }
}
