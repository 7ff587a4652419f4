import Foundation
import TestSupport
import Testing
import WordQuizCore

@testable import WordQuizStore

extension Migrations {
    /// What takes a database back from the newest schema to schema 11, for the tests that
    /// open a database an older wordquiz wrote: steps 12 to 19 undone.
    static let undoingStepsSince11 = [
        "ALTER TABLE card DROP COLUMN english", "ALTER TABLE review_log DROP COLUMN distractors",
        "ALTER TABLE review_log DROP COLUMN source", "DROP TABLE fsrs_parameters", "DROP TABLE notice_given",
        "ALTER TABLE delivery DROP COLUMN claim_token", "DROP TABLE recall_check",
        "ALTER TABLE deck_word DROP COLUMN note_guid", "ALTER TABLE deck_word DROP COLUMN picture",
        "ALTER TABLE deck_word DROP COLUMN sounds", "DROP INDEX card_by_last_right",
        "ALTER TABLE card DROP COLUMN last_right", "ALTER TABLE deck_word DROP COLUMN word_sound",
    ]

    /// What takes a database back from schema 20 to 19 (the fit's scores), run first by a test
    /// that goes back to a schema after 11 (the list above drops the table with them).
    static let undoingStep20 = [
        "ALTER TABLE fsrs_parameters DROP COLUMN log_loss", "ALTER TABLE fsrs_parameters DROP COLUMN rmse_bins",
    ]
}

@Suite struct WordStoreTests {
    /// The store's folder, removed with the suite's value.
    let folder = TemporaryDirectory("wordstore")
    var path: String { folder.path + "/wordquiz.sqlite3" }

    let apple = Entry(
        headword: "사과", homographNumber: 4, partOfSpeech: "명사", origin: "沙果",
        senses: [Sense(definition: "열매.", examples: ["사과를 먹었다."])], provider: .stdict, targetCode: "150214")

    @Test func theFirstPickOfADateStands() throws {
        let store = try WordStore(path: path)
        let day = try #require(CalendarDate(parsing: "2026-11-29"))
        #expect(try store.dayWord(for: day, candidate: "사과", at: 1) == "사과")
        #expect(try store.dayWord(for: day, candidate: "배", at: 2) == "사과")
        #expect(try store.pick(for: day) == "사과")
        #expect(try store.pick(for: day.adding(days: 1)) == nil)
    }

    /// An entry's level is cached as its Korean name, as entries cached before it was typed
    /// wrote it: such a row reads back as the level; its code reads too.
    @Test(arguments: [("초급", BankWord.Level.beginner), ("고급", .advanced), ("intermediate", .intermediate)])
    func aCachedLevelReadsBackAsTheLevel(written: String, level: BankWord.Level) throws {
        let store = try WordStore(path: path)
        var tree = apple
        tree.level = .advanced
        try store.saveEntry(tree, headword: "사과", rawSearch: [], rawView: nil, format: .xml, at: 100)
        let json = try #require(try store.database.scalar("SELECT entry_json FROM entry_cache")?.string)
        #expect(json.contains(#""level":"고급""#), "\(json)")
        try store.database.execute(
            "UPDATE entry_cache SET entry_json = ?", [.text(json.replacingOccurrences(of: "고급", with: written))])
        #expect(try store.cachedEntry(provider: .stdict, headword: "사과")?.entry.level == level)
    }

    @Test func entriesAndTheirRawResponsesSurviveReopening() throws {
        do {
            let store = try WordStore(path: path)
            try store.saveEntry(
                apple, headword: "사과", rawSearch: Array("<channel/>".utf8), rawView: [0, 1, 2],
                format: .xml, at: 100)
        }
        let reopened = try WordStore(path: path)
        let cached = try #require(try reopened.cachedEntry(provider: .stdict, headword: "사과"))
        #expect(cached.entry == apple)
        #expect(cached.fetchedAt == 100)
        let raw = try #require(
            try reopened.database.query(
                "SELECT raw_search, raw_view FROM entry_cache WHERE provider = 'stdict' AND headword = '사과'"
            ).first)
        #expect(raw["raw_search"].bytes == Array("<channel/>".utf8))
        #expect(raw["raw_view"].bytes == [0, 1, 2])
        #expect(try reopened.cachedEntry(provider: .opendict, headword: "사과") == nil)
    }

    @Test func savingAgainReplacesTheOlderCopy() throws {
        let store = try WordStore(path: path)
        try store.saveEntry(apple, headword: "사과", rawSearch: nil, rawView: nil, format: .xml, at: 1)
        var newer = apple
        newer.senses = [Sense(definition: "새 뜻.")]
        try store.saveEntry(newer, headword: "사과", rawSearch: nil, rawView: nil, format: .json, at: 2)
        #expect(try store.cachedEntry(provider: .stdict, headword: "사과")?.entry == newer)
    }

    @Test func theNewestCopyFromAnyProviderIsFound() throws {
        let store = try WordStore(path: path)
        var fromKrdict = apple
        fromKrdict.provider = .krdict
        try store.saveEntry(apple, headword: "사과", rawSearch: nil, rawView: nil, format: .xml, at: 1)
        try store.saveEntry(fromKrdict, headword: "사과", rawSearch: nil, rawView: nil, format: .xml, at: 5)
        #expect(try store.newestCachedEntry(headword: "사과")?.entry.provider == .krdict)
    }

    @Test func usesWriteAheadLogging() throws {
        let store = try WordStore(path: path)
        #expect(try store.database.scalar("PRAGMA journal_mode")?.string == "wal")
        #expect(try store.database.scalar("PRAGMA user_version")?.integer == Int64(Migrations.steps.count))
    }

    /// A store the daemon opens holds its file through SQLite alone: making the file (mode
    /// 0600, before SQLite opens it) leaves no descriptor of its own behind, and closing the
    /// store lets go of the file.
    @Test func aNewStoreHoldsItsFileOnceAndLetsGoOfItWhenClosed() throws {
        let file = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let store = try WordStore(path: path)
        #expect(Self.descriptors(on: file) == 1)
        store.database.close()
        #expect(Self.descriptors(on: file) == 0)
    }

    /// How many of this process's descriptors are open on `file` (read from /proc/self/fd).
    static func descriptors(on file: String) -> Int {
        let folder = "/proc/self/fd"
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return entries.filter { entry in
            (try? FileManager.default.destinationOfSymbolicLink(atPath: folder + "/" + entry)) == file
        }.count
    }

    @Test func aFileThatIsNotADatabaseIsReportedAndLeftAlone() throws {
        let garbage = Data("these are someone's notes, not a database\n".utf8) + Data(repeating: 7, count: 4096)
        try garbage.write(to: URL(fileURLWithPath: path))
        do {
            _ = try WordStore(path: path)
            Issue.record("opened a non-database")
        } catch {
            #expect(error.isCorrupt)
            #expect(error.description.contains(path))
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == garbage)
    }

    @Test func aDamagedDatabaseIsReportedAndLeftAlone() throws {
        do {
            let store = try WordStore(path: path)
            for n in 0..<200 {
                try store.saveEntry(
                    apple, headword: "단어\(n)", rawSearch: [UInt8](repeating: 1, count: 2000),
                    rawView: nil, format: .xml, at: Int64(n))
            }
            try store.database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            store.database.close()
        }
        // Scribble over the middle of the file, past the header.
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
        try handle.seek(toOffset: 8192)
        handle.write(Data(repeating: 0xFF, count: 16_384))
        try handle.close()
        let damaged = try Data(contentsOf: URL(fileURLWithPath: path))

        var sawCorruption = false
        do {
            let store = try WordStore(path: path)
            for n in 0..<200 { _ = try store.cachedEntry(provider: .stdict, headword: "단어\(n)") }
        } catch {
            sawCorruption = error.isCorrupt
        }
        #expect(sawCorruption)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == damaged)
    }

    @Test func aDirectoryInPlaceOfTheFileCannotBeOpened() throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        #expect(throws: StoreError.self) { try WordStore(path: path) }
    }

    @Test func aSchemaFromANewerVersionIsRefused() throws {
        do {
            let store = try WordStore(path: path)
            try store.database.execute("PRAGMA user_version = 99")
        }
        do {
            _ = try WordStore(path: path)
            Issue.record("opened a newer schema")
        } catch {
            #expect(error.isFromNewerVersion)
        }
    }

    @Test func twoConnectionsWriteWithoutLockErrors() async throws {
        let first = try WordStore(path: path)
        let second = try WordStore(path: path)
        let entry = apple
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (index, store) in [first, second].enumerated() {
                group.addTask {
                    for n in 0..<100 {
                        try store.saveEntry(
                            entry, headword: "w\(index)-\(n)", rawSearch: nil, rawView: nil,
                            format: .xml, at: Int64(n))
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(try first.database.scalar("SELECT count(*) FROM entry_cache")?.integer == 200)
    }

    @Test func readThenWriteTransactionsOnTwoConnectionsBothCommitInTurn() throws {
        // The order that breaks a deferred BEGIN: the first reads, the second starts, reads and
        // writes, then the first writes from what it read (an answer, a fire claim, a
        // migration all read before they write). Each transaction must take the write lock
        // when it begins: the second then waits for the first and reads what it wrote.
        let stores = (try WordStore(path: path), try WordStore(path: path))
        let (first, second) = (stores.0.database, stores.1.database)
        try first.execute("CREATE TABLE counter (n INTEGER NOT NULL)")
        try first.execute("INSERT INTO counter VALUES (0)")
        let firstHasRead = DispatchSemaphore(value: 0)
        let secondIsStarting = DispatchSemaphore(value: 0)
        let secondResult = LockedBox<Result<Void, StoreError>?>(nil)
        let secondDone = DispatchSemaphore(value: 0)
        Thread {
            firstHasRead.wait()
            secondIsStarting.signal()
            secondResult.value = Result { () throws(StoreError) in
                try second.transaction { (tx) throws(StoreError) in
                    let n = try tx.scalar("SELECT n FROM counter")?.integer ?? -1
                    try tx.execute("UPDATE counter SET n = ?", [.integer(n + 1)])
                }
            }
            secondDone.signal()
        }.start()
        var secondFinishedEarly = false
        try first.transaction { (tx) throws(StoreError) in
            let n = try tx.scalar("SELECT n FROM counter")?.integer ?? -1
            firstHasRead.signal()
            secondIsStarting.wait()
            // The second may not finish while the first holds the write lock: it waits at its
            // BEGIN. (A deferred BEGIN lets it read, write and commit here, or fail busy.)
            secondFinishedEarly = secondDone.wait(timeout: .now() + 0.3) == .success
            try tx.execute("UPDATE counter SET n = ?", [.integer(n + 1)])
        }
        #expect(!secondFinishedEarly, "the second transaction ran inside the first")
        if !secondFinishedEarly { secondDone.wait() }
        #expect(throws: Never.self) { try secondResult.value?.get() }
        #expect(try first.scalar("SELECT n FROM counter")?.integer == 2, "no increment was lost")
    }

    @Test func aFailedTransactionLeavesNothingBehind() throws {
        let store = try WordStore(path: path)
        #expect(throws: StoreError.self) {
            try store.database.transaction { (tx) throws(StoreError) in
                try tx.execute(
                    "INSERT INTO daily_pick (date, level, headword, picked_at) VALUES ('2026-01-01', 'all', '사과', 1)")
                try tx.execute("INSERT INTO no_such_table VALUES (1)")
            }
        }
        #expect(try store.database.scalar("SELECT count(*) FROM daily_pick")?.integer == 0)
    }
}
