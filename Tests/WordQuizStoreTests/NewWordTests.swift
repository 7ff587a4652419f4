import Foundation
import TestSupport
import Testing
import WordQuizCore

@testable import WordQuizStore

/// The new words a quiz or `learn` takes: met and never answered, found through an index.
@Suite struct NewWordTests {
    /// The store and its journal files, removed with the suite's value.
    let folder = TemporaryDirectory("wordquiz-new")
    var path: String { folder.path + "/wordquiz.sqlite3" }

    func answer(_ card: QuizCard, on day: Int, in store: WordStore) throws {
        try store.record(
            WordStore.Answer(
                sessionID: "s", card: card, reviewedAt: Int64(day) * 86_400_000, learnerDay: day, kind: .choice,
                prompt: "", answer: "", verdict: .correct, rating: .good, hints: 0, responseMilliseconds: 1,
                isPractice: false),
            using: FSRS())
    }

    @Test func aWordStopsBeingNewWhenAnsweredAndAMeetingAfterAnAnswerIsNotNew() throws {
        let store = try WordStore(path: path)
        let words = WordBank.embedded.words.prefix(4).map(QuizCard.init)
        try store.recordMeeting(words[0].headword, day: 10, source: .today)
        try store.recordMeeting(words[1].headword, day: 11, source: .learn)
        try store.recordMeeting(words[2].headword, day: 12, source: .digest)
        #expect(try store.newMetWords(limit: 10) == [words[2], words[1], words[0]].map(\.headword))
        try answer(words[1], on: 12, in: store)
        #expect(try store.newMetWords(limit: 10) == [words[2], words[0]].map(\.headword))
        #expect(try store.newMetWords(limit: 1) == [words[2].headword])
        // Answered first (an imported card), met later: not new.
        try answer(words[3], on: 13, in: store)
        try store.recordMeeting(words[3].headword, day: 13, source: .today)
        #expect(try !store.newMetWords(limit: 10).contains(words[3].headword))
    }

    /// The wrong choices of a word's last three askings, and no older ones.
    @Test func aWordsRecentWrongChoicesAreItsLastThreeAskings() throws {
        let store = try WordStore(path: path)
        let apple = QuizCard(WordBank.embedded.words[0])
        let askings = [["가", "나", "다"], ["라", "마", "바"], ["사", "아", "자"], ["차", "카", "타"]]
        for (day, distractors) in askings.enumerated() {
            try store.record(
                WordStore.Answer(
                    sessionID: "s", card: apple, reviewedAt: Int64(day) * 86_400_000, learnerDay: day, kind: .choice,
                    prompt: "", answer: "1", verdict: .correct, rating: .good, hints: 0, responseMilliseconds: 1,
                    distractors: distractors),
                using: FSRS())
        }
        let recent = try store.recentDistractors(for: [apple.headword, "없는 단어"])
        #expect(recent == [apple.headword: Set(askings.suffix(3).joined())])
    }

    @Test func anOlderDatabaseLearnsWhichMetWordsWereAnswered() throws {
        let words = WordBank.embedded.words.prefix(2).map(QuizCard.init)
        do {
            let store = try WordStore(path: path)
            try store.recordMeeting(words[0].headword, day: 10, source: .today)
            try store.recordMeeting(words[1].headword, day: 10, source: .today)
            try answer(words[0], on: 10, in: store)
            // As a database of schema 7 had it: no record of answering on the met word.
            for statement in Migrations.undoingStepsSince11 + [
                "DROP INDEX met_word_unanswered", "ALTER TABLE met_word DROP COLUMN answered",
                "DROP TABLE deck_word", "DROP TABLE deck", "PRAGMA user_version = 7",
            ] {
                try store.database.execute(statement)
            }
            #expect(try store.database.scalar("PRAGMA user_version")?.integer == 7)
        }
        let reopened = try WordStore(path: path)
        #expect(try reopened.newMetWords(limit: 10) == [words[1].headword])
    }

    @Test func anOlderDatabasesDayWordsStayTheWordsForAllLevels() throws {
        let date = try #require(CalendarDate(parsing: "2026-11-29"))
        do {
            let store = try WordStore(path: path)
            // As a database of schema 8 had it: one pick a date, for every level.
            for statement in [
                "DROP TABLE daily_pick",
                "CREATE TABLE daily_pick (date TEXT PRIMARY KEY, headword TEXT NOT NULL, picked_at INTEGER NOT NULL)",
                "INSERT INTO daily_pick VALUES ('2026-11-29', '그리움', 1)",
            ] + Migrations.undoingStepsSince11 + [
                "DROP TABLE deck_word", "DROP TABLE deck", "PRAGMA user_version = 8",
            ] {
                try store.database.execute(statement)
            }
        }
        let reopened = try WordStore(path: path)
        #expect(try reopened.pick(for: date, key: .allOfTheBank) == "그리움")
        #expect(try reopened.pick(for: date, key: DayPickKey(level: .only(.beginner))) == nil)
        #expect(
            try reopened.dayWord(for: date, key: DayPickKey(level: .only(.beginner)), candidate: "춥다", at: 2) == "춥다")
        #expect(
            try reopened.dayWord(for: date, key: .allOfTheBank, candidate: "춥다", at: 2) == "그리움",
            "the first pick stands")
    }
}

/// A value shared between a test and a thread it starts.
final class LockedBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
