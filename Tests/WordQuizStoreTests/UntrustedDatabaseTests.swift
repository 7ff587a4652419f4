import Foundation
import TestSupport
import Testing
import WordQuizCore

@testable import WordQuizStore

/// A database someone else wrote is opened with SQLite's own defences: nothing it holds runs,
/// no statement outlives its time, no value outgrows its limit, and it is never written.
@Suite struct UntrustedDatabaseTests {
    let folder = TemporaryDirectory("untrusted")

    /// A small database at a path with the characters a `file:` URI gives meaning to.
    func database(_ sql: String) throws -> String {
        let path = folder.path + "/a ?#%&=b.sqlite3"
        let writer = try SQLiteDatabase(path: path)
        try writer.transaction { (tx) throws(StoreError) in try tx.executeScript(sql) }
        writer.close()
        return path
    }

    @Test func aStatementThatNeverEndsIsStoppedAtItsTime() throws {
        let path = try database("CREATE TABLE t (x);")
        let untrusted = try SQLiteDatabase.untrusted(path: path, maximumValueBytes: 1 << 20, seconds: 0.2)
        let started = ContinuousClock.now
        #expect {
            try untrusted.query(
                "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) SELECT count(*) FROM n")
        } throws: { error in
            (error as? StoreError)?.resultCode?.primary == .interrupted
        }
        #expect(started.duration(to: .now) < .seconds(10), "stopped, not run to the end")
    }

    @Test func aValuePastTheLimitIsRefused() throws {
        let path = try database("CREATE TABLE t (x); INSERT INTO t VALUES (zeroblob(2000));")
        let untrusted = try SQLiteDatabase.untrusted(path: path, maximumValueBytes: 1000, seconds: 5)
        #expect {
            try untrusted.query("SELECT x FROM t")
        } throws: { error in
            (error as? StoreError)?.resultCode?.primary == .tooBig
        }
        #expect(try untrusted.query("SELECT count(*) AS n FROM t").first?["n"].integer == 1, "the row is there")
    }

    @Test func viewsAndTriggersDoNotRunAndNothingIsWritten() throws {
        let path = try database(
            """
            CREATE TABLE t (x); INSERT INTO t VALUES (1);
            CREATE VIEW v AS SELECT x FROM t;
            CREATE TRIGGER g AFTER DELETE ON t BEGIN INSERT INTO t VALUES (2); END;
            """)
        let untrusted = try SQLiteDatabase.untrusted(path: path, maximumValueBytes: 1 << 20, seconds: 5)
        #expect(throws: StoreError.self) { try untrusted.query("SELECT x FROM v") }
        #expect(throws: StoreError.self) { try untrusted.execute("DELETE FROM t") }
        #expect(try untrusted.query("SELECT x FROM t").map { $0["x"].integer } == [1])
        untrusted.close()
        #expect(!FileManager.default.fileExists(atPath: path + "-journal"))
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    }
}
