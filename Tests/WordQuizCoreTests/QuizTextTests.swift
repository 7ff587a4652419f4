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

    /// A choice too long for the terminal goes on under its own text, not under its number:
    /// the number stands alone at the left edge (generated survivor 2e3ca369e6).
    @Test func aLongChoiceWrapsUnderItsOwnText() throws {
        let card = QuizCard(headword: "경솔하다", partOfSpeech: "형용사", definition: "말이나 행동에 조심성이 없이 가볍다")
        let question = Question(
            kind: .reverse, card: card, prompt: "경솔하다",
            options: ["차분하고 조용하다", "말이나 행동에 조심성이 없이 가볍다", "몹시 고단하다", "매우 넓다"], correctOption: 1)
        let shown = QuizText(style: .plain, columns: 30).question(question, number: 1, total: 3)
        let lines = shown.split(separator: "\n").map(String.init)
        let second = try #require(lines.firstIndex(of: "  2) 말이나 행동에 조심성이"), "\(shown)")
        #expect(lines[second + 1] == "     없이 가볍다", "\(shown)")
        #expect(lines[second + 2] == "  3) 몹시 고단하다", "\(shown)")
    }
}
