import WordQuizCore

/// Every command and what it says of itself: the one source for the command list, for
/// `COMMAND --help` and `wordquiz help COMMAND`, for "did you mean", the shell completions
/// and the man page.
enum CommandCatalogue {
    static let commands: [CommandHelp] = named([
        CommandHelp(name: "today", summary: "show today's word", text: TodayCommand.help),
        CommandHelp(
            name: "learn", summary: "meet the next new words: a card each, then a question", text: LearnCommand.help),
        CommandHelp(
            name: "quiz", summary: "practise the words you have met; misses come back later", text: QuizCommand.help),
        CommandHelp(name: "review", summary: "drill the words that are due", text: ReviewCommand.help),
        CommandHelp(
            name: "stats", summary: "your streak, accuracy, words learned and due, a 12-week heat map",
            text: StatsCommand.help),
        CommandHelp(
            name: "history", summary: "the words of past days and when you last reviewed them",
            text: HistoryCommand.help
        ),
        CommandHelp(
            name: "export", summary: "cards for Anki and the review log (--format tsv|json)", text: ExportCommand.help),
        CommandHelp(
            name: "deck", summary: "your own words: import, list, use, show, remove", text: DeckCommand.help,
            subcommands: [
                CommandHelp(name: "import", summary: "import a word list", text: DeckHelp.importFile),
                CommandHelp(name: "list", aliases: ["ls"], summary: "the decks", text: DeckHelp.list),
                CommandHelp(name: "use", summary: "choose the decks to study", text: DeckHelp.use),
                CommandHelp(name: "show", summary: "a deck's words", text: DeckHelp.show),
                CommandHelp(
                    name: "remove", aliases: ["rm", "delete"], summary: "remove a deck", text: DeckHelp.remove),
            ]),
        CommandHelp(name: "add", summary: "add one word of your own to a deck", text: AddCommand.help),
        CommandHelp(
            name: "digest", summary: "compose the day's digest and deliver it now (or --dry-run)",
            text: DigestCommand.help
        ),
        CommandHelp(
            name: "schedule",
            summary: "when and where the digest is delivered: add, list, on, off, edit, remove, export",
            text: ScheduleCommand.help,
            subcommands: [
                CommandHelp(name: "add", summary: "add a schedule", text: ScheduleHelp.add),
                CommandHelp(name: "list", aliases: ["ls"], summary: "list the schedules", text: ScheduleHelp.list),
                CommandHelp(name: "on", summary: "switch a schedule on", text: ScheduleHelp.on),
                CommandHelp(name: "off", summary: "switch a schedule off", text: ScheduleHelp.off),
                CommandHelp(name: "edit", summary: "change a schedule", text: ScheduleHelp.edit),
                CommandHelp(
                    name: "remove", aliases: ["rm", "delete"], summary: "remove a schedule", text: ScheduleHelp.remove),
                CommandHelp(
                    name: "export", summary: "write systemd timers or crontab lines", text: ScheduleHelp.export),
            ]),
        CommandHelp(
            name: "daemon", summary: "deliver scheduled digests on time (runs in the foreground)",
            text: DaemonCommand.help
        ),
        CommandHelp(
            name: "deliveries", summary: "what was delivered, late, missed or failed", text: DeliveriesCommand.help),
        CommandHelp(
            name: "channel", summary: "channel test SPEC: send a test notification", text: ChannelCommand.help,
            subcommands: [CommandHelp(name: "test", summary: "send a test notification", text: ChannelCommand.help)]),
        CommandHelp(
            name: "init", summary: "set up: the dictionary and its key, the daily time and channel, the daemon",
            text: InitCommand.help),
        CommandHelp(
            name: "doctor", summary: "check the settings, keys, database, notifications and daemon",
            text: DoctorCommand.help),
        CommandHelp(
            name: "help", summary: "the help of a command: help COMMAND [ACTION]", text: WordQuizCLI.helpHelp),
        CommandHelp(
            name: "completions", summary: "a completion script for bash, zsh or fish", text: ShellCompletions.help),
    ])

    /// Each command and action with its path (`schedule add`), for its text in other languages.
    private static func named(_ commands: [CommandHelp]) -> [CommandHelp] {
        commands.map { command in
            var command = command
            command.path = command.name
            command.subcommands = command.subcommands.map { action in
                var action = action
                action.path = command.name + " " + action.name
                return action
            }
            return command
        }
    }

    /// The command `word` names, by name or alias.
    static func command(_ word: String) -> CommandHelp? {
        commands.first { $0.answers(to: word) }
    }

    /// The help for a command, or one of its actions (`schedule add`), in `language`; nil for
    /// an unknown one. A command with actions lists them (with the other names they answer
    /// to), and an action's help names its other names.
    static func help(for words: [String], in language: Language = .en) -> String? {
        guard let first = words.first, let command = command(first) else { return nil }
        let korean = language == .ko
        guard words.count > 1, !command.subcommands.isEmpty else {
            let text = command.text(in: language)
            guard command.subcommands.count > 1 else { return text }
            let width = command.subcommands.map(\.name.count).max() ?? 0
            let actions = command.subcommands.map { action in
                let also = korean ? "다른 이름" : "also"
                return "  " + action.name + String(repeating: " ", count: width - action.name.count + 2)
                    + action.summary(in: language)
                    + (action.aliases.isEmpty ? "" : " (\(also): \(action.aliases.joined(separator: ", ")))")
            }
            let heading =
                korean
                ? "동작 (각각은 wordquiz help \(command.name) ACTION):\n"
                : "Actions (wordquiz help \(command.name) ACTION for each):\n"
            return text + heading + actions.joined(separator: "\n") + "\n\n"
        }
        guard let action = command.subcommand(words[1]) else { return nil }
        let text = action.text(in: language)
        guard !action.aliases.isEmpty else { return text }
        return text + (korean ? "다른 이름: " : "Also: ")
            + action.aliases.map { "wordquiz \(command.name) \($0)" }.joined(separator: ", ") + "\n\n"
    }

    /// Every name a command answers to, for suggestions.
    static var names: [String] {
        commands.flatMap { [$0.name] + $0.aliases }
    }

    /// The options of a command (or of its action), for suggestions and completion.
    static func options(of words: [String]) -> [String] {
        guard let first = words.first, let command = command(first) else { return [] }
        if words.count > 1, let action = command.subcommand(words[1]) { return action.options }
        return command.options
    }
}
