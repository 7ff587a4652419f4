import Testing

@testable import WordQuizCore

/// What the quiz says is true of what happened: a session without a miss does not claim there
/// is nothing to review, a choice is not out of hints it never had, an almost is not named by
/// another program's grade.
@Suite struct QuizWordingTests {
    let english = QuizText(style: .plain, columns: 80, language: .en)
    let korean = QuizText(style: .plain, columns: 80, language: .ko)
    let card = QuizCard(headword: "사과", partOfSpeech: "명사", definition: "둥글고 새콤한 과일.")

    @Test func aSessionWithoutAMissSaysNoWordWasMissedNotThatNothingIsDue() {
        let summary = QuizSession.Summary(correct: 3, almost: 0, asked: 3, wordsToReview: [])
        #expect(english.summary(summary, seconds: 40) == "Score 3/3 · time 40 s\nNo word missed — well done!\n")
        #expect(korean.summary(summary, seconds: 40).hasSuffix("\n틀린 단어 없음 — 잘했어요!\n"))
    }

    @Test func aQuestionMarkAtAChoiceSaysChoicesHaveNoHints() {
        let choice = Question(
            kind: .choice, card: card, prompt: card.definition, options: ["사과", "배", "감", "귤"], correctOption: 0)
        #expect(english.hint(nil, for: choice) == "  A choice has no hints: answer with its number.\n")
        #expect(korean.hint(nil, for: choice) == "  고르는 문제에는 힌트가 없어요. 번호로 답하세요.\n")
        let typed = Question(kind: .chosung, card: card, prompt: card.definition, options: [], correctOption: nil)
        #expect(english.hint(nil, for: typed) == "  No more hints.\n")
    }

    @Test func anAlmostIsSaidInTheLearnersTermsNotAnkisGrade() {
        let question = Question(kind: .chosung, card: card, prompt: card.definition, options: [], correctOption: nil)
        let record = AnsweredQuestion(
            question: question, input: "사가", verdict: .almost(expected: "사과"), rating: .hard, hintsUsed: 0,
            responseMilliseconds: 1)
        let said = english.feedback(record).split(separator: "\n")[0]
        #expect(said == "  △ Almost — ‘사과’ (counted as right with difficulty: it comes back sooner)")
        #expect(!english.feedback(record).contains("Hard"))
    }
}
