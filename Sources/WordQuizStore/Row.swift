import WordQuizCore

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

extension Row {
    /// A day number (a learner day, a due day) a calendar can show, years 1 to 9999; nil for
    /// none, or for a value no wordquiz wrote (a damaged row, never counted from).
    public func day(_ name: String) -> Int? {
        guard let value = self[name].integer, let day = Int(exactly: value), CalendarDate.dayNumbers.contains(day)
        else { return nil }
        return day
    }

    /// A moment in unix milliseconds within the years a date may have; nil otherwise.
    public func milliseconds(_ name: String) -> Int64? {
        guard let value = self[name].integer, Self.plausibleMilliseconds.contains(value) else { return nil }
        return value
    }

    /// A finite real number (a stability, a sum of predictions); nil for none, an infinity or
    /// not-a-number.
    public func finite(_ name: String) -> Double? {
        guard let value = self[name].real, value.isFinite else { return nil }
        return value
    }

    /// Unix milliseconds from 0001-01-01 to 9999-12-31.
    static let plausibleMilliseconds: ClosedRange<Int64> = -62_135_596_800_000...253_402_300_799_999
}
