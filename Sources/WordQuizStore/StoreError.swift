import CSQLite
import Glibc
import WordQuizCore

/// A storage failure: what went wrong, with SQLite's extended result code kept.
public struct StoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Sendable, Equatable {
        /// SQLite reported a failure.
        case sqlite(ResultCode)
        /// The schema was written by a newer wordquiz.
        case newerSchema(version: Int64, known: Int)
        /// A value could not be encoded for storage.
        case unencodable
    }

    /// The database file.
    public var path: String
    public var reason: Reason
    /// SQLite's own message, or what could not be encoded.
    public var message: String
    /// The system's error (errno) behind SQLite's, where SQLite kept one: ENOSPC tells a full
    /// disk from other I/O errors SQLite reports alike ("disk I/O error").
    public var systemError: Int32 = 0

    public init(path: String, reason: Reason, message: String) {
        self.path = path
        self.reason = reason
        self.message = message
    }

    /// A failure SQLite reported with `code`.
    public init(path: String, code: Int32, message: String) {
        self.init(path: path, reason: .sqlite(ResultCode(rawValue: code)), message: message)
    }

    /// A failure SQLite reported with `code` on the connection `db`: its message and the
    /// system's error behind it.
    init(path: String, code: Int32, on db: OpaquePointer) {
        self.init(path: path, code: code, message: String(cString: sqlite3_errmsg(db)))
        systemError = sqlite3_system_errno(db)
    }

    /// SQLite's result code, when SQLite reported the failure.
    public var resultCode: ResultCode? {
        if case .sqlite(let code) = reason { return code }
        return nil
    }

    private var primary: ResultCode? { resultCode?.primary }

    /// The file is not a SQLite database, or is damaged.
    public var isCorrupt: Bool { primary == .corrupt || primary == .notADatabase }

    /// The file or its folder cannot be opened, read or written.
    public var isInaccessible: Bool {
        guard let primary else { return false }
        return [.cannotOpen, .readOnly, .permission, .ioError, .authorization].contains(primary)
    }

    /// The disk the database is on took no more: SQLITE_FULL, or an I/O error whose system
    /// error is ENOSPC (SQLite says "disk I/O error" when its shared-memory file cannot grow).
    public var isFull: Bool { primary == .full || (primary == .ioError && systemError == ENOSPC) }

    /// Another process held the database longer than the busy timeout.
    public var isBusy: Bool { primary == .busy || primary == .locked }

    /// A schema written by a newer wordquiz.
    public var isFromNewerVersion: Bool {
        if case .newerSchema = reason { return true }
        return false
    }

    /// One line a user can act on, in English.
    public var description: String { report.description }

    /// One line a user can act on (SQLite's own message in it as SQLite says it).
    public var report: Phrase {
        if isCorrupt {
            return Phrase(
                "the database \(path, .path) is damaged or is not a wordquiz database; wordquiz left it untouched. Move it aside to start afresh, or restore it from a backup."
            )
        }
        if isFull {
            return Phrase(
                "the disk holding the database \(path, .path) is full; what is stored is kept whole (nothing is half-written). Free some space and run it again."
            )
        }
        if isInaccessible {
            return Phrase(
                "cannot open the database \(path, .path): \(message, .reason). Check that the folder exists and that you may read and write it."
            )
        }
        if isBusy {
            return Phrase("the database \(path, .path) is busy in another wordquiz process; try again in a moment.")
        }
        switch reason {
        case .newerSchema(let version, let known):
            return Phrase(
                "the database \(path, .path) was written by a newer wordquiz (schema version \(version, .version), this wordquiz knows \(known, .version)); update wordquiz to use it."
            )
        case .unencodable:
            return Phrase("could not store a value in \(path, .path): \(message, .reason).")
        case .sqlite(let code):
            return Phrase("database error in \(path, .path): \(message, .reason) (SQLite code \(code, .code)).")
        }
    }
}
