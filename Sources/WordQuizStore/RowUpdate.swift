/// One UPDATE written by name: each column beside what it becomes, the row found by named key
/// columns — never a run of `?` matched to a list by position.
public struct RowUpdate: Sendable {
    /// What a column becomes.
    public enum Assignment: Sendable {
        /// This value.
        case value(SQLValue)
        /// An SQL expression of the row's own, taking no value (`attempts + 1`, `NULL`).
        case expression(String)
        /// This value where one is given (not NULL), else what the row has.
        case valueOrKept(SQLValue)
        /// What the row has where it has something (not NULL), else this value.
        case keptOrValue(SQLValue)
    }

    public let table: String
    public let assignments: [(name: String, assignment: Assignment)]
    public let key: [(name: String, value: SQLValue)]
    /// A further condition on the row, without values (`status IN ('pending', 'sending')`).
    public let condition: String?

    public init(
        _ table: String, set assignments: KeyValuePairs<String, Assignment>,
        where key: KeyValuePairs<String, SQLValue>, and condition: String? = nil
    ) {
        self.table = table
        self.assignments = assignments.map { ($0.key, $0.value) }
        self.key = key.map { ($0.key, $0.value) }
        self.condition = condition
    }

    /// The statement: `UPDATE table SET a = ?, b = b + 1 WHERE k = ? AND l = ? [AND condition]`.
    public var sql: String {
        let set = assignments.map { name, assignment in
            switch assignment {
            case .value: "\(name) = ?"
            case .expression(let expression): "\(name) = \(expression)"
            case .valueOrKept: "\(name) = coalesce(?, \(name))"
            case .keptOrValue: "\(name) = coalesce(\(name), ?)"
            }
        }
        let conditions = key.map { "\($0.name) = ?" } + (condition.map { [$0] } ?? [])
        return "UPDATE \(table) SET \(set.joined(separator: ", ")) WHERE \(conditions.joined(separator: " AND "))"
    }

    /// The values, in the statement's order.
    public var parameters: [SQLValue] {
        assignments.compactMap { _, assignment in
            switch assignment {
            case .value(let value), .valueOrKept(let value), .keptOrValue(let value): value
            case .expression: nil
            }
        } + key.map(\.value)
    }
}

extension SQLiteDatabase {
    /// Updates the rows the key names.
    public func update(_ row: RowUpdate) throws(StoreError) {
        try execute(row.sql, row.parameters)
    }
}

extension SQLiteDatabase.Transaction {
    /// Updates the rows the key names inside the transaction.
    public func update(_ row: RowUpdate) throws(StoreError) {
        try execute(row.sql, row.parameters)
    }
}
