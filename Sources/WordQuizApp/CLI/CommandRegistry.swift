import WordQuizCore

/// The one list of wordquiz's commands. Each is a type declared in its own file, its actions
/// nested in it; this list places them, and everything that knows the commands — dispatch,
/// the command list, `COMMAND --help` and `wordquiz help COMMAND`, "did you mean", the shell
/// completions and the man page — reads it.
enum CommandRegistry {
    /// Every command wordquiz has, each once: a new command is a type in `Commands/` and its
    /// name here.
    static let declared: [any DeclaredCommand.Type] = [
        AddCommand.self, ChannelCommand.self, DaemonCommand.self, DeckCommand.self, DeliveriesCommand.self,
        DigestCommand.self, DoctorCommand.self, ExportCommand.self, HelpCommand.self, HistoryCommand.self,
        InitCommand.self, LearnCommand.self, LevelCommand.self, OptimizeCommand.self, QuizCommand.self,
        ReviewCommand.self, SayCommand.self, ScheduleCommand.self, ShellCompletionsCommand.self, StatsCommand.self,
        TodayCommand.self, VersionCommand.self, WidgetCommand.self,
    ]

    /// Every command, in the order the command list shows them: by topic, then by name.
    static let types: [any DeclaredCommand.Type] = declared.sorted {
        ($0.configuration.topic, $0.configuration.name) < ($1.configuration.topic, $1.configuration.name)
    }

    /// Every command, hidden ones included, as dispatch sees them.
    static let all: [CommandSpec] = types.map { CommandSpec($0) }

    /// The commands a user is shown: the command list, completions, the man page.
    static let commands: [CommandSpec] = all.filter { !$0.isHidden }

    /// Each command and action by its type.
    private static let byType: [ObjectIdentifier: CommandSpec] = {
        var specs: [ObjectIdentifier: CommandSpec] = [:]
        func place(_ spec: CommandSpec) {
            specs[ObjectIdentifier(spec.type)] = spec
            spec.subcommands.forEach(place)
        }
        all.forEach(place)
        return specs
    }()

    /// The declaration of `type` as placed here.
    static func spec(of type: any DeclaredCommand.Type) -> CommandSpec {
        guard let spec = byType[ObjectIdentifier(type)] else {
            preconditionFailure("\(type) is not in CommandRegistry.types")
        }
        return spec
    }

    /// The command `word` names, by name or alias. Only that command's spec is made: a start
    /// reads the others' names, not their options (reflecting every command's options took a
    /// tenth of a cached `today`).
    static func command(_ word: String) -> CommandSpec? {
        declared.first { $0.configuration.name == word || $0.configuration.aliases.contains(word) }.map {
            CommandSpec($0)
        }
    }

    /// The command or action `words` name (`["schedule", "rm"]`), by names or aliases.
    static func spec(_ words: [String]) -> CommandSpec? {
        guard let first = words.first, let command = command(first) else { return nil }
        guard words.count > 1 else { return command }
        return command.subcommand(words[1])
    }

    /// Every name a shown command answers to, for suggestions.
    static var names: [String] {
        commands.flatMap { [$0.name] + $0.aliases }.filter { !$0.hasPrefix("-") }
    }

    /// The command line's command, and the words after it: an action's, for a command with
    /// actions. A command with actions given none, or one it does not have, is refused, but
    /// for its help (`schedule --help`), which is the command's own.
    static func resolve(_ arguments: [String]) throws(CommandFailure) -> (spec: CommandSpec, rest: [String]) {
        guard let word = arguments.first else { return (spec(of: HelpCommand.self), []) }
        guard let command = command(word) else {
            throw .usage(
                Phrase("unknown command '\(word, .command)'") + Suggestion.clause(for: word, among: names),
                usageOf: [])
        }
        let rest = Array(arguments.dropFirst())
        guard !command.subcommands.isEmpty else { return (command, rest) }
        let action = rest.first.flatMap(command.subcommand)
        if let action { return (action, Array(rest.dropFirst())) }
        if WordQuizCLI.wantsHelp(rest) { return (command, rest) }
        let actions = command.subcommands.map(\.name)
        guard let typed = rest.first, !typed.hasPrefix("-") else {
            throw .usage(
                Phrase("\(command.name, .command) needs an action: \(Phrase.alternatives(actions), .choices)"),
                usageOf: command.words)
        }
        throw .usage(
            Phrase("unknown \(command.name, .command) action '\(typed, .action)'")
                + Suggestion.clause(for: typed, among: actions),
            usageOf: command.words)
    }

    /// The usage lines of the command or action `words` name, in `language`; the program's own
    /// for none.
    static func usage(of words: [String], in language: Language, columns: Int = HelpBlock.columns) -> String {
        guard let spec = spec(words) else { return WordQuizCLI.usageLine.text(in: language) }
        return spec.usage(in: language, columns: columns)
    }

    /// The help for a command, or one of its actions (`schedule add`), in `language`; nil for
    /// an unknown one. A command with actions lists them (with the other names they answer
    /// to), and an action's help names its other names.
    static func help(for words: [String], in language: Language = .en) -> String? {
        guard let first = words.first, let command = command(first) else { return nil }
        guard words.count > 1, !command.subcommands.isEmpty else { return help(of: command, in: language) }
        guard let action = command.subcommand(words[1]) else { return nil }
        return help(of: action, in: language)
    }

    /// The help of a command or action, as `help(for:in:)` gives it.
    static func help(of spec: CommandSpec, in language: Language, columns: Int = HelpBlock.columns) -> String {
        let text = spec.text(in: language, columns: columns)
        if spec.words.count > 1 {
            guard !spec.aliases.isEmpty else { return text }
            let command = spec.words[0]
            let others = spec.aliases.map { "wordquiz \(command) \($0)" }.joined(separator: ", ")
            return text + HelpBlock.wrapped(Phrase("Also: \(others, .command)").text(in: language), columns: columns)
                + "\n\n"
        }
        guard spec.subcommands.count > 1 else { return text }
        let actions = spec.subcommands.map { action in
            HelpTerm(
                action.name,
                action.aliases.isEmpty
                    ? action.summary
                    : Phrase("\(action.summary, .summary) (also: \(action.aliases.joined(separator: ", "), .aliases))"))
        }
        let heading = Phrase("Actions (wordquiz help \(spec.name, .command) ACTION for each):")
        return text + HelpBlock.list(heading, actions, in: language, columns: columns) + "\n\n"
    }
}
