/// One row of a query's result, read by column name as the statement spells it (`row["headword"]`,
/// or the `AS` name of a computed column), never by position: a column added to or moved in a
/// `SELECT` cannot shift what another column reads.
public struct Row: Sendable {
    /// The statement's column names, shared by every row of one result.
    let columns: ColumnNames
    let values: [SQLValue]

    /// The value of the column named `name`. A name the statement has no column for is a
    /// programming mistake: it stops a debug build (every test), and reads as NULL in a release.
    public subscript(_ name: String) -> SQLValue {
        guard let index = columns.index(of: name) else {
            assertionFailure("no column '\(name)' in this result (it has \(columns.names))")
            return .null
        }
        return values[index]
    }

    /// The names of a result's columns, looked up by a short linear search (a result has a
    /// handful), built once per statement.
    final class ColumnNames: Sendable {
        let names: [String]

        init(_ names: [String]) {
            self.names = names
        }

        func index(of name: String) -> Int? {
            names.firstIndex(of: name)
        }
    }
}
