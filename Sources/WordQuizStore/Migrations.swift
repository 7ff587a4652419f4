/// The schema, as numbered steps applied in order and recorded in `PRAGMA user_version`.
/// Steps are never edited once released: a change is a new step.
enum Migrations {
    static let steps: [String] = [
        // 1: the day's pick and cached entries with their raw responses.
        """
        CREATE TABLE daily_pick (
            date TEXT PRIMARY KEY,          -- local date, yyyy-MM-dd
            headword TEXT NOT NULL,
            picked_at INTEGER NOT NULL      -- unix seconds
        );
        CREATE TABLE entry_cache (
            provider TEXT NOT NULL,
            headword TEXT NOT NULL,
            entry_json TEXT NOT NULL,       -- the cleaned Entry
            raw_search BLOB,                -- the response bodies as received
            raw_view BLOB,
            format TEXT NOT NULL,
            fetched_at INTEGER NOT NULL,
            PRIMARY KEY (provider, headword)
        );
        """
    ]

    /// Brings the database up to the newest schema, one transaction per step.
    static func migrate(_ database: SQLiteDatabase) throws(StoreError) {
        try database.transaction { (tx) throws(StoreError) in
            let version = try tx.query("PRAGMA user_version").first?.first?.integer ?? 0
            if version > Int64(steps.count) {
                throw StoreError(
                    path: database.path, code: StoreError.newerSchemaCode,
                    message: "schema version \(version), this wordquiz knows \(steps.count)")
            }
            for (index, step) in steps.enumerated() where Int64(index) >= version {
                for statement in step.split(separator: ";") where !statement.allSatisfy(\.isWhitespace) {
                    try tx.execute(String(statement))
                }
                try tx.execute("PRAGMA user_version = \(index + 1)")
            }
        }
    }
}
