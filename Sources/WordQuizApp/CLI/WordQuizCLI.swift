import WordQuizCore

/// The `wordquiz` command line: dispatch to a subcommand, and the one place where failures
/// become messages and exit codes.
public enum WordQuizCLI {
    public static let usage = "Usage: wordquiz <command> [options]   (wordquiz --help for the list)"

    /// `usage` in the reader's language.
    static let usageLine = Phrase(
        "Usage: \("wordquiz <command> [options]", .usage)   (\("wordquiz --help", .command) for the list)")

    /// `wordquiz --help`: the command list and the options every command takes.
    public static func help(in language: Language = .en) -> String {
        [
            Phrase("wordquiz \(WordQuizVersion.number, .version) — one Korean word a day.").text(in: language),
            CommandSpec.usage("Usage: wordquiz <command> [options]", in: language),
            HelpBlock.list(
                Phrase("Commands:"), CommandList.commands.map { HelpTerm($0.name, $0.summary) }, in: language),
            HelpBlock.wrapped(
                Phrase("`wordquiz help <command>` (or `wordquiz <command> --help`) tells more.").text(in: language),
                columns: HelpBlock.columns),
            HelpBlock.list(
                Phrase("Options:"),
                [
                    HelpTerm("-h, --help", Phrase("show this help")),
                    HelpTerm("--version", Phrase("print the version")),
                    HelpTerm("--color auto|always|never", Phrase("before or after the command")),
                ], in: language),
            ExitCode.summaryParagraph(in: language, width: HelpBlock.columns),
        ].joined(separator: "\n\n") + "\n\n"
    }

    static let manOption = OptionSpec(
        name: "--man", help: Phrase("the manual page, in roff: wordquiz help --man | man -l -"))
    static let helpSpec = CommandSpec(
        words: ["help"], summary: Phrase("the help of a command: help COMMAND [ACTION]"),
        usage: "Usage: wordquiz help [COMMAND [ACTION]]\n       wordquiz help --man", options: [manOption],
        arguments: ["COMMAND", "ACTION"],
        help: [
            .paragraph(
                Phrase(
                    "The full help of a command, or of one of its actions; the same text as `wordquiz <command> --help`."
                )),
            .usage, .options,
        ])

    /// Runs one command line (without the program name) and returns the exit code. Any error
    /// a command throws ends here: `ErrorReport` turns it into one stderr line and a code.
    public static func run(_ arguments: [String], context: AppContext) async -> Int32 {
        do {
            try await dispatch(arguments, context: context)
            return ExitCode.success.rawValue
        } catch {
            return report(error, context: context)
        }
    }

    /// Runs the command line if its command needs no Swift concurrency (the foreground daemon,
    /// and the commands that only read the store), returning the exit code; nil for the
    /// others, which `run` takes. A process that never starts concurrency's worker pool is
    /// spared its threads and its once-a-second monitor.
    public static func runSynchronously(_ arguments: [String], context: AppContext) -> Int32? {
        guard let command = arguments.first else { return nil }
        do {
            return try dispatchSynchronously(command, Array(arguments.dropFirst()), context: context)
                ? ExitCode.success.rawValue : nil
        } catch {
            return report(error, context: context)
        }
    }

    /// One stderr line (and the usage, for a usage error) for an error; its exit code.
    private static func report(_ error: any Error, context: AppContext) -> Int32 {
        let report = ErrorReport(error)
        let language = context.language
        context.stderr.write("wordquiz: \(report.message.text(in: language))\n")
        if let usage = report.usage { context.stderr.write(CommandSpec.usage(usage, in: language) + "\n") }
        return report.exitCode.rawValue
    }

    private static func wantsHelp(_ arguments: [String]) -> Bool {
        arguments.contains("-h") || arguments.contains("--help")
    }

    /// The command line with options given before the command (`--color always today`)
    /// moved after it, where the command reads them.
    static func commandFirst(_ arguments: [String]) -> [String] {
        var leading: [String] = []
        var rest = arguments[...]
        while let first = rest.first {
            if first == "--color" || first == "--colour", rest.count >= 2 {
                leading += rest.prefix(2)
                rest = rest.dropFirst(2)
            } else if first.hasPrefix("--color=") || first.hasPrefix("--colour=") {
                leading.append(first)
                rest = rest.dropFirst()
            } else {
                break
            }
        }
        guard !leading.isEmpty, let command = rest.first else { return arguments }
        return [command] + leading + rest.dropFirst()
    }

    /// `COMMAND --help`: the same text as `wordquiz help COMMAND [ACTION]`.
    private static func writeHelp(_ command: String, _ rest: [String], context: AppContext) {
        let action = rest.first { !$0.hasPrefix("-") }
        let language = context.language
        let text =
            CommandList.help(for: [command] + (action.map { [$0] } ?? []), in: language)
            ?? CommandList.help(for: [command], in: language) ?? help(in: language)
        context.stdout.write(text)
    }

    private static func helpCommand(_ rest: [String], context: AppContext) throws {
        let language = context.language
        if rest == ["--man"] { return context.stdout.write(ManPage.roff(language: language)) }
        guard let first = rest.first else { return context.stdout.write(help(in: language)) }
        guard let command = CommandList.command(first) else {
            throw CommandFailure.usage(
                Phrase("no command '\(first, .command)'") + Suggestion.clause(for: first, among: CommandList.names),
                help: usage)
        }
        guard rest.count > 1, !command.subcommands.isEmpty else {
            return context.stdout.write(CommandList.help(for: [command.name], in: language) ?? command.text)
        }
        guard let action = command.subcommand(rest[1]) else {
            let actions = command.subcommands.flatMap { [$0.name] + $0.aliases }
            throw CommandFailure.usage(
                Phrase("\(command.name, .command) has no action '\(rest[1], .action)'")
                    + Suggestion.clause(for: rest[1], among: actions),
                help: usage)
        }
        context.stdout.write(CommandList.help(for: [command.name, action.name], in: language) ?? action.text)
    }

    private static func dispatch(_ arguments: [String], context: AppContext) async throws {
        let arguments = commandFirst(arguments)
        guard let command = arguments.first else {
            context.stdout.write(help(in: context.language))
            return
        }
        let rest = Array(arguments.dropFirst())
        if try dispatchSynchronously(command, rest, context: context) { return }
        if wantsHelp(rest), CommandList.command(command) != nil {
            return writeHelp(command, rest, context: context)
        }
        switch command {
        case "-h", "--help":
            context.stdout.write(help(in: context.language))
        case "help":
            try helpCommand(rest, context: context)
        case "deck":
            try await DeckCommand(arguments: rest).run(context)
        case "add":
            try AddCommand(arguments: rest).run(context)
        case "init":
            try await InitCommand(arguments: rest).run(context)
        case "doctor":
            try await DoctorCommand(arguments: rest).run(context)
        case "completions":
            try ShellCompletionsCommand(arguments: rest).run(context)
        case "--version", "-V", "version":
            context.stdout.write("wordquiz \(WordQuizVersion.number)\n")
        case "today":
            try await TodayCommand(arguments: rest).run(context)
        case "learn":
            try await LearnCommand(arguments: rest).run(context)
        case "quiz":
            try await QuizCommand(arguments: rest).run(context)
        case "review":
            try await ReviewCommand(arguments: rest).run(context)
        case "digest":
            try await DigestCommand(arguments: rest).run(context)
        case "schedule":
            try await ScheduleCommand(arguments: rest).run(context)
        case "daemon":
            try await DaemonCommand(arguments: rest).run(context)
        case "channel":
            try await ChannelCommand(arguments: rest).run(context)
        default:
            throw CommandFailure.usage(
                Phrase("unknown command '\(command, .command)'")
                    + Suggestion.clause(for: command, among: CommandList.names),
                help: usage)
        }
    }

    /// The commands that run without concurrency; false when `command` is not one of them.
    private static func dispatchSynchronously(_ command: String, _ rest: [String], context: AppContext) throws
        -> Bool
    {
        let arguments = commandFirst([command] + rest)
        let (command, rest) = (arguments[0], Array(arguments.dropFirst()))
        if wantsHelp(rest) { return false }  // the help is printed by `dispatch`
        switch command {
        case "stats":
            try StatsCommand(arguments: rest).run(context)
        case "history":
            try HistoryCommand(arguments: rest).run(context)
        case "deliveries":
            try DeliveriesCommand(arguments: rest).run(context)
        case "export":
            try ExportCommand(arguments: rest).run(context)
        case "optimize":
            try OptimizeCommand(arguments: rest).run(context)
        case "level":
            try LevelCommand(arguments: rest).run(context)
        case "widget":
            try WidgetCommand(arguments: rest).run(context)
        case "daemon":
            let daemon = try DaemonCommand(arguments: rest)
            guard daemon.mode == .foreground else { return false }
            try daemon.runForeground(context)
        default:
            return false
        }
        return true
    }
}
