import Foundation
import WordQuizCore
import WordQuizHTTP

/// Everything a command needs from the world, in one value: the environment, the files'
/// places, the clock, the terminal and the network. `live()` builds the real one; tests
/// build their own.
public struct AppContext: Sendable {
    public var environment: [String: String]
    public var currentDirectory: String
    public var stdout: TextSink
    public var stderr: TextSink
    /// The current time.
    public var now: @Sendable () -> Date
    public var timeZone: TimeZone
    /// Whether standard output is a terminal, and its width in columns.
    public var isStdoutTerminal: Bool
    public var terminalColumns: Int
    public var httpConfiguration: HTTPClientConfiguration

    public init(
        environment: [String: String], currentDirectory: String, stdout: TextSink,
        stderr: TextSink, now: @escaping @Sendable () -> Date = { Date() },
        timeZone: TimeZone = .current, isStdoutTerminal: Bool = false, terminalColumns: Int = 80,
        httpConfiguration: HTTPClientConfiguration = HTTPClientConfiguration(userAgent: WordQuizVersion.userAgent)
    ) {
        self.environment = environment
        self.currentDirectory = currentDirectory
        self.stdout = stdout
        self.stderr = stderr
        self.now = now
        self.timeZone = timeZone
        self.isStdoutTerminal = isStdoutTerminal
        self.terminalColumns = terminalColumns
        self.httpConfiguration = httpConfiguration
    }

    /// The context of this process.
    public static func live() -> AppContext {
        let environment = ProcessInfo.processInfo.environment
        let isTerminal = isatty(STDOUT_FILENO) == 1
        return AppContext(
            environment: environment,
            currentDirectory: FileManager.default.currentDirectoryPath,
            stdout: FileSink(descriptor: STDOUT_FILENO),
            stderr: FileSink(descriptor: STDERR_FILENO),
            isStdoutTerminal: isTerminal,
            terminalColumns: Terminal.columns(isTerminal: isTerminal, environment: environment))
    }

    public var paths: AppPaths { AppPaths(environment: environment, currentDirectory: currentDirectory) }

    /// The HTTP settings with the user's configuration applied: their CA bundle, and
    /// `WORDQUIZ_TIMEOUT` as the budget that no attempt or connection may exceed.
    func httpConfiguration(applying configuration: Configuration) -> HTTPClientConfiguration {
        var http = httpConfiguration
        if let bundle = configuration.caBundle { http.caBundle = bundle }
        if let budget = configuration.networkBudget {
            http.totalBudget = budget
            http.attemptTimeout = min(http.attemptTimeout, budget)
            http.connectTimeout = min(http.connectTimeout, budget)
        }
        return http
    }
}
