import WordQuizCore
import WordQuizStore

/// What a failed command tells the user: one line for stderr, a usage line for command-line
/// mistakes, and a sysexits-style exit code. Commands throw the errors they meet; this is
/// the one place where any error becomes a message and an exit code.
public struct ErrorReport: Sendable, Equatable {
    /// The line, in any language (`message.text(in:)`).
    public var message: Phrase
    public var exitCode: ExitCode
    /// The words of the command whose usage lines follow a command-line mistake (none: the
    /// program's own usage).
    public var usage: [String]?

    public init(message: Phrase, exitCode: ExitCode, usage: [String]? = nil) {
        self.message = message
        self.exitCode = exitCode
        self.usage = usage
    }

    public init(_ error: any Error) {
        switch error {
        case let failure as CommandFailure: self = Self.report(failure)
        case let error as ConfigurationError: self.init(message: error.message, exitCode: .configuration)
        case let error as StoreError: self.init(message: error.report, exitCode: Self.exitCode(error))
        case let error as DictionaryError: self.init(message: error.message, exitCode: Self.exitCode(error))
        case let error as QuizError: self.init(message: error.message, exitCode: Self.exitCode(error))
        case is CancellationError: self.init(message: Phrase("cancelled"), exitCode: .interrupted)
        default:
            self.init(message: Phrase("internal error: \(String(describing: error), .reason)"), exitCode: .software)
        }
    }

    private static func report(_ failure: CommandFailure) -> ErrorReport {
        switch failure {
        case .usage(let message, let help):
            return ErrorReport(message: message, exitCode: .usage, usage: help)
        case .noSuchSchedule(let id):
            return ErrorReport(
                message: Phrase("there is no schedule '\(id, .schedule)': see `wordquiz schedule list`"),
                exitCode: .usage)
        case .scheduleExists(let id):
            return ErrorReport(
                message: Phrase("a schedule '\(id, .schedule)' exists already: edit it, or choose another --id"),
                exitCode: .usage)
        case .interrupted:
            return ErrorReport(message: Phrase("interrupted; every answer given was saved."), exitCode: .interrupted)
        case .unreadableText(let path):
            return ErrorReport(
                message: Phrase(
                    "\(path, .path) is not text wordquiz can read (UTF-8, UTF-16 or Korean Windows' CP949): convert it with `iconv -f cp949 -t utf-8 \(path, .path) > words.tsv`, or save it from Excel as \"CSV UTF-8\"."
                ),
                exitCode: .dataError)
        case .noWordToImport(let path):
            return ErrorReport(message: Phrase("\(path, .path) has no word to import"), exitCode: .dataError)
        case .unreadablePackage(let path, let reason):
            return ErrorReport(
                message: Phrase("\(path, .path) is not an Anki package wordquiz can read: \(reason, .reason)"),
                exitCode: .dataError)
        case .libraryMissing(let name, let reason):
            return ErrorReport(
                message: Phrase(
                    "\(name, .name) could not be loaded (\(reason, .reason)): run scripts/install-deps, or install it from your system's packages"
                ), exitCode: .unavailable)
        case .daemonInterrupted:
            return ErrorReport(
                message: Phrase("the daemon was stopped; what it had started to deliver was settled first."),
                exitCode: .interrupted)
        case .stoppedAtAQuestion:
            return ErrorReport(message: Phrase("stopped; nothing was changed."), exitCode: .interrupted)
        case .fileAccess(let action, let path, let reason):
            return ErrorReport(message: action.failure(path: path, reason: reason), exitCode: .ioError)
        case .daemonRunning(let pid, let directory):
            return ErrorReport(
                message: Phrase(
                    "another wordquiz daemon (pid \(pid, .pid)) is already delivering from \(directory, .folder); stop it first (kill \(pid, .pid))."
                ),
                exitCode: .temporaryFailure)
        case .channelsFailed(let failed, let total):
            return ErrorReport(
                message: Phrase("\(failed, .number) of \(total, one: "channel", other: "channels") failed"),
                exitCode: failed == total ? .unavailable : .temporaryFailure)
        case .channelFailed(let spec, let error):
            return ErrorReport(
                message: Phrase("\(spec, .channel): not delivered — \(error.message, .reason)"),
                exitCode: error.reach == .refused ? .unavailable : .temporaryFailure)
        case .fireFailed(let id, let failures):
            return ErrorReport(
                message: Phrase("schedule '\(id, .schedule)': failed (\(failures, .reason))"), exitCode: .unavailable)
        case .soundUnavailable(let why):
            return ErrorReport(message: why, exitCode: .unavailable)
        case .checksFailed(let failed, let total):
            return ErrorReport(
                message: Phrase(
                    "\(failed, .number) of \(total, one: "check", other: "checks") failed; each says how to fix it"),
                exitCode: .configuration)
        }
    }

    private static func exitCode(_ error: StoreError) -> ExitCode {
        if error.isCorrupt || error.isFromNewerVersion { return .dataError }
        if error.isBusy { return .temporaryFailure }
        return .ioError
    }

    private static func exitCode(_ error: DictionaryError) -> ExitCode {
        switch error {
        case .missingKey: return .configuration
        case .api(_, let report) where report.isKeyProblem: return .configuration
        case .cancelled: return .interrupted
        case .network, .serverUnavailable: return .temporaryFailure
        default: return .unavailable
        }
    }

    private static func exitCode(_ error: QuizError) -> ExitCode {
        switch error {
        case .emptyPool: .noInput
        case .poolTooSmall, .unsuitable: .dataError
        }
    }
}
