/// The `wordquiz` command line: dispatch to a subcommand, and the one place where failures
/// become messages and exit codes.
public enum WordQuizCLI {
    public static let usage = "Usage: wordquiz <command> [options]   (wordquiz --help for the list)"

    public static let help = """
        wordquiz \(WordQuizVersion.number) — one Korean word a day.

        Usage: wordquiz <command> [options]

        Commands:
          today     show today's word (wordquiz today --help)

        Options:
          -h, --help      show this help
          --version       print the version

        Exit codes: 0 ok, 64 usage, 65 damaged data, 69 service unavailable, 74 file error,
        75 try again later, 78 configuration to fix, 130 interrupted.

        """

    /// Runs one command line (without the program name) and returns the exit code.
    public static func run(_ arguments: [String], context: AppContext) async -> Int32 {
        do {
            try await dispatch(arguments, context: context)
            return ExitCode.success.rawValue
        } catch {
            context.stderr.write("wordquiz: \(error.message)\n")
            if let usage = error.usage { context.stderr.write(usage + "\n") }
            return error.exitCode.rawValue
        }
    }

    private static func dispatch(_ arguments: [String], context: AppContext) async throws(CommandFailure) {
        guard let command = arguments.first else {
            context.stdout.write(help)
            return
        }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "-h", "--help", "help":
            context.stdout.write(help)
        case "--version", "-V", "version":
            context.stdout.write("wordquiz \(WordQuizVersion.number)\n")
        case "today":
            if rest.contains("-h") || rest.contains("--help") {
                context.stdout.write(TodayCommand.help)
                return
            }
            try await TodayCommand(arguments: rest).run(context)
        default:
            throw CommandFailure("unknown command '\(command)'", exitCode: .usage, usage: usage)
        }
    }
}
