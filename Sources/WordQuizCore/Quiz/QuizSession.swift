/// A quiz in progress: the questions still to ask, the answers given, and the hints used on
/// the current question. It decides nothing about input or output: the shell shows
/// `current`, passes what the learner typed to `answer(_:responseMilliseconds:)`, and shows
/// the `Feedback` it gets back.
public struct QuizSession: Sendable {
    public private(set) var queue: [Question]
    public private(set) var answered: [AnsweredQuestion] = []
    public private(set) var hintsUsed = 0
    /// Headwords already put back once after a miss.
    private var requeued: Set<String> = []

    public init(questions: [Question]) {
        queue = questions
    }

    public var current: Question? { queue.first }

    /// The next hint for the current question, or nil when there is none (or it is a
    /// multiple-choice question).
    public mutating func nextHint() -> String? {
        guard let question = current, !question.kind.isMultipleChoice else { return nil }
        guard
            let hint = Hint.hint(
                level: hintsUsed, for: question.expectedAnswer, skipChosung: question.kind == .chosung)
        else { return nil }
        hintsUsed += 1
        return hint
    }

    /// What happened to an answer.
    public enum Outcome: Sendable, Equatable {
        /// The answer was judged; the session moved on.
        case judged(AnsweredQuestion)
        /// The input was not an answer (a number out of range); ask again.
        case invalid(String)
    }

    /// Judges `input` for the current question. A missed word is asked once more at the end.
    public mutating func answer(_ input: String, responseMilliseconds: Int) -> Outcome {
        guard let question = current else { return .invalid("the quiz is over") }
        let verdict: AnswerMatcher.Verdict
        if question.kind.isMultipleChoice {
            let trimmed = input.trimmingWhitespace()
            if let number = Int(trimmed) {
                guard (1...question.options.count).contains(number) else {
                    return .invalid("1부터 \(question.options.count)까지의 번호로 답하세요.")
                }
                verdict = number - 1 == question.correctOption ? .correct : .wrong
            } else {
                // Typing the option itself counts too.
                let right = question.correctOption.map { question.options[$0] } ?? ""
                let judged = AnswerMatcher.judge(trimmed, accepting: [right])
                verdict = judged.isCorrect ? judged : .wrong
            }
        } else {
            verdict = AnswerMatcher.judge(input, accepting: question.acceptedAnswers)
        }
        let rating = Grade.rating(for: verdict, hintsUsed: hintsUsed)
        let record = AnsweredQuestion(
            question: question, input: input, verdict: verdict, rating: rating, hintsUsed: hintsUsed,
            responseMilliseconds: responseMilliseconds)
        answered.append(record)
        queue.removeFirst()
        hintsUsed = 0
        if rating == .again, requeued.insert(question.card.headword).inserted {
            queue.append(question)
        }
        return .judged(record)
    }

    /// Ends the session early: nothing more is asked.
    public mutating func stop() {
        queue.removeAll()
    }

    public var summary: Summary {
        var review: [String] = []
        for record in answered where record.rating != .good && !review.contains(record.question.card.headword) {
            review.append(record.question.card.headword)
        }
        return Summary(
            correct: answered.filter { $0.rating != .again }.count, asked: answered.count, wordsToReview: review)
    }

    /// The score as `correct/asked` and the words that need more work.
    public struct Summary: Sendable, Equatable {
        public var correct: Int
        public var asked: Int
        public var wordsToReview: [String]
    }
}
