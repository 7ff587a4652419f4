import WordQuizCore

/// Every command and what it says of itself: the one source for the command list, for
/// `COMMAND --help` and `wordquiz help COMMAND`, for "did you mean", the shell completions
/// and the man page.
enum CommandList {
    /// Every command, in the order the command list shows them; each is declared in its own
    /// file (`TodayCommand.spec`), its actions beside it.
    static let commands: [CommandSpec] = [
        TodayCommand.spec, LearnCommand.spec, QuizCommand.spec, ReviewCommand.spec, StatsCommand.spec,
        LevelCommand.spec, WidgetCommand.spec, OptimizeCommand.spec,
        HistoryCommand.spec, ExportCommand.spec, DeckCommand.spec, AddCommand.spec, DigestCommand.spec,
        ScheduleCommand.spec, DaemonCommand.spec, DeliveriesCommand.spec, ChannelCommand.spec, InitCommand.spec,
        DoctorCommand.spec, WordQuizCLI.helpSpec, ShellCompletions.spec,
    ]

    /// The command `word` names, by name or alias.
    static func command(_ word: String) -> CommandSpec? {
        commands.first { $0.answers(to: word) }
    }

    /// The help for a command, or one of its actions (`schedule add`), in `language`; nil for
    /// an unknown one. A command with actions lists them (with the other names they answer
    /// to), and an action's help names its other names.
    static func help(for words: [String], in language: Language = .en) -> String? {
        guard let first = words.first, let command = command(first) else { return nil }
        guard words.count > 1, !command.subcommands.isEmpty else {
            let text = command.text(in: language)
            guard command.subcommands.count > 1 else { return text }
            let actions = command.subcommands.map { action in
                HelpTerm(
                    action.name,
                    action.aliases.isEmpty
                        ? action.summary
                        : Phrase(
                            "\(action.summary, .summary) (also: \(action.aliases.joined(separator: ", "), .aliases))")
                )
            }
            let heading = Phrase("Actions (wordquiz help \(command.name, .command) ACTION for each):")
            return text + HelpBlock.list(heading, actions, in: language) + "\n\n"
        }
        guard let action = command.subcommand(words[1]) else { return nil }
        let text = action.text(in: language)
        guard !action.aliases.isEmpty else { return text }
        let others = action.aliases.map { "wordquiz \(command.name) \($0)" }.joined(separator: ", ")
        return text + Phrase("Also: \(others, .command)").text(in: language) + "\n\n"
    }

    /// Every name a command answers to, for suggestions.
    static var names: [String] {
        commands.flatMap { [$0.name] + $0.aliases }
    }

    /// The command or action `words` name (`["schedule", "rm"]`), by names or aliases.
    static func spec(_ words: [String]) -> CommandSpec? {
        guard let first = words.first, let command = command(first) else { return nil }
        guard words.count > 1 else { return command }
        return command.subcommand(words[1])
    }
}
