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
    /// Text shown before a word's first question (`learn` shows the word's card).
    var introduction: (@Sendable (QuizCard) -> String?)?
    /// Shuffles the choices of re-asked questions.
    var seed: UInt64 = 0

    /// How many recently studied cards join the bank as wrong choices.
    static let recentCardsForChoices = 200

    static func lookUp(in store: WordStore) -> @Sendable (String) -> String? {
        { headword in try? store.definition(of: headword) }
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
