import CSQLite

/// A storage failure, with SQLite's extended result code kept.
public struct StoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The database file.
    public var path: String
    /// SQLite's (extended) result code.
    public var code: Int32
    /// SQLite's own message.
    public var message: String

    public init(path: String, code: Int32, message: String) {
        self.path = path
        self.code = code
        self.message = message
    }

    /// The file is not a SQLite database, or is damaged.
    public var isCorrupt: Bool {
        let primary = code & 0xFF
        return primary == SQLITE_CORRUPT || primary == SQLITE_NOTADB
    }

    /// The file or its folder cannot be opened, read or written.
    public var isInaccessible: Bool {
        let primary = code & 0xFF
        return primary == SQLITE_CANTOPEN || primary == SQLITE_READONLY || primary == SQLITE_PERM
            || primary == SQLITE_IOERR || primary == SQLITE_AUTH
    }

    /// Another process held the database longer than the busy timeout.
    public var isBusy: Bool {
        let primary = code & 0xFF
        return primary == SQLITE_BUSY || primary == SQLITE_LOCKED
    }

    /// A schema written by a newer wordquiz.
    public var isFromNewerVersion: Bool { code == StoreError.newerSchemaCode }
    static let newerSchemaCode: Int32 = -2

    /// One line a user can act on.
    public var description: String {
        if isCorrupt {
            return
                "the database \(path) is damaged or is not a wordquiz database; wordquiz left it untouched. Move it aside to start afresh, or restore it from a backup."
        }
        if isInaccessible {
            return
                "cannot open the database \(path): \(message). Check that the folder exists and that you may read and write it."
        }
        if isBusy {
            return "the database \(path) is busy in another wordquiz process; try again in a moment."
        }
        if isFromNewerVersion {
            return "the database \(path) was written by a newer wordquiz (\(message)); update wordquiz to use it."
        }
        return "database error in \(path): \(message) (SQLite code \(code))."
    }
}
