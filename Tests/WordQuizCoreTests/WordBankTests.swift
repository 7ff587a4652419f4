import Foundation
import Testing

@testable import WordQuizCore

@Suite struct WordBankTests {
    let bank = WordBank.embedded

    @Test func everyLineOfTheDataIsAWord() {
        let lines = WordBankData.lines.split(separator: "\n") + NativeTrackData.lines.split(separator: "\n")
        #expect(bank.words.count == lines.count)
    }

    @Test func holdsMoreThanAYearOfWords() {
        #expect(bank.words.count >= 366)
    }

    @Test func headwordsAreUnique() {
        #expect(Set(bank.words.map(\.headword)).count == bank.words.count)
    }

    @Test func everyWordHasADefinitionAndAnExampleThatUsesIt() {
        for word in bank.words {
            #expect(!word.definition.isEmpty, "\(word.headword)")
            #expect(word.definition.hasSuffix("."), "\(word.headword): a definition is a sentence")
            let form = word.exampleForm
            #expect(form != nil, "\(word.headword): the example marks the word")
            #expect(!word.example.contains("{") && !word.example.contains("}"))
            if let form {
                // The marked form shares the word's first syllable (먹다 → 먹는, 돕다 → 도왔다).
                #expect(
                    form.first == word.headword.first || word.headword.hasSuffix("다"),
                    "\(word.headword): marked form '\(form)'")
                #expect(word.example.contains(form))
            }
        }
    }

    @Test func everyLevelIsRepresented() {
        for level in BankWord.Level.allCases {
            #expect(bank.words.contains { $0.level == level })
        }
    }

    @Test func hanjaIsWrittenInHanjaWhenPresent() {
        for word in bank.words {
            guard let hanja = word.hanja else { continue }
            #expect(hanja.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }, "\(word.headword)")
        }
    }

    @Test func bankTextIsAlreadyClean() {
        for word in bank.words {
            #expect(DictionaryText.clean(word.definition) == word.definition, "\(word.headword)")
            #expect(DictionaryText.clean(word.example) == word.example, "\(word.headword)")
        }
    }

    @Test func aBankWordBecomesAnOfflineEntry() throws {
        let apple = try #require(bank.word("사과"))
        let entry = apple.entry
        #expect(entry.provider == .offline)
        #expect(entry.origin == "沙果")
        #expect(entry.level == .beginner)
        #expect(entry.firstExample == "아침마다 사과를 하나씩 깎아 먹는다.")
    }

    @Test func everyWordHasAShortEnglishGlossInItsOwnPartOfSpeech() {
        #expect(bank.words.count >= 375, "the bank grows, never shrinks")
        for word in bank.words {
            let gloss = word.english
            #expect(!gloss.isEmpty && gloss.count <= 40, "\(word.headword): '\(gloss)'")
            #expect(gloss.allSatisfy { $0.isASCII && !$0.isNewline } && !gloss.contains("|"), "\(word.headword)")
            #expect(gloss == gloss.trimmingCharacters(in: .whitespaces), "\(word.headword)")
            // Verbs read as verbs ("to read"), and nothing else does but a 관용구, which may be
            // a verb's phrase (반죽이 좋다, "thick-skinned, hard to ruffle").
            if word.partOfSpeech != "관용구" {
                #expect(
                    (word.partOfSpeech == "동사") == gloss.hasPrefix("to "),
                    "\(word.headword) \(word.partOfSpeech): \(gloss)")
            }
        }
    }

    @Test func theGlossReachesTheEntryTheQuizAndTheDigest() throws {
        let apple = try #require(bank.word("사과"))
        #expect(apple.english == "apple")
        #expect(apple.entry.englishGloss == "apple")
        #expect(QuizCard(apple).english == "apple")
        let digest = Digest(
            composing: .init(
                date: WordOfTheDay.epoch, entry: apple.entry))
        #expect(digest.title == "오늘의 단어: 사과 (apple)")
    }

    @Test func pronunciationFallsBackToTheSpelling() throws {
        #expect(try #require(bank.word("읽다")).pronunciation == "익따")
        #expect(try #require(bank.word("하늘")).pronunciation == "하늘")
    }

    /// A bank line is eight fields, its English required and its example not: a line without
    /// English is refused whatever else it has.
    @Test func aBankLineNeedsItsEnglishAndNotItsExample() {
        let noExample = BankWord(line: "사과|명|1|沙果|사과|사과나무의 열매.||apple")
        #expect(noExample?.english == "apple" && noExample?.markedExample == "")
        #expect(BankWord(line: "사과|명|1|沙果|사과|사과나무의 열매.|{사과}를 먹었다.|") == nil)
        #expect(BankWord(line: "사과|명|1|沙果|사과|사과나무의 열매.|{사과}를 먹었다.") == nil, "seven fields")
        #expect(BankWord(line: "사과|명|9|沙果|사과|사과나무의 열매.|{사과}를 먹었다.|apple") == nil, "no level 9")
    }
}
