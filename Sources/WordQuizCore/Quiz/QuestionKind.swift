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

    /// Whether the answer is picked by number rather than typed.
    public var isMultipleChoice: Bool { self == .choice || self == .reverse || self == .antonym }
}
