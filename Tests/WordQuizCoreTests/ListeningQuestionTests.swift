import Testing
import WordQuizCore

/// A listening question is its sound: nothing of the word is written, it is asked only of a
/// word that can be heard, and its hints end with the meaning it did not show.
@Suite struct ListeningQuestionTests {
    let apple = QuizCard(headword: "사과", partOfSpeech: "명사", definition: "둥글고 붉은 과일.", english: "apple")
    let pear = QuizCard(headword: "배", partOfSpeech: "명사", definition: "물이 많고 단 과일.")

    @Test func aWordThatCannotBeHeardIsAskedByItsInitials() throws {
        var random = SeededRandom(seed: 3)
        let questions = try QuizPlan.questions(
            for: [apple, pear], mode: .only(.listen), builder: QuestionBuilder(pool: [apple, pear]), using: &random,
            canBeHeard: { $0.headword == "사과" })
        #expect(questions.map(\.kind) == [.listen, .chosung])
        #expect(questions[1].chosung == "ㅂ")
        var again = SeededRandom(seed: 3)
        let unheard = try QuizPlan.questions(
            for: [apple], mode: .only(.listen), builder: QuestionBuilder(pool: [apple]), using: &again)
        #expect(unheard.map(\.kind) == [.chosung], "by default nothing can be heard")
    }

    @Test func theQuestionWritesNothingOfTheWord() throws {
        var random = SeededRandom(seed: 1)
        let question = try QuestionBuilder(pool: [apple]).question(for: apple, kind: .listen, using: &random)
        #expect(question.prompt.isEmpty && question.options.isEmpty && question.chosung == nil)
        #expect(question.expectedAnswer == "사과" && question.acceptedAnswers == ["사과"])
        let text = QuizText(style: TextStyle(isColorEnabled: false), columns: 80, language: .ko, playsSound: true)
        let shown = text.question(question, number: 1, total: 3)
        #expect(shown == "[1/3] 들리는 단어를 쓰세요.\n  (! 다시 듣기 · ? 힌트 · q 끝내기)\n")
        #expect(!shown.contains("사과") && !shown.contains("과일") && !shown.contains("apple"))
    }

    @Test func itsHintsEndWithTheMeaning() throws {
        var random = SeededRandom(seed: 1)
        var session = QuizSession(
            questions: [try QuestionBuilder(pool: [apple]).question(for: apple, kind: .listen, using: &random)])
        let hints = (0..<4).compactMap { _ in session.nextHint()?.text(in: .ko) }
        #expect(hints == ["글자 수: 2", "초성: ㅅㄱ", "첫 글자: 사", "뜻: 둥글고 붉은 과일."])
    }

    @Test func aTypedQuestionSaysWhichWordTheKeyPlays() throws {
        let question = QuestionBuilder.chosungQuestion(for: apple)
        let withSound = QuizText(style: TextStyle(isColorEnabled: false), columns: 80, language: .ko, playsSound: true)
        #expect(withSound.question(question, number: 2, total: 3).hasSuffix("  (? 힌트 · ! 방금 단어 듣기 · q 끝내기)\n"))
        let without = QuizText(style: TextStyle(isColorEnabled: false), columns: 80, language: .en)
        #expect(without.question(question, number: 2, total: 3).hasSuffix("  (? hint · q quit)\n"))
    }
}
