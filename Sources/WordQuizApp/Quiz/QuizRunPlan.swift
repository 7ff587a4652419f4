import WordQuizCore
import WordQuizStore

/// How a session's answers count, beyond the questions: which words are practice, which
/// other words an answer might be, whether anything is written, and what to show before a
/// word is first asked.
struct QuizRunPlan {
    /// Words that were not due: their answers are logged as practice, the schedule left alone.
    var practice: Set<String> = []
    /// Other words the learner could know, by headword, with their meanings.
    var knownWords: [String: String] = [:]
    /// The meaning of any other word the learner has studied, looked up when an answer is
    /// typed (a big learner's words are not all loaded up front).
    var lookUp: (@Sendable (String) -> String?)?
    /// False with `--no-record`: nothing is written.
    var records = true
    /// The command the answers are given in.
    var source = AnswerSource.quiz
    /// The language's words, that typed answers are graded against.
    var lexicon: (any Lexicon)? = HunspellLexicon.shared
    /// Text shown before a word's first question (`learn` shows the word's card).
    var introduction: (@Sendable (QuizCard) -> String?)?
    /// A question built anew when a fresher card for its word has arrived since the quiz
    /// began (entries fetched in the background); nil to ask it as it is.
    var refreshed: ((Question) -> Question?)?
    /// Shuffles the choices of re-asked questions.
    var seed: UInt64 = 0
    /// What plays a word (`!`, and each listening question); nil where nothing can.
    var speaker: QuizSpeaker?

    /// How many recently studied cards join the bank as wrong choices.
    static let recentCardsForChoices = 200

    static func lookUp(in store: WordStore) -> @Sendable (String) -> String? {
        { headword in try? store.definition(of: headword) }
    }

    /// Rebuilds a question, of the same kind, for a word whose dictionary card has arrived
    /// with a different definition since the questions were built.
    static func refreshing(from arrived: ArrivedCards, builder: QuestionBuilder) -> (Question) -> Question? {
        { question in
            guard let card = arrived.card(for: question.card.headword), card.definition != question.card.definition
            else { return nil }
            // Seeded by the word: the same arrivals give the same question.
            var random = SeededRandom(
                seed: question.card.headword.unicodeScalars.reduce(UInt64(1469)) { $0 &* 31 &+ UInt64($1.value) })
            return try? builder.question(for: card, kind: question.kind, using: &random)
        }
    }

    /// The words a pool of cards names, with their meanings, for `knownWords`.
    static func lexicon(_ cards: [QuizCard]) -> [String: String] {
        var words: [String: String] = [:]
        for card in cards where !card.definition.isEmpty {
            words[card.headword] = words[card.headword] ?? card.definition
        }
        return words
    }
}
