import WordQuizCore

/// The exit codes wordquiz uses (from sysexits.h), each with what it means: the one table
/// the command list's help, the man page and `ErrorReport` read.
public enum ExitCode: Int32, Sendable, CaseIterable {
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

    /// The codes a user may meet, in order (70, a bug, is not one to plan for).
    static let documented = allCases.filter { $0 != .software }

    /// In a few words, for the command list's help.
    var summary: Phrase {
        switch self {
        case .success: Phrase("ok")
        case .usage: Phrase("usage")
        case .dataError: Phrase("damaged or unusable data")
        case .noInput: Phrase("nothing to work on")
        case .unavailable: Phrase("service unavailable")
        case .software: Phrase("a bug in wordquiz")
        case .ioError: Phrase("file error")
        case .temporaryFailure: Phrase("try again later")
        case .configuration: Phrase("configuration to fix")
        case .interrupted: Phrase("interrupted")
        }
    }

    /// In a sentence, for the man page.
    var meaning: Phrase {
        switch self {
        case .success: Phrase("success")
        case .usage: Phrase("the command line is wrong")
        case .dataError: Phrase("the database is damaged or from a newer wordquiz, or too few words for a question")
        case .noInput: Phrase("nothing to work on")
        case .unavailable: Phrase("a service refused: the dictionary, or every channel of a digest")
        case .software: Phrase("a bug in wordquiz")
        case .ioError: Phrase("a file could not be read or written")
        case .temporaryFailure:
            Phrase("try again later: the database is busy, another daemon runs, or some channels failed")
        case .configuration: Phrase("a setting must be fixed, such as an unregistered key")
        case .interrupted: Phrase("interrupted")
        }
    }

    /// `Exit codes: 0 ok, 64 usage, …`, wrapped to `width` columns between codes (a code stays
    /// with its meaning), in `language`.
    static func summaryParagraph(in language: Language, width: Int = 88) -> String {
        let items = documented.map { "\($0.rawValue) \($0.summary.text(in: language))" }
        // The label is the sentence around the list, with nothing in its slot.
        let label = Phrase("Exit codes: \("", .codes).").text(in: language).dropLast()
        var lines: [String] = []
        var line = String(label)
        for (index, item) in items.enumerated() {
            let piece = item + (index == items.count - 1 ? "." : ",")
            if DisplayWidth.width(of: line) + 1 + DisplayWidth.width(of: piece) > width {
                lines.append(line)
                line = piece
            } else {
                line += (line.hasSuffix(" ") || line.isEmpty ? "" : " ") + piece
            }
        }
        return (lines + [line]).joined(separator: "\n")
    }
}
