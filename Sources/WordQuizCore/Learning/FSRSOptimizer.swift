import Foundation

/// Fits FSRS-6's 21 parameters to a learner's own reviews, as the reference optimiser does:
/// the log loss of each review's predicted recall, regularised toward the defaults (each
/// parameter's distance in units of its spread over many learners, so that few reviews move
/// the parameters little), minimised with Adam, every parameter kept within the bounds the
/// reference clamps to, stopped on convergence. Pure: it is handed the reviews and returns
/// numbers.
public enum FSRSOptimizer {
    /// One review of a word, as the fit reads it: whole learner days since the word's previous
    /// review (0 for its first), and the grade; the learner day it was given on, where known
    /// (what `stats` counts the last 30 days by).
    public struct Review: Sendable, Equatable {
        public var elapsedDays: Int
        public var rating: FSRS.Rating
        public var day: Int

        public init(elapsedDays: Int, rating: FSRS.Rating, day: Int = 0) {
            self.elapsedDays = elapsedDays
            self.rating = rating
            self.day = day
        }
    }

    /// A word's reviews, in time order.
    public typealias History = [Review]

    /// The bounds the reference clamps each parameter to.
    public static let bounds: [ClosedRange<Double>] = [
        0.001...100, 0.001...100, 0.001...100, 0.001...100, 1...10, 0.001...4, 0.001...4, 0.001...0.75, 0...4.5,
        0...0.8, 0.001...3.5, 0.001...5, 0.001...0.25, 0.001...0.9, 0...4, 0...1, 1...6, 0...2, 0...2, 0...0.8,
        0.1...0.8,
    ]

    /// Each parameter's spread over the learners the defaults were fitted to: the unit of the
    /// penalty for moving away from the defaults.
    static let spread: [Double] = [
        6.43, 9.66, 17.58, 27.85, 0.57, 0.28, 0.6, 0.12, 0.39, 0.18, 0.33, 0.3, 0.09, 0.16, 0.57, 0.25, 1.03, 0.31,
        0.32, 0.14, 0.27,
    ]

    /// Below this many predicted reviews the defaults stay: too few to say anything.
    public static let minimumReviews = 400
    /// A fit that predicts the held-out reviews this much better (a share of their log loss)
    /// is kept outright: a gain no learner like the defaults' has shown.
    public static let clearGain = 0.01

    /// The least gain that is kept: a smaller one is not worth a changed schedule.
    public static let smallestGain = 0.001

    /// A gain under `clearGain` is kept only beyond noise: at least `smallestGain`, and more
    /// than this many of its standard errors: the one-sided 95 % point of Student's t with one
    /// degree of freedom fewer than the held-out words the error is estimated from (1.70 for
    /// 29 words, 1.65 for many), by the Cornish–Fisher expansion around the normal's 1.6449
    /// (Abramowitz and Stegun 26.7.5; within 0.001 from 5 words).
    ///
    /// Measured with scripts/fsrs-compare, ten draws of each learner at 1,000, 5,000 and 20,000
    /// reviews: the learner whose memory is the defaults keeps them in all 30; the one whose
    /// forgetting curve differs keeps its fit 4 times in 10 at 20,000 reviews (a flat margin of
    /// 0.5 % kept it once).
    public static func criticalRatio(heldOutWords words: Int) -> Double {
        let z = 1.6448536
        let freedom = Double(max(words - 1, 1))
        let (z3, z5, z7) = (pow(z, 3), pow(z, 5), pow(z, 7))
        let first = (z3 + z) / 4
        let second = (5 * z5 + 16 * z3 + 3 * z) / 96
        let third = (3 * z7 + 19 * z5 + 17 * z3 - 15 * z) / 384
        return z + first / freedom + second / (freedom * freedom) + third / (freedom * freedom * freedom)
    }

    /// How much worse a fit's RMSE(bins) on the held-out reviews may be than the one in use
    /// and still be kept: what a few hundred reviews' bins vary by, no more.
    public static let rmseNoise = 0.01

    /// Whether a fit is kept, and what decided: it must predict the held-out reviews better
    /// by log loss (by `clearGain`, or beyond noise) *and* be no worse beyond noise by
    /// RMSE(bins) — a fit that sharpens the average while it miscalibrates the bins is not
    /// kept.
    public enum Verdict: Sendable, Equatable {
        case kept
        /// The log loss gained too little to tell from noise.
        case noBetterByLogLoss
        /// The log loss gained, but RMSE(bins) grew beyond noise.
        case worseByRMSE
    }

    /// The verdict on a fit's held-out figures; `gainStandardError` is the standard error of
    /// the log loss it gains on `heldOutWords` words (`FSRSEvaluation.logLossGain`).
    public static func verdict(
        logLoss: (fitted: Double, inUse: Double), gainStandardError: Double, heldOutWords: Int,
        rmseBins: (fitted: Double, inUse: Double)
    ) -> Verdict {
        let gain = logLoss.inUse - logLoss.fitted
        guard gain.isFinite else { return .noBetterByLogLoss }
        let clear = gain >= logLoss.inUse * clearGain
        let beyondNoise =
            gain >= logLoss.inUse * smallestGain
            && gain > criticalRatio(heldOutWords: heldOutWords) * gainStandardError
        guard clear || beyondNoise else { return .noBetterByLogLoss }
        guard rmseBins.fitted.isFinite, rmseBins.fitted <= rmseBins.inUse + rmseNoise else { return .worseByRMSE }
        return .kept
    }

    /// A fit judged on the held-out words against the parameters in use: both scored as the
    /// reference scores them, the gain's noise measured, and the verdict.
    public static func judge(_ fitted: [Double], against inUse: [Double], heldOut test: [History])
        -> (verdict: Verdict, inUse: FSRSEvaluation, fitted: FSRSEvaluation)
    {
        let before = FSRSEvaluation(test, weights: inUse)
        let after = FSRSEvaluation(test, weights: fitted)
        let gain = FSRSEvaluation.logLossGain(test, from: inUse, to: fitted)
        let outcome = verdict(
            logLoss: (fitted: after.logLoss, inUse: before.logLoss), gainStandardError: gain.standardError,
            heldOutWords: gain.words, rmseBins: (fitted: after.rmseBins, inUse: before.rmseBins))
        return (outcome, before, after)
    }

    /// How many reviews the pull toward the defaults weighs as much as, on a log of `count`:
    /// 8,000 / `count`, and never less than one. Ten on a log of 800, where a fit of all 21
    /// parameters would otherwise chase noise; two at 4,000; one from 8,000 on.
    ///
    /// Measured with scripts/fsrs-compare, ten draws of each learner at 1,000 and 5,000
    /// reviews: with this pull every learner's fit predicts its held-out reviews at least as
    /// well as fsrs-rs's, and the defaults' learner keeps the defaults. A pull of one review
    /// kept a fit of noise for that learner once in ten at 1,000; ten reviews at every size
    /// trailed fsrs-rs at 5,000 (+0.0001 log loss, the forgetful learner); fitting only the
    /// first stabilities below 1,000 reviews, as before, trailed it by 0.004–0.006 at 1,000.
    public static func priorReviews(trainedOn count: Int) -> Double {
        max(1, 8_000 / Double(max(count, 1)))
    }

    /// The reviews whose recall the model predicts: every one after a word's first.
    public static func predictedCount(_ histories: [History]) -> Int {
        histories.reduce(0) { $0 + max(0, $1.count - 1) }
    }

    /// Whether a (new) fit is worth running: the log holds enough predicted reviews, and has
    /// at least doubled since the last fit (`fittedTo` reviews), or nothing was fitted yet.
    public static func suggestsFit(predictedReviews: Int, fittedTo: Int?) -> Bool {
        guard predictedReviews >= minimumReviews else { return false }
        guard let fittedTo else { return true }
        return predictedReviews >= 2 * fittedTo
    }

    /// Each predicted review's predicted recall and whether the word was recalled, with what
    /// RMSE(bins) bins it by (`FSRSEvaluation.Bin`): its interval, its word's reviews a day or
    /// more apart so far and the lapses among them before it.
    public static func predictions(_ histories: [History], weights: [Double]) -> [Prediction] {
        let fsrs = FSRS(weights: weights)
        var out: [Prediction] = []
        for (number, history) in histories.enumerated() {
            var state: FSRS.MemoryState?
            var longTerm = 0
            var lapses = 0
            for (index, review) in history.enumerated() {
                if review.elapsedDays > 0 { longTerm += 1 }
                if let state, index > 0 {
                    let recall = fsrs.retrievability(
                        elapsedDays: Double(review.elapsedDays), stability: state.stability)
                    out.append(
                        Prediction(
                            recall: min(max(recall, 0.0001), 0.9999), recalled: review.rating != .again,
                            elapsedDays: review.elapsedDays, longTermReviews: longTerm, lapses: lapses,
                            day: review.day, history: number))
                }
                if review.elapsedDays > 0, review.rating == .again { lapses += 1 }
                state = fsrs.nextState(after: state, elapsedDays: review.elapsedDays, rating: review.rating)
            }
        }
        return out
    }

    /// A predicted review.
    public struct Prediction: Sendable, Equatable {
        public var recall: Double
        /// Not forgotten: any grade but again (an "almost" is recalled, as FSRS counts it).
        public var recalled: Bool
        public var elapsedDays: Int
        /// The word's reviews a day or more after the one before, this one included.
        public var longTermReviews: Int
        /// The lapses among those before this one.
        public var lapses: Int
        /// The learner day of the review.
        public var day: Int
        /// Which of the histories it is in, from 0.
        public var history: Int
    }

    /// How a fit went.
    public struct Fit: Sendable, Equatable {
        public var weights: [Double]
        /// Passes over the log until it converged.
        public var epochs: Int
    }

    /// A pass over the log that lowers the objective by less than this halves the step; the
    /// fit has converged at the fifth halving. (A pass's objective is measured as its batches
    /// step, so it wanders by about 1e-3 from pass to pass; a tenth of that stops a fit in 8–13
    /// passes with the held-out scores of 1e-5's 10–16: fsrs-compare, three seeds of four
    /// learners at 5,000 and 20,000 reviews, mean differences below 1e-4.)
    public static let tolerance = 1e-4

    /// A safety net, not the stop: each pass that does not halve the step lowers the objective
    /// by at least `tolerance`, so a fit converges long before (8–17 passes measured, from
    /// 1,000 to 20,000 reviews); a fit that reaches this many passes stops there.
    public static let maximumPasses = 1_000

    /// A pass over the log, as the fit reports it to whoever shows its progress.
    public struct Pass: Sendable, Equatable {
        /// From 1.
        public var number: Int
        /// The mean log loss over the pass's batches, with the pull toward the defaults.
        public var objective: Double
        /// How often the step has been halved: the fit ends at 5.
        public var halvings: Int

        public init(number: Int, objective: Double, halvings: Int) {
            self.number = number
            self.objective = objective
            self.halvings = halvings
        }
    }

    /// Fits the parameters to `histories`, starting from `initial`; the defaults, unfitted,
    /// below `minimumReviews`.
    ///
    /// The objective is the mean log loss (each review weighted by its recency when
    /// `recencyWeighted`, as the reference weighs its training) plus the pull toward the
    /// defaults, as much as `priorReviews(trainedOn:)` reviews. Adam steps on exact gradients
    /// (`FSRSLossGradient`) of shuffled batches of words, about 512 predicted reviews each
    /// (fewer on a small log, so that a pass takes at least 20 steps); a pass that lowers the
    /// objective by less than `tolerance` halves the step, and the fit stops when the step has
    /// been halved five times (or at `maximumPasses`). `afterPass` hears of each pass as it
    /// ends.
    public static func fit(
        _ histories: [History], from initial: [Double] = FSRS.defaultWeights, recencyWeighted: Bool = false,
        afterPass: (Pass) -> Void = { _ in }
    ) -> Fit {
        let count = predictedCount(histories)
        guard count >= minimumReviews else { return Fit(weights: initial, epochs: 0) }
        typealias Partials = FSRSLossGradient.Partials
        var prior = Partials()
        var spreadSquared = Partials(repeating: 1)
        for index in 0..<21 {
            prior[index] = FSRS.defaultWeights[index]
            spreadSquared[index] = spread[index] * spread[index]
        }
        let log = FSRSLossGradient.Log(histories, recencyWeighted: recencyWeighted)
        // The penalty is a share of the mean log loss: its pull fades as the log grows.
        let priorWeight = priorReviews(trainedOn: count) / Double(count)
        let batchReviews = min(512, max(16, count / 20))
        var random = SeededRandom(seed: 2023)
        var w = clamped(initial)
        var m = Partials()
        var v = Partials()
        let (beta1, beta2, epsilon) = (0.9, 0.999, 1e-8)
        var rate = 0.04
        var halvings = 0
        var previous = Double.infinity
        var epochs = 0
        var step = 0.0
        var order = Array(0..<log.historyCount)
        while halvings < 5, epochs < maximumPasses {
            epochs += 1
            order.shuffle(using: &random)
            var epochLoss = 0.0
            var epochWeight = 0.0
            var batchStart = 0
            while batchStart < order.count {
                var batchEnd = batchStart
                var reviews = 0
                while batchEnd < order.count, reviews < batchReviews {
                    reviews += log.predicted[order[batchEnd]]
                    batchEnd += 1
                }
                let (loss, gradient, weight) = FSRSLossGradient.evaluate(
                    log, histories: order[batchStart..<batchEnd], weights: w)
                batchStart = batchEnd
                guard weight > 0 else { continue }
                epochLoss += loss
                epochWeight += weight
                var current = Partials()
                for index in 0..<21 { current[index] = w[index] }
                let pull = (current - prior) / spreadSquared
                let g = gradient / weight + (2 * priorWeight) * pull
                step += 1
                m = beta1 * m + (1 - beta1) * g
                v = beta2 * v + (1 - beta2) * g * g
                let mHat = m / (1 - pow(beta1, step))
                let vHat = v / (1 - pow(beta2, step))
                // The reference's step for every parameter, but the first stabilities, which
                // range over orders of magnitude: they step by a share of themselves.
                var scale = Partials(repeating: 1)
                for index in 0..<4 { scale[index] = max(w[index], 0.01) }
                let moved = current - (rate * scale) * mHat / (vHat.squareRoot() + epsilon)
                w = clamped((0..<21).map { moved[$0] })
            }
            var penalty = 0.0
            for index in 0..<21 {
                let distance = (w[index] - prior[index]) / spread[index]
                penalty += distance * distance
            }
            let objective = epochLoss / max(epochWeight, .leastNormalMagnitude) + priorWeight * penalty
            if previous - objective < tolerance {
                rate /= 2
                halvings += 1
            }
            previous = min(previous, objective)
            afterPass(Pass(number: epochs, objective: objective, halvings: halvings))
        }
        return Fit(weights: w, epochs: epochs)
    }

    /// Every parameter within its bound.
    public static func clamped(_ weights: [Double]) -> [Double] {
        zip(weights, bounds).map { min(max($0, $1.lowerBound), $1.upperBound) }
    }

    static func crossEntropy(_ recall: Double, _ recalled: Bool) -> Double {
        recalled ? -log(recall) : -log(1 - recall)
    }

    /// The training data as FSRS defines it, from a review log: the answers that scheduled
    /// (not practice, not the re-ask round), the first of a learner day per word, in time
    /// order, the elapsed time in learner days.
    public static func histories(from answers: [(headword: String, day: Int, rating: FSRS.Rating, isPractice: Bool)])
        -> [History]
    {
        historiesByWord(from: answers).map(\.history)
    }

    /// The training data, each history with its word: the first answered first.
    public static func historiesByWord(
        from answers: [(headword: String, day: Int, rating: FSRS.Rating, isPractice: Bool)]
    ) -> [(headword: String, history: History)] {
        var byWord: [String: [(day: Int, rating: FSRS.Rating)]] = [:]
        var order: [String] = []
        for answer in answers where !answer.isPractice {
            if byWord[answer.headword] == nil { order.append(answer.headword) }
            // Appended in place: a copy taken out and put back would copy the word's whole
            // history on every answer.
            if byWord[answer.headword]?.last?.day == answer.day { continue }
            byWord[answer.headword, default: []].append((answer.day, answer.rating))
        }
        return order.compactMap { headword in
            guard let reviews = byWord[headword] else { return nil }
            let history = reviews.enumerated().map { index, review in
                Review(
                    elapsedDays: index == 0 ? 0 : review.day - reviews[index - 1].day, rating: review.rating,
                    day: review.day)
            }
            return (headword, history)
        }
    }

    /// Splits the histories by time: the words first met latest are held out (`share` of
    /// them), so the evaluation is on reviews the fit has not seen.
    public static func split(_ histories: [History], heldOut share: Double = 0.2) -> (train: [History], test: [History])
    {
        let cut = Int(Double(histories.count) * (1 - share))
        return (Array(histories[..<cut]), Array(histories[cut...]))
    }
}
