import Synchronization
import WordQuizCore

/// Cards enriched by a dictionary's entries as they arrive from a background fetch, read by
/// the quiz before it asks each word; and, once the fetch has ended, how many words failed.
final class ArrivedCards: Sendable {
    private struct State {
        var cards: [String: QuizCard] = [:]
        var failures: Int?
    }

    private let state = Mutex(State())

    func add(_ card: QuizCard) {
        state.withLock { $0.cards[card.headword] = card }
    }

    func card(for headword: String) -> QuizCard? {
        state.withLock { $0.cards[headword] }
    }

    /// Records that the fetch has ended, with how many words it could not fetch.
    func finish(failures: Int) {
        state.withLock { $0.failures = failures }
    }

    /// How many words failed, once the fetch has ended; nil while it runs.
    var failures: Int? { state.withLock { $0.failures } }
}
