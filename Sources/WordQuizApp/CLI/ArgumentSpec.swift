import WordQuizCore

/// A word a command takes besides its options (`FILE`, `ID`, `NAME…`), declared once: the
/// parser counts them (a missing one is named, one too many refused), the usage lines show
/// them, and completion offers their values where those are a fixed set.
struct ArgumentSpec: Sendable, Equatable {
    /// How many of it a command line gives.
    enum Count: Sendable, Equatable {
        /// Exactly one: `schedule remove ID`.
        case one
        /// None or one: `level [LEVEL]`.
        case optional
        /// One or more: `deck use NAME…`.
        case oneOrMore
    }

    /// How the usage line names it: `ID`.
    var name: String
    var count: Count = .one
    /// What it is, in the line that says it is missing: "a schedule id".
    var what: Phrase
    /// The values it takes, where they are a fixed set (`completions`' shells): offered by
    /// completion, shown in the usage line (`bash|zsh|fish`) and named when it is missing. The
    /// command may read more spellings (`level` takes 초급 too).
    var choices: [String] = []

    /// How the usage line writes one of it: its name, or its values.
    var shown: String {
        choices.isEmpty ? name : choices.joined(separator: "|")
    }

    static func == (lhs: ArgumentSpec, rhs: ArgumentSpec) -> Bool {
        lhs.name == rhs.name && lhs.count == rhs.count && lhs.choices == rhs.choices
    }

    /// The fewest and the most of `arguments` a command line may give (nil: no limit).
    static func bounds(of arguments: [ArgumentSpec]) -> (least: Int, most: Int?) {
        let least = arguments.filter { $0.count != .optional }.count
        let most = arguments.contains { $0.count == .oneOrMore } ? nil : arguments.count
        return (least, most)
    }
}
