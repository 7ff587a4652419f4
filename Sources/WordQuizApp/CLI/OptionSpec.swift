import WordQuizCore

/// An option a command takes, declared once: its name, the other names it answers to, and
/// the value it takes. Parsing, "did you mean", the completions and the tests that hold each
/// help to its options all read these declarations.
struct OptionSpec: Sendable, Equatable {
    /// What follows the option.
    enum Value: Sendable, Equatable {
        /// Nothing: a flag.
        case none
        /// A value of the user's own (a date, a number, a path, an id).
        case free
        /// One of a known set, offered by completion (the parser may accept more spellings,
        /// as `--level` takes 초급 too; the option's reader says which).
        case choice([String])
    }

    var name: String
    var aliases: [String] = []
    var value: Value = .none
    /// Given more than once, every value counts (`--channel`); otherwise the last one does.
    var isRepeatable = false
    /// wordquiz's own, for what it runs of itself (`daemon --round`): taken, but not offered
    /// in help or completion.
    var isHidden = false

    /// Every name it answers to.
    var names: [String] { [name] + aliases }

    /// Whether a value follows it.
    var takesValue: Bool { value != .none }

    /// The values completion offers; empty for a flag or a free value.
    var choices: [String] {
        if case .choice(let values) = value { return values }
        return []
    }
}

/// The options several commands take, declared once for all of them.
enum CommonOption {
    static let date = OptionSpec(name: "--date", value: .free)
    static let json = OptionSpec(name: "--json")
    static let offline = OptionSpec(name: "--offline")
    static let color = OptionSpec(
        name: "--color", aliases: ["--colour"], value: .choice(ColorChoice.allCases.map(\.rawValue)))
    static let level = OptionSpec(name: "--level", value: .choice(LevelChoice.choices))
    static let provider = OptionSpec(name: "--provider", value: .choice(Provider.allCases.map(\.rawValue)))
    static let channel = OptionSpec(name: "--channel", value: .choice(ChannelSpec.kinds), isRepeatable: true)
}
