import Foundation
import TestSupport
import Testing
import WordQuizCore
import WordQuizStore

@testable import WordQuizApp

/// Commands run through `WordQuizCLI.run(_:context:)` with an injected clock and zone, for
/// what depends on the time: schedule defaults, `--in`, and when the daemon next wakes.
@Suite struct InProcessClockTests {
    let home = TemporaryDirectory("wordquiz-inprocess")
    let clock = ManualClock("2026-03-07T22:00:00Z")  // 17:00 in New York, the day before DST starts
    let stdout = CapturedText()
    let stderr = CapturedText()

    func context(zone: String = "America/New_York") -> AppContext {
        AppContext.inProcess(in: home, clock: clock, zone: zone, stdout: stdout, stderr: stderr)
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

    /// A schedule that is off fires at no time: `schedule list --json` gives it no next fire,
    /// and gives it back when it is on again.
    @Test func aScheduleThatIsOffHasNoNextFire() async throws {
        #expect(
            await run(["schedule", "add", "--at", "07:30", "--channel", "stdout", "--id", "m"], zone: "Asia/Seoul") == 0
        )
        #expect(await run(["schedule", "off", "m"], zone: "Asia/Seoul") == 0)
        #expect(await run(["schedule", "list", "--json"], zone: "Asia/Seoul") == 0)
        #expect(try listed().first?.enabled == false)
        #expect(try listed().first?.nextFire == nil)
        #expect(await run(["schedule", "on", "m"], zone: "Asia/Seoul") == 0)
        #expect(await run(["schedule", "list", "--json"], zone: "Asia/Seoul") == 0)
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
        #expect(stdout.text.contains("\(word)  last reviewed 2026-03-07 17:00 · due 2026-03-08\n"), "\(stdout.text)")
        let korean = AppContext.inProcess(
            adding: ["WORDQUIZ_LANG": "ko"], in: home, clock: clock, zone: "America/New_York", stdout: stdout,
            stderr: stderr)
        #expect(await WordQuizCLI.run(["history"], context: korean) == 0)
        #expect(stdout.text.contains("\(word)  마지막 복습 2026-03-07 17:00 · 다음 복습 2026-03-08\n"), "\(stdout.text)")
    }

    /// At 01:38, before the day starts at 04:00, the learner's day is still yesterday: history
    /// says so beside the clock's time, so a due day of "today" by the clock is not misread.
    @Test func historySaysTheLearnerDayOfAReviewAfterMidnight() async throws {
        #expect(await run(["today", "--offline"]) == 0)
        let database = home.path + "/.local/share/wordquiz/wordquiz.sqlite3"
        let word = try sqlite(database, "SELECT headword FROM met_word")
        // 06:38 UTC on the 8th is 01:38 EST in New York: the learner day of the 7th.
        let reviewedAt = (clock.unixSeconds + 8 * 3600 + 38 * 60) * 1000
        _ = try sqlite(
            database,
            """
            INSERT INTO review_log (session_id, headword, reviewed_at, learner_day, kind, prompt, answer, verdict,
                rating, hints, response_ms, practice)
            VALUES ('s', '\(word)', \(reviewedAt), 0, 'chosung', '', '', 'correct', 3, 0, 1, 0)
            """)
        #expect(await run(["history"]) == 0)
        #expect(
            stdout.text.contains(
                "\(word)  last reviewed 2026-03-08 01:38, on the learner day of 2026-03-07 · due 2026-03-08\n"),
            "\(stdout.text)")
        let korean = AppContext.inProcess(
            adding: ["WORDQUIZ_LANG": "ko"], in: home, clock: clock, zone: "America/New_York", stdout: stdout,
            stderr: stderr)
        #expect(await WordQuizCLI.run(["history"], context: korean) == 0)
        #expect(
            stdout.text.contains("\(word)  마지막 복습 2026-03-08 01:38(2026-03-07 학습일) · 다음 복습 2026-03-08\n"),
            "\(stdout.text)")
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
