import WordQuizCore

/// The `wordquiz` command line: the command it names, read against its declaration in
/// `CommandRegistry` and run; and the one place where failures become messages and exit codes.
public enum WordQuizCLI {
    /// The program's usage, under a mistake that names no command, in the reader's language.
    static let usageLine = Phrase(
        "Usage: \("wordquiz <command> [options]", .usage)   (\("wordquiz --help", .command) for the list)")

    /// The options the program itself takes, shown in the command list's help.
    static let programOptions = [CommonOption.help, CommonOption.version, CommonOption.color]

    /// `wordquiz --help`: the command list and the options every command takes.
    public static func help(in language: Language = .en, columns: Int = 80) -> String {
        [
            Phrase("wordquiz \(WordQuizVersion.number, .version) — one Korean word a day.").text(in: language),
            Synopsis.lines([("<command>", ["[options]"])], in: language, columns: columns),
            CommandTopic.allCases.compactMap { topic -> String? in
                let commands = CommandRegistry.commands.filter { $0.configuration.topic == topic }
                guard !commands.isEmpty else { return nil }
                return HelpBlock.list(
                    topic.heading, commands.map { HelpTerm($0.name, $0.summary) }, in: language,
                    termWidth: CommandRegistry.commands.map { DisplayWidth.width(of: $0.name) }.max(), columns: columns)
            }.joined(separator: "\n\n"),
            HelpBlock.wrapped(
                Phrase("`wordquiz help <command>` (or `wordquiz <command> --help`) tells more.").text(in: language),
                columns: columns),
            HelpBlock.list(
                Phrase("Options:"),
                programOptions.map { option in
                    let choices = option.choices.isEmpty ? "" : " " + option.choices.joined(separator: "|")
                    let help = option == CommonOption.color ? Phrase("before or after the command") : option.help
                    return HelpTerm(option.listedNames + choices, help)
                }, in: language, columns: columns),
            ExitCode.summaryParagraph(in: language, width: columns),
        ].joined(separator: "\n\n") + "\n\n"
    }

    /// Runs one command line (without the program name) and returns the exit code. Any error
    /// a command throws ends here: `ErrorReport` turns it into one stderr line and a code.
    public static func run(_ arguments: [String], context: AppContext) async -> Int32 {
        switch launch(arguments, context: context) {
        case .finished(let code): code
        case .concurrent(let run): await run()
        }
    }

    /// A command line read once, and what is left of its run.
    public enum Launch {
        /// It has run (a synchronous command, help, a mistake), ending with this exit code.
        case finished(Int32)
        /// It runs in Swift concurrency; this returns its exit code.
        case concurrent(() async -> Int32)
    }

    /// Reads the command line once and runs it at once if its command runs synchronously (it
    /// says so by its type: `SynchronousCommand`): a process that never starts concurrency's
    /// worker pool is spared its threads and its once-a-second monitor. A concurrent command
    /// comes back ready to be awaited. A command line that cannot run is reported here.
    public static func launch(_ arguments: [String], context: AppContext) -> Launch {
        do {
            switch try start(arguments, context: context) {
            case .synchronous(let run):
                try run()
                return .finished(ExitCode.success.rawValue)
            case .concurrent(let run):
                return .concurrent {
                    do {
                        try await run()
                        return ExitCode.success.rawValue
                    } catch {
                        return report(error, context: context)
                    }
                }
            }
        } catch {
            return .finished(report(error, context: context))
        }
    }

    /// The command line read against the registry: its command (or action) parsed and made,
    /// ready to run; its help, when it asks for it.
    static func start(_ arguments: [String], context: AppContext) throws -> CommandRun {
        let (spec, rest) = try CommandRegistry.resolve(commandFirst(arguments))
        if wantsHelp(rest) {
            return .synchronous {
                context.stdout.write(
                    CommandRegistry.help(
                        of: spec, in: context.language, columns: HelpBlock.columns(on: context.terminalColumns)))
            }
        }
        guard let type = spec.type as? any Command.Type else {
            preconditionFailure("\(spec.path) has actions; CommandRegistry.resolve returns one of them")
        }
        return try type.init(spec.parse(rest)).start(context)
    }

    /// One stderr line (and the usage, for a usage error) for an error; its exit code.
    private static func report(_ error: any Error, context: AppContext) -> Int32 {
        let report = ErrorReport(error)
        context.note(report.message)
        if let words = report.usage {
            context.stderr.write(
                CommandRegistry.usage(
                    of: words, in: context.language, columns: HelpBlock.columns(on: context.terminalColumns)) + "\n")
        }
        return report.exitCode.rawValue
    }

    /// Whether the words after a command ask for its help.
    static func wantsHelp(_ arguments: [String]) -> Bool {
        arguments.contains { CommonOption.help.names.contains($0) }
    }

    /// The command line with options given before the command (`--color always today`)
    /// moved after it, where the command reads them.
    static func commandFirst(_ arguments: [String]) -> [String] {
        let color = CommonOption.color.names
        var leading: [String] = []
        var rest = arguments[...]
        while let first = rest.first {
            if color.contains(first), rest.count >= 2 {
                leading += rest.prefix(2)
                rest = rest.dropFirst(2)
            } else if color.contains(where: { first.hasPrefix($0 + "=") }) {
                leading.append(first)
                rest = rest.dropFirst()
            } else {
                break
            }
        }
        guard !leading.isEmpty, let command = rest.first else { return arguments }
        return [command] + leading + rest.dropFirst()
    }
}
