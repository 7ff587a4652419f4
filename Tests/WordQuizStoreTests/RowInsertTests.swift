import Foundation
import TestSupport
import Testing

@testable import WordQuizStore

/// A row is written by name: each value lands in the column named beside it, whatever order
/// the table declares them in; a conflict is ignored or updated as asked.
@Suite struct RowInsertTests {
    /// The store and its journal files, removed with the suite's value.
    let folder = TemporaryDirectory("rowinsert")
    var path: String { folder.path + "/wordquiz.sqlite3" }

    func database() throws -> SQLiteDatabase {
        let database = try SQLiteDatabase(path: path)
        try database.execute("CREATE TABLE word (headword TEXT PRIMARY KEY, level TEXT, seen INTEGER NOT NULL)")
        return database
    }

    @Test func eachValueLandsInTheColumnNamedBesideIt() throws {
        let database = try database()
        // Named in another order than the table's: the names, not the places, decide.
        try database.insert(
            RowInsert(into: "word", ["seen": .integer(3), "level": .text("초급"), "headword": .text("사과")]))
        let row = try #require(try database.query("SELECT headword, level, seen FROM word").first)
        #expect(row["headword"].string == "사과")
        #expect(row["level"].string == "초급")
        #expect(row["seen"].integer == 3)
        #expect(
            RowInsert(into: "word", ["seen": .integer(3), "headword": .text("사과")]).sql
                == "INSERT INTO word (seen, headword) VALUES (?, ?)")
    }

    @Test func aConflictIsIgnoredOrUpdatedAsAsked() throws {
        let database = try database()
        let first = RowInsert(into: "word", ["headword": .text("사과"), "level": .text("초급"), "seen": .integer(1)])
        try database.insert(first)
        #expect(throws: StoreError.self) { try database.insert(first) }
        try database.insert(
            RowInsert(into: "word", ["headword": .text("사과"), "level": .text("중급"), "seen": .integer(5)], .ignore))
        #expect(try database.scalar("SELECT level FROM word")?.string == "초급")
        try database.insert(
            RowInsert(
                into: "word", ["headword": .text("사과"), "level": .text("고급"), "seen": .integer(5)],
                .update(key: ["headword"], set: "seen = seen + excluded.seen")))
        let row = try #require(try database.query("SELECT level, seen FROM word").first)
        #expect(row["seen"].integer == 6, "updated as the SET says")
        #expect(row["level"].string == "초급", "and nothing else")
    }
}
