import Foundation
import TestSupport
import Testing
import WordQuizCore
import WordQuizStore

@testable import WordQuizApp

/// What a study screen reads grows with what it shows, not with the learner's record: every
/// statement `review`, `quiz` and `learn` run to start, the answer's write and the widget's
/// glance find their rows through an index (SQLite's `EXPLAIN QUERY PLAN`), never by reading
/// a whole table of the record, which a learner of years holds a million rows of.
@Suite struct QueryPlanTests {
    let folder = TemporaryDirectory("wordquiz-query-plans")
    var path: String { folder.path + "/wordquiz.sqlite3" }
    let day = CalendarDate(year: 2026, month: 3, day: 2)!.dayNumber

    /// The tables that grow with the learner: a row a word met, answered, cached or imported.
    static let recordTables: Set = [
        "card", "review_log", "met_word", "deck_word", "entry_cache", "recall_check", "daily_activity",
        "daily_pick", "delivery", "delivery_channel", "missing_entry",
    ]

    /// The plan lines that read the whole of a record table: `SCAN card`, not `SEARCH card
    /// USING INDEX …` nor a scan that walks an index in its order (`SCAN card USING INDEX …`,
    /// stopped by its LIMIT).
    func wholeTableReads(of sql: String, in store: WordStore) throws -> [String] {
        // Each placeholder a NULL: the plan is the statement's, whatever values it is given.
        let plan = try store.database.query("EXPLAIN QUERY PLAN " + sql.replacing(/\?[0-9]*/, with: "NULL"))
        return plan.compactMap { $0["detail"].string }.filter { detail in
            guard detail.hasPrefix("SCAN "), !detail.contains(" USING ") else { return false }
            let table = detail.dropFirst(5).split(separator: " ").first.map(String.init) ?? ""
            return Self.recordTables.contains(table)
        }
    }

    func answer(_ word: BankWord, on day: Int, right: Bool = true, in store: WordStore) throws {
        try store.record(
            WordStore.Answer(
                sessionID: "s", card: QuizCard(word), reviewedAt: Int64(day) * 86_400_000 + 36_000_000,
                learnerDay: day, kind: .chosung, prompt: "", answer: word.headword,
                verdict: right ? .correct : .wrong, rating: right ? .good : .again, hints: 0,
                responseMilliseconds: 3_000, isPractice: false),
            using: FSRS())
    }

    @Test func startingAStudyScreenAndAnsweringReadThroughIndexes() throws {
        let store = try WordStore(path: path)
        let words = Array(WordBank.embedded.words.prefix(240))
        for (index, word) in words.enumerated() {
            try store.recordMeeting(word.headword, day: day - 40 + index % 30, source: .learn)
            try answer(word, on: day - 39 + index % 30, right: index % 7 != 0, in: store)
            try answer(word, on: day - 9 + index % 9, in: store)
        }
        let statements = try store.database.statementsRun {
            _ = try ReviewDeal(store: store, learnerDay: day, dailyLimit: 20)
            _ = try QuizDeal(store: store, learnerDay: day, todayWord: words[3], level: nil, count: 10)
            _ = try NewWords(
                store: store, learnerDay: day, todayWord: words[3], level: .all, dailyLimit: 5, wanted: 5)
            try answer(words[5], on: day, in: store)
            // A status bar's glance, every few seconds.
            let today = CalendarDate(dayNumber: day)
            _ = try WidgetGlance(store: store, configuration: try Configuration.resolve(layers: [])).widget(
                for: today, today: today, now: Int64(day) * 86_400 + 36_000, language: .ko)
        }
        #expect(statements.count > 10, "the screens' reads were traced: \(statements)")
        // What a whole-table read looks like, seen: an answer looked up by its text.
        #expect(try wholeTableReads(of: "SELECT id FROM review_log WHERE answer = ?", in: store) == ["SCAN review_log"])
        for sql in Set(statements) {
            let reads = try wholeTableReads(of: sql, in: store)
            #expect(reads.isEmpty, "\(reads) for: \(sql)")
        }
    }
}
