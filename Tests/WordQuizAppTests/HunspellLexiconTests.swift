import Foundation
import Testing
import WordQuizCore

@testable import WordQuizApp

/// Hunspell's Korean dictionary, as Debian installs it (scripts/install-deps), answers the
/// grading's two questions: is this a word, and which word is it a form of.
@Suite struct HunspellLexiconTests {
    let lexicon = HunspellLexicon()

    @Test func theDictionaryIsInstalledHere() {
        #expect(HunspellLexicon.problem() == nil, "\(HunspellLexicon.problem()?.description ?? "")")
    }

    @Test(arguments: ["너무", "나무", "다음", "마음", "세계", "시계", "우리", "요리", "사고"])
    func commonWordsAreWords(word: String) {
        #expect(lexicon.isWord(word))
    }

    @Test(arguments: ["샹상", "사괴", "나므", "기억안남"])
    func misspellingsAreNoWords(word: String) {
        #expect(!lexicon.isWord(word))
        #expect(lexicon.stems(of: word).isEmpty)
    }

    @Test func inflectedFormsHaveTheirDictionaryForm() {
        #expect(lexicon.stems(of: "추워서").contains("춥다"))
        #expect(lexicon.stems(of: "일깨운다").contains("일깨우다"))
        #expect(lexicon.stems(of: "사과를").contains("사과"))
    }

    @Test func onlyHangulIsAsked() {
        #expect(!lexicon.isWord("tkrhk"), "사과 typed on a Latin keyboard is not a word")
        #expect(!lexicon.isWord(String(repeating: "가", count: 60)))
        #expect(!lexicon.isWord(""))
    }

    /// Without the dictionary, doctor says what grading loses and what to install.
    @Test func doctorSaysWhatToInstallWhenTheDictionaryIsMissing() {
        let missing = DoctorCommand.spellingFinding(folders: ["/nonexistent"])
        #expect(missing.mark == .failed)
        #expect(
            missing.text.text(in: .en)
                == "the Korean spelling dictionary (ko.aff, ko.dic) is not in /nonexistent; typed answers are graded against the word bank and your decks only: apt install hunspell-ko libhunspell-1.7-0"
        )
        #expect(DoctorCommand.spellingFinding().mark == .passed)
    }

    /// Every word made from a bank word by changing one of its jamo (the initial, the vowel,
    /// or the final, added or dropped).
    static func oneJamoEdits(of word: String) -> [String] {
        let characters = Array(word)
        var edits: [String] = []
        for (index, character) in characters.enumerated() {
            guard let parts = Hangul.syllable(character) else { continue }
            var replacements: [Character] = []
            replacements += Hangul.initials.compactMap { Hangul.compose($0, parts.vowel, parts.final) }
            replacements += Hangul.vowels.compactMap { Hangul.compose(parts.initial, $0, parts.final) }
            replacements += ([nil] + Hangul.finals.map(Optional.some)).compactMap {
                Hangul.compose(parts.initial, parts.vowel, $0)
            }
            for replacement in Set(replacements) where replacement != character {
                var edited = characters
                edited[index] = replacement
                edits.append(String(edited))
            }
        }
        return edits
    }

    /// The property, over the whole bank and Korean's dictionary: no one-jamo edit of a bank
    /// word that is itself a word of Korean is graded "almost" — it is another word — and
    /// every edit that is no word still is.
    @Test func noRealWordOneJamoFromABankWordIsAlmost() {
        var realWords = 0
        // Under a sanitizer, every fourth word: the same code on fewer inputs finds the same
        // memory errors, in a quarter of the time (the whole bank took 38 s under ASan).
        let stride = ProcessInfo.processInfo.environment["WORDQUIZ_SANITIZER"] == nil ? 1 : 4
        let words = WordBank.embedded.words.map(\.headword).enumerated().filter { $0.offset % stride == 0 }
        for word in words.map(\.element) where word.count <= 3 {
            for edit in Self.oneJamoEdits(of: word) {
                let verdict = AnswerMatcher.judge(edit, accepting: [word], lexicon: lexicon)
                if lexicon.isWord(edit) {
                    realWords += 1
                    if case .almost = verdict { Issue.record("\(edit) for \(word) is a word, graded almost") }
                } else if verdict != .almost(expected: word) {
                    Issue.record("\(edit) for \(word) is no word, graded \(verdict)")
                }
            }
        }
        #expect(realWords > 1000 / stride, "the property was tried on real words: \(realWords)")
    }
}
