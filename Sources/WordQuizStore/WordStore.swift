import Foundation
import WordQuizCore

/// wordquiz's data: the word picked for each day and every entry fetched, with the raw
/// responses it came from.
public final class WordStore: Sendable {
    public let database: SQLiteDatabase
    /// Told the table of each row skipped because a value in it is damaged (a day no calendar
    /// has, an infinite stability): such a row is left out, never counted from.
    public let damage = DamagedRows()

    /// Opens the store at `path`, creating the file and bringing its schema up to date.
    ///
    /// The schema version is read before anything is written: a database from a newer
    /// wordquiz is refused untouched (its journal mode included), and one that is current
    /// takes no write lock to open. With `readOnly`, a current database is opened read-only,
    /// so a command that only reads never waits behind a writer.
    public init(path: String, readOnly: Bool = false) throws(StoreError) {
        if readOnly, FileManager.default.fileExists(atPath: path),
            let database = try? SQLiteDatabase(path: path, readOnly: true),
            let version = try? database.userVersion()
        {
            try Self.refuseNewer(version, path: path)
            if version == Int64(Migrations.steps.count) {
                self.database = database
                return
            }
            database.close()
        }
        let database = try SQLiteDatabase(path: path)
        do throws(StoreError) {
            try Self.refuseNewer(try database.userVersion(), path: path)
            try database.enableWriteAheadLog()
            try Migrations.migrate(database)
        } catch {
            database.close()
            throw error
        }
        self.database = database
    }

    private static func refuseNewer(_ version: Int64, path: String) throws(StoreError) {
        if version > Int64(Migrations.steps.count) {
            throw StoreError(
                path: path, reason: .newerSchema(version: version, known: Migrations.steps.count), message: "")
        }
    }

    /// An entry from the cache, with when it was fetched.
    public struct CachedEntry: Sendable, Equatable {
        public var entry: Entry
        public var fetchedAt: Int64
    }

    /// The word of a date, as the record has it: the word recorded the first time the date
    /// was asked for, or else `candidate`, recorded now. `today`, the quiz and the digest all
    /// read the day's word here, so a date's word stays what the learner was shown.
    /// - Parameter key: what the pick is for: the level (`all`, `beginner`, …), with the
    ///   decks in use when they are not the bank alone.
    public func dayWord(
        for date: CalendarDate, key: DayPickKey = .allOfTheBank, candidate: String, at time: Int64
    ) throws(StoreError) -> String {
        try database.transaction { (tx) throws(StoreError) -> String in
            try tx.insert(
                RowInsert(
                    into: "daily_pick",
                    [
                        "date": .text(date.description), "level": .text(key.description), "headword": .text(candidate),
                        "picked_at": .integer(time),
                    ], .ignore))
            return try tx.scalar(
                "SELECT headword FROM daily_pick WHERE date = ? AND level = ?",
                [.text(date.description), .text(key.description)]
            )?.string ?? candidate
        }
    }

    /// The headword recorded for a date and key (see `dayWord`), if any.
    public func pick(for date: CalendarDate, key: DayPickKey = .allOfTheBank) throws(StoreError) -> String? {
        try database.scalar(
            "SELECT headword FROM daily_pick WHERE date = ? AND level = ?",
            [.text(date.description), .text(key.description)]
        )?.string
    }

    /// Remembers that a dictionary has no entry for a headword, for the rest of `date`.
    public func recordMissingEntry(provider: Provider, headword: String, on date: CalendarDate) throws(StoreError) {
        try database.insert(
            RowInsert(
                into: "missing_entry",
                ["provider": .text(provider.rawValue), "headword": .text(headword), "date": .text(date.description)],
                .ignore))
    }

    /// Whether a dictionary was found not to have a headword on `date`.
    public func isEntryMissing(provider: Provider, headword: String, on date: CalendarDate) throws(StoreError) -> Bool {
        try !database.query(
            "SELECT 1 FROM missing_entry WHERE provider = ? AND headword = ? AND date = ?",
            [.text(provider.rawValue), .text(headword), .text(date.description)]
        ).isEmpty
    }

    /// SQLite's quick check of the file: `ok`, or its report of what is damaged.
    public func quickCheck() throws(StoreError) -> String {
        try database.scalar("PRAGMA quick_check")?.string ?? "?"
    }

    /// The schema version the file is at (`Migrations`' steps applied).
    public func schemaVersion() throws(StoreError) -> Int64 {
        try database.userVersion()
    }

    /// A number that changes whenever another connection (another wordquiz) commits to the
    /// database, and not for this connection's own writes (SQLite's `data_version`): how a
    /// watcher tells a change from its own reading.
    public func dataVersion() throws(StoreError) -> Int64 {
        try database.query("PRAGMA data_version").first?["data_version"].integer ?? 0
    }

    /// The cached entry for a headword from one provider.
    public func cachedEntry(provider: Provider, headword: String) throws(StoreError) -> CachedEntry? {
        let rows = try database.query(
            "SELECT entry_json, fetched_at FROM entry_cache WHERE provider = ? AND headword = ?",
            [.text(provider.rawValue), .text(headword)])
        return rows.first.flatMap(decode)
    }

    /// The most recently fetched entry for a headword from any provider.
    public func newestCachedEntry(headword: String) throws(StoreError) -> CachedEntry? {
        let rows = try database.query(
            "SELECT entry_json, fetched_at FROM entry_cache WHERE headword = ? ORDER BY fetched_at DESC LIMIT 1",
            [.text(headword)])
        return rows.first.flatMap(decode)
    }

    /// Stores an entry and the responses it came from, replacing an older copy.
    public func saveEntry(
        _ entry: Entry, headword: String, rawSearch: [UInt8]?, rawView: [UInt8]?,
        format: ResponseFormat, at time: Int64
    ) throws(StoreError) {
        let json = try encoded(entry)
        try database.insert(
            RowInsert(
                into: "entry_cache",
                [
                    "provider": .text(entry.provider.rawValue), "headword": .text(headword), "entry_json": .text(json),
                    "raw_search": rawSearch.map(SQLValue.blob) ?? .null,
                    "raw_view": rawView.map(SQLValue.blob) ?? .null, "format": .text(format.rawValue),
                    "fetched_at": .integer(time),
                ],
                .update(
                    key: ["provider", "headword"],
                    set: """
                        entry_json = excluded.entry_json, raw_search = excluded.raw_search,
                        raw_view = excluded.raw_view, format = excluded.format, fetched_at = excluded.fetched_at
                        """)))
    }

    /// Replaces a cached entry's text, keeping the responses it came from and when: for what
    /// is learned after the fetch (its picture).
    public func updateCachedEntry(_ entry: Entry, headword: String) throws(StoreError) {
        try database.update(
            RowUpdate(
                "entry_cache", set: ["entry_json": .value(.text(try encoded(entry)))],
                where: ["provider": .text(entry.provider.rawValue), "headword": .text(headword)]))
    }

    private func encoded(_ entry: Entry) throws(StoreError) -> String {
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            return String(decoding: try encoder.encode(entry), as: UTF8.self)
        } catch {
            throw StoreError(path: database.path, reason: .unencodable, message: "the entry (\(error))")
        }
    }

    private func decode(_ row: Row) -> CachedEntry? {
        guard let json = row["entry_json"].string,
            let entry = try? JSONDecoder().decode(Entry.self, from: Data(json.utf8))
        else { return nil }
        return CachedEntry(entry: entry, fetchedAt: row["fetched_at"].integer ?? 0)
    }
}
