import Testing

@testable import WordQuizCore

/// Grading against the language, with a stand-in for its dictionary: another real word is
/// another word however close it is, a form of the right word is right, and only a string
/// that is no word can be "almost".
@Suite struct LexiconGradingTests {
    /// A few words and their dictionary forms, as Hunspell's Korean dictionary gives them.
    struct Words: Lexicon {
        let stems: [String: [String]] = [
            "너무": ["너무"], "나무": ["나무"], "추워서": ["춥다"], "춥다": ["춥다"], "줍다": ["줍다"], "나무를": ["나무"],
            "다음": ["다음"],
        ]
        func isWord(_ word: String) -> Bool { stems[word] != nil }
        func stems(of word: String) -> [String] { stems[word] ?? [] }
    }

    @Test func anotherRealWordIsAnotherWordEvenOneJamoAway() {
        #expect(AnswerMatcher.jamoDistance("너무", "나무") == 1)
        #expect(AnswerMatcher.judge("너무", accepting: ["나무"]) == .almost(expected: "나무"), "without a lexicon")
        #expect(AnswerMatcher.judge("너무", accepting: ["나무"], lexicon: Words()) == .anotherWord("너무", meaning: ""))
        #expect(
            AnswerMatcher.judge("다음", accepting: ["마음"], knownWords: ["다음": "이번 뒤."], lexicon: Words())
                == .anotherWord("다음", meaning: "이번 뒤."))
    }

    /// The second path: another word typed on a Latin keyboard (wnqek is 줍다) is another word
    /// too, with or without the language's dictionary.
    @Test func anotherWordTypedOnALatinKeyboardIsAnotherWord() {
        #expect(
            AnswerMatcher.judge("wnqek", accepting: ["춥다"], knownWords: ["줍다": "떨어진 것을 집다."])
                == .anotherWord("줍다", meaning: "떨어진 것을 집다."))
        #expect(AnswerMatcher.judge("wnqek", accepting: ["춥다"], lexicon: Words()) == .anotherWord("줍다", meaning: ""))
        #expect(
            AnswerMatcher.judge("cnqek", accepting: ["춥다"], lexicon: Words()) == .correctFromQwerty(converted: "춥다"))
    }

    @Test func aFormOfTheWordIsRightAndSaysWhichWord() {
        let verdict = AnswerMatcher.judge("추워서", accepting: ["춥다"], lexicon: Words())
        #expect(verdict == .formOfTheWord(typed: "추워서", word: "춥다"))
        #expect(verdict.isCorrect)
        #expect(RecordedVerdict(verdict) == .correct)
        #expect(Grade.rating(for: verdict, hintsUsed: 0) == .good)
        #expect(
            AnswerMatcher.judge("나무를", accepting: ["나무"], lexicon: Words()) == .formOfTheWord(typed: "나무를", word: "나무"))
    }

    @Test func aStringThatIsNoWordCanStillBeAlmost() {
        #expect(AnswerMatcher.judge("나므", accepting: ["나무"], lexicon: Words()) == .almost(expected: "나무"))
        #expect(AnswerMatcher.judge("춥따", accepting: ["춥다"], lexicon: Words()) == .almost(expected: "춥다"))
        #expect(AnswerMatcher.judge("나무.", accepting: ["나무"], lexicon: Words()) == .correct)
    }

    @Test func feedbackSaysAFormWasCountedRight() {
        let card = QuizCard(headword: "춥다", partOfSpeech: "형용사", definition: "기온이 낮다.")
        let question = Question(kind: .chosung, card: card, prompt: card.definition, options: [], correctOption: nil)
        let record = AnsweredQuestion(
            question: question, input: "추워서", verdict: .formOfTheWord(typed: "추워서", word: "춥다"), rating: .good,
            hintsUsed: 0, responseMilliseconds: 1)
        let text = QuizText(style: .plain, columns: 100, language: .ko).feedback(record)
        #expect(text.hasPrefix("  ✓ 정답! (‘추워서’는 ‘춥다’의 활용형이라 정답으로 쳐요)\n"), "\(text)")
    }

    /// A noun takes a particle, not an ending: 관점을 is 관점 with a particle, never its 활용형.
    @Test func aNounWithAParticleIsSaidSo() {
        let card = QuizCard(headword: "관점", partOfSpeech: "명사", definition: "사물을 보는 태도.")
        let question = Question(kind: .chosung, card: card, prompt: card.definition, options: [], correctOption: nil)
        let record = AnsweredQuestion(
            question: question, input: "관점을", verdict: .formOfTheWord(typed: "관점을", word: "관점"), rating: .good,
            hintsUsed: 0, responseMilliseconds: 1)
        let korean = QuizText(style: .plain, columns: 100, language: .ko).feedback(record)
        #expect(korean.hasPrefix("  ✓ 정답! (‘관점을’은 ‘관점’에 조사가 붙은 말이라 정답으로 쳐요)\n"), "\(korean)")
        let english = QuizText(style: .plain, columns: 100, language: .en).feedback(record)
        #expect(english.hasPrefix("  ✓ Right! (‘관점을’ is ‘관점’ with a particle: counted right)\n"), "\(english)")
    }

    /// A form of another word is named by its dictionary form: 모르겠어요 is 모르다's.
    @Test func aFormOfAnotherWordNamesIt() {
        struct Forms: Lexicon {
            func isWord(_ word: String) -> Bool { ["모르겠어요", "모르다"].contains(word) }
            func stems(of word: String) -> [String] { word == "모르겠어요" ? ["모르다"] : [word] }
        }
        let verdict = AnswerMatcher.judge("모르겠어요", accepting: ["관점"], lexicon: Forms())
        #expect(verdict == .anotherWord("모르겠어요", meaning: "", dictionaryForm: "모르다"))
        let card = QuizCard(headword: "관점", partOfSpeech: "명사", definition: "사물을 보는 태도.")
        let question = Question(kind: .chosung, card: card, prompt: card.definition, options: [], correctOption: nil)
        let record = AnsweredQuestion(
            question: question, input: "모르겠어요", verdict: verdict, rating: .again, hintsUsed: 0,
            responseMilliseconds: 1)
        let korean = QuizText(style: .plain, columns: 100, language: .ko).feedback(record)
        // The English beside the word it is a form of, as the answer's line has it.
        #expect(korean.hasPrefix("  ✗ ‘모르겠어요’는 다른 단어 ‘모르다’의 활용형이에요 (to not know)\n"), "\(korean)")
    }
}
