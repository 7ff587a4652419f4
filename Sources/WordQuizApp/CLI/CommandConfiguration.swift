import WordQuizCore

/// What a command (or action) declares of itself, once, in its own type: the name it answers
/// to and its other names, a one-line summary, the arguments it takes (its options are its
/// `Options`' properties), the forms of its usage line, its help as messages and its actions.
/// Everything else — parsing, argument counts, the usage lines, `--help`, the completions, the
/// man page — is made from it.
struct CommandConfiguration: Sendable {
    /// The word that names it: `today`, or an action's own: `add`.
    var name: String
    var aliases: [String] = []
    var summary: Phrase
    /// Where the command list shows it (a command's; an action is shown with its command).
    var topic = CommandTopic.setup
    /// Taken, but not listed in help, completion or the man page (`version`, whose `--version`
    /// the command list's options show).
    var isHidden = false
    var arguments: [ArgumentSpec] = []
    /// The forms of its usage line; one, `standard`, unless it says otherwise.
    var synopses: [Synopsis] = [.standard]
    /// The help, block by block; `HelpBlock.render` lays it out in a language.
    var help: [HelpBlock]
    /// Its actions, each a command type of its own (`ScheduleCommand.Add`), for a
    /// `CommandGroup`.
    var actions: [any DeclaredCommand.Type] = []
}

/// The parts of the command list, in its order; the commands of one are listed by name.
enum CommandTopic: Int, Sendable, CaseIterable, Comparable {
    case word, study, record, words, delivery, setup

    /// The part's heading in the command list.
    var heading: Phrase {
        switch self {
        case .word: Phrase("The day's word:")
        case .study: Phrase("Study:")
        case .record: Phrase("Your record:")
        case .words: Phrase("Your words:")
        case .delivery: Phrase("Delivery:")
        case .setup: Phrase("Setting up, and help:")
        }
    }

    static func < (lhs: CommandTopic, rhs: CommandTopic) -> Bool { lhs.rawValue < rhs.rawValue }
}
