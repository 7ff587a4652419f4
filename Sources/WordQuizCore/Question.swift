/// The four kinds of question.
public enum QuestionKind: String, Sendable, CaseIterable, Codable {
    /// A definition; pick the word from four.
    case choice
    /// A word; pick its definition from four.
    case reverse
    /// A definition and the initial consonants; type the word.
    case chosung
    /// The example with the word blanked out; type it.
    case cloze

    /// Whether the answer is picked by number rather than typed.
    public var isMultipleChoice: Bool { self == .choice || self == .reverse }
}

/// One question about one card.
public struct Question: Sendable, Equatable {
    public var kind: QuestionKind
    public var card: QuizCard
    /// What is shown: a definition, a word, or a sentence with a blank.
    public var prompt: String
    /// For multiple choice: the options, and which one (0-based) is right.
    public var options: [String]
    public var correctOption: Int?
    /// The initial consonants shown with a chosung question.
    public var chosung: String?

    /// The forms a typed answer may take: the example's form first for a cloze, the
    /// headword always.
    public var acceptedAnswers: [String] {
        switch kind {
        case .cloze: [card.exampleForm, card.headword].compactMap { $0 }
        default: [card.headword]
        }
    }

    /// The answer to show after the question.
    public var expectedAnswer: String {
        switch kind {
        case .choice, .chosung: card.headword
        case .reverse: card.definition
        case .cloze: card.exampleForm ?? card.headword
        }
    }
}

/// Why a quiz cannot be put together.
public enum QuizError: Error, Equatable, Sendable {
    /// There is no word to ask about.
    case emptyPool
    /// Too few other words to make four different choices.
    case poolTooSmall(needed: Int, available: Int)
    /// The card lacks what the kind needs (a cloze without an example).
    case unsuitable(QuestionKind, String)

    public var message: String {
        switch self {
        case .emptyPool:
            "there are no words to practise yet: run `wordquiz today` first."
        case .poolTooSmall(let needed, let available):
            "multiple-choice questions need \(needed) other words and only \(available) are known; use --mode chosung or cloze."
        case .unsuitable(let kind, let word):
            "‘\(word)’ has no example sentence for a \(kind.rawValue) question."
        }
    }
}
