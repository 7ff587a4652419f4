import Foundation
import TestSupport
import Testing
import WordQuizCore

/// WORDQUIZ_LEVEL and --level: the words of the day, `learn`, `quiz` and `stats` by level.
@Suite struct LevelTests {
    func level(of headword: String) -> String? {
        WordBank.embedded.word(headword)?.level?.name
    }

    func headword(_ result: ProcessResult) throws -> String {
        let line = try #require(result.stdout.split(separator: "\n").dropFirst().first, "\(result.stdout)")
        return String(line.prefix { $0 != " " })
    }

    @Test func beginnerGivesOnlyBeginnerWordsForSixtyDaysInARow() throws {
        let bed = CLITestbed()
        bed.extraEnvironment["WORDQUIZ_LEVEL"] = "beginner"
        var words: [String] = []
        let start = try #require(CalendarDate(parsing: "2026-12-01"))
        for offset in 0..<60 {
            let result = try bed.run(["today", "--date", start.adding(days: offset).description, "--color", "never"])
            #expect(result.exitCode == 0, "\(result.stderr)")
            words.append(try headword(result))
        }
        #expect(words.allSatisfy { level(of: $0) == "초급" }, "\(words.filter { level(of: $0) != "초급" })")
        #expect(Set(words).count == 60, "no beginner word comes back within sixty days")
        // The same dates on another machine give the same words.
        let other = CLITestbed()
        other.extraEnvironment["WORDQUIZ_LEVEL"] = "초급"
        for offset in [0, 17, 59] {
            let again = try other.run(["today", "--date", start.adding(days: offset).description, "--color", "never"])
            #expect(try headword(again) == words[offset])
        }
    }

    @Test func theOptionOverridesTheSettingAndEachLevelKeepsItsOwnWordOfTheDay() throws {
        let bed = CLITestbed()
        bed.extraEnvironment["WORDQUIZ_LEVEL"] = "beginner"
        let date = "2026-12-01"
        let beginner = try headword(try bed.run(["today", "--date", date, "--color", "never"]))
        let advanced = try headword(try bed.run(["today", "--date", date, "--level", "advanced", "--color", "never"]))
        #expect(level(of: beginner) == "초급")
        #expect(level(of: advanced) == "고급")
        #expect(try headword(try bed.run(["today", "--date", date, "--color", "never"])) == beginner)
        let rows = try sqlite(bed.databasePath, "SELECT level, headword FROM daily_pick ORDER BY level")
        #expect(rows == "advanced|\(advanced)\nbeginner|\(beginner)")
    }

    @Test func aWrongLevelIsAUsageOrSettingError() throws {
        let bed = CLITestbed(language: "en")
        let option = try bed.run(["today", "--level", "expert"])
        #expect(option.exitCode == 64)
        #expect(option.stderr.contains("--level takes beginner, intermediate, advanced, native or all"))
        bed.extraEnvironment["WORDQUIZ_LEVEL"] = "expert"
        let setting = try bed.run(["today"])
        #expect(setting.exitCode == 78)
        #expect(setting.stderr.contains("WORDQUIZ_LEVEL"))
    }

    @Test func learnOffersTheNextNewWordsOfTheLevelAndStatsCountsByLevel() throws {
        let bed = CLITestbed()
        let learned = try bed.run(
            ["learn", "--level", "advanced", "--count", "3", "--date", "2026-12-01", "--color", "never"],
            stdin: "q\n")
        #expect(learned.exitCode == 0, "\(learned.stderr)")
        let met = try sqlite(bed.databasePath, "SELECT headword FROM met_word").split(separator: "\n").map(String.init)
        #expect(!met.isEmpty && met.allSatisfy { level(of: $0) == "고급" }, "\(met)")

        let stats = try bed.run(["stats", "--date", "2026-12-01", "--color", "never"])
        let advanced = try #require(stats.stdout.split(separator: "\n").first { $0.hasPrefix("고급") })
        let total = WordBank.embedded.words.filter { $0.level == .advanced }.count
        #expect(advanced.contains("만난 단어 \(met.count)/\(total)"), "\(advanced)")
        #expect(stats.stdout.contains("초급  만난 단어 0/"))
        let json = try bed.run(["stats", "--json", "--date", "2026-12-01"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let levels = try #require(object["levels"] as? [[String: Any]])
        #expect(levels.map { $0["level"] as? String } == ["beginner", "intermediate", "advanced", "native"])
        #expect(levels.first { $0["level"] as? String == "advanced" }?["met"] as? Int == met.count)
        #expect(levels.last?["met"] as? Int == 0, "no word of the native speaker's track was met")
    }

    @Test func aQuizAtALevelAsksOnlyThatLevelsWords() throws {
        // The first twenty days of the calendar: words of every level, whatever the bank adds.
        let bed = try CLITestbed().meet(days: 20, endingOn: "2024-01-20")
        let met = try sqlite(bed.databasePath, "SELECT headword FROM met_word").split(separator: "\n").map(String.init)
        let beginnerMet = met.filter { level(of: $0) == "초급" }
        try #require(!beginnerMet.isEmpty && beginnerMet.count < met.count)
        let result = try bed.run(
            [
                "quiz", "--level", "beginner", "--mode", "chosung", "--count", "20", "--date", CLITestbed.appleDay,
                "--no-record", "--color", "never",
            ], stdin: String(repeating: "x\n", count: 40))
        #expect(result.exitCode == 0, "\(result.stderr)")
        let asked = result.stdout.components(separatedBy: "정답 ").dropFirst().map { String($0.prefix { $0 != " " }) }
        #expect(!asked.isEmpty)
        #expect(asked.allSatisfy { level(of: $0) == "초급" }, "\(asked)")
        #expect(result.stdout.contains("[1/\(beginnerMet.count)]"), "every beginner word met, and no other")
    }
}
