/// A quiz in progress: the questions still to ask, the answers given, and the hints used on
/// the current question. It decides nothing about input or output: the shell shows
/// `current`, passes what the learner typed to `answer(_:responseMilliseconds:)`, and shows
/// the `Outcome` it gets back.
///
/// Each word is asked once; the score counts those first tries. The words missed come back
/// once at the end, in a re-ask round that does not change the score: a multiple-choice word
/// with wrong choices other than the ones it was just offered, where the session has a
/// builder and its pool allows, else the same ones shuffled anew.
public struct QuizSession: Sendable {
    public private(set) var queue: [Question]
    /// Answers to first tries, in order: what the score counts.
    public private(set) var answered: [AnsweredQuestion] = []
    /// Answers in the re-ask round.
    public private(set) var reasked: [AnsweredQuestion] = []
    public private(set) var hintsUsed = 0
    /// Whether the current question is one asked again after a miss.
    public private(set) var isReasking = false
    /// The missed questions, waiting for the re-ask round.
    private var missed: [Question] = []
    /// Other words the learner could know, by normalized form, with their meanings.
    private let knownWords: [String: String]
    /// Other words looked up one at a time (a big learner's studied words).
    private let lookUp: (@Sendable (String) -> String?)?
    /// The language's words, where wordquiz has them.
    private let lexicon: (any Lexicon)?
    private var random: SeededRandom
    /// What re-asked choice questions are built anew with.
    private let builder: QuestionBuilder?

    /// - Parameters:
    ///   - knownWords: words an answer might be instead of the right one (see
    ///     `AnswerMatcher.judge`), by headword, with their meanings.
    ///   - seed: for shuffling the choices of re-asked questions.
    ///   - lexicon: the language's words (`AnswerMatcher.judge`).
    ///   - builder: what the questions were built with, to offer a re-asked word other choices.
    public init(
        questions: [Question], knownWords: [String: String] = [:], lookUp: (@Sendable (String) -> String?)? = nil,
        lexicon: (any Lexicon)? = nil, seed: UInt64 = 0, builder: QuestionBuilder? = nil
    ) {
        queue = questions
        self.builder = builder
        self.lookUp = lookUp
        self.lexicon = lexicon
        var normalized: [String: String] = [:]
        for (word, meaning) in knownWords { normalized[AnswerMatcher.normalize(word)] = meaning }
        self.knownWords = normalized
        random = SeededRandom(seed: seed)
    }

    public var current: Question? { queue.first }

    /// Puts a rebuilt question for the same word in place of the current one before it is
    /// answered (a dictionary's definition that arrived while the quiz ran); anything else is
    /// refused.
    @discardableResult
    public mutating func replaceCurrent(with question: Question) -> Bool {
        guard let current, current.card.headword == question.card.headword, hintsUsed == 0, !isReasking else {
            return false
        }
        queue[0] = question
        return true
    }

    /// How many questions the score counts: each word once.
    public var firstTryCount: Int { answered.count + (isReasking ? 0 : queue.count) }

    /// The next hint for the current question, or nil when there is none (or it is a
    /// multiple-choice question).
    public mutating func nextHint() -> Phrase? {
        guard let question = current, !question.kind.isMultipleChoice else { return nil }
        let hints = Hint.hints(for: question)
        guard hintsUsed < hints.count else { return nil }
        hintsUsed += 1
        return hints[hintsUsed - 1]
    }

    /// What happened to an answer.
    public enum Outcome: Sendable, Equatable {
        /// The answer was judged; the session moved on.
        case judged(AnsweredQuestion)
        /// The input was not an answer (a number out of range): asked again, with what to say.
        case invalid(Phrase)
    }

    /// The declared 비슷한말 of the asked word that `input` is, or is a form of (숨겼다 for
    /// 감추다): right in meaning, so it is neither right nor wrong, and asked again. Never
    /// the asked word itself or a form of it, whatever else it could be read as (정말로 is
    /// also 정말 with 로).
    private func declaredSimilar(_ input: String, to question: Question) -> String? {
        // Most words have no 비슷한말: the spelling dictionary is not asked for them.
        guard !SimilarWords.embedded.groups(of: question.card.headword).isEmpty else { return nil }
        let typed = AnswerMatcher.normalize(input)
        guard !typed.isEmpty else { return nil }
        let words = [typed] + (lexicon?.stems(of: typed).map(AnswerMatcher.normalize) ?? [])
        let accepted = Set(question.acceptedAnswers.map(AnswerMatcher.normalize))
        guard !words.contains(where: accepted.contains) else { return nil }
        return words.first { SimilarWords.embedded.areDeclared($0, question.card.headword) }
    }

    /// Judges `input` for the current question.
    public mutating func answer(_ input: String, responseMilliseconds: Int) -> Outcome {
        guard let question = current else { return .invalid(Phrase("The quiz is over.")) }
        let verdict: AnswerMatcher.Verdict
        if question.kind.isMultipleChoice {
            let trimmed = input.trimmingWhitespace()
            if let number = Int(trimmed) {
                guard (1...question.options.count).contains(number) else {
                    return .invalid(Phrase("Answer with a number from 1 to \(question.options.count, .number)."))
                }
                verdict = number - 1 == question.correctOption ? .correct : .wrong
            } else {
                // Typing the option itself counts too.
                let right = question.correctOption.map { question.options[$0] } ?? ""
                let judged = AnswerMatcher.judge(trimmed, accepting: [right])
                verdict = judged.isCorrect ? judged : .wrong
            }
        } else {
            if let similar = declaredSimilar(input, to: question) {
                return .invalid(Phrase("‘\(similar, .word)’ means this too, but another word is asked: try again."))
            }
            let accepted = question.acceptedAnswers.map(AnswerMatcher.normalize)
            var others = knownWords.filter { key, _ in !accepted.contains(key) }
            if let lookUp {
                // What was typed, as typed and as read from a Latin keyboard.
                let typed = AnswerMatcher.normalize(input)
                for key in [typed, AnswerMatcher.normalize(QwertyHangul.convert(typed))]
                where others[key] == nil && !accepted.contains(key) {
                    if let meaning = lookUp(key) { others[key] = meaning }
                }
            }
            verdict = AnswerMatcher.judge(
                input, accepting: question.acceptedAnswers, knownWords: others, lexicon: lexicon)
        }
        let rating = Grade.rating(for: verdict, hintsUsed: hintsUsed)
        let record = AnsweredQuestion(
            question: question, input: input, verdict: verdict, rating: rating, hintsUsed: hintsUsed,
            responseMilliseconds: responseMilliseconds, isReask: isReasking)
        queue.removeFirst()
        hintsUsed = 0
        if isReasking {
            reasked.append(record)
        } else {
            answered.append(record)
            if rating == .again { missed.append(question) }
            if queue.isEmpty { startReasking() }
        }
        return .judged(record)
    }

    /// After the last first try: the missed questions once more, a choice question with other
    /// wrong choices (its own kept back as an earlier asking's), or its options shuffled anew.
    private mutating func startReasking() {
        guard !missed.isEmpty else { return }
        isReasking = true
        queue = missed.map { question in
            if var builder, question.kind.isMultipleChoice {
                builder.recentDistractors[question.card.headword, default: []].formUnion(question.distractors)
                if let fresh = try? builder.question(for: question.card, kind: question.kind, using: &random),
                    Set(fresh.distractors) != Set(question.distractors)
                {
                    return fresh
                }
            }
            var again = question
            if let correct = question.correctOption, !question.options.isEmpty {
                let right = question.options[correct]
                again.options = question.options.shuffled(using: &random)
                again.correctOption = again.options.firstIndex(of: right)
            }
            return again
        }
        missed = []
    }

    /// Ends the session early: nothing more is asked.
    public mutating func stop() {
        queue.removeAll()
        missed.removeAll()
    }

    public var summary: Summary {
        var review: [String] = []
        for record in answered where record.rating != .good && !review.contains(record.question.card.headword) {
            review.append(record.question.card.headword)
        }
        return Summary(
            correct: answered.filter(\.verdict.isCorrect).count,
            almost: answered.filter { if case .almost = $0.verdict { true } else { false } }.count,
            asked: answered.count, wordsToReview: review)
    }

    /// The score as first tries right out of words asked, the near misses apart, and the
    /// words that need more work.
    public struct Summary: Sendable, Equatable {
        public var correct: Int
        /// One jamo off: not counted as correct.
        public var almost: Int
        public var asked: Int
        public var wordsToReview: [String]
    }
}

/// One answer as given and judged.
public struct AnsweredQuestion: Sendable, Equatable {
    public var question: Question
    public var input: String
    public var verdict: AnswerMatcher.Verdict
    public var rating: FSRS.Rating
    public var hintsUsed: Int
    public var responseMilliseconds: Int
    /// Asked again at the end after a miss: practice, not counted in the score.
    public var isReask: Bool = false
}
