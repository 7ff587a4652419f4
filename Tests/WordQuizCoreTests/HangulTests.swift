import Testing

@testable import WordQuizCore

@Suite struct HangulTests {
    @Test func splitsAndComposesSyllables() throws {
        let gwa = try #require(Hangul.syllable("과"))
        #expect(gwa == Hangul.Syllable(initial: "ㄱ", vowel: "ㅘ", final: nil))
        let dak = try #require(Hangul.syllable("닭"))
        #expect(dak.final == "ㄺ")
        #expect(Hangul.compose("ㄷ", "ㅏ", "ㄺ") == "닭")
        #expect(Hangul.syllable("a") == nil)
    }

    @Test(arguments: [("사과", "ㅅㄱ"), ("도서관", "ㄷㅅㄱ"), ("가정 법원", "ㄱㅈ ㅂㅇ"), ("TV", "TV")])
    func chosungIsTheInitialConsonants(word: String, chosung: String) {
        #expect(Hangul.chosung(of: word) == chosung)
    }

    @Test func jamoListsEachSyllablesParts() {
        #expect(Hangul.jamo(of: "삵과") == ["ㅅ", "ㅏ", "ㄺ", "ㄱ", "ㅘ"])
    }
}

@Suite struct QwertyHangulTests {
    @Test(arguments: [
        ("tkrhk", "사과"), ("dkssudgktpdy", "안녕하세요"), ("ekfr", "닭"), ("rkqt", "값"), ("dlfrek", "읽다"),
        ("ehtjrhks", "도서관"), ("Qkd", "빵"), ("gksrmf", "한글"), ("dho", "왜"), ("rk rk", "가 가"),
    ])
    func convertsTwoSetKeystrokes(typed: String, hangul: String) {
        #expect(QwertyHangul.convert(typed) == hangul)
    }

    @Test func recognisesLatinTypingOnly() {
        #expect(QwertyHangul.looksLikeLatinTyping("tkrhk"))
        #expect(!QwertyHangul.looksLikeLatinTyping("사과"))
        #expect(!QwertyHangul.looksLikeLatinTyping("2"))
        #expect(!QwertyHangul.looksLikeLatinTyping(""))
    }
}

@Suite struct AnswerMatcherTests {
    @Test(arguments: ["사과", " 사과 ", "사-과", "사^과", "\u{1109}\u{1161}\u{1100}\u{116A}", "사과.", "사과!", "사과?", "사과?!"])
    func normalizedMatchesAreCorrect(input: String) {
        #expect(AnswerMatcher.judge(input, accepting: ["사과"]) == .correct)
    }

    @Test(arguments: ["사고", "삭과", "사곽", "사괴"])
    func oneJamoAwayIsAlmost(input: String) {
        #expect(AnswerMatcher.judge(input, accepting: ["사과"]) == .almost(expected: "사과"))
    }

    // Two jamo away is a different word to a learner, not a slip: 서가 (ㅅㅓㄱㅏ) against
    // 사과 (ㅅㅏㄱㅘ), 사과 with two jamo more (삭곽), or two fewer (사).
    @Test(arguments: ["서가", "삭곽", "사", "새고", "tjrk"])
    func twoJamoAwayIsWrongNotAlmost(input: String) {
        #expect(AnswerMatcher.judge(input, accepting: ["사과"]) == .wrong)
    }

    @Test(arguments: ["배", "사과나무", "", "   "])
    func anythingElseIsWrong(input: String) {
        #expect(AnswerMatcher.judge(input, accepting: ["사과"]) == .wrong)
    }

    @Test func qwertyTypingIsConvertedAndAccepted() {
        #expect(AnswerMatcher.judge("tkrhk", accepting: ["사과"]) == .correctFromQwerty(converted: "사과"))
        #expect(AnswerMatcher.judge("tkrh", accepting: ["사과"]) == .almost(expected: "사과"))
    }

    @Test func anyAcceptedFormCounts() {
        #expect(AnswerMatcher.judge("읽다", accepting: ["읽는다", "읽다"]) == .correct)
        #expect(AnswerMatcher.judge("읽는다", accepting: ["읽는다", "읽다"]) == .correct)
    }

    @Test func distanceCountsJamo() {
        #expect(AnswerMatcher.jamoDistance("사과", "사과") == 0)
        #expect(AnswerMatcher.jamoDistance("사과", "사고") == 1)
        #expect(AnswerMatcher.jamoDistance("사과", "배") == 4)
        #expect(AnswerMatcher.jamoDistance("사과", "사") == 2)
    }
}

@Suite struct HintTests {
    let library = QuizCard(
        headword: "도서관", partOfSpeech: "명사", definition: "책을 모아 두고 사람들이 읽을 수 있게 한 곳.",
        example: "주말에 도서관에 갔다.", exampleForm: "도서관")

    func question(_ kind: QuestionKind) -> Question {
        Question(kind: kind, card: library, prompt: "…", options: [], correctOption: nil, chosung: "ㄷㅅㄱ")
    }

    /// A cloze shows its meaning under the sentence, so no hint gives it again.
    @Test func hintsGrowStrongerFromTheLengthToTheFirstSyllable() {
        #expect(Hint.hints(for: question(.cloze)).map { $0.text(in: .ko) } == ["글자 수: 3", "초성: ㄷㅅㄱ", "첫 글자: 도"])
    }

    /// The first syllable of a one-syllable word is the answer: never a hint.
    @Test func aOneSyllableAnswerIsNeverGivenAway() {
        let eye = QuizCard(headword: "눈", partOfSpeech: "명사", definition: "보는 일을 맡은 몸의 한 부분.")
        for kind in [QuestionKind.chosung, .cloze] {
            let hints = Hint.hints(for: Question(kind: kind, card: eye, prompt: "…", options: [], correctOption: nil))
                .map {
                    $0.text(in: .ko)
                }
            #expect(!hints.contains { $0.contains("눈") }, "\(kind): \(hints)")
            #expect(hints.first == "글자 수: 1")
        }
    }

    @Test func noHintRepeatsWhatTheQuestionShows() {
        // A chosung question shows the initials and the meaning already.
        #expect(Hint.hints(for: question(.chosung)).map { $0.text(in: .ko) } == ["글자 수: 3", "첫 글자: 도"])
    }
}

/// The jamo tables against Unicode's own data, for every one of the 11,172 syllables: a
/// syllable's canonical decomposition names its initial, vowel and final, and each table's
/// compatibility letter must carry the same name (ᄀ HANGUL CHOSEONG KIYEOK ↔ ㄱ HANGUL LETTER
/// KIYEOK; ᆪ HANGUL JONGSEONG KIYEOK-SIOS ↔ ㄳ HANGUL LETTER KIYEOK-SIOS).
@Suite struct HangulTablesTests {
    /// The letter's name after its kind: "KIYEOK" for both ᄀ and ㄱ.
    static func letterName(_ scalar: Unicode.Scalar) -> String? {
        guard let name = scalar.properties.name else { return nil }
        for prefix in ["HANGUL CHOSEONG ", "HANGUL JUNGSEONG ", "HANGUL JONGSEONG ", "HANGUL LETTER "]
        where name.hasPrefix(prefix) {
            return String(name.dropFirst(prefix.count))
        }
        return nil
    }

    static func letterName(_ character: Character?) -> String? {
        character.flatMap { $0.unicodeScalars.count == 1 ? letterName($0.unicodeScalars.first!) : nil }
    }

    @Test func theTablesHaveNineteenInitialsTwentyOneVowelsAndTwentySevenFinals() {
        #expect(Hangul.initials.count == 19)
        #expect(Hangul.vowels.count == 21)
        #expect(Hangul.finals.count == 27, "with 'no final', 28 final positions")
        #expect(Set(Hangul.initials).count == 19 && Set(Hangul.vowels).count == 21 && Set(Hangul.finals).count == 27)
    }

    @Test func everySyllableSplitsAsUnicodeDecomposesIt() {
        var mismatches: [String] = []
        for value in UInt32(0xAC00)...0xD7A3 {
            let syllable = Character(Unicode.Scalar(value)!)
            let decomposed = Array(String(syllable).decomposedStringWithCanonicalMapping.unicodeScalars)
            guard let parts = Hangul.syllable(syllable), decomposed.count == 2 || decomposed.count == 3 else {
                mismatches.append("\(syllable): not split")
                continue
            }
            let expected = decomposed.map(Self.letterName)
            let actual =
                [Self.letterName(parts.initial), Self.letterName(parts.vowel)]
                + (decomposed.count == 3 ? [Self.letterName(parts.final)] : [])
            if expected != actual || (decomposed.count == 2) != (parts.final == nil) {
                mismatches.append("\(syllable): \(actual) for \(expected)")
            }
            if Hangul.compose(parts.initial, parts.vowel, parts.final) != syllable {
                mismatches.append("\(syllable): does not compose back")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5)) and \(max(0, mismatches.count - 5)) more")
    }

    @Test func everyInitialIsTheChosungOfItsSyllables() {
        for (index, initial) in Hangul.initials.enumerated() {
            // The first syllable of each initial's block: 가, 까, 나, …, 하.
            let first = Character(Unicode.Scalar(UInt32(0xAC00 + index * 588))!)
            #expect(Hangul.chosung(of: String(first)) == String(initial))
            let conjoining = String(first).decomposedStringWithCanonicalMapping.unicodeScalars.first!
            #expect(Self.letterName(conjoining) == Self.letterName(initial), "\(first)")
        }
    }
}
