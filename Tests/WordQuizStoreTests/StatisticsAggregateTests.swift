import Foundation
import TestSupport
import Testing
import WordQuizCore

@testable import WordQuizStore

/// The running aggregates the store keeps with each answer give the same statistics as the
/// reference computation from every answer (`LearnerStats(records:schedules:today:)`).
@Suite struct StatisticsAggregateTests {
    /// The store and its journal files, removed with the suite's value.
    let folder = TemporaryDirectory("wordquiz-stats")
    var path: String { folder.path + "/wordquiz.sqlite3" }

    @Test func aggregatesMatchTheFullLogOverAMonthOfRandomAnswers() throws {
        let store = try WordStore(path: path)
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

    /// A day's counts damaged in the file: a count of answers that is not a number leaves the
    /// day out (and says so); a damaged count of right answers or of practice reads as none,
    /// never as one, beside the day's answers kept.
    @Test func aDamagedDayCountReadsAsNone() throws {
        let store = try WordStore(path: path)
        try store.database.execute(
            """
            INSERT INTO daily_activity (learner_day, answers, correct, practice) VALUES
                (97, 4, 3, 2), (98, 5, 'x', 2), (99, 6, 4, 'y'), (100, 'z', 1, 1);
            """)
        let stats = try store.statistics(today: 100)
        #expect(stats.answersByDay == [97: 4, 98: 5, 99: 6])
        #expect((stats.answers, stats.correct, stats.practiceAnswers) == (15, 7, 4))
        #expect(store.damage.tables == ["daily_activity"])
    }

    /// Only a word's first review of a day tests its memory: a second one the same day (the
    /// store takes it, though a quiz would call it practice) is not counted again.
    @Test func aSecondReviewOnTheSameDayIsNotCountedAgain() throws {
        let store = try WordStore(path: path)
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
        let card = QuizCard(WordBank.embedded.words[0])
        do {
            let store = try WordStore(path: path)
            // Day 1: first answer and a practice repeat; day 3: a miss, then a repeat; day 9: right,
            // with effort (Hard: recalled all the same).
            for (day, rating, practice) in [
                (1, FSRS.Rating.good, false), (1, .good, true), (3, .again, false), (3, .good, true), (9, .hard, false),
            ] {
                try store.record(
                    WordStore.Answer(
                        sessionID: "s", card: card, reviewedAt: Int64(day) * 86_400_000, learnerDay: day,
                        kind: .chosung, prompt: "", answer: "", verdict: .correct, rating: rating, hints: 0,
                        responseMilliseconds: 1, isPractice: practice, level: .beginner),
                    using: FSRS())
            }
            #expect(try store.recallChecks(on: 1...9) == [.beginner: .init(reviews: 2, recalled: 1)])
            for statement in Migrations.undoingStep20 + Migrations.undoingStepsSince11.suffix(7) {
                try store.database.execute(statement)
            }
            try store.database.execute("PRAGMA user_version = 15")
        }
        let reopened = try WordStore(path: path)
        #expect(try reopened.recallChecks(on: 1...9) == [nil: .init(reviews: 2, recalled: 1)])
        #expect(try reopened.recallChecks(on: 4...9) == [nil: .init(reviews: 1, recalled: 1)])
        #expect(try reopened.testedReviews() == 2)
        #expect(try reopened.recallCalibrationSums().isEmpty, "what the model predicted then was not kept")
    }

    @Test func anOlderDatabaseStopsCountingNearMissesAsRight() throws {
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

    /// Learned is right the last time: a word whose last answer was an almost is not learned,
    /// nor counted so in its level's progress; one right after a hint is.
    @Test func anAlmostIsNotLearned() throws {
        let store = try WordStore(path: path)
        let near = QuizCard(WordBank.embedded.words[0])
        let hinted = QuizCard(WordBank.embedded.words[1])
        for (card, verdict, hints) in [(near, RecordedVerdict.almost, 0), (hinted, .correct, 2)] {
            try store.record(
                WordStore.Answer(
                    sessionID: "s", card: card, reviewedAt: 86_400_000, learnerDay: 1, kind: .chosung, prompt: "",
                    answer: "", verdict: verdict, rating: .hard, hints: hints, responseMilliseconds: 1),
                using: FSRS())
        }
        let stats = try store.statistics(today: 1)
        #expect(stats.wordsStudied == 2)
        #expect(stats.wordsLearned == 1)
        #expect(try store.progress(among: [near.headword, hinted.headword], today: 1).learned == 1)
        #expect(try store.progress(among: [near.headword], today: 1).learned == 0)
    }

    /// A practice answer is an answer too: a word right at its review, then almost in a
    /// practice round the same day, is not learned; right again in practice, it is.
    @Test func aNearMissInPracticeLeavesTheWordNotLearned() throws {
        let store = try WordStore(path: path)
        let card = QuizCard(WordBank.embedded.words[0])
        func answer(_ verdict: RecordedVerdict, _ rating: FSRS.Rating, practice: Bool) throws -> Int {
            try store.record(
                WordStore.Answer(
                    sessionID: "s", card: card, reviewedAt: 86_400_000, learnerDay: 1, kind: .chosung, prompt: "",
                    answer: "", verdict: verdict, rating: rating, hints: 0, responseMilliseconds: 1,
                    isPractice: practice),
                using: FSRS())
            return try store.statistics(today: 1).wordsLearned
        }
        #expect(try answer(.correct, .good, practice: false) == 1)
        #expect(try answer(.almost, .hard, practice: true) == 0)
        #expect(try answer(.correct, .good, practice: true) == 1)
    }

    /// A database from before learned meant right: its words' last answers decide, read from
    /// the log.
    @Test func anOlderDatabasesLearnedWordsAreTheRightOnes() throws {
        let words = WordBank.embedded.words.prefix(3).map(QuizCard.init)
        do {
            let store = try WordStore(path: path)
            let answers: [(RecordedVerdict, FSRS.Rating)] = [(.correct, .good), (.almost, .hard), (.wrong, .again)]
            for (card, (verdict, rating)) in zip(words, answers) {
                try store.record(
                    WordStore.Answer(
                        sessionID: "s", card: card, reviewedAt: 86_400_000, learnerDay: 1, kind: .chosung,
                        prompt: "", answer: "", verdict: verdict, rating: rating, hints: 0, responseMilliseconds: 1),
                    using: FSRS())
            }
            for statement in Migrations.undoingStep20 + Migrations.undoingStepsSince11.suffix(3) {
                try store.database.execute(statement)
            }
            try store.database.execute("PRAGMA user_version = 17")
        }
        let reopened = try WordStore(path: path)
        #expect(try reopened.statistics(today: 1).wordsLearned == 1)
    }

    /// Cards written before they kept their gloss: a deck's word takes its deck's, a bank
    /// word the bank's, and a card answered from now on keeps what it was asked with.
    @Test func anOlderDatabasesCardsGetTheirEnglish() throws {
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
