import Foundation
import Testing
import WordQuizCore

@testable import WordQuizStore

extension Migrations {
    /// What takes a database back from the newest schema to schema 11, for the tests that
    /// open a database an older wordquiz wrote: steps 12 to 16 undone.
    static let undoingStepsSince11 = [
        "ALTER TABLE card DROP COLUMN english", "ALTER TABLE review_log DROP COLUMN distractors",
        "ALTER TABLE review_log DROP COLUMN source", "DROP TABLE fsrs_parameters", "DROP TABLE notice_given",
        "ALTER TABLE delivery DROP COLUMN claim_token", "DROP TABLE recall_check",
    ]
}

@Suite struct WordStoreTests {
    let directory = NSTemporaryDirectory() + "wordstore-\(UUID().uuidString)"
    var path: String { directory + "/wordquiz.sqlite3" }

    init() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

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

/// The running aggregates the store keeps with each answer give the same statistics as the
/// reference computation from every answer (`LearnerStats(records:schedules:today:)`).
@Suite struct StatisticsAggregateTests {
    let path = NSTemporaryDirectory() + "wordquiz-stats-\(UUID().uuidString).sqlite3"

    @Test func aggregatesMatchTheFullLogOverAMonthOfRandomAnswers() throws {
        let store = try WordStore(path: path)
        defer { try? FileManager.default.removeItem(atPath: path) }
        var random = SeededRandom(seed: 77)
        let words = WordBank.embedded.words.prefix(30).map(QuizCard.init)
        let fsrs = FSRS()
        for day in 100..<130 where Bool.random(using: &random) || day == 129 {
            for _ in 0..<Int.random(in: 1...12, using: &random) {
                let card = words.randomElement(using: &random)!
                let rating = FSRS.Rating.allCases.randomElement(using: &random)!
                // An "almost" is graded Hard, as a hinted right answer is.
                let verdict: RecordedVerdict =
                    rating == .again ? .wrong : rating == .hard && Bool.random(using: &random) ? .almost : .correct
                try store.record(
                    WordStore.Answer(
                        sessionID: "s", card: card, reviewedAt: Int64(day) * 86_400_000, learnerDay: day,
                        kind: .chosung, prompt: "", answer: "", verdict: verdict, rating: rating, hints: 0,
                        responseMilliseconds: 1, isPractice: Bool.random(using: &random)),
                    using: fsrs)
            }
        }
        let log = try store.reviewLog()
        let records = log.map {
            ReviewRecord(
                headword: $0.card.headword, day: $0.learnerDay, rating: $0.rating, verdict: $0.verdict,
                isPractice: $0.isPractice)
        }
        let schedules = Dictionary(
            try store.studiedCards().map { ($0.card.headword, $0.schedule) }, uniquingKeysWith: { a, _ in a })
        for today in [110, 125, 129, 131] {
            let reference = LearnerStats(records: records, schedules: schedules, today: today)
            let aggregated = try store.statistics(today: today)
            #expect(aggregated == reference, "day \(today)")
        }
        #expect(records.contains { $0.isPractice })
        #expect(records.contains { $0.verdict == .almost }, "the month holds near misses")
    }

    /// True retention and calibration as the store counts them while answers are given agree
    /// with their definitions over the whole log (`TrueRetention`, `RecallCalibration`): each
    /// word's reviews replayed, the first of a day after its first day counted.
    @Test func recallChecksMatchTheFullLogOverTwoMonthsOfRandomAnswers() throws {
        let store = try WordStore(path: path)
        defer { try? FileManager.default.removeItem(atPath: path) }
        var random = SeededRandom(seed: 78)
        // Words of every level, and two of a deck (no level).
        let bank = WordBank.embedded
        let levelled = BankWord.Level.allCases.flatMap { level in
            bank.positions(of: level).prefix(8).map { bank.words[$0] }
        }
        let words =
            levelled.map(QuizCard.init) + [
                QuizCard(headword: "낱말갑", partOfSpeech: "명사", definition: "가"),
                QuizCard(headword: "낱말을", partOfSpeech: "명사", definition: "나"),
            ]
        let fsrs = FSRS()
        for day in 200..<260 where Bool.random(using: &random) {
            var answered: Set<String> = []
            for _ in 0..<Int.random(in: 1...15, using: &random) {
                let card = words.randomElement(using: &random)!
                let rating = FSRS.Rating.allCases.randomElement(using: &random)!
                // As the quiz does it: a word answered once today is practice the second time.
                let practice = answered.contains(card.headword) || Int.random(in: 0..<5, using: &random) == 0
                answered.insert(card.headword)
                try store.record(
                    WordStore.Answer(
                        sessionID: "s", card: card, reviewedAt: Int64(day) * 86_400_000, learnerDay: day,
                        kind: .chosung, prompt: "", answer: "", verdict: rating == .again ? .wrong : .correct,
                        rating: rating, hints: 0, responseMilliseconds: 1, isPractice: practice,
                        level: bank.word(card.headword)?.level),
                    using: fsrs)
            }
        }
        let histories = FSRSOptimizer.historiesByWord(from: try store.answersForFitting())
        let predictions = FSRSOptimizer.predictions(histories.map(\.history), weights: fsrs.weights)
        #expect(try store.testedReviews() == predictions.count)
        #expect(predictions.count > 100, "the two months hold reviews to count: \(predictions.count)")
        for today in [215, 240, 259, 280] {
            let reference = TrueRetention(histories, level: { bank.word($0)?.level }, today: today, target: 0.9)
            let counted = TrueRetention(
                tallies: try store.recallChecks(on: (today - TrueRetention.days + 1)...today), target: 0.9)
            #expect(counted == reference, "day \(today)")
        }
        #expect(Set(try store.recallChecks(on: 200...259).keys) == Set(BankWord.Level.allCases + [nil]))
        let reference = RecallCalibration(predictions)
        let counted = RecallCalibration(sums: try store.recallCalibrationSums())
        #expect(counted.bins.map(\.reviews) == reference.bins.map(\.reviews))
        #expect(counted.bins.map(\.observed) == reference.bins.map(\.observed))
        for (a, b) in zip(counted.bins, reference.bins) { #expect(abs(a.predicted - b.predicted) < 1e-3) }
    }

    /// Only a word's first review of a day tests its memory: a second one the same day (the
    /// store takes it, though a quiz would call it practice) is not counted again.
    @Test func aSecondReviewOnTheSameDayIsNotCountedAgain() throws {
        let store = try WordStore(path: path)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let card = QuizCard(WordBank.embedded.words[0])
        for (day, rating) in [(1, FSRS.Rating.good), (4, .again), (4, .good), (4, .good)] {
            try store.record(
                WordStore.Answer(
                    sessionID: "s", card: card, reviewedAt: Int64(day) * 86_400_000, learnerDay: day, kind: .chosung,
                    prompt: "", answer: "", verdict: .correct, rating: rating, hints: 0, responseMilliseconds: 1,
                    isPractice: false, level: .advanced),
                using: FSRS())
        }
        #expect(try store.recallChecks(on: 1...4) == [.advanced: .init(reviews: 1, recalled: 0)])
        #expect(try store.testedReviews() == 1)
    }

    /// A database from before recall was counted: its tested reviews are counted from the log,
    /// in all and with no prediction.
    @Test func anOlderDatabasesReviewsCountTowardTrueRetention() throws {
        defer { try? FileManager.default.removeItem(atPath: path) }
        let card = QuizCard(WordBank.embedded.words[0])
        do {
            let store = try WordStore(path: path)
            // Day 1: first answer and a practice repeat; day 3: a miss, then a repeat; day 9: right.
            for (day, rating, practice) in [
                (1, FSRS.Rating.good, false), (1, .good, true), (3, .again, false), (3, .good, true), (9, .good, false),
            ] {
                try store.record(
                    WordStore.Answer(
                        sessionID: "s", card: card, reviewedAt: Int64(day) * 86_400_000, learnerDay: day,
                        kind: .chosung, prompt: "", answer: "", verdict: .correct, rating: rating, hints: 0,
                        responseMilliseconds: 1, isPractice: practice, level: .beginner),
                    using: FSRS())
            }
            #expect(try store.recallChecks(on: 1...9) == [.beginner: .init(reviews: 2, recalled: 1)])
            try store.database.execute("DROP TABLE recall_check")
            try store.database.execute("PRAGMA user_version = 15")
        }
        let reopened = try WordStore(path: path)
        #expect(try reopened.recallChecks(on: 1...9) == [nil: .init(reviews: 2, recalled: 1)])
        #expect(try reopened.recallChecks(on: 4...9) == [nil: .init(reviews: 1, recalled: 1)])
        #expect(try reopened.testedReviews() == 2)
        #expect(try reopened.recallCalibrationSums().isEmpty, "what the model predicted then was not kept")
    }

    @Test func anOlderDatabaseStopsCountingNearMissesAsRight() throws {
        defer { try? FileManager.default.removeItem(atPath: path) }
        let card = QuizCard(WordBank.embedded.words[0])
        do {
            let store = try WordStore(path: path)
            for (verdict, rating) in [(RecordedVerdict.correct, FSRS.Rating.good), (.almost, .hard), (.wrong, .again)] {
                try store.record(
                    WordStore.Answer(
                        sessionID: "s", card: card, reviewedAt: 86_400_000, learnerDay: 1, kind: .chosung,
                        prompt: "", answer: "", verdict: verdict, rating: rating, hints: 0, responseMilliseconds: 1,
                        isPractice: false),
                    using: FSRS())
            }
            #expect(try store.statistics(today: 1).correct == 1)
            // As schema 10 counted it: every answer graded above Again was right.
            try store.database.execute("UPDATE daily_activity SET correct = 2")
            for statement in Migrations.undoingStepsSince11 { try store.database.execute(statement) }
            try store.database.execute("PRAGMA user_version = 10")
        }
        let reopened = try WordStore(path: path)
        let stats = try reopened.statistics(today: 1)
        #expect(stats.answers == 3 && stats.correct == 1, "\(stats)")
    }

    /// Cards written before they kept their gloss: a deck's word takes its deck's, a bank
    /// word the bank's, and a card answered from now on keeps what it was asked with.
    @Test func anOlderDatabasesCardsGetTheirEnglish() throws {
        defer { try? FileManager.default.removeItem(atPath: path) }
        let bankWord = WordBank.embedded.words[0]
        let deckCard = QuizCard(headword: "찻잔", partOfSpeech: "명사", definition: "차를 따라 마시는 잔")
        do {
            let store = try WordStore(path: path)
            _ = try store.importDeck(
                "tea", rows: [DeckFile.Row(word: "찻잔", meaning: "차를 따라 마시는 잔", english: "teacup", line: 1)], at: 1)
            for card in [QuizCard(bankWord), deckCard] {
                try store.record(
                    WordStore.Answer(
                        sessionID: "s", card: card, reviewedAt: 86_400_000, learnerDay: 1, kind: .chosung,
                        prompt: "", answer: "", verdict: .correct, rating: .good, hints: 0, responseMilliseconds: 1),
                    using: FSRS())
            }
            // As schema 11 had it: no gloss on a card.
            for statement in Migrations.undoingStepsSince11 { try store.database.execute(statement) }
            try store.database.execute("PRAGMA user_version = 11")
        }
        let reopened = try WordStore(path: path)
        let cards = Dictionary(
            try reopened.studiedCards().map { ($0.card.headword, $0.card) }, uniquingKeysWith: { a, _ in a })
        #expect(cards["찻잔"]?.english == "teacup")
        #expect(cards[bankWord.headword]?.english == bankWord.english)
        #expect(!bankWord.english.isEmpty)
    }
}

/// The new words a quiz or `learn` takes: met and never answered, found through an index.
@Suite struct NewWordTests {
    let path = NSTemporaryDirectory() + "wordquiz-new-\(UUID().uuidString).sqlite3"

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
        defer { try? FileManager.default.removeItem(atPath: path) }
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
        defer { try? FileManager.default.removeItem(atPath: path) }
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
        defer { try? FileManager.default.removeItem(atPath: path) }
        let words = WordBank.embedded.words.prefix(2).map(QuizCard.init)
        do {
            let store = try WordStore(path: path)
            try store.recordMeeting(words[0].headword, day: 10, source: .today)
            try store.recordMeeting(words[1].headword, day: 10, source: .today)
            try answer(words[0], on: 10, in: store)
            // As a database of schema 7 had it: no record of answering on the met word.
            for statement in [
                "DROP INDEX met_word_unanswered", "ALTER TABLE met_word DROP COLUMN answered",
                "DROP TABLE deck_word", "DROP TABLE deck",
            ] + Migrations.undoingStepsSince11 + [
                "PRAGMA user_version = 7"
            ] {
                try store.database.execute(statement)
            }
            #expect(try store.database.scalar("PRAGMA user_version")?.integer == 7)
        }
        let reopened = try WordStore(path: path)
        #expect(try reopened.newMetWords(limit: 10) == [words[1].headword])
    }

    @Test func anOlderDatabasesDayWordsStayTheWordsForAllLevels() throws {
        defer { try? FileManager.default.removeItem(atPath: path) }
        let date = try #require(CalendarDate(parsing: "2026-11-29"))
        do {
            let store = try WordStore(path: path)
            // As a database of schema 8 had it: one pick a date, for every level.
            for statement in [
                "DROP TABLE daily_pick",
                "CREATE TABLE daily_pick (date TEXT PRIMARY KEY, headword TEXT NOT NULL, picked_at INTEGER NOT NULL)",
                "INSERT INTO daily_pick VALUES ('2026-11-29', '그리움', 1)", "DROP TABLE deck_word", "DROP TABLE deck",
            ] + Migrations.undoingStepsSince11 + [
                "PRAGMA user_version = 8"
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
