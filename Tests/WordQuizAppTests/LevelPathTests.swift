import Foundation
import TestSupport
import Testing
import WordQuizCore

@testable import WordQuizApp

/// A path past each level: a learner nearly through a level is told once, with the one
/// command that moves them on, and `wordquiz level` is that command.
@Suite struct LevelPathTests {
    let bank = WordBank.embedded.words

    /// Records every word of `level` but `left` of them as met, days ago.
    func meetAllBut(_ left: Int, of level: BankWord.Level, _ bed: CLITestbed) throws -> [String] {
        _ = try bed.run(["history"])
        let words = bank.filter { $0.level == level }.map(\.headword)
        let met = words.dropLast(left)
        let values = met.map { "('\($0)', 19000, 'learn')" }.joined(separator: ", ")
        _ = try sqlite(bed.databasePath, "INSERT INTO met_word (headword, met_day, source) VALUES \(values);")
        return Array(words.suffix(left))
    }

    @Test func aLearnerNearlyThroughTheirLevelIsToldOnceWithTheCommandThatMovesThemOn() throws {
        let bed = CLITestbed(language: "en")
        bed.extraEnvironment["WORDQUIZ_LEVEL"] = "beginner"
        let unmet = try meetAllBut(6, of: .beginner, bed)
        let first = try bed.run(["today", "--offline", "--color", "never"])
        #expect(first.exitCode == 0, "\(first.stderr)")
        // Today's word is one of the six unmet: five are left to meet after it.
        let shown = try #require(unmet.first { first.stdout.contains($0) })
        // The last thing said, once the card is shown (wrapped to the terminal's width).
        let flowing = first.stdout.replacingOccurrences(of: "\n", with: " ")
        #expect(
            flowing.hasSuffix(
                "  Only 5 words of the beginner level left to meet. Ready for the intermediate words? wordquiz level intermediate "
            ), "\(shown): \(first.stdout)")
        let again = try bed.run(["today", "--offline", "--color", "never"])
        #expect(!again.stdout.contains("left to meet"), "said once: \(again.stdout)")
        let learn = try bed.run(["learn", "--offline", "--count", "1", "--mode", "choice"], stdin: "1\n")
        #expect(!learn.stdout.contains("left to meet"), "\(learn.stdout)")
    }

    @Test func inKoreanTheNoticeNamesTheLevelsInKorean() throws {
        let bed = CLITestbed()
        bed.extraEnvironment["WORDQUIZ_LEVEL"] = "intermediate"
        _ = try meetAllBut(3, of: .intermediate, bed)
        let learn = try bed.run(["learn", "--offline", "--count", "1", "--mode", "choice"], stdin: "1\n1\n")
        #expect(learn.exitCode == 0, "\(learn.stderr)")
        #expect(
            learn.stdout.replacingOccurrences(of: "\n", with: " ").hasSuffix(
                " 중급 단어 중 아직 만나지 않은 단어가 2개 남았어요. 고급 단어로 넘어가려면: wordquiz level advanced "),
            "\(learn.stdout)")
    }

    /// The learner's track ends on the native speaker's; that one, the last, on a deck of
    /// one's own.
    @Test func theLastLevelPointsToADeckOfYourOwn() throws {
        let bed = CLITestbed(language: "en")
        bed.extraEnvironment["WORDQUIZ_LEVEL"] = "advanced"
        _ = try meetAllBut(4, of: .advanced, bed)
        let advanced = try bed.run(["today", "--offline", "--color", "never"])
        #expect(
            advanced.stdout.replacingOccurrences(of: "\n", with: " ").contains(
                "Only 3 words of the advanced level left to meet. Ready for the native speaker words? wordquiz level native"
            ),
            "\(advanced.stdout)")
        bed.extraEnvironment["WORDQUIZ_LEVEL"] = "native"
        _ = try meetAllBut(4, of: .native, bed)
        let native = try bed.run(["today", "--offline", "--color", "never"])
        #expect(
            native.stdout.replacingOccurrences(of: "\n", with: " ").contains(
                "Only 3 words of the native speaker level left to meet: `wordquiz deck import FILE` adds words of your own."
            ),
            "\(native.stdout)")
    }

    /// The notice under `today`'s card stays one line on a terminal exactly as wide as it, and
    /// breaks at a space into lines within one column less, in both languages (a fresh
    /// learner each time: the notice is said once).
    @Test(arguments: ["en", "ko"])
    func theNoticeFillsALineExactlyAsWideAsIt(language: String) throws {
        func notice(columns: Int) throws -> [String] {
            let bed = CLITestbed(language: language)
            bed.extraEnvironment["WORDQUIZ_LEVEL"] = "beginner"
            bed.extraEnvironment["COLUMNS"] = String(columns)
            _ = try meetAllBut(6, of: .beginner, bed)
            let today = try bed.run(["today", "--offline", "--color", "never"])
            #expect(today.exitCode == 0, "\(today.stderr)")
            return today.stdout.split(separator: "\n").map(String.init)
        }
        let whole = try LineWidthTests.lastLineFillsExactlyItsWidth(notice(columns:))
        #expect(whole.hasSuffix("wordquiz level intermediate"), "\(whole)")
    }

    /// The digest says it too, counting its own word as met; a dry run records nothing, a
    /// delivered digest records that it was said.
    @Test func theDigestSaysItOnceDelivered() throws {
        let bed = CLITestbed(language: "en")
        bed.extraEnvironment["WORDQUIZ_LEVEL"] = "beginner"
        _ = try meetAllBut(8, of: .beginner, bed)
        let notice =
            "Only 7 words of the beginner level left to meet. Ready for the intermediate words? wordquiz level intermediate"
        let dry = try bed.run(["digest", "--dry-run"])
        #expect(dry.stdout.contains("\n" + notice + "\n"), "\(dry.stdout)")
        let file = bed.root.path + "/digest.txt"
        let sent = try bed.run(["digest", "--channel", "file:" + file])
        #expect(sent.exitCode == 0, "\(sent.stderr)")
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("\n" + notice + "\n"))
        let today = try bed.run(["today", "--offline", "--color", "never"])
        #expect(!today.stdout.contains("left to meet"), "said once: \(today.stdout)")
    }

    /// A deck that runs out says the same, pointing to the bank and other decks.
    @Test func aDeckNearlyMetSaysWhereMoreWordsAre() throws {
        let bed = CLITestbed(language: "en")
        let path = try bed.root.write("work/mine.tsv", "word\tmeaning\n바다\t넓은 물\n하늘\t높은 곳\n구름\t하얀 것\n")
        #expect(try bed.run(["deck", "import", path]).exitCode == 0)
        #expect(try bed.run(["deck", "use", "mine"]).exitCode == 0)
        let today = try bed.run(["today", "--offline", "--color", "never"])
        #expect(
            today.stdout.replacingOccurrences(of: "\n", with: " ").contains(
                "Only 2 words of your decks left to meet: `wordquiz deck use bank` adds the built-in words, `wordquiz deck import FILE` another deck."
            ), "\(today.stdout)")
    }

    @Test func levelSetsTheConfigAndSaysWhatIsLeft() throws {
        let bed = CLITestbed(language: "en")
        let set = try bed.run(["level", "intermediate"])
        #expect(set.exitCode == 0, "\(set.stderr)")
        let config = bed.home + "/.config/wordquiz/config.env"
        let text = try String(contentsOfFile: config, encoding: .utf8)
        #expect(text.contains("\nWORDQUIZ_LEVEL=intermediate\n"), "\(text)")
        let count = bank.filter { $0.level == .intermediate }.count
        #expect(
            set.stdout
                == "level intermediate from now on (WORDQUIZ_LEVEL in \(config)).\nyour level: intermediate — \(count) words, \(count) not met yet.\n",
            "\(set.stdout)")
        // The day's word now comes from that level.
        let today = try bed.run(["today", "--offline", "--json"])
        let headword = try JSONDecoder().decode(TodayJSON.self, from: Data(today.stdout.utf8)).headword
        #expect(WordBank.embedded.word(headword)?.level == .intermediate, "\(headword)")
        // Set again, the line is replaced, not repeated.
        _ = try bed.run(["level", "초급"])
        let again = try String(contentsOfFile: config, encoding: .utf8)
        #expect(
            again.components(separatedBy: "WORDQUIZ_LEVEL=").count == 2 && again.contains("WORDQUIZ_LEVEL=beginner\n"))
    }

    @Test func anEnvironmentLevelWinsAndIsNamed() throws {
        let bed = CLITestbed(language: "en")
        bed.extraEnvironment["WORDQUIZ_LEVEL"] = "advanced"
        let set = try bed.run(["level", "beginner"])
        #expect(
            set.stdout.contains("WORDQUIZ_LEVEL=advanced in the environment or in ./Config.env wins"), "\(set.stdout)")
    }

    @Test func anUnknownLevelIsAUsageError() throws {
        let bed = CLITestbed(language: "en")
        let result = try bed.run(["level", "expert"])
        #expect(result.exitCode == 64)
        #expect(
            result.stderr.hasPrefix(
                "wordquiz: unknown level 'expert': beginner, intermediate, advanced, native or all (초급, 중급, 고급, 심화)\n"),
            "\(result.stderr)")
    }
}
