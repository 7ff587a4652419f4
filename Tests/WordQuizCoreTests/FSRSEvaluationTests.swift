import Foundation
import Testing

@testable import WordQuizCore

/// Held-out reviews scored as the reference's evaluator scores them (fsrs-rs `evaluate`):
/// recency weights, and RMSE(bins)'s bins. `scripts/fsrs-compare` holds the whole figures equal
/// to the reference's on shared logs; these pin the parts a user's numbers rest on.
@Suite struct FSRSEvaluationTests {
    @Test func theOldestReviewWeighsAQuarterAndTheLatestOne() {
        #expect(FSRSEvaluation.recencyWeight(0, of: 5) == 0.25)
        #expect(FSRSEvaluation.recencyWeight(2, of: 5) == 0.25 + 0.75 * 0.125)
        #expect(FSRSEvaluation.recencyWeight(4, of: 5) == 1)
        #expect(FSRSEvaluation.recencyWeight(0, of: 1) == 0.25)
    }

    /// The reference's bins: 2.48 · 3.62^⌊log₃.₆₂ t⌋ · 100 for the interval, 1.99 · 1.89^⌊…⌋
    /// for the reviews a day or more apart (plus one), 1.65 · 1.73^⌊…⌋ for the lapses.
    @Test func aReviewIsBinnedByItsIntervalItsLengthAndItsLapses() {
        let first = FSRSEvaluation.Bin(elapsedDays: 1, longTermReviews: 1, lapses: 0)
        #expect(Self.figures(first) == [248, 4, 0])
        let later = FSRSEvaluation.Bin(elapsedDays: 4, longTermReviews: 3, lapses: 1)
        #expect(Self.figures(later) == [898, 7, 2])
        let long = FSRSEvaluation.Bin(elapsedDays: 100, longTermReviews: 9, lapses: 3)
        #expect(Self.figures(long) == [11765, 13, 5])
    }

    static func figures(_ bin: FSRSEvaluation.Bin) -> [Int] { [bin.interval, bin.length, bin.lapses] }

    /// One word, two predicted reviews: the log loss weighs the later one four times the
    /// earlier, and both fall in bins of their own.
    @Test func theLogLossWeighsTheLaterReviewMore() {
        let history: FSRSOptimizer.History = [
            .init(elapsedDays: 0, rating: .good, day: 1), .init(elapsedDays: 3, rating: .again, day: 4),
            .init(elapsedDays: 1, rating: .good, day: 5),
        ]
        let predictions = FSRSOptimizer.predictions([history], weights: FSRS.defaultWeights)
        let losses = predictions.map { FSRSOptimizer.crossEntropy($0.recall, $0.recalled) }
        let evaluation = FSRSEvaluation([history], weights: FSRS.defaultWeights)
        #expect(abs(evaluation.logLoss - (0.25 * losses[0] + losses[1]) / 1.25) < 1e-12)
        let gaps = predictions.map { $0.recall - ($0.recalled ? 1 : 0) }
        let rmse = ((0.25 * gaps[0] * gaps[0] + gaps[1] * gaps[1]) / 1.25).squareRoot()
        #expect(abs(evaluation.rmseBins - rmse) < 1e-12)
    }

    /// The reviews are weighed in time order across words, not word by word.
    @Test func reviewsAreWeighedInTheOrderTheyWereGiven() {
        let early: FSRSOptimizer.History = [
            .init(elapsedDays: 0, rating: .good, day: 1), .init(elapsedDays: 20, rating: .again, day: 21),
        ]
        let late: FSRSOptimizer.History = [
            .init(elapsedDays: 0, rating: .good, day: 2), .init(elapsedDays: 2, rating: .good, day: 4),
        ]
        let scored = FSRSEvaluation.scoredReviews([early, late], weights: FSRS.defaultWeights)
        #expect(scored.map(\.recalled) == [true, false], "day 4 before day 21")
        #expect(scored.map(\.weight) == [0.25, 1])
    }
}
