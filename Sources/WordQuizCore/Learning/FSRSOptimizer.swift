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
    /// How much better a fit must predict the held-out reviews to be kept: 0.5 % of their log
    /// loss. A learner like the average one gains nothing measurable from a fit, and its noise
    /// would cost them (fsrs-rs's evaluator found such fits slightly worse: scripts/fsrs-compare).
    public static let keepMargin = 0.005

    /// How much worse a fit's RMSE(bins) on the held-out reviews may be than the one in use
    /// and still be kept: what a few hundred reviews' bins vary by, no more.
    public static let rmseNoise = 0.01

    /// Whether a fit is kept, and what decided: it must predict the held-out reviews better
    /// by log loss (by `keepMargin`) *and* be no worse beyond noise by RMSE(bins) — a fit
    /// that sharpens the average while it miscalibrates the bins is not kept.
    public enum Verdict: Sendable, Equatable {
        case kept
        /// The log loss gained less than the margin.
        case noBetterByLogLoss
        /// The log loss gained, but RMSE(bins) grew beyond noise.
        case worseByRMSE
    }

    public static func verdict(
        logLoss: (fitted: Double, inUse: Double), rmseBins: (fitted: Double, inUse: Double)
    ) -> Verdict {
        guard logLoss.fitted.isFinite, logLoss.fitted < logLoss.inUse * (1 - keepMargin) else {
            return .noBetterByLogLoss
        }
        guard rmseBins.fitted.isFinite, rmseBins.fitted <= rmseBins.inUse + rmseNoise else { return .worseByRMSE }
        return .kept
    }

    /// Below this many, only the initial stabilities (w₀–w₃) are fitted.
    public static let fullFitReviews = 1_000

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

    /// The mean log loss of the predictions for `histories` under `weights`.
    public static func logLoss(_ histories: [History], weights: [Double]) -> Double {
        let predictions = predictions(histories, weights: weights)
        guard !predictions.isEmpty else { return 0 }
        return predictions.reduce(0) { $0 + crossEntropy($1.recall, $1.recalled) } / Double(predictions.count)
    }

    /// Each predicted review's predicted recall and whether the word was recalled, with the
    /// interval, the review's number and the lapses before it (what RMSE(bins) bins by).
    public static func predictions(_ histories: [History], weights: [Double]) -> [Prediction] {
        let fsrs = FSRS(weights: weights)
        var out: [Prediction] = []
        for history in histories {
            var state: FSRS.MemoryState?
            var lapses = 0
            for (index, review) in history.enumerated() {
                if let state, index > 0 {
                    let recall = fsrs.retrievability(
                        elapsedDays: Double(review.elapsedDays), stability: state.stability)
                    out.append(
                        Prediction(
                            recall: min(max(recall, 0.0001), 0.9999), recalled: review.rating != .again,
                            elapsedDays: review.elapsedDays, reviewNumber: index, lapses: lapses, day: review.day))
                }
                if index > 0, review.rating == .again { lapses += 1 }
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
        public var reviewNumber: Int
        public var lapses: Int
        /// The learner day of the review.
        public var day: Int
    }

    /// RMSE(bins), as the reference bins it: by the interval, the review's number and the
    /// lapses, each on a rounded logarithmic scale; the bins weighted by their reviews.
    public static func rmseBins(_ histories: [History], weights: [Double]) -> Double {
        var bins: [[Int]: (predicted: Double, observed: Double, count: Double)] = [:]
        for prediction in predictions(histories, weights: weights) {
            let key = [
                logBin(prediction.elapsedDays), logBin(prediction.reviewNumber), logBin(prediction.lapses),
            ]
            var bin = bins[key] ?? (0, 0, 0)
            bin.predicted += prediction.recall
            bin.observed += prediction.recalled ? 1 : 0
            bin.count += 1
            bins[key] = bin
        }
        let total = bins.values.reduce(0) { $0 + $1.count }
        guard total > 0 else { return 0 }
        let squared = bins.values.reduce(0.0) { sum, bin in
            let difference = (bin.predicted - bin.observed) / bin.count
            return sum + difference * difference * bin.count
        }
        return (squared / total).squareRoot()
    }

    /// A logarithmic bin, `⌊log₃.₆₂(n + 1)⌋`: close values together, far ones apart.
    static func logBin(_ value: Int) -> Int {
        Int((log(Double(max(0, value)) + 1) / log(3.62)).rounded(.down))
    }

    /// How a fit went.
    public struct Fit: Sendable, Equatable {
        public var weights: [Double]
        /// Which parameters were fitted: all, or the initial stabilities only.
        public var isFull: Bool
        public var iterations: Int
    }

    /// Fits the parameters to `histories`, starting from `initial`; the defaults, unfitted,
    /// below `minimumReviews`. Only w₀–w₃ move below `fullFitReviews`.
    public static func fit(
        _ histories: [History], from initial: [Double] = FSRS.defaultWeights, maximumIterations: Int = 300
    ) -> Fit {
        let count = predictedCount(histories)
        guard count >= minimumReviews else { return Fit(weights: initial, isFull: false, iterations: 0) }
        let free = count >= fullFitReviews ? Array(0..<21) : [0, 1, 2, 3]
        let prior = FSRS.defaultWeights
        // The penalty weighs as much as this many reviews: its pull fades as the log grows.
        let priorWeight = 1.0 / Double(count)
        func objective(_ w: [Double]) -> Double {
            var penalty = 0.0
            for index in free {
                let distance = (w[index] - prior[index]) / spread[index]
                penalty += distance * distance
            }
            return logLoss(histories, weights: w) + priorWeight * penalty
        }
        var w = clamped(initial)
        var m = [Double](repeating: 0, count: 21)
        var v = [Double](repeating: 0, count: 21)
        let (rate, beta1, beta2, epsilon) = (0.04, 0.9, 0.999, 1e-8)
        var previous = objective(w)
        var calm = 0
        var iterations = 0
        for step in 1...maximumIterations {
            iterations = step
            // Forward differences from the objective at `w` (known from the step before), each
            // step a small share of the parameter's spread, backward at an upper bound: one
            // evaluation a parameter, half what central differences take, for a gradient Adam
            // only needs the direction and rough size of.
            var gradient = [Double](repeating: 0, count: 21)
            for index in free {
                let h = spread[index] * 1e-3
                var moved = w
                moved[index] = w[index] + h <= bounds[index].upperBound ? w[index] + h : w[index] - h
                let width = moved[index] - w[index]
                guard width != 0 else { continue }
                gradient[index] = (objective(moved) - previous) / width
            }
            for index in free {
                m[index] = beta1 * m[index] + (1 - beta1) * gradient[index]
                v[index] = beta2 * v[index] + (1 - beta2) * gradient[index] * gradient[index]
                let mHat = m[index] / (1 - pow(beta1, Double(step)))
                let vHat = v[index] / (1 - pow(beta2, Double(step)))
                // Each parameter steps in its own scale.
                w[index] -= rate * spread[index] * 0.1 * mHat / (vHat.squareRoot() + epsilon)
            }
            w = clamped(w)
            let current = objective(w)
            // Converged: ten steps in a row that change the objective by less than 1e-6.
            calm = abs(previous - current) < 1e-6 ? calm + 1 : 0
            previous = current
            if calm >= 10 { break }
        }
        return Fit(weights: w, isFull: free.count == 21, iterations: iterations)
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
