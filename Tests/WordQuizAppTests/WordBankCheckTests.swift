import Foundation
import TestSupport
import Testing

@testable import WordQuizApp
@testable import WordQuizCore

/// The word bank is data, and data gets tests: every entry checked by machine, against
/// Hunspell's Korean dictionary where a check is about Korean.
@Suite struct WordBankCheckTests {
    let lexicon = HunspellLexicon()
    let bank = WordBank.embedded.words

    /// Headwords Hunspell's dictionary does not know that are words all the same, with why.
    static let unknownToHunspell: [String: String] = [:]

    @Test func everyHeadwordIsAWordOfKorean() {
        let unknown = bank.map(\.headword).filter { !lexicon.isWord($0) && Self.unknownToHunspell[$0] == nil }
        #expect(unknown.isEmpty, "not in Hunspell's Korean dictionary: \(unknown)")
    }

    /// The example's marked form is a form of the headword: Hunspell's stem of it is the word.
    @Test func everyExamplesMarkedFormIsAFormOfTheWord() {
        var strays: [String] = []
        for word in bank {
            guard let form = word.exampleForm, form != word.headword else { continue }
            let stems = lexicon.stems(of: form)
            if !stems.contains(word.headword), !stems.isEmpty || lexicon.isWord(form) {
                strays.append("\(word.headword): {\(form)} → \(stems)")
            }
        }
        #expect(strays.isEmpty, "\(strays)")
    }

    /// A definition that names the word answers its own question: neither the headword, nor
    /// its stem (읽-), nor the root a suffix builds it from (전화 of 전화하다, 향기 of 향기롭다,
    /// 조용 of 조용히) may appear in it.
    @Test func noDefinitionGivesTheWordAway() {
        let suffixes = ["하다", "스럽다", "롭다", "되다", "히", "이", "다"]
        let giveaways = bank.filter { word in
            if word.definition.contains(word.headword) { return true }
            return suffixes.contains { suffix in
                guard word.headword.hasSuffix(suffix) else { return false }
                let root = String(word.headword.dropLast(suffix.count))
                return root.count >= 2 && word.definition.contains(root)
            }
        }.map { "\($0.headword): \($0.definition)" }
        #expect(giveaways.isEmpty, "\(giveaways)")
    }

    /// The curriculum's leading words are the bank's words of that level, each named once.
    @Test func theCurriculumsLeadingWordsAreWordsOfTheirLevel() {
        var named = Set<String>()
        for (level, headwords) in CurriculumData.leading {
            for headword in headwords {
                #expect(WordBank.embedded.word(headword)?.level == level, "\(headword) is not a \(level) word")
                #expect(named.insert(headword).inserted, "\(headword) named twice")
            }
        }
    }

    /// Two words with one gloss make an English question with two right answers: synonyms
    /// (잊다, 잊어버리다) are told apart by what their gloss adds ("to forget completely").
    @Test func noTwoWordsShareAGloss() {
        let shared = Dictionary(grouping: bank, by: \.english).values.filter { $0.count > 1 }
            .map { $0.map(\.headword) }
        #expect(shared.isEmpty, "\(shared)")
    }

    /// Two words with one definition make a question with two right answers.
    @Test func noTwoWordsShareADefinition() {
        let shared = Dictionary(grouping: bank, by: \.definition).values.filter { $0.count > 1 }
            .map { $0.map(\.headword) }
        #expect(shared.isEmpty, "\(shared)")
    }

    @Test func noHeadwordAndPartOfSpeechTwiceAndEachFieldIsWellFormed() {
        let keys = bank.map { "\($0.headword)|\($0.partOfSpeech)" }
        #expect(Set(keys).count == keys.count)
        let parts: Set<String> = ["명사", "동사", "형용사", "부사", "관형사", "대명사", "수사", "감탄사"]
        for word in bank {
            #expect(parts.contains(word.partOfSpeech), "\(word.headword): \(word.partOfSpeech)")
            #expect(word.level != nil, "\(word.headword)")
            // 한자 as the dictionaries write 원어: ideographs, with the word's native part in
            // Hangul (定하다, 洞네, 끈氣).
            if let hanja = word.hanja {
                let scalars = hanja.unicodeScalars
                #expect(scalars.contains { (0x4E00...0x9FFF).contains($0.value) }, "\(word.headword): \(hanja)")
                #expect(
                    scalars.allSatisfy { (0x4E00...0x9FFF).contains($0.value) || (0xAC00...0xD7A3).contains($0.value) },
                    "\(word.headword): \(hanja)")
            }
            if let pronunciation = word.pronunciationNote {
                #expect(pronunciation != word.headword, "\(word.headword)")
                #expect(
                    pronunciation.unicodeScalars.allSatisfy { (0xAC00...0xD7A3).contains($0.value) || $0 == " " },
                    "\(word.headword): \(pronunciation)")
            }
            #expect(!word.english.isEmpty && word.english.count <= 40, "\(word.headword): \(word.english)")
            #expect(word.english.unicodeScalars.allSatisfy { $0.isASCII }, "\(word.headword): \(word.english)")
        }
    }

    /// Wrong choices of the answer's level and part of speech exist for every word, and enough
    /// of them that a learner does not meet the same three every time: every part of speech a
    /// level has holds at least thirty words.
    @Test func everyLevelAndPartOfSpeechHasWrongChoicesToOffer() {
        for level in BankWord.Level.allCases {
            let words = bank.filter { $0.level == level }
            let byPart = Dictionary(grouping: words, by: \.partOfSpeech).mapValues(\.count)
            for (part, count) in byPart {
                #expect(count >= 30, "\(level) \(part): \(count)")
            }
        }
    }

    /// The bank has the words a learner needs for years at each level: the counts the
    /// curriculum promises (1,000 beginner, 1,000 intermediate, 500 advanced at least), and
    /// docs/WORDBANK.md, written from the bank by scripts/bank-counts, says what the bank holds.
    @Test func theBankHoldsEachLevelsWordsAndItsCountsDocumentIsCurrent() throws {
        let counts = Dictionary(grouping: bank, by: \.level).mapValues(\.count)
        #expect((counts[.beginner] ?? 0) >= 1_000)
        #expect((counts[.intermediate] ?? 0) >= 1_000)
        #expect((counts[.advanced] ?? 0) >= 500)
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let check = try ProcessRunner.run(
            "/usr/bin/env", ["python3", root.path + "/scripts/bank-counts", "--check"],
            environment: ["PATH": "/usr/bin:/bin"])
        #expect(check.exitCode == 0, "docs/WORDBANK.md is out of date: run scripts/bank-counts")
        let document = try String(contentsOfFile: root.path + "/docs/WORDBANK.md", encoding: .utf8)
        let total = "\(bank.count / 1_000),\(String(format: "%03d", bank.count % 1_000))"
        #expect(document.contains("\n\(total) words, "), "the document counts \(total) words")
    }
}
