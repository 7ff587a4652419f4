import Foundation
import TestSupport
import Testing

@testable import WordQuizCore

/// What the bank teaches of a word's sound: the standard pronunciation, from the rules where
/// they decide it and from a sourced exception where they do not; held to two reference tools.
@Suite struct BankPronunciationTests {
    let bank = WordBank.embedded

    /// The words a native-level review found printed as their spelling, and the few filled
    /// fields it found wrong, as the card, the digest and the Anki export now show them.
    @Test func theReviewsWordsShowTheirStandardPronunciation() throws {
        let expected: KeyValuePairs<String, String> = [
            "덕분": "덕뿐", "택시": "택씨", "국수": "국쑤", "이웃": "이욷", "일어나다": "이러나다", "희생": "히생",
            "귀띔": "귀띰", "발전": "발쩐", "온라인": "올라인", "꽃잠": "꼳짬", "해돋이": "해도지", "고진감래": "고진감내",
            "오롯이": "오로시", "하염없이": "하여멉씨", "볕뉘": "변뉘", "몸살": "몸쌀", "도깨비불": "도깨비뿔",
            "성격": "성껵", "겪다": "격따", "예습": "예습", "객관적": "객꽌적", "보잘것없다": "보잘꺼덥따",
            "각골난망": "각꼴란망",
        ]
        for (headword, standard) in expected {
            let word = try #require(bank.word(headword), "\(headword) is in the bank")
            #expect(word.entry.pronunciation == standard, "\(headword) [\(standard)]")
        }
    }

    @Test func aPhraseShowsItsWordsPronouncedOrNothing() throws {
        let heavy = try #require(bank.word("입이 무겁다"))
        #expect(heavy.entry.pronunciation == "이비 무겁따")
        let saying = try #require(bank.word("가는 말이 고와야 오는 말이 곱다"))
        #expect(saying.entry.pronunciation == "가는 마리 고와야 오는 마리 곱따")
        // Said as it is spelt: no pronunciation repeats the phrase.
        let tree = try #require(bank.word("나무에 오르라 하고 흔드는 격"))
        #expect(tree.entry.pronunciation == nil)
        // A single word said as spelt still shows it, as the dictionaries do.
        #expect(try #require(bank.word("하늘")).entry.pronunciation == "하늘")
    }

    /// The note the Anki export reads (AnkiPackageTests reads it back through Anki): the
    /// rules' where they change the word, nil where it is said as spelt.
    @Test func theNoteIsThereOnlyWhereTheWordIsNotSaidAsSpelt() throws {
        let word = try #require(bank.word("덕분"))
        #expect(word.pronunciationNote == "덕뿐")
        #expect(try #require(bank.word("사과")).pronunciationNote == nil)
    }

    /// The bank's pronunciation field is filled only where the rules do not give the
    /// dictionary's pronunciation, and then it has a source; every source names a bank word.
    @Test func everyFilledFieldIsAnExceptionWithItsSource() {
        var filled = 0
        for line in Self.bankLines {
            let fields = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 8, !fields[4].isEmpty, let word = BankWord(line: Substring(line)) else { continue }
            filled += 1
            let rules = BankWord.rulesPronunciation(
                of: word.headword, partOfSpeech: word.partOfSpeech, hanja: word.hanja)
            #expect(fields[4] != (rules ?? word.headword), "\(word.headword): the field repeats what the rules give")
            let source = PronunciationSources.byHeadword[word.headword]
            #expect(source != nil, "\(word.headword) [\(fields[4])] has no source")
        }
        #expect(filled > 0)
        let headwords = Set(bank.words.map(\.headword))
        for source in PronunciationSources.byHeadword.values {
            #expect(headwords.contains(source.headword), "\(source.headword) is not a bank word")
            #expect(
                PronunciationSources.authorities.contains(source.authority), "\(source.headword): \(source.authority)")
            #expect(!source.reason.isEmpty)
        }
        #expect(PronunciationSources.byHeadword.count == PronunciationSources.lines.split(separator: "\n").count)
    }

    /// Every entry against g2pK and ko-pron. A disagreement is explained when the tool lacks a
    /// rule wordquiz applies (제26항, which needs the word's 한자; 제24–25항, which needs to know
    /// a stem's end: the engine without that knowledge says what the tool says) or when the word
    /// has a source; any other fails, named, until it is fixed or sourced. The report is printed.
    @Test func theBankAgreesWithTwoReferenceToolsOrSaysWhy() throws {
        if ProcessInfo.processInfo.environment["WORDQUIZ_SANITIZER"] != nil {
            print("BankPronunciationTests: the reference tools are Python's, not ours: not run under a sanitizer")
            return
        }
        guard PronunciationReference.isAvailable else {
            print("BankPronunciationTests: \(PronunciationReference.absentNote)")
            return
        }
        let words = bank.words
        let readings = try PronunciationReference.readings(of: words.map(\.headword))
        try #require(readings.count == words.count, "one reading a word")
        var agreed = 0
        var explained: [String: Int] = [:]
        var unexplained: [String] = []
        for (word, reading) in zip(words, readings) {
            #expect(reading.text == word.headword)
            let shown = word.pronunciation
            let byG2pK = reading.g2pK == shown
            let byKoPron = reading.koPron.contains(shown)
            if byG2pK && byKoPron {
                agreed += 1
                continue
            }
            let withoutHanja =
                BankWord.rulesPronunciation(
                    of: word.headword, partOfSpeech: word.partOfSpeech, hanja: nil) ?? word.headword
            let withoutStem =
                BankWord.rulesPronunciation(
                    of: word.headword, partOfSpeech: "", hanja: word.hanja) ?? word.headword
            let agrees = { (said: String) in
                (byG2pK || reading.g2pK == said) && (byKoPron || reading.koPron.contains(said))
            }
            if let source = PronunciationSources.byHeadword[word.headword] {
                explained["sourced (\(source.authority))", default: 0] += 1
            } else if withoutHanja != shown && agrees(withoutHanja) {
                explained["제26항, which the tools do not apply", default: 0] += 1
            } else if withoutStem != shown && agrees(withoutStem) {
                explained["제24–25항, which a tool does not apply", default: 0] += 1
            } else {
                unexplained.append(
                    "\(word.headword) [\(shown)]: g2pK [\(reading.g2pK)], ko-pron [\(reading.koPron.joined(separator: "/"))]"
                )
            }
        }
        print("BankPronunciationTests: \(words.count) entries; both tools agree on \(agreed)")
        for (reason, count) in explained.sorted(by: { $0.key < $1.key }) {
            print("BankPronunciationTests: \(count) disagreements explained: \(reason)")
        }
        for line in unexplained { print("BankPronunciationTests: unexplained: \(line)") }
        #expect(unexplained.isEmpty, "\(unexplained.count) disagreements have no source: \(unexplained.prefix(20))")
    }

    private static var bankLines: [String] {
        (WordBankData.lines.split(separator: "\n") + NativeTrackData.lines.split(separator: "\n")).map {
            String($0)
        }
    }
}

/// A deck's word has no dictionary's pronunciation: it shows the rules' reading where that
/// differs from the spelling, marked as worked out by the rules.
@Suite struct DeckWordPronunciationTests {
    @Test func aDeckWordShowsTheRulesReadingMarkedAsComputed() {
        let read = BankWord(headword: "읽다", definition: "글을 보고 그 뜻을 알다.", deck: "mine").entry
        #expect(read.pronunciation == "익따")
        #expect(read.pronunciationIsComputed == true)
        // No part of speech: a word ending in 다 is read as a predicate (앉다 [안따], not [안다]).
        #expect(BankWord(headword: "앉다", definition: "엉덩이를 대고 몸을 놓다.", deck: "mine").entry.pronunciation == "안따")
        let apple = BankWord(headword: "사과", partOfSpeech: "명사", definition: "과일.", deck: "mine").entry
        #expect(apple.pronunciation == nil, "said as spelt: nothing to show")
        #expect(apple.pronunciationIsComputed == nil)
        // A bank word's is the bank's, not marked.
        let bank = WordBank.embedded.words.first { $0.headword == "읽다" }?.entry
        #expect(bank?.pronunciation == "익따")
        #expect(bank?.pronunciationIsComputed == nil)

        let card = EntryCard(entry: read, language: .en).render(columns: 80, style: .plain)
        #expect(card.split(separator: "\n").first == "읽다  [익따] (by the rules, not a dictionary)", "\(card)")
        let korean = EntryCard(entry: read, language: .ko).render(columns: 80, style: .plain)
        #expect(korean.split(separator: "\n").first == "읽다  [익따] (사전이 아닌 규칙으로 계산)", "\(korean)")
        let digest = Digest(composing: Digest.Facts(date: CalendarDate(year: 2026, month: 12, day: 6)!, entry: read))
        #expect(digest.bodyLines.first == "[익따] (사전이 아닌 규칙으로 계산)", "\(digest.bodyLines)")
    }
}
