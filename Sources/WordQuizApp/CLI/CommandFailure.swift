import WordQuizCore

/// The command line's own failures: what wordquiz refuses or cannot do, apart from the
/// errors the dictionary, the store, the configuration and the quiz engine report.
/// `ErrorReport` gives each its message and exit code.
public enum CommandFailure: Error, Sendable {
    /// The command line is wrong; `usageOf` names the command whose usage lines are printed
    /// after it (its words: `["schedule", "add"]`; none for the program's own, nil for no usage).
    case usage(Phrase, usageOf: [String]? = nil)
    /// No schedule has this id.
    case noSuchSchedule(String)
    /// A schedule with this id exists already.
    case scheduleExists(String)
    /// Ended with Ctrl-C; everything answered had been saved.
    case interrupted
    /// The daemon ended with Ctrl-C, between rounds: nothing was left half-sent.
    case daemonInterrupted
    /// Stopped at one of `init`'s questions or the deck-removal question (Ctrl-C, or Ctrl-D in a
    /// terminal): nothing was changed.
    case stoppedAtAQuestion
    /// A file, folder or other operating-system resource could not be read, written or created.
    case fileAccess(FileAction, path: String, reason: Phrase)
    /// A deck file that is not text wordquiz can read (neither UTF-8 nor UTF-16 nor CP949).
    case unreadableText(path: String)
    /// A deck file read, and not one line of it a word.
    case noWordToImport(path: String)
    /// An Anki package that cannot be read: not one, damaged, hostile, or too large.
    case unreadablePackage(path: String, reason: Phrase)
    /// A library a package needs (libzip, libzstd) could not be opened.
    case libraryMissing(name: String, reason: String)
    /// Another daemon holds the data folder's lock.
    case daemonRunning(pid: String, directory: String)
    /// Some or all of a digest's channels failed (each was reported on its own line).
    case channelsFailed(failed: Int, total: Int)
    /// `channel test` did not deliver.
    case channelFailed(ChannelSpec, ChannelError)
    /// A scheduled fire was claimed but no channel delivered it.
    case fireFailed(scheduleID: String, failures: Phrase)
    /// `doctor` found problems (each was reported on its own line).
    case checksFailed(failed: Int, total: Int)
    /// No sound of a word could be had or played (no recording, no voice, no player).
    case soundUnavailable(Phrase)
}

/// What wordquiz was doing with a file when it failed: each is its own sentence in every
/// language ("cannot read …"), never a verb slotted into one.
public enum FileAction: Sendable {
    case read, write, writeInto, open, importFile, createDataFolder
    /// The daemon's wake-up pipe: no path of its own (the path given is not shown).
    case createPipe

    /// The failure, said whole.
    func failure(path: String, reason: Phrase) -> Phrase {
        switch self {
        case .read: Phrase("cannot read \(path, .path): \(reason, .reason)")
        case .write: Phrase("cannot write \(path, .path): \(reason, .reason)")
        case .writeInto: Phrase("cannot write to \(path, .folder): \(reason, .reason)")
        case .open: Phrase("cannot open \(path, .path): \(reason, .reason)")
        case .createPipe: Phrase("cannot create the daemon's wake-up pipe: \(reason, .reason)")
        case .importFile: Phrase("cannot import \(path, .path): \(reason, .reason)")
        case .createDataFolder: Phrase("cannot create the data folder \(path, .folder): \(reason, .reason)")
        }
    }
}
