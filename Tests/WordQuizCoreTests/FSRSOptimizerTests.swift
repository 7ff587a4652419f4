import Foundation
import Testing

@testable import WordQuizCore

/// Fitting FSRS-6 to a learner's own reviews, on simulated learners whose true parameters are
/// known: scheduled by the defaults (as a new learner is), recalling by their own memory.
@Suite struct FSRSOptimizerTests {
    /// A learner's log: `words` words, each reviewed when the default scheduler says, recalled
    /// with the probability the learner's true parameters give.
    static func simulate(truth: [Double], words: Int, reviews: Int, seed: UInt64) -> [FSRSOptimizer.History] {
        var random = SeededRandom(seed: seed)
        let scheduler = FSRS()
        let learner = FSRS(weights: truth)
        var histories: [FSRSOptimizer.History] = []
        for _ in 0..<words {
            var history: FSRSOptimizer.History = []
            var scheduled: FSRS.MemoryState?
            var real: FSRS.MemoryState?
            var elapsed = 0
            for index in 0..<reviews {
                let rating: FSRS.Rating
                if let real, index > 0 {
                    let recall = learner.retrievability(elapsedDays: Double(elapsed), stability: real.stability)
                    rating = Double.random(in: 0..<1, using: &random) < recall ? .good : .again
                } else {
                    rating = Double.random(in: 0..<1, using: &random) < 0.7 ? .good : .again
                }
                history.append(.init(elapsedDays: elapsed, rating: rating))
                real = learner.nextState(after: real, elapsedDays: elapsed, rating: rating)
                scheduled = scheduler.nextState(after: scheduled, elapsedDays: elapsed, rating: rating)
                elapsed = rating == .again ? 1 : scheduler.interval(stability: scheduled!.stability)
            }
            histories.append(history)
        }
        return histories
    }

    /// A forgetful learner: first memories a third as stable, and slower to grow.
    static let forgetful: [Double] = {
        var w = FSRS.defaultWeights
        for index in 0..<4 { w[index] *= 0.35 }
        w[8] = 1.2
        return w
    }()

    @Test func aForgetfulLearnersFitPredictsTheirHeldOutReviewsBetterThanTheDefaults() {
        let histories = Self.simulate(truth: Self.forgetful, words: 160, reviews: 9, seed: 42)
        let (train, test) = FSRSOptimizer.split(histories)
        #expect(FSRSOptimizer.predictedCount(train) >= FSRSOptimizer.fullFitReviews)
        let fit = FSRSOptimizer.fit(train)
        #expect(fit.isFull)
        let defaults = FSRSEvaluation(test, weights: FSRS.defaultWeights)
        let fitted = FSRSEvaluation(test, weights: fit.weights)
        #expect(fitted.logLoss < defaults.logLoss - 0.01, "held-out: fitted \(fitted), defaults \(defaults)")
        #expect(fitted.rmseBins < defaults.rmseBins)
        // The first memories were found to be weaker, as they are.
        #expect(fit.weights[2] < FSRS.defaultWeights[2])
        for (value, bound) in zip(fit.weights, FSRSOptimizer.bounds) { #expect(bound.contains(value)) }
    }

    /// The fit stops when it converges, not at a cap: every pass is reported as it ends,
    /// numbered from 1, the step halved only when a pass gains less than the tolerance, and
    /// the last pass the fifth halving, far below the safety net.
    @Test func aFitStopsAtItsFifthHalvingAndReportsEveryPass() {
        let histories = Self.simulate(truth: Self.forgetful, words: 160, reviews: 9, seed: 42)
        var passes: [FSRSOptimizer.Pass] = []
        let fit = FSRSOptimizer.fit(histories) { passes.append($0) }
        #expect(passes.map(\.number) == Array(1...fit.epochs))
        #expect(passes.last?.halvings == 5)
        #expect(fit.epochs < FSRSOptimizer.maximumPasses / 10, "\(fit.epochs) passes")
        var best = Double.infinity
        for (pass, before) in zip(passes, [0] + passes.map(\.halvings)) {
            let gain = best - pass.objective
            #expect(pass.halvings == before + (gain < FSRSOptimizer.tolerance ? 1 : 0), "pass \(pass.number)")
            best = min(best, pass.objective)
        }
    }

    @Test func tooFewReviewsKeepTheDefaultsAndAFewFitOnlyTheFirstStabilities() {
        let few = Self.simulate(truth: Self.forgetful, words: 30, reviews: 5, seed: 7)
        #expect(FSRSOptimizer.predictedCount(few) < FSRSOptimizer.minimumReviews)
        #expect(FSRSOptimizer.fit(few).weights == FSRS.defaultWeights)
        let some = Self.simulate(truth: Self.forgetful, words: 120, reviews: 5, seed: 7)
        let count = FSRSOptimizer.predictedCount(some)
        #expect(count >= FSRSOptimizer.minimumReviews && count < FSRSOptimizer.fullFitReviews)
        let fit = FSRSOptimizer.fit(some)
        #expect(!fit.isFull)
        #expect(Array(fit.weights[4...]) == Array(FSRS.defaultWeights[4...]), "only w0–w3 move")
        #expect(fit.weights[0..<4] != FSRS.defaultWeights[0..<4])
    }

    /// A fit is kept only for a real gain: 0.5 % of the held-out log loss, with RMSE(bins)
    /// no worse beyond noise; each refusal says which measure decided.
    @Test func aFitIsKeptOnlyWhenBothMeasuresSaySo() {
        let calibrated = (fitted: 0.05, inUse: 0.05)
        #expect(FSRSOptimizer.verdict(logLoss: (0.99, 1), rmseBins: calibrated) == .kept)
        #expect(FSRSOptimizer.verdict(logLoss: (0.996, 1), rmseBins: calibrated) == .noBetterByLogLoss)
        #expect(FSRSOptimizer.verdict(logLoss: (1, 1), rmseBins: calibrated) == .noBetterByLogLoss)
        // The hostile round's learner: 0.449 → 0.445 by log loss, 0.056 → 0.097 by RMSE(bins).
        #expect(FSRSOptimizer.verdict(logLoss: (0.445, 0.449), rmseBins: (0.097, 0.056)) == .worseByRMSE)
        #expect(FSRSOptimizer.verdict(logLoss: (0.440, 0.449), rmseBins: (0.097, 0.056)) == .worseByRMSE)
        #expect(FSRSOptimizer.verdict(logLoss: (0.440, 0.449), rmseBins: (0.065, 0.056)) == .kept, "within noise")
        #expect(FSRSOptimizer.verdict(logLoss: (.nan, 0.449), rmseBins: calibrated) == .noBetterByLogLoss)
    }

    /// A learner whose memory is the defaults' gains nothing from a fit: what it finds on
    /// their log is noise, and the defaults stay.
    @Test func aLearnerLikeTheDefaultsKeepsTheDefaults() {
        let histories = Self.simulate(truth: FSRS.defaultWeights, words: 300, reviews: 8, seed: 5)
        let (train, test) = FSRSOptimizer.split(histories)
        let fit = FSRSOptimizer.fit(train)
        let defaults = FSRSEvaluation(test, weights: FSRS.defaultWeights)
        let fitted = FSRSEvaluation(test, weights: fit.weights)
        #expect(
            FSRSOptimizer.verdict(
                logLoss: (fitted.logLoss, defaults.logLoss), rmseBins: (fitted.rmseBins, defaults.rmseBins))
                != .kept, "\(fitted) against \(defaults)")
    }

    /// The training data: practice and re-asks left out, one review a learner day per word,
    /// elapsed days counted from the word's previous review, each review with its day.
    @Test func theTrainingDataIsTheSchedulingReviewsOneADay() {
        let histories = FSRSOptimizer.histories(from: [
            ("사과", 10, .good, false), ("사과", 10, .again, false), ("배", 10, .again, false),
            ("사과", 12, .good, true), ("사과", 13, .hard, false), ("배", 11, .good, false),
        ])
        #expect(
            histories == [
                [.init(elapsedDays: 0, rating: .good, day: 10), .init(elapsedDays: 3, rating: .hard, day: 13)],
                [.init(elapsedDays: 0, rating: .again, day: 10), .init(elapsedDays: 1, rating: .good, day: 11)],
            ])
    }

    /// What RMSE(bins) bins each predicted review by: its interval, its word's reviews a day or
    /// more apart so far (the first review predicts nothing) and the lapses before it; a hard answer is
    /// recalled, as FSRS counts it, and the recall is the one the memory before it gave.
    @Test func eachPredictedReviewCarriesItsIntervalItsNumberAndTheLapsesBeforeIt() {
        let history: FSRSOptimizer.History = [
            .init(elapsedDays: 0, rating: .good, day: 100), .init(elapsedDays: 2, rating: .again, day: 102),
            .init(elapsedDays: 1, rating: .good, day: 103), .init(elapsedDays: 6, rating: .hard, day: 109),
        ]
        let predictions = FSRSOptimizer.predictions([history], weights: FSRS.defaultWeights)
        #expect(predictions.map(\.elapsedDays) == [2, 1, 6])
        #expect(predictions.map(\.longTermReviews) == [1, 2, 3])
        #expect(predictions.map(\.lapses) == [0, 1, 1])
        #expect(predictions.map(\.recalled) == [false, true, true])
        #expect(predictions.map(\.day) == [102, 103, 109])
        let fsrs = FSRS()
        let first = fsrs.nextState(after: nil, elapsedDays: 0, rating: .good)
        #expect(predictions.first?.recall == fsrs.retrievability(elapsedDays: 2, stability: first.stability))
    }
}
