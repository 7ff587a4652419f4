import Foundation
import WordQuizCore
import WordQuizHTTP

/// Everything a command needs from the world, in one value: the environment, the files'
/// places, the clocks, the terminal, identifiers and the network. `live()` builds the real
/// one; tests build their own and run commands in-process through `WordQuizCLI.run`.
///
/// A context built without one of the world's sources (wall clock, monotonic clock,
/// identifiers, randomness, typed input) has a stand-in that stops the process, naming what was used,
/// the first time it is used: a test passes what its commands need, and nothing real
/// happens behind its back. Only `live()` passes the real ones.
public struct AppContext: Sendable {
    public var environment: [String: String]
    public var currentDirectory: String
    public var stdout: TextSink
    public var stderr: TextSink
    /// The wall clock: the current time.
    public var now: @Sendable () -> Date
    /// A monotonic clock, for durations (how long an answer took, how long a quiz lasted).
    public var monotonicNow: @Sendable () -> ContinuousClock.Instant
    /// A fresh unique identifier (quiz sessions, mail Message-IDs).
    public var makeUUID: @Sendable () -> UUID
    /// Where the learner's typed lines come from (the quiz's answers, init's questions):
    /// opened when a command first asks (see `lineReader()`).
    public var openInput: @Sendable (AppContext) -> any LineReader
    /// Where randomness comes from: a quiz's seed, the network's backoff jitter.
    public var random: RandomSource
    public var timeZone: TimeZone
    /// Whether standard input is a terminal (line editing) and standard output is one
    /// (colour, width in columns).
    public var isStdinTerminal: Bool
    public var isStdoutTerminal: Bool
    /// Whether standard error is a terminal (a progress line that rewrites itself).
    public var isStderrTerminal: Bool
    public var terminalColumns: Int
    /// The running wordquiz executable as the OS started it (`argv[0]`), for exported timers.
    public var executablePath: String
    public var httpConfiguration: HTTPClientConfiguration
    /// The reader's language, resolved once per context (see `language`).
    private let resolvedLanguage = ResolvedLanguage()

    public init(
        environment: [String: String], currentDirectory: String, stdout: TextSink,
        stderr: TextSink, now: @escaping @Sendable () -> Date = { unexpected("the wall clock") },
        monotonicNow: @escaping @Sendable () -> ContinuousClock.Instant = { unexpected("the monotonic clock") },
        makeUUID: @escaping @Sendable () -> UUID = { unexpected("a new UUID") },
        openInput: @escaping @Sendable (AppContext) -> any LineReader = { _ in unexpected("typed input") },
        random: RandomSource = RandomSource { unexpected("randomness") },
        timeZone: TimeZone = .current, isStdinTerminal: Bool = false,
        isStdoutTerminal: Bool = false, isStderrTerminal: Bool = false, terminalColumns: Int = 80,
        executablePath: String = "wordquiz",
        httpConfiguration: HTTPClientConfiguration = HTTPClientConfiguration(userAgent: WordQuizVersion.userAgent)
    ) {
        self.environment = environment
        self.currentDirectory = currentDirectory
        self.stdout = stdout
        self.stderr = stderr
        self.now = now
        self.monotonicNow = monotonicNow
        self.makeUUID = makeUUID
        self.openInput = openInput
        self.random = random
        self.timeZone = timeZone
        self.isStdinTerminal = isStdinTerminal
        self.isStdoutTerminal = isStdoutTerminal
        self.isStderrTerminal = isStderrTerminal
        self.terminalColumns = terminalColumns
        self.executablePath = executablePath
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
            now: { Date() },
            monotonicNow: { ContinuousClock.now },
            makeUUID: { UUID() },
            openInput: standardInput,
            random: systemRandom,
            timeZone: .current,
            isStdinTerminal: isatty(STDIN_FILENO) == 1,
            isStdoutTerminal: isTerminal,
            isStderrTerminal: isatty(STDERR_FILENO) == 1,
            terminalColumns: Terminal.columns(isTerminal: isTerminal, environment: environment),
            executablePath: CommandLine.arguments.first ?? "wordquiz")
    }

    /// The stand-in for a source of the world a context was not given: it stops the process
    /// with what was used, so a test that meets it learns what to pass.
    @usableFromInline static func unexpected<Value>(_ source: String) -> Value {
        preconditionFailure("this context was given no source for \(source); pass one to AppContext.init")
    }

    /// A reader for this process: line editing when both ends are a terminal, else lines
    /// from standard input.
    static func standardInput(_ context: AppContext) -> any LineReader {
        if context.isStdoutTerminal, context.isStdinTerminal, let editor = TerminalLineEditor(output: context.stdout) {
            return editor
        }
        return PipedLineReader(output: context.stdout)
    }

    /// The reader of the learner's typed lines, opened now (a terminal enters raw mode).
    func lineReader() -> any LineReader {
        openInput(self)
    }

    /// The system's generator: the only randomness a real run has.
    public static let systemRandom = RandomSource {
        var system = SystemRandomNumberGenerator()
        return system.next()
    }

    public var paths: AppPaths { AppPaths(environment: environment, currentDirectory: currentDirectory) }

    /// Unix seconds now.
    var unixSeconds: Int64 { Int64(now().timeIntervalSince1970) }

    /// Unix milliseconds now.
    var unixMilliseconds: Int64 { Int64((now().timeIntervalSince1970 * 1000).rounded()) }

    /// The language the reader reads, resolved once: `WORDQUIZ_LANG` from the environment,
    /// else the config files, else the locale. A command that loads its configuration settles
    /// it from there (`settleLanguage`), so the files are not read twice; one that says
    /// something first (a usage error, help) reads them for it.
    public var language: Language {
        resolvedLanguage.value(resolving: { ConfigLoader.language(self) })
    }

    /// Settles the language as the loaded configuration's layers say, unless it is settled already.
    func settleLanguage(_ language: Language) {
        _ = resolvedLanguage.value(resolving: { language })
    }

    /// What the program's lines on standard error begin with: its name, written here once.
    static let messagePrefix = "wordquiz: "

    /// A sentence on stdout, in the reader's language (or `language`: init's, which the user
    /// chooses as it asks), wrapped at word boundaries to the terminal's width (80 when piped).
    func say(_ phrase: Phrase, in language: Language? = nil) {
        let text = phrase.text(in: language ?? self.language)
        stdout.write(DisplayWidth.wrappingLongLines(text, columns: terminalColumns) + "\n")
    }

    /// A line on stderr after the program's name, `wordquiz: …`, in the reader's language (or
    /// `language`): an error, a line skipped, a channel's outcome.
    func note(_ phrase: Phrase, in language: Language? = nil) {
        stderr.write(Self.messagePrefix + phrase.text(in: language ?? self.language) + "\n")
    }

    /// `wordquiz: warning: …` on stderr, in the reader's language (or `language`).
    func warn(_ warning: Phrase, in language: Language? = nil) {
        note(Phrase("warning: \(warning, .reason)"), in: language)
    }

    /// The local date and hour now, in the user's zone.
    var localTime: LocalTime { LocalTime(instant: unixSeconds, rules: SystemTimeZone(timeZone)) }

    /// Today as the learner's day (`LearnerDay`): the local date, or the day before it before
    /// the day's start hour. Every command's "today".
    func learnerDate(startingAt dayStartHour: Int) -> CalendarDate {
        LearnerDay.date(of: localTime, rolloverHour: dayStartHour)
    }

    /// Time-zone rules by IANA name, falling back to the user's zone for a name the system
    /// does not know.
    func timeZoneRules(_ name: String?) -> any TimeZoneRules {
        name.flatMap(SystemTimeZone.init(identifier:)) ?? SystemTimeZone(timeZone)
    }

    /// The HTTP client of a command — the one place one is made — on this context's clock and
    /// random source, with the user's configuration applied (`httpConfiguration(applying:)`)
    /// and then `adjust`'s changes (a webhook's redirects, say).
    func httpClient(
        applying configuration: Configuration, adjust: (inout HTTPClientConfiguration) -> Void = { _ in }
    ) -> HTTPClient {
        var http = httpConfiguration(applying: configuration)
        adjust(&http)
        return HTTPClient(configuration: http, now: monotonicNow, random: random)
    }

    /// A path the user typed, absolute as their shell would make it: `~` their home, a
    /// relative path under the folder they typed it in (`UserPath`).
    func absolutePath(_ typed: String) -> String {
        UserPath.absolute(typed, directory: currentDirectory, home: environment["HOME"])
    }

    /// The end of a budget of `seconds` from now, on the monotonic clock.
    func deadline(afterSeconds seconds: Double) -> ContinuousClock.Instant {
        monotonicNow() + .milliseconds(Int(seconds * 1000))
    }

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

/// A context's language, resolved on first use and then kept: copies of a context share it.
private final class ResolvedLanguage: @unchecked Sendable {
    private let lock = NSLock()
    private var resolved: Language?

    func value(resolving resolve: () -> Language) -> Language {
        lock.lock()
        defer { lock.unlock() }
        if let resolved { return resolved }
        let language = resolve()
        resolved = language
        return language
    }
}
