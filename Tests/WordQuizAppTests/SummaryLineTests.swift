import Foundation
import TestSupport
import Testing
import WordQuizCore

/// The summary lines of commands that change things — a deck imported, a line skipped, a level
/// chosen — with each of their figures different from the others, in English and in Korean.
@Suite struct SummaryLineTests {
    /// Two words, then three new, one again (사과, its meaning changed) and two lines with no word.
    static func decks(_ bed: CLITestbed) throws -> (first: ProcessResult, second: ProcessResult, file: String) {
        let first = try bed.root.write("work/fruit.tsv", "사과\t과일\tapple\n배\t과일\tpear\n")
        let second = try bed.root.write(
            "work/more.tsv",
            "사과\t사과나무의 열매\tapple\n감\t감나무의 열매\tpersimmon\n\tno word\n귤\t귤나무의 열매\ttangerine\n\t\n밤\t밤나무의 열매\tchestnut\n")
        return (
            try bed.run(["deck", "import", first, "--name", "fruit"]),
            try bed.run(["deck", "import", second, "--name", "fruit"]), second
        )
    }

    @Test func aDecksImportCountsWhatWasAddedUpdatedAndSkippedInKorean() throws {
        let (first, second, file) = try Self.decks(CLITestbed(language: "ko"))
        #expect(first.stdout.hasPrefix("'fruit' 단어장: 단어 2개를 더하고 0개를 고쳤어요.\n"), "\(first.stdout)")
        #expect(second.stdout.hasPrefix("'fruit' 단어장: 단어 3개를 더하고 1개를 고쳤어요. 2줄은 건너뛰었어요.\n"), "\(second.stdout)")
        #expect(second.stderr.contains("wordquiz: \(file):3: 첫 열에 단어가 없어요. 건너뛰었어요.\n"), "\(second.stderr)")
    }

    @Test func aDecksImportCountsWhatWasAddedUpdatedAndSkippedInEnglish() throws {
        let (first, second, file) = try Self.decks(CLITestbed(language: "en"))
        #expect(first.stdout.hasPrefix("deck 'fruit': 2 words added, 0 updated.\n"), "\(first.stdout)")
        #expect(
            second.stdout.hasPrefix("deck 'fruit': 3 words added, 1 updated; 2 lines skipped.\n"), "\(second.stdout)")
        #expect(
            second.stderr.contains("wordquiz: \(file):3: no word in the first column; skipped.\n"), "\(second.stderr)")
    }

    /// A word added to the learner's own deck, then changed: the word and the deck named.
    @Test(arguments: ["en", "ko"])
    func aWordChangedInTheDeckNamesTheWordAndTheDeck(language: String) throws {
        let bed = CLITestbed(language: language)
        #expect(try bed.run(["add", "사랑", "--meaning", "아끼고 위하는 마음"]).exitCode == 0)
        let changed = try bed.run(["add", "사랑", "--english", "love"]).stdout
        if language == "en" {
            #expect(changed.hasPrefix("updated ‘사랑’ in the deck 'mine'"), "\(changed)")
        } else {
            #expect(changed.hasPrefix("'mine' 단어장의 ‘사랑’을 고쳤어요"), "\(changed)")
        }
    }

    /// `learn` counts its new words between rules, in English too.
    @Test func learnCountsItsNewWordsInEnglish() throws {
        let bed = CLITestbed(language: "en")
        let learned = try bed.run(
            ["learn", "--date", CLITestbed.appleDay, "--count", "2", "--mode", "choice"], stdin: "1\n1\n")
        #expect(learned.stdout.contains("── new word 1/2 ──"), "\(learned.stdout)")
        #expect(learned.stdout.contains("── new word 2/2 ──"), "\(learned.stdout)")
    }

    /// A level chosen, then its words counted: all of them, and one fewer not met once the
    /// day's word is shown.
    @Test(arguments: ["en", "ko"])
    func aChosenLevelSaysWhereItIsKeptAndHowManyWordsAreLeft(language: String) throws {
        let words = WordBank.embedded.words.filter { $0.level == .intermediate }.count
        let bed = CLITestbed(language: language)
        bed.extraEnvironment["COLUMNS"] = "200"
        let config = bed.home + "/.config/wordquiz/config.env"
        let set = try bed.run(["level", "intermediate"]).stdout
        #expect(try bed.run(["today", "--date", CLITestbed.appleDay]).exitCode == 0)
        let shown = try bed.run(["level"]).stdout
        if language == "en" {
            #expect(set.hasPrefix("level intermediate from now on (WORDQUIZ_LEVEL in \(config)).\n"), "\(set)")
            #expect(
                shown.hasPrefix("your level: intermediate — \(words) words, \(words - 1) not met yet.\n"), "\(shown)")
        } else {
            #expect(set.hasPrefix("이제부터 등급 중급 (\(config)의 WORDQUIZ_LEVEL).\n"), "\(set)")
            #expect(shown.hasPrefix("내 등급: 중급 — 단어 \(words)개, 아직 만나지 않은 단어 \(words - 1)개.\n"), "\(shown)")
        }
    }
}
