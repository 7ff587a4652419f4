import WordQuizCore

/// An option a command takes, declared once: its name, the other names it answers to, the
/// value it takes and what it does. Parsing, "did you mean", the help, the completions and
/// the man page all read these declarations. Two options are the same option when their
/// names are: a command may describe a common option in its own words.
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
    /// A form of the command of its own, which takes none of the command's arguments (`help
    /// --man`): given, the arguments are not counted.
    var isStandalone = false
    /// What the help writes for its value (`YYYY-MM-DD`, `LEVEL`); nil for a flag.
    var placeholder: String?
    /// What the option does, as the command's help says it.
    var help: Phrase = .empty

    /// Every name it answers to.
    var names: [String] { [name] + aliases }

    /// Whether a value follows it.
    var takesValue: Bool { value != .none }

    /// The same option, described in a command's own words.
    func described(_ help: Phrase) -> OptionSpec {
        var described = self
        described.help = help
        return described
    }

    /// How the help's option list names it: `--date YYYY-MM-DD`.
    var label: String {
        placeholder.map { "\(name) \($0)" } ?? name
    }

    /// Its short names and its own, as the command list's options show them: `-h, --help`
    /// (another spelling, `--colour`, is taken but not shown).
    var listedNames: String {
        (aliases.filter { !$0.hasPrefix("--") } + [name]).joined(separator: ", ")
    }

    static func == (lhs: OptionSpec, rhs: OptionSpec) -> Bool {
        lhs.names == rhs.names
    }

    /// What it says of a value that is none of its set: the set as declared, unless `names`
    /// says it otherwise.
    func refusal(of value: String, _ names: Phrase? = nil) -> Phrase {
        Phrase("\(name, .option) takes \(names ?? Phrase.alternatives(choices), .choices), not '\(value, .value)'")
    }

    /// The values completion offers; empty for a flag or a free value.
    var choices: [String] {
        if case .choice(let values) = value { return values }
        return []
    }
}

/// The options several commands take, declared once for all of them.
enum CommonOption {
    /// Every command's, and the program's: the help of what it follows.
    static let help = OptionSpec(name: "--help", aliases: ["-h"], help: Phrase("show this help"))
    /// The program's: its version (`VersionCommand` answers to its names).
    static let version = OptionSpec(name: "--version", aliases: ["-V"], help: Phrase("print the version"))
    static let date = OptionSpec(
        name: "--date", value: .free, placeholder: "YYYY-MM-DD", help: Phrase("as if it were that day"))
    static let json = OptionSpec(name: "--json", help: Phrase("print JSON instead of text"))
    static let offline = OptionSpec(name: "--offline", help: Phrase("use the embedded word bank; no network"))
    static let color = OptionSpec(
        name: "--color", aliases: ["--colour"], value: .choice(ColorChoice.names), placeholder: "WHEN",
        help: Phrase("\(Phrase.alternatives(ColorChoice.names), .choices) (auto by default); NO_COLOR turns auto off"))
    static let level = OptionSpec(name: "--level", value: .choice(LevelChoice.choices), placeholder: "LEVEL")
    /// `--level` of the commands that show the day's word (`today`, `widget`).
    static let dayLevel = level.described(
        Phrase(
            "\(LevelChoice.names, .choices) (default: WORDQUIZ_LEVEL, else all): the word of the day of that level, the same on every machine"
        ))
    static let provider = OptionSpec(name: "--provider", value: .choice(Provider.names), placeholder: "NAME")
    static let channel = OptionSpec(
        name: "--channel", value: .choice(ChannelSpec.kinds), isRepeatable: true, placeholder: "SPEC",
        help: Phrase("\(ChannelSpec.names, .choices); repeat for several"))
}
