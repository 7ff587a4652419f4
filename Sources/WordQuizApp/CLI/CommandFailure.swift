import WordQuizCore
import WordQuizStore

/// A command that could not do its job: one line for stderr and a sysexits-style exit code.
/// Every failure maps to its exit code here and nowhere else.
public struct CommandFailure: Error, Sendable {
    public var message: String
    public var exitCode: ExitCode
    /// A help line printed after the message, for usage errors.
    public var usage: String?

    public init(_ message: String, exitCode: ExitCode, usage: String? = nil) {
        self.message = message
        self.exitCode = exitCode
        self.usage = usage
    }
}

extension CommandFailure {
    static func from(_ error: ConfigurationError) -> CommandFailure {
        CommandFailure(error.message, exitCode: .configuration)
    }

    static func from(_ error: StoreError) -> CommandFailure {
        let code: ExitCode =
            if error.isCorrupt || error.isFromNewerVersion { .dataError } else if error.isBusy {
                .temporaryFailure
            } else { .ioError }
        return CommandFailure(error.description, exitCode: code)
    }

    static func from(_ error: DictionaryError) -> CommandFailure {
        switch error {
        case .missingKey: return CommandFailure(error.message, exitCode: .configuration)
        case .api(_, let report) where report.isKeyProblem:
            return CommandFailure(error.message, exitCode: .configuration)
        case .cancelled: return CommandFailure("cancelled", exitCode: .interrupted)
        case .network, .serverUnavailable: return CommandFailure(error.message, exitCode: .temporaryFailure)
        default: return CommandFailure(error.message, exitCode: .unavailable)
        }
    }

    static func from(_ error: QuizError) -> CommandFailure {
        switch error {
        case .emptyPool: CommandFailure(error.message, exitCode: .noInput)
        case .poolTooSmall, .unsuitable: CommandFailure(error.message, exitCode: .dataError)
        }
    }
}
