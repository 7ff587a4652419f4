import Foundation
import TestSupport
import Testing
import WordQuizCore
import WordQuizStore

@testable import WordQuizApp

/// Text written by a command run in-process, kept for the test to read.
final class CapturedText: TextSink, @unchecked Sendable {
    private let lock = NSLock()
    private var buffer = ""

    func write(_ text: String) {
        lock.withLock { buffer += text }
    }

    var text: String { lock.withLock { buffer } }
}

/// A wall clock a test moves by hand.
final class ManualClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    init(_ iso8601: String) {
        current = ISO8601DateFormatter().date(from: iso8601) ?? Date(timeIntervalSince1970: 0)
    }

    var now: Date { lock.withLock { current } }
    var unixSeconds: Int64 { Int64(now.timeIntervalSince1970) }

    func advance(seconds: TimeInterval) {
        lock.withLock { current += seconds }
    }
}

/// Commands run through `WordQuizCLI.run(_:context:)` with an injected clock and zone, for
/// what depends on the time: schedule defaults, `--in`, and when the daemon next wakes.
@Suite struct InProcessClockTests {
    let home = TemporaryDirectory("wordquiz-inprocess")
    let clock = ManualClock("2026-03-07T22:00:00Z")  // 17:00 in New York, the day before DST starts
    let stdout = CapturedText()
    let stderr = CapturedText()

    func context(zone: String = "America/New_York") -> AppContext {
        let clock = clock
        return AppContext(
            environment: ["HOME": home.path, "PATH": "/usr/bin:/bin"], currentDirectory: home.path,
            stdout: stdout, stderr: stderr, now: { clock.now }, timeZone: TimeZone(identifier: zone)!)
    }

    func run(_ arguments: [String], zone: String = "America/New_York") async -> Int32 {
        await WordQuizCLI.run(arguments, context: context(zone: zone))
    }

    func listed() throws -> [ScheduleRow] {
        let line = try #require(stdout.text.split(separator: "\n").last)
        return try JSONDecoder().decode([ScheduleRow].self, from: Data(line.utf8))
    }

    @Test func aScheduleWithoutTzTakesTheUsersZone() async throws {
        #expect(
            await run(["schedule", "add", "--at", "07:30", "--channel", "stdout", "--id", "m"], zone: "Asia/Seoul") == 0
        )
        #expect(stdout.text.contains("07:30 daily (Asia/Seoul)"))
        #expect(await run(["schedule", "list", "--json"], zone: "Asia/Seoul") == 0)
        // 22:00 UTC is 07:00 the next morning in Seoul: the next fire is half an hour away.
        #expect(try listed().first?.nextFire == "2026-03-08T07:30:00+09:00")
    }

    @Test func inCountsFromTheInjectedClock() async throws {
        #expect(await run(["schedule", "add", "--in", "1h30m", "--channel", "stdout", "--id", "soon"]) == 0)
        #expect(stdout.text.contains("once at 2026-03-07 18:30:00 Sat EST"), "\(stdout.text)")
        clock.advance(seconds: 3600)
        #expect(await run(["schedule", "list", "--json"]) == 0)
        #expect(try listed().first?.nextFire == "2026-03-07T18:30:00-05:00")
    }

    @Test func timesShownToPeopleSayTheirZoneAndJSONTimesCarryTheirOffset() async throws {
        #expect(await run(["schedule", "add", "--at", "07:30", "--channel", "stdout", "--id", "ny"]) == 0)
        // Tonight is still standard time; tomorrow morning, after the jump, is daylight time.
        #expect(stdout.text.contains("(next 2026-03-08 07:30:00 Sun EDT)"), "\(stdout.text)")
        #expect(
            await run(
                ["schedule", "add", "--at", "07:30", "--tz", "Asia/Seoul", "--channel", "stdout", "--id", "seoul"])
                == 0)
        #expect(await run(["schedule", "list"], zone: "Asia/Seoul") == 0)
        #expect(stdout.text.contains("(next 2026-03-08 07:30:00 Sun KST)"), "\(stdout.text)")
        #expect(await run(["schedule", "list", "--json"]) == 0)
        #expect(try listed().map(\.nextFire) == ["2026-03-08T07:30:00-04:00", "2026-03-07T17:30:00-05:00"])
    }

    @Test func historyShowsWhenAWordWasLastReviewedInTheUsersZone() async throws {
        #expect(await run(["today", "--offline"]) == 0)
        let database = home.path + "/.local/share/wordquiz/wordquiz.sqlite3"
        let word = try sqlite(database, "SELECT headword FROM met_word")
        // Reviewed at 22:00 UTC the same evening, which is 17:00 in New York.
        _ = try sqlite(
            database,
            """
            INSERT INTO review_log (session_id, headword, reviewed_at, learner_day, kind, prompt, answer, verdict,
                rating, hints, response_ms, practice)
            VALUES ('s', '\(word)', \(clock.unixSeconds * 1000), 0, 'chosung', '', '', 'correct', 3, 0, 1, 0)
            """)
        #expect(await run(["history"]) == 0)
        #expect(stdout.text.contains("\(word)  last reviewed 2026-03-07 17:00"), "\(stdout.text)")
    }

    @Test func aFinishedOneOffIsDoneAndHiddenUnlessAll() async throws {
        #expect(await run(["schedule", "add", "--in", "1h", "--channel", "stdout", "--id", "once"]) == 0)
        #expect(await run(["schedule", "add", "--at", "07:30", "--channel", "stdout", "--id", "daily"]) == 0)
        clock.advance(seconds: 7200)
        #expect(await run(["schedule", "list"]) == 0)
        let listed = stdout.text.split(separator: "\n").suffix(2)
        #expect(listed.first?.hasPrefix("daily") == true, "\(listed)")
        #expect(listed.last == "(1 finished one-off not shown: --all)")
        #expect(await run(["schedule", "list", "--all"]) == 0)
        #expect(stdout.text.contains("once   [done]"), "\(stdout.text)")
        #expect(await run(["schedule", "list", "--json", "--all"]) == 0)
        #expect(Set(try self.listed().map { "\($0.id) \($0.finished)" }) == ["once true", "daily false"])
    }

    @Test func anIDWithDeliveriesIsNeverGivenToANewSchedule() async throws {
        #expect(await run(["schedule", "add", "--in", "1m", "--channel", "stdout"]) == 0)
        #expect(stdout.text.contains("added s1 "))
        clock.advance(seconds: 120)
        #expect(await run(["daemon", "--once"]) == 0, "\(stderr.text)")
        #expect(await run(["schedule", "remove", "s1"]) == 0)
        #expect(await run(["schedule", "add", "--in", "1m", "--channel", "stdout"]) == 0)
        #expect(stdout.text.contains("added s2 "), "the removed s1's deliveries keep its id: \(stdout.text)")
        #expect(await run(["schedule", "add", "--in", "1m", "--channel", "stdout", "--id", "s1"]) == 64)
        #expect(stderr.text.contains("the id 's1' belonged to a removed schedule"))
    }

    @Test func editingWithNothingToChangeSaysSo() async throws {
        #expect(await run(["schedule", "add", "--at", "07:30", "--channel", "stdout", "--id", "m"]) == 0)
        #expect(await run(["schedule", "edit", "m"]) == 64)
        #expect(stderr.text.contains("nothing to change in 'm'"))
    }

    @Test func theDaemonWakesForTheNextFireAcrossTheDSTJump() async throws {
        let file = home.path + "/digest.txt"
        #expect(await run(["schedule", "add", "--at", "02:30", "--channel", "file:" + file, "--id", "night"]) == 0)
        var daemon = Daemon(context: context(), setup: try CommandSetup.prepare(context(), date: nil))
        // 02:30 does not exist on 2026-03-08 in New York: it fires at 03:30 EDT, 07:30 UTC.
        let wake = try await daemon.deliverDueFires()
        let expected = try #require(ISO8601DateFormatter().date(from: "2026-03-08T07:30:00Z"))
        #expect(wake == Int64(expected.timeIntervalSince1970))
        #expect(!FileManager.default.fileExists(atPath: file))

        clock.advance(seconds: expected.timeIntervalSince(clock.now) + 1)
        let next = try await daemon.deliverDueFires()
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("Word of the day: "))
        // The next night's 02:30 exists again, now at UTC-4.
        let tomorrow = try #require(ISO8601DateFormatter().date(from: "2026-03-09T06:30:00Z"))
        #expect(next == Int64(tomorrow.timeIntervalSince1970))
        #expect(stderr.text.contains("night: delivered"))
    }

    /// A fire carries the word of its schedule's local date, whatever the machine's date is
    /// then: the machine and the schedule in zones whose dates differ at the fire.
    @Test(arguments: [
        ("UTC", "Asia/Seoul", "07:30", "2026-03-08"),  // 22:30 UTC on the 7th
        ("UTC", "Pacific/Honolulu", "20:00", "2026-03-07"),  // 06:00 UTC on the 8th
        ("Asia/Seoul", "Pacific/Honolulu", "20:00", "2026-03-07"),  // 15:00 in Seoul on the 8th
        ("Pacific/Honolulu", "Asia/Seoul", "07:30", "2026-03-08"),  // 12:30 in Honolulu on the 7th
    ])
    func aFireCarriesTheWordOfItsSchedulesLocalDate(machine: String, zone: String, at: String, date: String)
        async throws
    {
        let file = home.path + "/digest-\(zone.replacingOccurrences(of: "/", with: "-")).txt"
        let added = await run(
            ["schedule", "add", "--at", at, "--tz", zone, "--channel", "file:" + file, "--id", "z"], zone: machine)
        #expect(added == 0, "\(stderr.text)")
        var daemon = Daemon(
            context: context(zone: machine), setup: try CommandSetup.prepare(context(zone: machine), date: nil))
        let wake = try #require(try await daemon.deliverDueFires())
        clock.advance(seconds: Double(wake - clock.unixSeconds) + 1)
        _ = try await daemon.deliverDueFires()
        let expected = try #require(CalendarDate(parsing: date))
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let word = WordOfTheDay.word(for: expected).headword
        #expect(text.hasPrefix("── \(date) ──\nWord of the day: \(word)"), "\(text)")
    }

    @Test func errorsBecomeOneLineAndTheirExitCode() async {
        #expect(await run(["schedule", "remove", "nothing-here"]) == ExitCode.usage.rawValue)
        #expect(stderr.text == "wordquiz: there is no schedule 'nothing-here': see `wordquiz schedule list`\n")
    }
}

/// The ledger per channel, with the clock moved by hand: a channel that surely was not sent
/// is tried again a few times, backing off, without resending the channels that delivered.
@Suite struct ChannelRetryTests {
    let home = TemporaryDirectory("wordquiz-retry")
    let clock = ManualClock("2026-03-02T09:00:00Z")
    let stdout = CapturedText()
    let stderr = CapturedText()

    func context(adding extra: [String: String] = [:], clock: ManualClock? = nil) -> AppContext {
        let clock = clock ?? self.clock
        // No session bus anywhere: the desktop channel fails without sending anything.
        return AppContext(
            environment: ["HOME": home.path, "PATH": "/usr/bin:/bin", "XDG_RUNTIME_DIR": home.path].merging(extra) {
                $1
            },
            currentDirectory: home.path, stdout: stdout, stderr: stderr, now: { clock.now },
            timeZone: TimeZone(identifier: "UTC")!)
    }

    /// An email schedule due in 30 s to `recipient` through `smtp`, its first round run: the
    /// daemon and the store, to look at the ledger and run the next rounds.
    func firstEmailRound(through smtp: LoopbackSMTPServer, to recipient: String) async throws -> (Daemon, WordStore) {
        let context = context(adding: [
            "SMTP_URL": smtp.url, "SMTP_FROM": "wordquiz@example.test", "SMTP_TO": recipient,
        ])
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
        clock.advance(seconds: Double(ScheduledDelivery.retryDelays[1]) + 1)
        _ = try await daemon.deliverDueFires()
        fire = try #require(try store.deliveries().first)
        #expect(fire.channels.map(\.attempts) == [1, 3])
        #expect(fire.channels[1].retryAt == nil, "three attempts in all")
        #expect(fire.status == .partial)
        let blocks =
            try String(contentsOfFile: file, encoding: .utf8).components(separatedBy: "Word of the day: ").count - 1
        #expect(blocks == 1, "the file channel was not sent again")

        #expect(await WordQuizCLI.run(["deliveries"], context: context()) == 0)
        #expect(stdout.text.contains("partial"))
        #expect(stdout.text.contains("desktop: failed (desktop notifications need your desktop session's D-Bus"))
        #expect(stdout.text.contains("file:\(file): delivered"))
    }

    /// A greylisting mail server answers the first RCPT with 451: the email is not sent then,
    /// it is tried again when the server asked for, and delivered once.
    @Test func aGreylistedEmailIsDeliveredOnTheRetry() async throws {
        let smtp = try LoopbackSMTPServer(rcptReplies: ["451 4.7.1 Greylisted, please try again later"])
        let (first, store) = try await firstEmailRound(through: smtp, to: "learner@example.test")
        var daemon = first
        var fire = try #require(try store.deliveries().first)
        #expect(fire.channels.map(\.status) == [.failed], "refused for now")
        #expect(fire.channels.first?.detail.contains("451") == true, "\(fire.channels)")
        let retryAt = try #require(fire.channels.first?.retryAt, "a 4xx is tried again")
        #expect(retryAt == clock.unixSeconds + Int64(DeliveryChannel.temporaryMailRefusalWait))
        #expect(smtp.messages.isEmpty)

        clock.advance(seconds: Double(retryAt - clock.unixSeconds) + 1)
        _ = try await daemon.deliverDueFires()
        fire = try #require(try store.deliveries().first)
        #expect(fire.channels.map(\.status) == [.delivered])
        #expect(smtp.messages.count == 1, "delivered once")
    }

    @Test func aMailServersPermanentRefusalIsNotTriedAgain() async throws {
        let smtp = try LoopbackSMTPServer(rcptReplies: ["550 5.1.1 No such user"])
        let (_, store) = try await firstEmailRound(through: smtp, to: "nobody@example.test")
        let fire = try #require(try store.deliveries().first)
        #expect(fire.channels.map(\.status) == [.failed])
        #expect(fire.channels.first?.retryAt == nil, "a 5xx is final")
        #expect(fire.channels.first?.detail.contains("550") == true)
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
}
