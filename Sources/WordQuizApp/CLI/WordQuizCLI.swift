/// The `wordquiz` command line: dispatch to a subcommand, and the one place where failures
/// become messages and exit codes.
public enum WordQuizCLI {
    public static let usage = "Usage: wordquiz <command> [options]   (wordquiz --help for the list)"

    public static let help = """
        wordquiz \(WordQuizVersion.number) — one Korean word a day.

        Usage: wordquiz <command> [options]

        Commands:
          today       show today's word
          learn       meet the next new words: a card each, then a question
          quiz        practise the words you have met; misses come back later
          review      drill the words that are due
          stats       your streak, accuracy, words learned and due, a 12-week heat map
          history     the words of past days and when you last reviewed them
          export      cards for Anki and the review log (--format tsv|json)
          digest      compose the day's digest and deliver it now (or --dry-run)
          schedule    when and where the digest is delivered: add, list, on, off, edit, remove, export
          daemon      deliver scheduled digests on time (runs in the foreground)
          deliveries  what was delivered, late, missed or failed
          channel     channel test SPEC: send a test notification

        `wordquiz <command> --help` tells more.

        Options:
          -h, --help      show this help
          --version       print the version

        Exit codes: 0 ok, 64 usage, 65 damaged or unusable data, 66 nothing to work on,
        69 service unavailable, 74 file error, 75 try again later, 78 configuration to fix,
        130 interrupted.

        """

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
        context.stderr.write("wordquiz: \(report.message)\n")
        if let usage = report.usage { context.stderr.write(usage + "\n") }
        return report.exitCode.rawValue
    }

    private static func wantsHelp(_ arguments: [String]) -> Bool {
        arguments.contains("-h") || arguments.contains("--help")
    }

    private static func dispatch(_ arguments: [String], context: AppContext) async throws {
        guard let command = arguments.first else {
            context.stdout.write(help)
            return
        }
        let rest = Array(arguments.dropFirst())
        if try dispatchSynchronously(command, rest, context: context) { return }
        switch command {
        case "-h", "--help", "help":
            context.stdout.write(help)
        case "--version", "-V", "version":
            context.stdout.write("wordquiz \(WordQuizVersion.number)\n")
        case "today":
            if wantsHelp(rest) { return context.stdout.write(TodayCommand.help) }
            try await TodayCommand(arguments: rest).run(context)
        case "learn":
            if wantsHelp(rest) { return context.stdout.write(LearnCommand.help) }
            try await LearnCommand(arguments: rest).run(context)
        case "quiz":
            if wantsHelp(rest) { return context.stdout.write(QuizCommand.help) }
            try await QuizCommand(arguments: rest).run(context)
        case "review":
            if wantsHelp(rest) { return context.stdout.write(ReviewCommand.help) }
            try await ReviewCommand(arguments: rest).run(context)
        case "digest":
            if wantsHelp(rest) { return context.stdout.write(DigestCommand.help) }
            try await DigestCommand(arguments: rest).run(context)
        case "schedule":
            if wantsHelp(rest) { return context.stdout.write(ScheduleCommand.help) }
            try await ScheduleCommand(arguments: rest).run(context)
        case "daemon":
            if wantsHelp(rest) { return context.stdout.write(DaemonCommand.usage + "\n") }
            try await DaemonCommand(arguments: rest).run(context)
        case "channel":
            if wantsHelp(rest) { return context.stdout.write(ChannelCommand.usage + "\n") }
            try await ChannelCommand(arguments: rest).run(context)
        default:
            throw CommandFailure.usage("unknown command '\(command)'", help: usage)
        }
    }

    /// The commands that run without concurrency; false when `command` is not one of them.
    private static func dispatchSynchronously(_ command: String, _ rest: [String], context: AppContext) throws
        -> Bool
    {
        switch command {
        case "stats":
            if wantsHelp(rest) {
                context.stdout.write(StatsCommand.usage + "\n")
            } else {
                try StatsCommand(arguments: rest).run(context)
            }
        case "history":
            if wantsHelp(rest) {
                context.stdout.write(HistoryCommand.usage + "\n")
            } else {
                try HistoryCommand(arguments: rest).run(context)
            }
        case "deliveries":
            if wantsHelp(rest) {
                context.stdout.write(DeliveriesCommand.usage + "\n")
            } else {
                try DeliveriesCommand(arguments: rest).run(context)
            }
        case "export":
            if wantsHelp(rest) {
                context.stdout.write(ExportCommand.help)
            } else {
                try ExportCommand(arguments: rest).run(context)
            }
        case "daemon" where !wantsHelp(rest):
            let daemon = try DaemonCommand(arguments: rest)
            guard daemon.mode == .foreground else { return false }
            try daemon.runForeground(context)
        default:
            return false
        }
        return true
    }
}
