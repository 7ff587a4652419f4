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

    /// An update names each column beside what it becomes and the row by its key: the given
    /// value, an expression of the row's own, or a value that keeps what is there.
    @Test func anUpdateWritesEachColumnNamedBesideIt() throws {
        let database = try database()
        for (word, level) in [("사과", SQLValue.null), ("배", .text("초급"))] {
            try database.insert(
                RowInsert(into: "word", ["headword": .text(word), "level": level, "seen": .integer(1)]))
        }
        let update = RowUpdate(
            "word", set: ["seen": .expression("seen + 1"), "level": .keptOrValue(.text("중급"))],
            where: ["headword": .text("사과")])
        #expect(update.sql == "UPDATE word SET seen = seen + 1, level = coalesce(level, ?) WHERE headword = ?")
        #expect(update.parameters == [.text("중급"), .text("사과")])
        try database.update(update)
        try database.update(
            RowUpdate(
                "word", set: ["level": .valueOrKept(.null), "seen": .value(.integer(9))],
                where: ["headword": .text("배")],
                and: "seen < 5"))
        let rows = try database.query("SELECT headword, level, seen FROM word ORDER BY seen")
        #expect(rows.map { $0["headword"].string } == ["사과", "배"])
        #expect(rows.map { $0["level"].string } == ["중급", "초급"], "filled where empty; kept where none is given")
        #expect(rows.map { $0["seen"].integer } == [2, 9])
    }
}
