import Synchronization

/// The rows a store left out because a value in them is damaged, by table: each table said
/// once (`onFirst`, set by whoever can tell the user), however many rows it has.
public final class DamagedRows: Sendable {
    private let state = Mutex<(tables: Set<String>, onFirst: (@Sendable (String) -> Void)?)>(([], nil))

    public init() {}

    /// Who is told of a table's first damaged row.
    public func tell(_ onFirst: @escaping @Sendable (String) -> Void) {
        state.withLock { $0.onFirst = onFirst }
    }

    /// A row of `table` left out.
    public func skip(_ table: String) {
        let first = state.withLock { state -> (@Sendable (String) -> Void)? in
            state.tables.insert(table).inserted ? state.onFirst : nil
        }
        first?(table)
    }

    /// A row of `table` left out, as a reader's `compactMap` returns it: nil.
    public func skipped<Value>(_ table: String) -> Value? {
        skip(table)
        return nil
    }

    /// The tables a row was left out of so far.
    public var tables: Set<String> { state.withLock { $0.tables } }
}
