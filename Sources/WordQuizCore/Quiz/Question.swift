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
    /// For multiple choice: the card each option is from, in the options' order (the wrong
    /// choices' glosses, and which words were offered, to vary them the next time).
    public var optionCards: [QuizCard] = []

    /// The wrong choices offered, by headword.
    public var distractors: [String] {
        optionCards.map(\.headword).filter { $0 != card.headword }
    }

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
        case .choice, .chosung, .listen: card.headword
        case .reverse: card.definition
        case .antonym: card.antonym ?? card.headword
        case .cloze: card.exampleForm ?? card.headword
        case .recall: card.headword
        }
    }
}

/// The kinds of question.
public enum QuestionKind: String, Sendable, CaseIterable, Codable {
    /// A definition; pick the word from four.
    case choice
    /// A word; pick its definition from four.
    case reverse
    /// A definition and the initial consonants; type the word.
    case chosung
    /// The example with the word blanked out; type it.
    case cloze
    /// A word; pick its opposite (the dictionary's 반대말) from four.
    case antonym
    /// The word is played (its recording, else the synthetic voice); type what you hear. Asked
    /// only where the word can be heard: otherwise by its initials.
    case listen
    /// A card recalled and graded by the learner elsewhere: an answer imported from Anki's
    /// review log. wordquiz never asks it.
    case recall

    /// The kinds wordquiz asks (`--mode` names them).
    public static let asked: [QuestionKind] = allCases.filter { $0 != .recall }

    /// Whether the answer is picked by number rather than typed.
    public var isMultipleChoice: Bool { self == .choice || self == .reverse || self == .antonym }
}
