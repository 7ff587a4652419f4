import Foundation
import TestSupport
import Testing
import WordQuizCore
import WordQuizStore

@testable import WordQuizApp

/// One learner day between midnight and the day's start (04:00 by default): at 02:00 on
/// Dec 10 it is still Dec 9 for every command — the day's word and the card's date, what
/// `review` says comes next, `history`, the digest, the widget — and at 08:00 Dec 10 is a new
/// day with a new word. Run in-process on a clock in Seoul.
@Suite struct LearnerDayTests {
    let home = TemporaryDirectory("wordquiz-learner-day")
    let clock = ManualClock("2026-12-09T14:00:00Z")  // 23:00 on Dec 9 in Seoul
    let stdout = CapturedText()
    let stderr = CapturedText()

    /// Runs a command with a fresh capture; what it printed.
    func run(_ arguments: [String], extra: [String: String] = [:], typing: [String] = [])
        async -> (code: Int32, out: String)
    {
        let out = CapturedText()
        let context = AppContext.inProcess(
            adding: ["WORDQUIZ_LANG": "en"].merging(extra) { $1 }, in: home, clock: clock, zone: "Asia/Seoul",
            stdout: out, stderr: stderr, input: ScriptedInput(clock: clock, answers: typing.map { (1, $0) }))
        let code = await WordQuizCLI.run(arguments, context: context)
        return (code, out.text)
    }

    func today(extra: [String: String] = [:]) async throws -> TodayJSON {
        let result = await run(["today", "--offline", "--json"], extra: extra)
        #expect(result.code == 0, "\(stderr.text)")
        return try JSONDecoder().decode(TodayJSON.self, from: Data(result.out.utf8))
    }

    @Test func betweenMidnightAndTheDaysStartItIsStillTheDayBefore() async throws {
        let evening = try await today()
        #expect(evening.date.description == "2026-12-09")

        clock.advance(seconds: 3 * 3600)  // 02:00 on Dec 10
        let night = try await today()
        #expect(night.date.description == "2026-12-09", "the card's date is the learner's day")
        #expect(night.headword == evening.headword, "the same word: the same day")
        let review = await run(["review", "--offline"])
        #expect(review.out == "Nothing to review now. Next review: 2026-12-10.\n", "\(review.out)")
        let history = await run(["history", "--json"])
        let rows = try JSONDecoder().decode([HistoryRow].self, from: Data(history.out.utf8))
        #expect(rows.map(\.date.description) == ["2026-12-09"], "one day, not split in two")
        #expect(rows.first?.due?.description == "2026-12-10")
        let widget = await run(["widget", "line"])
        #expect(widget.out.hasPrefix(evening.headword + " — "), "\(widget.out)")
        let digest = await run(["digest", "--dry-run", "--channel", "stdout"])
        #expect(digest.out.contains("Word of the day: \(evening.headword) "), "\(digest.out)")
        #expect(digest.out.contains("No words to review"), "the word met tonight is due tomorrow: \(digest.out)")

        clock.advance(seconds: 6 * 3600)  // 08:00 on Dec 10
        let morning = try await today()
        #expect(morning.date.description == "2026-12-10")
        #expect(morning.headword != evening.headword, "a new day, a word not met")
        let due = await run(["review", "--offline", "--mode", "choice"], typing: ["q"])
        #expect(due.out.contains("[1/1]"), "the word met last night is due this morning: \(due.out)")
    }

    /// The day's start is a setting: at 05:00 with WORDQUIZ_DAY_STARTS_AT=6, it is still the day before;
    /// with 5, it is the new day.
    @Test(arguments: [(6, "2026-12-09"), (5, "2026-12-10"), (4, "2026-12-10")])
    func theDaysStartHourIsTheLearnersSetting(hour: Int, date: String) async throws {
        clock.advance(seconds: 6 * 3600)  // 05:00 on Dec 10
        let shown = try await today(extra: ["WORDQUIZ_DAY_STARTS_AT": String(hour)])
        #expect(shown.date.description == date)
    }
}
