/// The exit codes wordquiz uses (from sysexits.h).
public enum ExitCode: Int32, Sendable {
    case success = 0
    /// EX_USAGE: the command line is wrong.
    case usage = 64
    /// EX_DATAERR: the data cannot serve (a damaged file, too few words for a question).
    case dataError = 65
    /// EX_NOINPUT: there is nothing to work on.
    case noInput = 66
    /// EX_UNAVAILABLE: a service refused or failed in a way retrying will not fix.
    case unavailable = 69
    /// EX_SOFTWARE: a failure wordquiz did not foresee (a bug to report).
    case software = 70
    /// EX_IOERR: a file could not be read or written.
    case ioError = 74
    /// EX_TEMPFAIL: try again later.
    case temporaryFailure = 75
    /// EX_CONFIG: a setting must be fixed.
    case configuration = 78
    /// Ended by Ctrl-C.
    case interrupted = 130
}
