/// A row written as rows are read, by name: each column named beside its value
/// (`["headword": .text(word), "met_day": .integer(day)]`), the statement made from the names,
/// so that no value can land in another column's place.
public struct RowInsert: Sendable {
    /// What an insert does when the row's key is there already.
    public enum Conflict: Sendable {
        /// It fails, as a constraint says.
        case fail
        /// The row there stays; nothing is written (`changes()` tells which).
        case ignore
        /// The row there is updated (SQLite's upsert): `set` assigns its columns, where
        /// `excluded.name` is the value this insert gave.
        case update(key: [String], set: String)
    }

    public let table: String
    public let columns: [(name: String, value: SQLValue)]
    public let conflict: Conflict

    public init(into table: String, _ columns: KeyValuePairs<String, SQLValue>, _ conflict: Conflict = .fail) {
        self.init(into: table, columns: columns.map { ($0.key, $0.value) }, conflict)
    }

    /// A row whose columns are put together in parts (a schedule's, by its kind of trigger).
    public init(into table: String, columns: [(name: String, value: SQLValue)], _ conflict: Conflict = .fail) {
        self.table = table
        self.columns = columns
        self.conflict = conflict
    }

    /// The statement: `INSERT [OR IGNORE] INTO table (a, b) VALUES (?, ?) [ON CONFLICT …]`.
    public var sql: String {
        let names = columns.map(\.name).joined(separator: ", ")
        let places = Array(repeating: "?", count: columns.count).joined(separator: ", ")
        switch conflict {
        case .fail:
            return "INSERT INTO \(table) (\(names)) VALUES (\(places))"
        case .ignore:
            return "INSERT OR IGNORE INTO \(table) (\(names)) VALUES (\(places))"
        case .update(let key, let set):
            return
                "INSERT INTO \(table) (\(names)) VALUES (\(places)) ON CONFLICT (\(key.joined(separator: ", "))) DO UPDATE SET \(set)"
        }
    }

    /// The values, in the statement's order.
    public var parameters: [SQLValue] { columns.map(\.value) }
}

extension SQLiteDatabase {
    /// Writes one row, its columns named beside their values.
    public func insert(_ row: RowInsert) throws(StoreError) {
        try execute(row.sql, row.parameters)
    }
}

extension SQLiteDatabase.Transaction {
    /// Writes one row inside the transaction, its columns named beside their values.
    public func insert(_ row: RowInsert) throws(StoreError) {
        try execute(row.sql, row.parameters)
    }
}
