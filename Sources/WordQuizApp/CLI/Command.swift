import WordQuizCore

/// A command or an action of wordquiz, declared as a type: what it says of itself
/// (`configuration`: its name, options, arguments, actions and help). `CommandRegistry.types`
/// lists the commands once; dispatch, the usage lines, help, the completions, the man page
/// and "did you mean" all read them from there.
protocol DeclaredCommand: SendableMetatype {
    static var configuration: CommandConfiguration { get }
    /// Its options, each declared once as a property (`CommandOptions`).
    associatedtype Options: CommandOptions = NoOptions
}

/// A command (or action) that runs: read from its command line, then started.
protocol Command: DeclaredCommand {
    /// Reads the command line as it is declared (its options, read by
    /// `arguments.options()`; its arguments, counted already); refuses a value that is wrong.
    init(_ arguments: ParsedArguments) throws(CommandFailure)
    /// How it runs with these arguments. `SynchronousCommand` and `ConcurrentCommand` say it
    /// for their conformers; a command that runs either way (the daemon) says it itself.
    func start(_ context: AppContext) -> CommandRun
}

/// A command whose work is done by its actions (`schedule add`, `deck import`): it declares
/// them, and running it alone asks for one.
protocol CommandGroup: DeclaredCommand {}

/// How a command runs.
enum CommandRun {
    /// On the calling thread, before the program's first `await`: the process never starts
    /// Swift concurrency's worker pool, its threads and its monitor (a daemon that sleeps for
    /// days, a status bar's widget run every few seconds).
    case synchronous(() throws -> Void)
    /// In Swift concurrency: the network, background fetches.
    case concurrent(() async throws -> Void)
}

/// A command that needs no concurrency: it reads and writes the store, the files, the terminal.
protocol SynchronousCommand: Command {
    func run(_ context: AppContext) throws
}

extension SynchronousCommand {
    func start(_ context: AppContext) -> CommandRun {
        .synchronous { try run(context) }
    }
}

/// A command that starts concurrent work (the network, a fetch while the quiz runs).
protocol ConcurrentCommand: Command {
    func run(_ context: AppContext) async throws
}

extension ConcurrentCommand {
    func start(_ context: AppContext) -> CommandRun {
        .concurrent { try await run(context) }
    }
}

extension DeclaredCommand {
    /// Its options, in the order its `Options` declares them.
    static var declaredOptions: [OptionSpec] { Options.declared }

    /// Its declaration as the registry placed it: its words (`schedule add`), its actions.
    static var spec: CommandSpec { CommandRegistry.spec(of: self) }

    /// Its usage lines, made from its declaration.
    static var usage: String { spec.usage }

    /// A command-line mistake, with this command's usage lines.
    static func failure(_ message: Phrase) -> CommandFailure {
        .usage(message, usageOf: spec.words)
    }
}
