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
    func answer(_ histories: [FSRSOptimizer.History], in store: WordStore) throws {
        for (index, history) in histories.enumerated() {
            let card = QuizCard(BankWord(headword: "낱말\(index)", definition: "시험 삼아 만든 낱말."))
            var day = 19_700
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
        guard case .kept(let reviews, let figures, let weights, let isFull) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(reviews >= FSRSOptimizer.minimumReviews)
        #expect(figures.logLoss.fitted < figures.logLoss.inUse)
        #expect(isFull == (reviews >= FSRSOptimizer.fullFitReviews))
        let saved = try #require(try store.fittedParameters())
        #expect(saved.weights == weights && saved.reviews == reviews && saved.fittedAt == 1_800_000_000)
        // The first stabilities of a learner who remembers three times longer are fitted longer.
        #expect(weights[2] > FSRS.defaultWeights[2])
    }
}
