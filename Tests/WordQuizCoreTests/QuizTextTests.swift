import Testing

@testable import WordQuizCore

@Suite struct QuizTextTests {
    let text = QuizText(style: .plain, columns: 80)

    func answered(_ card: QuizCard, verdict: AnswerMatcher.Verdict) -> AnsweredQuestion {
        let question = Question(kind: .chosung, card: card, prompt: card.definition, options: [], chosung: "ㄴㅁ")
        return AnsweredQuestion(
            question: question, input: "나무", verdict: verdict, rating: .good, hintsUsed: 0, responseMilliseconds: 900)
    }

    @Test func feedbackShowsTheEnglishGlossWhereTheDictionaryGaveOne() {
        let tree = QuizCard(
            Entry(
                headword: "나무", partOfSpeech: "명사",
                senses: [Sense(definition: "식물.", translations: [Translation(language: "영어", word: "tree")])],
                provider: .krdict))
        #expect(tree.english == "tree")
        #expect(text.feedback(answered(tree, verdict: .correct)).contains("나무 명사 (tree) — 식물."))
        let bare = QuizCard(headword: "나무", partOfSpeech: "명사", definition: "식물.")
        #expect(!text.feedback(answered(bare, verdict: .correct)).contains("("))
    }
}
