import Foundation
import TestSupport
import Testing
import WordQuizCore
import WordQuizStore

@testable import WordQuizApp

/// `optimize`'s use case, run in process against a temporary store: what a fit finds, and
/// that only a kept fit is saved.
@Suite struct ParameterFitTests {
    let folder = TemporaryDirectory("wordquiz-parameter-fit")
    var path: String { folder.path + "/wordquiz.sqlite3" }

    /// A simulated learner's reviews, answered one by one as a quiz records them.
    func answer(
        _ histories: [FSRSOptimizer.History], in store: WordStore, from firstDay: Int = 19_700, numberedFrom: Int = 0
    ) throws {
        for (index, history) in histories.enumerated() {
            let card = QuizCard(BankWord(headword: "낱말\(numberedFrom + index)", definition: "시험 삼아 만든 낱말."))
            var day = firstDay
            for review in history {
                day += review.elapsedDays
                try store.record(
                    WordStore.Answer(
                        sessionID: "s", card: card, reviewedAt: Int64(day) * 86_400_000 + 36_000_000, learnerDay: day,
                        kind: .choice, prompt: "", answer: "", verdict: review.rating == .again ? .wrong : .correct,
                        rating: review.rating, hints: 0, responseMilliseconds: 3_000, isPractice: false),
                    using: FSRS())
            }
        }
    }

    @Test func fewerReviewsThanAFitNeedsKeepTheDefaults() throws {
        let store = try WordStore(path: path)
        let log = FSRSOptimizerTestLog.simulated(words: 20, reviews: 5, memory: .strong)
        try answer(log, in: store)
        let outcome = try ParameterFit.run(store: store, inUse: FSRS.defaultWeights, now: 1_800_000_000)
        guard case .tooFewReviews(let count) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(count == FSRSOptimizer.predictedCount(log), "every review after a word's first, one a day")
        #expect(count == 80 && count < FSRSOptimizer.minimumReviews)
        #expect(try store.fittedParameters() == nil)
    }

    @Test func aLearnerWhoRemembersLongerGetsAFitThatIsKeptAndSaved() throws {
        let store = try WordStore(path: path)
        try answer(FSRSOptimizerTestLog.simulated(words: 200, reviews: 5, memory: .strong), in: store)
        let outcome = try ParameterFit.run(store: store, inUse: FSRS.defaultWeights, now: 1_800_000_000)
        guard case .kept(let reviews, let figures, let weights) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(reviews >= FSRSOptimizer.minimumReviews)
        #expect(figures.logLoss.fitted < figures.logLoss.inUse)
        let saved = try #require(try store.fittedParameters())
        #expect(saved.weights == weights && saved.reviews == reviews && saved.fittedAt == 1_800_000_000)
        #expect(saved.heldOut == FSRSEvaluation(logLoss: figures.logLoss.fitted, rmseBins: figures.rmseBins.fitted))
        // The first stabilities of a learner who remembers three times longer are fitted longer.
        #expect(weights[2] > FSRS.defaultWeights[2])
    }

    /// A learner whose memory grew stronger: their first 150 words answered as a forgetful
    /// learner answers, the next 150, a year on, as a strong one. The fit that weighs recent
    /// reviews more (as the reference weighs its training) predicts the latest words better,
    /// and it is the one kept.
    @Test func aLearnerWhoChangedKeepsTheFitThatWeighsRecentReviewsMore() throws {
        let store = try WordStore(path: path)
        try answer(FSRSOptimizerTestLog.simulated(words: 150, reviews: 5, memory: .forgetful), in: store)
        try answer(
            FSRSOptimizerTestLog.simulated(words: 150, reviews: 5, memory: .strong), in: store, from: 20_065,
            numberedFrom: 150)
        let (train, test) = FSRSOptimizer.split(FSRSOptimizer.histories(from: try store.answersForFitting()))
        let plain = FSRSOptimizer.fit(train)
        let recent = FSRSOptimizer.fit(train, recencyWeighted: true)
        let (plainScores, recentScores) = (
            FSRSEvaluation(test, weights: plain.weights), FSRSEvaluation(test, weights: recent.weights)
        )
        #expect(recentScores.logLoss < plainScores.logLoss && recentScores.rmseBins <= plainScores.rmseBins)
        let outcome = try ParameterFit.run(store: store, inUse: FSRS.defaultWeights, now: 1_800_000_000)
        guard case .kept(_, let figures, let weights) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(weights == recent.weights)
        #expect(figures.logLoss.fitted == recentScores.logLoss && figures.rmseBins.fitted == recentScores.rmseBins)
    }

    /// A learner whose memory did not change: the plain fit is kept unless the weighted one
    /// predicts the held-out reviews better by log loss and no worse by RMSE(bins).
    @Test func theFitWeighedByRecencyIsKeptOnlyIfItWinsHeldOut() throws {
        let store = try WordStore(path: path)
        try answer(FSRSOptimizerTestLog.simulated(words: 300, reviews: 5, memory: .strong), in: store)
        let (train, test) = FSRSOptimizer.split(FSRSOptimizer.histories(from: try store.answersForFitting()))
        let plain = FSRSOptimizer.fit(train)
        let recent = FSRSOptimizer.fit(train, recencyWeighted: true)
        let (plainScores, recentScores) = (
            FSRSEvaluation(test, weights: plain.weights), FSRSEvaluation(test, weights: recent.weights)
        )
        let recencyWins = recentScores.logLoss < plainScores.logLoss && recentScores.rmseBins <= plainScores.rmseBins
        let (kept, scores) = ParameterFit.bestFit(train, heldOut: test) { _ in }
        #expect(kept.weights == (recencyWins ? recent.weights : plain.weights))
        #expect(scores == (recencyWins ? recentScores : plainScores))
        #expect(plain.weights != recent.weights, "the two fits differ: the choice is a choice")
    }

    /// Two settings in combination: a kept fit and `WORDQUIZ_DESIRED_RETENTION`. The scheduler
    /// a command gets has both, and the day a word answered right comes back is the one they
    /// give together — not the fit's at 90 %, nor the defaults' at the learner's retention.
    @Test func aKeptFitAndTheDesiredRetentionScheduleTogether() throws {
        let home = TemporaryDirectory("wordquiz-fit-and-retention")
        let context = AppContext.inProcess(
            adding: ["WORDQUIZ_DESIRED_RETENTION": "0.8", "WORDQUIZ_LANG": "en"], in: home,
            clock: ManualClock("2026-03-02T09:00:00Z"), zone: "Asia/Seoul", stdout: CapturedText(),
            stderr: CapturedText())
        var strong = FSRS.defaultWeights
        for index in 0..<4 { strong[index] *= 3 }
        try CommandSetup.prepare(context, date: nil).store.saveFittedParameters(
            WordStore.FittedParameters(weights: strong, fittedAt: 1, reviews: 2_000, heldOut: nil))
        let setup = try CommandSetup.prepare(context, date: nil)
        let card = QuizCard(BankWord(headword: "낱말", definition: "시험 삼아 만든 낱말."))
        let day = setup.learnerDay
        try setup.store.record(
            WordStore.Answer(
                sessionID: "s", card: card, reviewedAt: Int64(day) * 86_400_000 + 36_000_000, learnerDay: day,
                kind: .choice, prompt: "", answer: "", verdict: .correct, rating: .good, hints: 0,
                responseMilliseconds: 3_000, isPractice: false),
            using: setup.fsrs)
        let row = try #require(
            try setup.store.database.query("SELECT stability, due_day FROM card WHERE headword = '낱말'").first)
        let stability = try #require(row["stability"].real)
        let due = try #require(row["due_day"].integer.map(Int.init))
        let together = FSRS(weights: strong, desiredRetention: 0.8).interval(stability: stability)
        #expect(stability == strong[2], "a first Good starts at the fit's w₂")
        #expect(due - day == together, "\(due - day) days")
        #expect(together != FSRS(weights: strong).interval(stability: stability))
        #expect(together != FSRS(desiredRetention: 0.8).interval(stability: FSRS.defaultWeights[2]))
    }

    /// Scores another program wrote out of their range (a negative loss, an RMSE above 1, NaN)
    /// are not shown as the fit's; the fit itself stays in use.
    @Test(arguments: [(-0.5, 0.04), (0.31, 1.5), (Double.nan, 0.04), (0.31, -Double.infinity)])
    func scoresOutOfTheirRangeAreDropped(logLoss: Double, rmse: Double) throws {
        let store = try WordStore(path: path)
        try store.saveFittedParameters(
            WordStore.FittedParameters(
                weights: FSRS.defaultWeights, fittedAt: 1, reviews: 1_200,
                heldOut: FSRSEvaluation(logLoss: 0.3, rmseBins: 0.05)))
        #expect(try store.fittedParameters()?.heldOut == FSRSEvaluation(logLoss: 0.3, rmseBins: 0.05))
        try store.database.execute(
            "UPDATE fsrs_parameters SET log_loss = ?, rmse_bins = ?", [.real(logLoss), .real(rmse)])
        let read = try #require(try store.fittedParameters())
        #expect(read.heldOut == nil && read.reviews == 1_200)
    }

    /// A fit kept by a wordquiz before the scores were (schema 19) is still the fit in use after
    /// the migration, with no scores to show.
    @Test func aFitKeptBeforeTheScoresStaysInUseWithoutThem() throws {
        do {
            let store = try WordStore(path: path)
            try store.saveFittedParameters(
                WordStore.FittedParameters(weights: FSRS.defaultWeights.map { $0 }, fittedAt: 7, reviews: 2_400))
            try store.database.execute("ALTER TABLE fsrs_parameters DROP COLUMN log_loss")
            try store.database.execute("ALTER TABLE fsrs_parameters DROP COLUMN rmse_bins")
            try store.database.execute("PRAGMA user_version = 19")
        }
        let store = try WordStore(path: path)
        let fit = try #require(try store.fittedParameters())
        #expect(fit.reviews == 2_400 && fit.fittedAt == 7 && fit.heldOut == nil)
    }
}
