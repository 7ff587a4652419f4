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

    /// Words Hunspell's dictionary does not know that are words all the same, with why.
    static let unknownToHunspell: [String: String] = {
        var why: [String: String] = [
            "가갸": "가갸 (the first syllables of the Hangul table), in 가갸 뒷다리도 모른다",
            "벌초하듯": "벌초하다 with -듯", "동곳을": "동곳 with 을", "사개가": "사개 with 가",
            "물켠다": "물켜다 with -ㄴ다", "함함하다고": "함함하다 with -다고", "그만이다": "그만 with 이다",
            "쌀독에서": "쌀독 with 에서",
        ]
        // hunspell-ko lists few of the rarer 고유어 the native speaker's track is made of: each of
        // these is a headword of 표준국어대사전, looked up by hand.
        let rareNativeWords = """
            가람 가시버시 곁두리 고샅 꽃다지 꽃잠 너나들이 높새바람 눈석임물 는개 다랑논 도린곁 된바람 말본새 먼지잼 \
            몽니 물너울 물마루 바람꽃 버금 벼리 볏가리 볕뉘 비거스렁이 비설거지 샛바람 소소리바람 손썰미 싸라기눈 \
            아스라이 안다미로 알뜰살뜰 애오라지 어귀 어깃장 엄벙덤벙 오롯이 우듬지 윤슬 푸서리 한뉘
            """
        for word in rareNativeWords.split(separator: " ") {
            why[String(word)] = "a headword of 표준국어대사전 that hunspell-ko does not list"
        }
        // The track's rarer 사자성어, 한자어 and 고유어 that replaced the ones every adult knows:
        // headwords of 표준국어대사전 as its editors know them (not looked up here: no network).
        let rarerWords = """
            간난신고 객수 견토지쟁 경조부박 곡돌사신 공전절후 과공비례 교학상장 구상유취 궁경 기호지세 난외 \
            마부작침 망양보뢰 목인석심 사불범정 성자필쇠 소이 송무백열 수서양단 아가사창 아유구용 암중비약 \
            운니지차 종두득두 중구삭금 처삼촌 체읍하다 추기급인 허장성세 황모 후생가외 흔희작약 \
            갈마들다 거지반 겯다 골골이 기신기신 나풋거리다 부랴사랴 어둑새벽 어정거리다 옹송그리다 일찌거니 \
            짜장 톺다 할금할금 잔나비 놋접시
            """
        for word in rarerWords.split(separator: " ") {
            why[String(word)] = "a headword of 표준국어대사전 that hunspell-ko does not list"
        }
        // 사자성어 that libhangul's Sino-Korean dictionary holds with the same 한자
        // (BankHanjaTests reads it), which hunspell-ko does not list.
        for word in ["구곡간장", "구우일모", "반근착절", "와각지쟁", "읍참마속"] {
            why[word] = "a 사자성어 of libhangul's Sino-Korean dictionary that hunspell-ko does not list"
        }
        return why
    }()

    /// A word is checked whole; a phrase (a 속담, a 관용구) word by word.
    @Test func everyHeadwordIsAWordOfKorean() {
        let unknown = bank.flatMap { $0.headword.split(separator: " ").map(String.init) }
            .filter { !lexicon.isWord($0) && Self.unknownToHunspell[$0] == nil }
        #expect(unknown.isEmpty, "not in Hunspell's Korean dictionary: \(unknown)")
    }

    /// Every excuse is used: a word Hunspell learns, or one taken out of the bank, leaves it.
    @Test func everyWordHunspellLacksIsInTheBank() {
        let words = Set(bank.flatMap { $0.headword.split(separator: " ").map(String.init) })
        let stale = Self.unknownToHunspell.keys.filter { !words.contains($0) || lexicon.isWord($0) }
        #expect(stale.isEmpty, "\(stale.sorted())")
    }

    /// A 관용구's marked form is the phrase with its last word in a form of its own (반죽이 좋아서
    /// for 반죽이 좋다): the words before it as they are, the last one's stem the headword's last.
    @Test func everyPhrasesMarkedFormIsThePhrase() {
        var strays: [String] = []
        for word in bank where word.headword.contains(" ") {
            guard let form = word.exampleForm else {
                strays.append("\(word.headword): no marked form")
                continue
            }
            let words = word.headword.split(separator: " ").map(String.init)
            let formWords = form.split(separator: " ").map(String.init)
            guard formWords.count == words.count, formWords.dropLast() == words.dropLast(),
                let last = words.last, let formLast = formWords.last
            else {
                strays.append("\(word.headword): {\(form)}")
                continue
            }
            if formLast != last, !lexicon.stems(of: formLast).contains(last) {
                strays.append("\(word.headword): {\(form)} → \(lexicon.stems(of: formLast))")
            }
        }
        #expect(strays.isEmpty, "\(strays)")
    }

    /// The example's marked form is a form of the headword: Hunspell's stem of it is the word.
    @Test func everyExamplesMarkedFormIsAFormOfTheWord() {
        var strays: [String] = []
        for word in bank where !word.headword.contains(" ") {
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

    /// A level is honest when its words are rarer than the level's before: each level's
    /// median everyday frequency (wordfreq's, written by scripts/curriculum-order) below the
    /// previous one's, the native speaker's track far below the advanced level's; and no word
    /// of the native speaker's track is a word of the learner's.
    @Test func eachLevelIsRarerThanTheOneBeforeAndTheTracksShareNoWord() {
        let medians = BankWord.Level.allCases.map { CurriculumFrequency.medianPerMillion[$0] ?? .infinity }
        for (easier, harder) in zip(medians, medians.dropFirst()) { #expect(harder < easier, "\(medians)") }
        #expect(
            (CurriculumFrequency.medianPerMillion[.native] ?? .infinity)
                < (CurriculumFrequency.medianPerMillion[.advanced] ?? 0) / 4)
        let learners = Set(bank.filter { $0.level != .native }.map(\.headword))
        let shared = bank.filter { $0.level == .native && learners.contains($0.headword) }.map(\.headword)
        #expect(shared.isEmpty, "\(shared)")
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
        let parts: Set<String> = ["명사", "동사", "형용사", "부사", "관형사", "대명사", "수사", "감탄사", "속담", "관용구"]
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
    /// curriculum promises (1,000 beginner, 1,000 intermediate, 500 advanced at least, and 500
    /// for a native speaker), and docs/WORDBANK.md, written from the bank by
    /// scripts/bank-counts, says what the bank holds.
    @Test func theBankHoldsEachLevelsWordsAndItsCountsDocumentIsCurrent() throws {
        let counts = Dictionary(grouping: bank, by: \.level).mapValues(\.count)
        #expect((counts[.beginner] ?? 0) >= 1_000)
        #expect((counts[.intermediate] ?? 0) >= 1_000)
        #expect((counts[.advanced] ?? 0) >= 500)
        #expect((counts[.native] ?? 0) >= 500)
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
