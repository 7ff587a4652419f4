import CSQLite
import Foundation

/// One connection to a SQLite file: WAL journaling, a busy timeout so that several wordquiz
/// processes can share the file, and `BEGIN IMMEDIATE` transactions for writes.
///
/// The connection is opened with `SQLITE_OPEN_FULLMUTEX` and every use holds `lock`, so
/// statement sequences and transactions never interleave and the class is safe to share
/// between tasks (hence `@unchecked Sendable`).
public final class SQLiteDatabase: @unchecked Sendable {
    public let path: String
    private let lock = NSLock()
    /// Guarded by `lock`; nil once closed.
    private var handle: OpaquePointer?
    /// When every statement of an untrusted file must have ended (its progress handler's).
    private var watchdog: Watchdog?

    /// How long a statement waits for another process's write lock before failing.
    public static let busyTimeoutMilliseconds: Int32 = 5_000

    /// Opens the database at `path`; read-write opening creates it, readable and writable by
    /// its owner only (0600), whatever the umask or the folder's mode.
    ///
    /// Nothing is written on opening: the caller reads the schema version first and only then
    /// switches to WAL (`enableWriteAheadLog`), so a database from a newer wordquiz is left as
    /// it was found.
    ///
    /// - Throws: `StoreError` naming the file when it cannot be opened, is not a database,
    ///   or is damaged. The file is never replaced or repaired.
    public init(path: String, readOnly: Bool = false) throws(StoreError) {
        self.path = path
        if !readOnly { Self.createPrivately(path) }
        let flags =
            (readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE) | SQLITE_OPEN_FULLMUTEX
        let db = try Self.open(path, flags: flags, naming: path)
        sqlite3_busy_timeout(db, Self.busyTimeoutMilliseconds)
        handle = db
    }

    /// Opens `target` (a path or a `file:` URI) with `flags`, extended result codes on; a
    /// failure is a `StoreError` naming `path`, and leaves no connection open.
    private static func open(_ target: String, flags: Int32, naming path: String) throws(StoreError) -> OpaquePointer {
        var db: OpaquePointer?
        let code = sqlite3_open_v2(target, &db, flags, nil)
        guard code == SQLITE_OK, let db else {
            let failure =
                db.map { StoreError(path: path, code: code, on: $0) }
                ?? StoreError(path: path, code: code, message: "out of memory")
            sqlite3_close(db)
            throw failure
        }
        sqlite3_extended_result_codes(db, 1)
        return db
    }

    /// A database someone else wrote (an Anki collection), opened as SQLite's guidance for
    /// untrusted files says: read-only and immutable, defensive, with no trust in its schema
    /// (no function a view, a trigger or a default names runs), no text or blob longer than
    /// `maximumValueBytes`, no statement longer than SQLite's own limit, and every statement
    /// stopped (`SQLITE_INTERRUPT`) once `seconds` have passed since opening.
    public static func untrusted(path: String, maximumValueBytes: Int32, seconds: Double) throws(StoreError)
        -> SQLiteDatabase
    {
        let database = try SQLiteDatabase(uri: Self.immutableURI(path), path: path)
        guard let db = database.handle else { throw StoreError(path: path, code: SQLITE_MISUSE, message: "closed") }
        _ = wq_sqlite_db_config_flag(db, SQLITE_DBCONFIG_DEFENSIVE, 1)
        _ = wq_sqlite_db_config_flag(db, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0)
        _ = wq_sqlite_db_config_flag(db, SQLITE_DBCONFIG_ENABLE_VIEW, 0)
        _ = wq_sqlite_db_config_flag(db, SQLITE_DBCONFIG_ENABLE_TRIGGER, 0)
        sqlite3_limit(db, SQLITE_LIMIT_LENGTH, maximumValueBytes)
        sqlite3_limit(db, SQLITE_LIMIT_ATTACHED, 0)
        let watchdog = Watchdog(until: ContinuousClock.now + .milliseconds(Int(seconds * 1000)))
        database.watchdog = watchdog
        sqlite3_progress_handler(
            db, 1000,
            { context in
                guard let context else { return 0 }
                return Unmanaged<Watchdog>.fromOpaque(context).takeUnretainedValue().isPast ? 1 : 0
            }, Unmanaged.passUnretained(watchdog).toOpaque())
        return database
    }

    /// The end of an untrusted file's time, read by its progress handler.
    final class Watchdog: @unchecked Sendable {
        let end: ContinuousClock.Instant
        init(until end: ContinuousClock.Instant) { self.end = end }
        var isPast: Bool { ContinuousClock.now > end }
    }

    /// `file:` URI of `path` with `immutable=1`: SQLite takes no lock and reads no journal.
    static func immutableURI(_ path: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/".utf8)
        let encoded = path.utf8.map { allowed.contains($0) ? String(UnicodeScalar($0)) : String(format: "%%%02X", $0) }
        return "file:" + encoded.joined() + "?mode=ro&immutable=1"
    }

    /// Opens a `file:` URI read-only.
    private init(uri: String, path: String) throws(StoreError) {
        self.path = path
        handle = try Self.open(uri, flags: SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_FULLMUTEX, naming: path)
    }

    /// Creates the file with mode 0600 if it does not exist, and takes group and other
    /// permissions away from one of ours that has them.
    private static func createPrivately(_ path: String) {
        let descriptor = Glibc.open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        if descriptor >= 0 {
            Glibc.close(descriptor)
            return
        }
        var info = stat()
        if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid(),
            Int(info.st_mode) & 0o077 != 0
        {
            chmod(path, 0o600)
        }
    }

    /// The schema version (`PRAGMA user_version`): the first read of the file, where a file
    /// that is not a database, or a damaged one, fails.
    public func userVersion() throws(StoreError) -> Int64 {
        try scalar("PRAGMA user_version")?.integer ?? 0
    }

    /// Switches to WAL journaling (checking that it took), normal syncing and foreign keys.
    public func enableWriteAheadLog() throws(StoreError) {
        let mode = try scalar("PRAGMA journal_mode=WAL")?.string
        guard mode?.lowercased() == "wal" else {
            throw StoreError(
                path: path, code: SQLITE_ERROR, message: "could not switch to WAL journaling (got \(mode ?? "nothing"))"
            )
        }
        try execute("PRAGMA foreign_keys=ON")
        try execute("PRAGMA synchronous=NORMAL")
    }

    deinit { close() }

    /// Closes the connection; later calls fail.
    public func close() {
        lock.lock()
        defer { lock.unlock() }
        if let open = handle { sqlite3_close_v2(open) }
        handle = nil
    }

    /// Runs statements that return no rows.
    public func execute(_ sql: String, _ parameters: [SQLValue] = []) throws(StoreError) {
        _ = try query(sql, parameters)
    }

    /// Runs one statement and returns every row.
    public func query(_ sql: String, _ parameters: [SQLValue] = []) throws(StoreError) -> [Row] {
        try withConnection { db throws(StoreError) in
            try Self.run(sql, parameters, on: db, path: path)
        }
    }

    /// Runs one statement and hands each row to `body` as it is read, none kept: for a result
    /// too large to hold at once (a learner's whole review log). `body` must not use this
    /// database; an error it throws stops the reading and is thrown as it was.
    public func forEachRow(_ sql: String, _ parameters: [SQLValue] = [], _ body: (Row) throws -> Void) throws {
        var failure: (any Error)?
        try withConnection { db throws(StoreError) in
            try Self.run(sql, parameters, on: db, path: path) { row in
                do {
                    try body(row)
                    return true
                } catch {
                    failure = error
                    return false
                }
            }
        }
        if let failure { throw failure }
    }

    /// The one value of a statement that selects one column (a count, a pragma): the first
    /// row's, or nil when there is no row.
    public func scalar(_ sql: String, _ parameters: [SQLValue] = []) throws(StoreError) -> SQLValue? {
        try query(sql, parameters).first?.values.first
    }

    /// Runs `body` inside `BEGIN IMMEDIATE … COMMIT`, rolling back if it throws. Inside it,
    /// each statement is prepared once and reused (an import writes the same few statements
    /// hundreds of thousands of times).
    public func transaction<T>(_ body: (Transaction) throws(StoreError) -> T) throws(StoreError) -> T {
        try withConnection { db throws(StoreError) in
            _ = try Self.run("BEGIN IMMEDIATE", [], on: db, path: path)
            let transaction = Transaction(db: db, path: path, statements: PreparedStatements())
            // Each statement is reset after its use, so none holds the commit back.
            defer { transaction.statements.finalizeAll() }
            do throws(StoreError) {
                let result = try body(transaction)
                _ = try Self.run("COMMIT", [], on: db, path: path)
                return result
            } catch {
                _ = try? Self.run("ROLLBACK", [], on: db, path: path)
                throw error
            }
        }
    }

    /// The statements a transaction has prepared, by their text; finalized when it ends. A
    /// statement comes back reset (its user resets it after each use), its values cleared, as
    /// a fresh one's are.
    final class PreparedStatements {
        private var bySQL: [String: OpaquePointer] = [:]

        func statement(_ sql: String, on db: OpaquePointer, path: String) throws(StoreError) -> OpaquePointer {
            if let statement = bySQL[sql] {
                sqlite3_clear_bindings(statement)
                return statement
            }
            var statement: OpaquePointer?
            let code = sqlite3_prepare_v2(db, sql, -1, &statement, nil)
            guard code == SQLITE_OK, let statement else {
                throw StoreError(path: path, code: code, on: db)
            }
            bySQL[sql] = statement
            return statement
        }

        func finalizeAll() {
            for statement in bySQL.values { sqlite3_finalize(statement) }
            bySQL = [:]
        }
    }

    /// Statements run inside a `transaction`.
    public struct Transaction {
        fileprivate let db: OpaquePointer
        fileprivate let path: String
        fileprivate let statements: PreparedStatements

        public func execute(_ sql: String, _ parameters: [SQLValue] = []) throws(StoreError) {
            _ = try query(sql, parameters)
        }

        public func query(_ sql: String, _ parameters: [SQLValue] = []) throws(StoreError) -> [Row] {
            let statement = try statements.statement(sql, on: db, path: path)
            defer { sqlite3_reset(statement) }
            return try SQLiteDatabase.step(statement, sql, parameters, on: db, path: path)
        }

        /// The one value of a statement that selects one column, as `SQLiteDatabase.scalar`.
        public func scalar(_ sql: String, _ parameters: [SQLValue] = []) throws(StoreError) -> SQLValue? {
            try query(sql, parameters).first?.values.first
        }

        /// Runs every statement of a script, as SQLite splits it (comments and quoted `;`
        /// included), without parameters.
        public func executeScript(_ sql: String) throws(StoreError) {
            let failure: StoreError? = sql.withCString { start -> StoreError? in
                var cursor: UnsafePointer<CChar>? = start
                while let current = cursor, current.pointee != 0 {
                    var statement: OpaquePointer?
                    var tail: UnsafePointer<CChar>?
                    let code = sqlite3_prepare_v2(db, current, -1, &statement, &tail)
                    guard code == SQLITE_OK else {
                        return StoreError(path: path, code: code, on: db)
                    }
                    if let statement {
                        let step = sqlite3_step(statement)
                        sqlite3_finalize(statement)
                        guard step == SQLITE_DONE || step == SQLITE_ROW else {
                            return StoreError(path: path, code: step, on: db)
                        }
                    }
                    cursor = tail
                }
                return nil
            }
            if let failure { throw failure }
        }
    }

    /// The text of every statement SQLite starts while `body` runs on this connection, in
    /// order (SQLite's own trace): what a screen reads, for the tests that hold each read to
    /// an index (`EXPLAIN QUERY PLAN`).
    public func statementsRun(during body: () throws -> Void) throws -> [String] {
        final class Log {
            var statements: [String] = []
        }
        let log = Log()
        let context = Unmanaged.passUnretained(log).toOpaque()
        try withConnection { (db) throws(StoreError) in
            sqlite3_trace_v2(
                db, UInt32(SQLITE_TRACE_STMT),
                { _, context, statement, _ in
                    guard let context, let statement, let text = sqlite3_sql(OpaquePointer(statement)) else { return 0 }
                    Unmanaged<Log>.fromOpaque(context).takeUnretainedValue().statements.append(String(cString: text))
                    return 0
                }, context)
        }
        defer { try? withConnection { (db) throws(StoreError) in sqlite3_trace_v2(db, 0, nil, nil) } }
        try withExtendedLifetime(log) { try body() }
        return log.statements
    }

    private func withConnection<T>(_ body: (OpaquePointer) throws(StoreError) -> T) throws(StoreError) -> T {
        lock.lock()
        defer { lock.unlock() }
        guard let db = handle else {
            throw StoreError(path: path, code: SQLITE_MISUSE, message: "the database is closed")
        }
        return try body(db)
    }

    fileprivate static func run(_ sql: String, _ parameters: [SQLValue], on db: OpaquePointer, path: String)
        throws(StoreError) -> [Row]
    {
        var rows: [Row] = []
        try run(sql, parameters, on: db, path: path) { row in
            rows.append(row)
            return true
        }
        return rows
    }

    /// Prepares one statement, steps it with each row handed to `each` (until it says no
    /// more), and finalizes it.
    fileprivate static func run(
        _ sql: String, _ parameters: [SQLValue], on db: OpaquePointer, path: String, each: (Row) -> Bool
    ) throws(StoreError) {
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v2(db, sql, -1, &statement, nil)
        guard code == SQLITE_OK, let statement else {
            throw StoreError(path: path, code: code, on: db)
        }
        defer { sqlite3_finalize(statement) }
        try step(statement, sql, parameters, on: db, path: path, each: each)
    }

    /// Binds the parameters to a prepared statement and steps it to its end, every row read.
    fileprivate static func step(
        _ statement: OpaquePointer, _ sql: String, _ parameters: [SQLValue], on db: OpaquePointer, path: String
    ) throws(StoreError) -> [Row] {
        var rows: [Row] = []
        try step(statement, sql, parameters, on: db, path: path) { row in
            rows.append(row)
            return true
        }
        return rows
    }

    /// Binds the parameters to a prepared statement and steps it, each row handed to `each`
    /// as it is read, until the end or until `each` says no more.
    fileprivate static func step(
        _ statement: OpaquePointer, _ sql: String, _ parameters: [SQLValue], on db: OpaquePointer, path: String,
        each: (Row) -> Bool
    ) throws(StoreError) {
        var code: Int32
        // A placeholder left unbound reads as NULL: a value the code forgot would be lost without a word.
        assert(
            Int(sqlite3_bind_parameter_count(statement)) == parameters.count,
            "\(parameters.count) values for \(sqlite3_bind_parameter_count(statement)) placeholders: \(sql)")
        for (offset, value) in parameters.enumerated() {
            let index = Int32(offset + 1)
            switch value {
            case .null: code = sqlite3_bind_null(statement, index)
            case .integer(let i): code = sqlite3_bind_int64(statement, index, i)
            case .real(let d): code = sqlite3_bind_double(statement, index, d)
            case .text(let s): code = wq_sqlite_bind_text(statement, index, s, -1)
            case .blob(let b):
                code = b.withUnsafeBytes { wq_sqlite_bind_blob(statement, index, $0.baseAddress, Int32($0.count)) }
            }
            guard code == SQLITE_OK else {
                throw StoreError(path: path, code: code, on: db)
            }
        }
        let columnCount = sqlite3_column_count(statement)
        let names = Row.ColumnNames(
            (0..<columnCount).map { sqlite3_column_name(statement, $0).map { String(cString: $0) } ?? "" })
        while true {
            code = sqlite3_step(statement)
            if code == SQLITE_DONE { break }
            guard code == SQLITE_ROW else {
                throw StoreError(path: path, code: code, on: db)
            }
            var row: [SQLValue] = []
            row.reserveCapacity(Int(columnCount))
            for column in 0..<columnCount {
                switch sqlite3_column_type(statement, column) {
                case SQLITE_INTEGER: row.append(.integer(sqlite3_column_int64(statement, column)))
                case SQLITE_FLOAT: row.append(.real(sqlite3_column_double(statement, column)))
                case SQLITE_TEXT:
                    row.append(.text(sqlite3_column_text(statement, column).map { String(cString: $0) } ?? ""))
                case SQLITE_BLOB:
                    let count = Int(sqlite3_column_bytes(statement, column))
                    if let bytes = sqlite3_column_blob(statement, column), count > 0 {
                        row.append(.blob(Array(UnsafeRawBufferPointer(start: bytes, count: count))))
                    } else {
                        row.append(.blob([]))
                    }
                default: row.append(.null)
                }
            }
            guard each(Row(columns: names, values: row)) else { return }
        }
    }
}
