import Testing

@testable import WordQuizCore

/// What the quiz says with two or more values in a line — the question's counter and word, an
/// answer read from an English keyboard or as a form of another word, the score and the time —
/// each value different from the others, in English and in Korean.
@Suite struct QuizTextSlotTests {
    static let apple = QuizCard(headword: "사과", partOfSpeech: "명사", definition: "사과나무의 열매")
    static let cold = QuizCard(headword: "춥다", partOfSpeech: "형용사", definition: "기온이 낮다")

    static func text(_ language: Language) -> QuizText {
        QuizText(style: .plain, columns: 100, language: language)
    }

    static func answered(_ card: QuizCard, input: String, verdict: AnswerMatcher.Verdict) -> AnsweredQuestion {
        AnsweredQuestion(
            question: Question(kind: .chosung, card: card, prompt: card.definition, options: [], chosung: "ㅅㄱ"),
            input: input, verdict: verdict, rating: .good, hintsUsed: 0, responseMilliseconds: 1_200)
    }

    @Test func aReaskedQuestionCountsItselfAndNamesItsWord() {
        let reverse = Question(
            kind: .reverse, card: Self.apple, prompt: "사과", options: ["잘못을 빎", "사과나무의 열매", "배나무의 열매", "감나무의 열매"],
            correctOption: 1)
        let english = Self.text(.en).question(reverse, number: 2, total: 5, isReask: true)
        #expect(english.hasPrefix("[again 2/5] What does ‘사과’ mean?\n"), "\(english)")
        let korean = Self.text(.ko).question(reverse, number: 2, total: 5, isReask: true)
        #expect(korean.hasPrefix("[다시 2/5] ‘사과’의 뜻을 고르세요.\n"), "\(korean)")

        let antonym = Question(
            kind: .antonym, card: Self.cold, prompt: "춥다", options: ["덥다", "넓다", "맑다", "밝다"], correctOption: 0)
        #expect(Self.text(.en).question(antonym, number: 3, total: 4).hasPrefix("[3/4] Choose the opposite of ‘춥다’:\n"))
        #expect(Self.text(.ko).question(antonym, number: 3, total: 4).hasPrefix("[3/4] ‘춥다’의 반대말을 고르세요.\n"))
    }

    /// A typed answer can ask for a hint and says how; a choice by number has no hint to ask.
    @Test func onlyATypedAnswerSaysHowToAskForAHint() {
        let typed = Question(
            kind: .chosung, card: Self.apple, prompt: Self.apple.definition, options: [], chosung: "ㅅㄱ")
        let choice = Question(
            kind: .choice, card: Self.apple, prompt: Self.apple.definition, options: ["배", "사과", "감", "귤"],
            correctOption: 1)
        #expect(Self.text(.en).question(typed, number: 1, total: 2).hasSuffix("\n  (? hint · q quit)\n"))
        #expect(Self.text(.ko).question(typed, number: 1, total: 2).hasSuffix("\n  (? 힌트 · q 끝내기)\n"))
        #expect(Self.text(.en).question(choice, number: 2, total: 2).hasSuffix("\n  4) 귤\n"))
    }

    /// Latin letters have no final sound to choose a particle by: both forms stay, 을(를).
    @Test func anAnswerFromAnEnglishKeyboardSaysWhatWasTypedAndWhatWasRead() {
        let record = Self.answered(Self.apple, input: "tkrhk", verdict: .correctFromQwerty(converted: "사과"))
        #expect(
            Self.text(.en).feedback(record).hasPrefix(
                "  ✓ Right! (read ‘tkrhk’, typed with an English keyboard, as ‘사과’)"))
        #expect(Self.text(.ko).feedback(record).hasPrefix("  ✓ 정답! (영문 자판 입력 ‘tkrhk’을(를) ‘사과’로 읽었어요)"))
    }

    @Test func aFormOfTheWordAndAFormOfAnotherSayBothWords() {
        let form = Self.answered(Self.cold, input: "추워서", verdict: .formOfTheWord(typed: "추워서", word: "춥다"))
        #expect(Self.text(.en).feedback(form).hasPrefix("  ✓ Right! (‘추워서’ is a form of ‘춥다’: counted right)"))
        #expect(Self.text(.ko).feedback(form).hasPrefix("  ✓ 정답! (‘추워서’는 ‘춥다’의 활용형이라 정답으로 쳐요)"))
        let other = Self.answered(
            Self.cold, input: "모르겠어요", verdict: .anotherWord("모르겠어요", meaning: "", dictionaryForm: "모르다"))
        #expect(Self.text(.en).feedback(other).hasPrefix("  ✗ ‘모르겠어요’ is a form of another word, ‘모르다’"))
        #expect(Self.text(.ko).feedback(other).hasPrefix("  ✗ ‘모르겠어요’는 다른 단어 ‘모르다’의 활용형이에요"))
    }

    /// 3 right of 7, one almost, in 2 minutes 5 seconds.
    @Test func theScoreAndTheTimeKeepTheirFigures() {
        let summary = QuizSession.Summary(correct: 3, almost: 1, asked: 7, wordsToReview: [])
        #expect(Self.text(.en).summary(summary, seconds: 125).hasPrefix("Score 3/7 · almost 1 · time 2 min 5 s"))
        #expect(Self.text(.ko).summary(summary, seconds: 125).hasPrefix("점수 3/7 · 거의 1 · 걸린 시간 2분 5초"))
    }
}
