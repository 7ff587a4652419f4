import Testing

@testable import WordQuizCore

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
