import CSQLite

/// SQLite's (extended) result code, typed: the primary code is the low byte.
public struct ResultCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: Int32

    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// The primary code (`SQLITE_IOERR` for `SQLITE_IOERR_WRITE`).
    public var primary: ResultCode { ResultCode(rawValue: rawValue & 0xFF) }

    public static let error = ResultCode(rawValue: SQLITE_ERROR)
    public static let busy = ResultCode(rawValue: SQLITE_BUSY)
    public static let locked = ResultCode(rawValue: SQLITE_LOCKED)
    public static let corrupt = ResultCode(rawValue: SQLITE_CORRUPT)
    public static let notADatabase = ResultCode(rawValue: SQLITE_NOTADB)
    public static let cannotOpen = ResultCode(rawValue: SQLITE_CANTOPEN)
    public static let readOnly = ResultCode(rawValue: SQLITE_READONLY)
    public static let permission = ResultCode(rawValue: SQLITE_PERM)
    public static let ioError = ResultCode(rawValue: SQLITE_IOERR)
    public static let authorization = ResultCode(rawValue: SQLITE_AUTH)
    public static let full = ResultCode(rawValue: SQLITE_FULL)
    /// A statement stopped by its progress handler (an untrusted file's time was up).
    public static let interrupted = ResultCode(rawValue: SQLITE_INTERRUPT)
    /// A text or blob longer than the connection's limit.
    public static let tooBig = ResultCode(rawValue: SQLITE_TOOBIG)

    public var description: String { "\(rawValue)" }
}
