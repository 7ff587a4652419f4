import Foundation
import TestSupport
import Testing
import WordQuizCore

@testable import WordQuizApp

/// `wordquiz today` as a process: with no key, and against a loopback dictionary.
@Suite struct TodayOfflineTests {
    @Test func printsACardWithNoKeyAndNoNetwork() throws {
        let bed = CLITestbed()
        let result = try bed.today()
        #expect(result.exitCode == 0)
        #expect(result.stderr == "")
        #expect(result.stdout.contains("오늘의 단어 · 2024-01-01"))
        #expect(result.stdout.contains("사과  명사  [사과]"))
        #expect(result.stdout.contains("원어  沙果"))
        #expect(result.stdout.contains("둥글고 껍질이 붉거나 푸르며 속살이 달고 새콤한 과일."))
        #expect(result.stdout.contains("예) 아침마다 사과를 하나씩 깎아 먹는다."))
        #expect(result.stdout.contains("등급  초급"))
        #expect(result.stdout.contains("출처  wordquiz 내장 단어장"))
        #expect(!result.stdout.contains("\u{1B}"), "no colour when stdout is not a terminal")
    }

    @Test func jsonCarriesEveryFieldWithDateProviderAndCached() throws {
        let result = try CLITestbed().today(["--json"])
        #expect(result.exitCode == 0)
        let today = try JSONDecoder().decode(TodayJSON.self, from: Data(result.stdout.utf8))
        #expect(today.date.description == "2024-01-01")
        #expect(today.provider == .offline)
        #expect(today.cached == false)
        #expect(today.headword == "사과")
        #expect(today.partOfSpeech == "명사")
        #expect(today.origin == "沙果")
        // JSON's one vocabulary, whatever the language: the level's code, not 초급.
        #expect(today.level == "beginner")
        #expect(today.example == "아침마다 사과를 하나씩 깎아 먹는다.")
        #expect(today.senses.first?.definition.isEmpty == false)
        // Scripts can rely on every key, null when there is no value.
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        for field in ["pronunciation", "link", "homographNumber", "targetCode"] {
            #expect(object.keys.contains(field), "missing \(field)")
        }
    }

    @Test func theSameDateGivesTheSameWordOnAnotherMachine() throws {
        let first = try CLITestbed().run(["today", "--date", "2031-05-17", "--json"])
        let second = try CLITestbed().run(["today", "--date", "2031-05-17", "--json"])
        let headword = { (r: ProcessResult) in
            (try? JSONDecoder().decode(TodayJSON.self, from: Data(r.stdout.utf8)))?.headword
        }
        #expect(headword(first) != nil)
        #expect(headword(first) == headword(second))
    }

    @Test func todayIsTheLocalDate() throws {
        let bed = CLITestbed()
        let result = try bed.run(["today", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "Asia/Seoul"))
        let parts = calendar.dateComponents([.year, .month, .day], from: Date())
        let expected = try #require(CalendarDate(year: parts.year!, month: parts.month!, day: parts.day!))
        // Allow for the test running across midnight.
        #expect(
            [expected.description, expected.adding(days: -1).description].contains(object["date"] as? String ?? ""))
    }

    @Test func colourFollowsTheFlagAndNoColor() throws {
        let bed = CLITestbed()
        #expect(try bed.today(["--color", "always"]).stdout.contains("\u{1B}[1m사과"))
        #expect(!(try bed.today(["--color", "never"]).stdout.contains("\u{1B}")))
    }

    @Test func recordsTheDaysPickInTheDatabase() throws {
        let bed = CLITestbed()
        _ = try bed.today()
        #expect(FileManager.default.fileExists(atPath: bed.databasePath))
        let rows = try sqlite(bed.databasePath, "SELECT date, headword FROM daily_pick")
        #expect(rows == "2024-01-01|사과")
    }
}

/// The once-only notice that a learner's words are nearly all met is for a person: a program
/// reading `today --json` (a status bar, a script) neither gets it nor uses it up.
@Suite struct TodayNoticeTests {
    let home = TemporaryDirectory("wordquiz-today-notice")
    let clock = ManualClock("2026-03-02T09:00:00Z")
    let stdout = CapturedText()
    let stderr = CapturedText()

    func run(_ arguments: [String]) async -> Int32 {
        let context = AppContext.inProcess(
            adding: ["WORDQUIZ_LANG": "en"], in: home, clock: clock, zone: "Asia/Seoul", stdout: stdout,
            stderr: stderr)
        return await WordQuizCLI.run(arguments, context: context)
    }

    @Test func todayAsJSONLeavesTheNoticeForTheLearner() async throws {
        let list = try home.write("tea.tsv", "찻잔\t차를 따라 마시는 잔\n다기\t차를 우리는 그릇\n찻잎\t차나무의 잎\n")
        #expect(await run(["deck", "import", list, "--offline"]) == 0)
        #expect(await run(["deck", "use", "tea"]) == 0)
        #expect(await run(["today", "--offline", "--json"]) == 0)
        #expect(!stdout.text.contains("left to meet"), "\(stdout.text)")
        #expect(await run(["today", "--offline"]) == 0)
        #expect(stdout.text.contains("of your decks left to meet"), "the learner was never told: \(stdout.text)")
    }

    /// WORDQUIZ_DAY_STARTS_AT moves the learner's day for every command: at 05:00 with the day
    /// starting at 06:00, `stats` still counts yesterday.
    @Test func theDayStartSettingMovesEveryCommandsToday() async throws {
        // 20:00 UTC on the 2nd is 05:00 on the 3rd in Seoul.
        let early = ManualClock("2026-03-02T20:00:00Z")
        for (start, day) in [("06", "2026-03-02"), ("04", "2026-03-03")] {
            let out = CapturedText()
            let context = AppContext.inProcess(
                adding: ["WORDQUIZ_DAY_STARTS_AT": start], in: home, clock: early, zone: "Asia/Seoul", stdout: out,
                stderr: stderr)
            #expect(await WordQuizCLI.run(["stats", "--json"], context: context) == 0)
            let report = try JSONSerialization.jsonObject(with: Data(out.text.utf8)) as? [String: Any]
            #expect(report?["today"] as? String == day, "day starting at \(start): \(out.text.prefix(80))")
        }
    }
}
