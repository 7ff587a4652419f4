/// Why a quiz cannot be put together.
public enum QuizError: Error, Equatable, Sendable {
    /// There is no word to ask about.
    case emptyPool
    /// Too few other words to make four different choices.
    case poolTooSmall(needed: Int, available: Int)
    /// The card lacks what the kind needs (a cloze without an example).
    case unsuitable(QuestionKind, String)

    public var message: Phrase {
        switch self {
        case .emptyPool:
            Phrase(
                "there are no words to practise yet: meet some with `wordquiz learn` (or see today's with `wordquiz today`)."
            )
        case .poolTooSmall(let needed, let available):
            Phrase(
                "multiple-choice questions need \(needed, .number) other words and only \(available, .number) are known; use --mode chosung or cloze."
            )
        case .unsuitable(.antonym, let word):
            Phrase("the dictionary gives no opposite of ‘\(word, .word)’ for an antonym question.")
        case .unsuitable(let kind, let word):
            Phrase("‘\(word, .word)’ has no example sentence for a \(kind.rawValue, .kind) question.")
        }
    }
}
