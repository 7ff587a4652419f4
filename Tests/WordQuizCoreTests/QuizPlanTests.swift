import Testing

@testable import WordQuizCore

@Suite struct QuizPlanTests {
    func card(_ word: String) -> QuizCard { QuizCard(headword: word, partOfSpeech: "명사", definition: word + " 뜻.") }

    @Test func todayFirstThenDueThenNewThenPracticeWithoutRepeats() {
        let cards = QuizPlan.cards(
            today: card("사과"), due: [card("배"), card("사과")], new: [card("감"), card("배")],
            practice: [card("귤"), card("감"), card("밤")], count: 5)
        #expect(cards.map(\.headword) == ["사과", "배", "감", "귤", "밤"])
    }

    @Test func modesParse() {
        #expect(QuizMode("mixed") == .mixed)
        #expect(QuizMode("cloze") == .only(.cloze))
        #expect(QuizMode("essay") == nil)
    }

    @Test func anEmptyPlanIsAnError() {
        var random = SeededRandom(seed: 1)
        #expect(throws: QuizError.emptyPool) {
            try QuizPlan.questions(for: [], mode: .mixed, builder: QuestionBuilder(pool: []), using: &random)
        }
    }
}
