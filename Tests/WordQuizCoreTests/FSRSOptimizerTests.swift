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
        let fit = FSRSOptimizer.fit(train)
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

    /// How far a fit moved from the defaults: the largest move of any parameter, in units of
    /// its spread over many learners.
    static func farthestMove(_ weights: [Double]) -> Double {
        zip(zip(weights, FSRS.defaultWeights), FSRSOptimizer.spread).map { abs($0.0 - $0.1) / $1 }.max() ?? 0
    }

    /// Below `minimumReviews` the defaults stay. Above, all 21 parameters are fitted, held near
    /// the defaults by a pull that weighs more the fewer the reviews (`priorReviews`): a few
    /// hundred reviews of a learner whose memory is the defaults move no parameter by a quarter
    /// of its spread over many learners, a forgetful learner's first memories come out weaker,
    /// and more of their reviews move the parameters further.
    @Test func tooFewReviewsKeepTheDefaultsAndAFewMoveThemLessThanMany() {
        let few = Self.simulate(truth: Self.forgetful, words: 30, reviews: 5, seed: 7)
        #expect(FSRSOptimizer.predictedCount(few) < FSRSOptimizer.minimumReviews)
        #expect(FSRSOptimizer.fit(few).weights == FSRS.defaultWeights)
        let some = Self.simulate(truth: Self.forgetful, words: 120, reviews: 5, seed: 7)
        let many = Self.simulate(truth: Self.forgetful, words: 800, reviews: 5, seed: 7)
        #expect(FSRSOptimizer.predictedCount(some) == 480)
        let (someFit, manyFit) = (FSRSOptimizer.fit(some), FSRSOptimizer.fit(many))
        #expect(someFit.weights[2] < FSRS.defaultWeights[2], "weaker first memories")
        #expect(Array(someFit.weights[4...]) != Array(FSRS.defaultWeights[4...]), "every parameter is fitted")
        #expect(Self.farthestMove(someFit.weights) < Self.farthestMove(manyFit.weights))
        let likeTheDefaults = Self.simulate(truth: FSRS.defaultWeights, words: 120, reviews: 5, seed: 7)
        let moved = Self.farthestMove(FSRSOptimizer.fit(likeTheDefaults).weights)
        // A pull of one review lets this log move a parameter by half its spread.
        #expect(moved < 0.25, "\(moved) spreads")
        #expect(FSRSOptimizer.priorReviews(trainedOn: 800) == 10)
        #expect(FSRSOptimizer.priorReviews(trainedOn: 4_000) == 2)
        #expect(FSRSOptimizer.priorReviews(trainedOn: 20_000) == 1)
    }

    /// A fit is kept for a clear gain (1 % of the held-out log loss), or for a smaller one
    /// beyond noise (at least 0.1 %, and more than 1.65 of its standard errors on a thousand
    /// held-out words), with RMSE(bins) no worse beyond noise; each refusal says which
    /// measure decided.
    @Test func aFitIsKeptForAClearGainOrOneBeyondNoise() {
        let calibrated = (fitted: 0.05, inUse: 0.05)
        func verdict(
            _ fitted: Double, _ inUse: Double, error: Double, rmse: (fitted: Double, inUse: Double) = calibrated
        )
            -> FSRSOptimizer.Verdict
        {
            FSRSOptimizer.verdict(
                logLoss: (fitted, inUse), gainStandardError: error, heldOutWords: 1_000, rmseBins: rmse)
        }
        #expect(verdict(0.99, 1, error: 0.02) == .kept, "1 % is kept however noisy")
        #expect(verdict(0.995, 1, error: 0.0030) == .kept, "0.5 % beyond 1.65 errors of 0.003")
        #expect(verdict(0.995, 1, error: 0.00305) == .noBetterByLogLoss, "0.5 % within 1.65 errors of 0.00305")
        #expect(verdict(0.9995, 1, error: 0) == .noBetterByLogLoss, "under 0.1 %, however sure")
        #expect(verdict(0.998, 1, error: 0.001) == .kept, "0.2 %, two errors out")
        #expect(verdict(1, 1, error: 0) == .noBetterByLogLoss)
        #expect(verdict(1.01, 1, error: 0) == .noBetterByLogLoss)
        // The hostile round's learner: 0.449 → 0.445 by log loss, 0.056 → 0.097 by RMSE(bins).
        #expect(verdict(0.445, 0.449, error: 0.001, rmse: (0.097, 0.056)) == .worseByRMSE)
        #expect(verdict(0.440, 0.449, error: 0.01, rmse: (0.097, 0.056)) == .worseByRMSE)
        #expect(verdict(0.440, 0.449, error: 0.01, rmse: (0.065, 0.056)) == .kept, "within noise")
        #expect(verdict(.nan, 0.449, error: 0) == .noBetterByLogLoss)
        #expect(verdict(0.440, 0.449, error: .nan) == .kept, "a clear gain needs no error")
        #expect(verdict(0.446, 0.449, error: .nan) == .noBetterByLogLoss)
    }

    /// The errors a gain must exceed are Student's t's one-sided 95 % point, its degrees of
    /// freedom one fewer than the held-out words: the table's values, to 0.001.
    @Test(arguments: [(6, 2.015), (11, 1.812), (21, 1.725), (29, 1.701), (61, 1.671), (121, 1.658), (100_001, 1.645)])
    func aGainMustExceedStudentsTPointForItsWords(words: Int, point: Double) {
        #expect(abs(FSRSOptimizer.criticalRatio(heldOutWords: words) - point) < 0.001)
        let gain = 0.002
        let error = gain / point
        #expect(
            FSRSOptimizer.verdict(
                logLoss: (1 - gain, 1), gainStandardError: error * 0.99, heldOutWords: words, rmseBins: (0.05, 0.05))
                == .kept)
        #expect(
            FSRSOptimizer.verdict(
                logLoss: (1 - gain, 1), gainStandardError: error * 1.01, heldOutWords: words, rmseBins: (0.05, 0.05))
                == .noBetterByLogLoss)
    }

    /// The gain a fit is judged by is the difference of the two log losses, and its standard
    /// error is what that gain varies by from one learner's held-out words to another's:
    /// sixty draws of a learner whose memory is the defaults, judged between the defaults and
    /// a steeper forgetting curve; the spread of their gains within 15 % of the mean error
    /// each draw reports. (Taken review by review, as if a word's reviews were independent,
    /// the error comes out 24 % too large here.)
    @Test func aGainsStandardErrorIsWhatItVariesByFromDrawToDraw() throws {
        var steeper = FSRS.defaultWeights
        steeper[20] = 0.4
        var gains: [Double] = []
        var errors: [Double] = []
        for seed in 0..<60 {
            let words = Self.simulate(truth: FSRS.defaultWeights, words: 120, reviews: 8, seed: UInt64(900 + seed))
            let gain = FSRSEvaluation.logLossGain(words, from: FSRS.defaultWeights, to: steeper)
            let before = FSRSEvaluation(words, weights: FSRS.defaultWeights).logLoss
            let after = FSRSEvaluation(words, weights: steeper).logLoss
            #expect(abs(gain.gain - (before - after)) < 1e-12)
            gains.append(gain.gain)
            errors.append(gain.standardError)
        }
        let mean = gains.reduce(0, +) / Double(gains.count)
        let spread = (gains.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(gains.count - 1)).squareRoot()
        let reported = errors.reduce(0, +) / Double(errors.count)
        #expect(mean < 0, "the defaults' own learner is predicted worse by another curve")
        #expect(abs(reported / spread - 1) < 0.15, "reported \(reported), spread \(spread)")
        let few = Self.simulate(truth: Self.forgetful, words: 50, reviews: 8, seed: 1)
        let same = FSRSEvaluation.logLossGain(few, from: Self.forgetful, to: Self.forgetful)
        #expect(same.gain == 0 && same.standardError == 0)
    }

    /// A learner whose memory is the defaults' gains nothing from a fit: what it finds on
    /// their log is noise, and the defaults stay.
    @Test func aLearnerLikeTheDefaultsKeepsTheDefaults() {
        let histories = Self.simulate(truth: FSRS.defaultWeights, words: 300, reviews: 8, seed: 5)
        let (train, test) = FSRSOptimizer.split(histories)
        let fit = FSRSOptimizer.fit(train)
        let judged = FSRSOptimizer.judge(fit.weights, against: FSRS.defaultWeights, heldOut: test)
        #expect(judged.verdict != .kept, "\(judged.fitted) against \(judged.inUse)")
    }

    /// A learner who forgets faster between reviews than the defaults think (decay 0.4, not
    /// 0.15) gains less than 1 % from a fit, but a gain well beyond noise on 28,000 reviews:
    /// the fit is kept, and its decay is nearer theirs than the defaults'.
    @Test func aSmallGainBeyondNoiseKeepsTheFit() {
        var truth = FSRS.defaultWeights
        truth[20] = 0.4
        let histories = Self.simulate(truth: truth, words: 4_000, reviews: 8, seed: 1)
        let (train, test) = FSRSOptimizer.split(histories)
        let fit = FSRSOptimizer.fit(train)
        let gain = FSRSEvaluation.logLossGain(test, from: FSRS.defaultWeights, to: fit.weights)
        let judged = FSRSOptimizer.judge(fit.weights, against: FSRS.defaultWeights, heldOut: test)
        let share = gain.gain / judged.inUse.logLoss
        #expect(share > FSRSOptimizer.smallestGain && share < FSRSOptimizer.clearGain, "gained \(share)")
        #expect(gain.gain > FSRSOptimizer.criticalRatio(heldOutWords: gain.words) * gain.standardError, "\(gain)")
        #expect(judged.verdict == .kept)
        #expect(abs(fit.weights[20] - truth[20]) < abs(FSRS.defaultWeights[20] - truth[20]))
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
