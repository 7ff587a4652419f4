import Testing

@testable import WordQuizCore

@Suite struct QuizSessionTests {
    let apple = QuizCard(headword: "사과", partOfSpeech: "명사", definition: "열매.", example: "사과를 먹었다.", exampleForm: "사과")

    func choice() -> Question {
        Question(kind: .choice, card: apple, prompt: "열매.", options: ["배", "사과", "감", "귤"], correctOption: 1)
    }

    func typed(_ kind: QuestionKind = .chosung) -> Question {
        Question(kind: kind, card: apple, prompt: "열매.", options: [], correctOption: nil, chosung: "ㅅㄱ")
    }

    @Test func aRightNumberIsGoodAndAWrongOneIsAgain() {
        var session = QuizSession(questions: [choice(), choice()])
        guard case .judged(let right) = session.answer("2", responseMilliseconds: 900) else {
            return #expect(Bool(false))
        }
        #expect(right.rating == .good)
        guard case .judged(let wrong) = session.answer("1", responseMilliseconds: 900) else {
            return #expect(Bool(false))
        }
        #expect(wrong.rating == .again)
    }

    @Test func aNumberOutOfRangeIsAskedAgain() {
        var session = QuizSession(questions: [choice()])
        #expect(
            session.answer("7", responseMilliseconds: 1)
                == .invalid(Phrase("Answer with a number from 1 to \(4, .number).")))
        #expect(session.current == choice())
    }

    @Test func almostIsHardAndHintsMakeAnAnswerHard() {
        var session = QuizSession(questions: [typed(), typed(.cloze)])
        guard case .judged(let almost) = session.answer("사고", responseMilliseconds: 1) else {
            return #expect(Bool(false))
        }
        #expect(almost.rating == .hard)
        #expect(session.nextHint()?.text(in: .ko) == "글자 수: 2")
        #expect(session.nextHint()?.text(in: .ko) == "초성: ㅅㄱ")
        guard case .judged(let hinted) = session.answer("사과", responseMilliseconds: 1) else {
            return #expect(Bool(false))
        }
        #expect(hinted.rating == .hard)
        #expect(hinted.hintsUsed == 2)
    }

    @Test func aMissedWordComesBackOnceAtTheEndWithoutChangingTheScore() {
        var session = QuizSession(questions: [typed()])
        _ = session.answer("배", responseMilliseconds: 1)
        #expect(session.current?.card == apple)
        #expect(session.isReasking)
        guard case .judged(let again) = session.answer("사과", responseMilliseconds: 1) else {
            return #expect(Bool(false))
        }
        #expect(again.isReask)
        #expect(session.current == nil)
        #expect(session.summary == QuizSession.Summary(correct: 0, almost: 0, asked: 1, wordsToReview: ["사과"]))
    }

    @Test func aReaskedChoiceHasItsOptionsShuffledAnew() {
        let many = (0..<8).map { _ in choice() }
        var session = QuizSession(questions: many, seed: 42)
        for _ in many { _ = session.answer("1", responseMilliseconds: 1) }
        var orders = Set<[String]>()
        while let question = session.current {
            #expect(question.options[question.correctOption ?? 0] == "사과", "the right option follows the shuffle")
            orders.insert(question.options)
            _ = session.answer("1", responseMilliseconds: 1)
        }
        #expect(orders.count > 1, "at least one order differs from the first asking")
        #expect(session.summary.asked == 8)
    }

    /// Re-asked at the end, a missed word is offered other wrong choices than a moment before,
    /// where the pool has them: the same three again could be told apart by elimination.
    @Test func aReaskedChoiceOffersOtherWrongChoices() throws {
        let fruits = ["배", "감", "귤", "참외", "자두", "포도", "앵두"].map {
            QuizCard(headword: $0, partOfSpeech: "명사", definition: "\($0)라는 열매.")
        }
        let builder = QuestionBuilder(pool: [apple] + fruits)
        var random = SeededRandom(seed: 7)
        let first = try builder.question(for: apple, kind: .choice, using: &random)
        var session = QuizSession(questions: [first], seed: 1, builder: builder)
        let wrong = try #require(first.options.indices.first { $0 != first.correctOption })
        _ = session.answer(String(wrong + 1), responseMilliseconds: 1)
        let again = try #require(session.current)
        #expect(session.isReasking)
        #expect(again.options[try #require(again.correctOption)] == "사과")
        #expect(Set(again.distractors).isDisjoint(with: first.distractors), "\(first.options) then \(again.options)")
    }

    @Test func summaryCountsFirstTriesAndAlmostApart() {
        var session = QuizSession(questions: [typed(), choice(), typed()])
        _ = session.answer("tkrhk", responseMilliseconds: 1)
        _ = session.answer("2", responseMilliseconds: 1)
        _ = session.answer("사고", responseMilliseconds: 1)
        #expect(session.summary == QuizSession.Summary(correct: 2, almost: 1, asked: 3, wordsToReview: ["사과"]))
    }

    @Test func anotherKnownWordIsWrongAndNamed() {
        let cold = QuizCard(headword: "춥다", partOfSpeech: "형용사", definition: "기온이 낮다.")
        let question = Question(kind: .chosung, card: cold, prompt: "기온이 낮다.", options: [], correctOption: nil)
        var session = QuizSession(
            questions: [question], knownWords: ["줍다": "떨어진 것을 집어 들다.", "춥다": "기온이 낮다."])
        guard case .judged(let record) = session.answer("줍다", responseMilliseconds: 1) else {
            return #expect(Bool(false))
        }
        #expect(record.verdict == .anotherWord("줍다", meaning: "떨어진 것을 집어 들다."))
        #expect(record.rating == .again)
        // Without it known, one jamo off is "almost".
        #expect(AnswerMatcher.judge("줍다", accepting: ["춥다"]) == .almost(expected: "춥다"))
    }

    @Test func stoppingEndsTheSessionKeepingAnswers() {
        var session = QuizSession(questions: [typed(), choice()])
        _ = session.answer("사과", responseMilliseconds: 1)
        session.stop()
        #expect(session.current == nil)
        #expect(session.summary.asked == 1)
    }
}
