import Foundation
import TestSupport
import Testing

/// WORDQUIZ_LANG and the locale: what the learner reads on the card, in the quiz and in stats.
@Suite struct LanguageTests {
    func bed(_ environment: [String: String?]) -> CLITestbed {
        let bed = CLITestbed()
        for (name, value) in environment { bed.extraEnvironment[name] = value }
        return bed
    }

    @Test func englishGivesEnglishLabelsAndTheGloss() throws {
        let result = try bed(["WORDQUIZ_LANG": "en"]).run(["today", "--date", CLITestbed.appleDay, "--color", "never"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Word of the day · 2024-01-01"), "\(result.stdout)")
        #expect(result.stdout.contains("Origin  沙果"))
        #expect(result.stdout.contains("apple"))
        #expect(result.stdout.contains("Level   초급"))
        #expect(result.stdout.contains("Source  wordquiz 내장 단어장"))
        #expect(result.stdout.contains("e.g. 아침마다 사과를"))
    }

    @Test func aKoreanLocaleGivesKoreanThroughoutAndAnyOtherEnglish() throws {
        let korean = try bed(["WORDQUIZ_LANG": "", "LANG": "ko_KR.UTF-8"]).run(
            ["today", "--date", CLITestbed.appleDay, "--color", "never"])
        #expect(korean.stdout.hasPrefix("오늘의 단어 · 2024-01-01"))
        #expect(korean.stdout.contains("원어  沙果"))
        let other = try bed(["WORDQUIZ_LANG": "", "LANG": "de_DE.UTF-8"]).run(
            ["today", "--date", CLITestbed.appleDay, "--color", "never"])
        #expect(other.stdout.hasPrefix("Word of the day"))
    }

    @Test func theQuizAndStatsSpeakEnglish() throws {
        let bed = try bed(["WORDQUIZ_LANG": "en"]).meet(days: 3)
        let quiz = try bed.run(
            ["quiz", "--mode", "chosung", "--count", "1", "--date", CLITestbed.appleDay, "--color", "never"],
            stdin: "?\n사과\n")
        #expect(quiz.exitCode == 0, "\(quiz.stderr)")
        #expect(quiz.stdout.contains("[1/1] Type the word. Initial consonants: ㅅㄱ"), "\(quiz.stdout)")
        #expect(quiz.stdout.contains("apple — 둥글고 껍질이"))
        #expect(quiz.stdout.contains("Hint — letters: 2"))
        #expect(quiz.stdout.contains("✓ Right! · 1 hint(s)"))
        #expect(quiz.stdout.contains("Next review: Jan "))
        #expect(quiz.stdout.contains("Score 1/1"))
        let stats = try bed.run(["stats", "--date", CLITestbed.appleDay, "--color", "never"])
        #expect(stats.stdout.contains("Streak  1 day(s)"), "\(stats.stdout)")
        #expect(stats.stdout.contains("beginner  met "))
        #expect(stats.stdout.contains("Last 12 weeks"))
    }

    @Test func anUnknownLanguageIsASettingToFix() throws {
        let result = try bed(["WORDQUIZ_LANG": "fr"]).run(["today"])
        #expect(result.exitCode == 78)
        #expect(result.stderr.contains("WORDQUIZ_LANG"))
    }
}
