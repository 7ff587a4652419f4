import Foundation

/// How well a set of parameters predicts a set of reviews, scored as the reference scores
/// (fsrs-rs's `evaluate`, the numbers the FSRS benchmark publishes), so that a learner can
/// set ours beside theirs:
///
/// - the predicted reviews in time order, each weighted by its recency, from ¼ for the oldest
///   to 1 for the latest (`recencyWeight`);
/// - log loss: the weighted mean of the cross-entropy of each prediction;
/// - RMSE(bins): the reviews binned by their interval, the reviews before them and their
///   lapses (each on the reference's logarithmic scale); in each bin the mean prediction
///   against the share recalled, the squared gaps averaged by the bins' weights.
///
/// `scripts/fsrs-compare` holds both figures equal to the reference's on shared logs.
public struct FSRSEvaluation: Sendable, Equatable {
    public var logLoss: Double
    public var rmseBins: Double

    /// Scores `weights` on every predicted review of `histories`.
    public init(_ histories: [FSRSOptimizer.History], weights: [Double]) {
        let scored = Self.scoredReviews(histories, weights: weights)
        let total = scored.reduce(0) { $0 + $1.weight }
        guard total > 0 else {
            self.init(logLoss: 0, rmseBins: 0)
            return
        }
        let loss = scored.reduce(0) { $0 + $1.weight * FSRSOptimizer.crossEntropy($1.recall, $1.recalled) }
        var bins: [Bin: (predicted: Double, recalled: Double, count: Double, weight: Double)] = [:]
        for review in scored {
            var bin = bins[review.bin] ?? (0, 0, 0, 0)
            bin.predicted += review.recall
            bin.recalled += review.recalled ? 1 : 0
            bin.count += 1
            bin.weight += review.weight
            bins[review.bin] = bin
        }
        // Summed in the bins' own order, not the dictionary's (seeded afresh in each process):
        // the same log scores the same, to the last bit, in every run.
        let ordered = bins.sorted {
            ($0.key.interval, $0.key.length, $0.key.lapses) < ($1.key.interval, $1.key.length, $1.key.lapses)
        }
        let squared = ordered.map(\.value).reduce(0.0) { sum, bin in
            let gap = (bin.predicted - bin.recalled) / bin.count
            return sum + gap * gap * bin.weight
        }
        self.init(logLoss: loss / total, rmseBins: (squared / total).squareRoot())
    }

    public init(logLoss: Double, rmseBins: Double) {
        self.logLoss = logLoss
        self.rmseBins = rmseBins
    }

    /// How much lower `fitted`'s log loss on `histories` is than `inUse`'s (the difference of
    /// their `logLoss`), and the standard error of that gain: each review's gain weighed as
    /// the log loss weighs it, a word's reviews taken together (they are not independent: a
    /// fit that misjudges a word misjudges each of its reviews), with the words it is
    /// measured on.
    public static func logLossGain(_ histories: [FSRSOptimizer.History], from inUse: [Double], to fitted: [Double])
        -> (gain: Double, standardError: Double, words: Int)
    {
        let before = scoredReviews(histories, weights: inUse)
        let after = scoredReviews(histories, weights: fitted)
        let total = before.reduce(0) { $0 + $1.weight }
        let words = histories.filter { $0.count > 1 }.count
        guard total > 0 else { return (0, 0, words) }
        // Both in the same order: the order depends on the histories alone.
        let gains = zip(before, after).map { old, new in
            FSRSOptimizer.crossEntropy(old.recall, old.recalled) - FSRSOptimizer.crossEntropy(new.recall, new.recalled)
        }
        let mean = zip(before, gains).reduce(0) { $0 + $1.0.weight * $1.1 } / total
        var byWord = [Double](repeating: 0, count: histories.count)
        for (review, gain) in zip(before, gains) { byWord[review.history] += review.weight * (gain - mean) }
        let variance = byWord.reduce(0) { $0 + $1 * $1 }
        return (mean, variance.squareRoot() / total, words)
    }

    /// The weight of the `index`th of `count` reviews in time order: ¼ + ¾ (i / (n − 1))³.
    public static func recencyWeight(_ index: Int, of count: Int) -> Double {
        let position = Double(index) / Double(max(count - 1, 1))
        return 0.25 + 0.75 * position * position * position
    }

    /// What RMSE(bins) groups a review by: its interval, how many reviews a day or more apart
    /// its word has had with it, and its lapses before it, each rounded on the reference's
    /// logarithmic scale (bases 3.62, 1.89 and 1.73).
    struct Bin: Hashable {
        var interval: Int
        var length: Int
        var lapses: Int

        init(elapsedDays: Int, longTermReviews: Int, lapses: Int) {
            interval = elapsedDays > 0 ? Self.scaled(Double(elapsedDays), base: 3.62, by: 248) : 0
            length = Self.scaled(Double(longTermReviews + 1), base: 1.89, by: 1.99)
            self.lapses = lapses > 0 ? Self.scaled(Double(lapses), base: 1.73, by: 1.65) : 0
        }

        /// `by · base^⌊log_base(value)⌋`, rounded.
        static func scaled(_ value: Double, base: Double, by factor: Double) -> Int {
            Int((factor * pow(base, (log(value) / log(base)).rounded(.down))).rounded())
        }
    }

    struct ScoredReview {
        var recall: Double
        var recalled: Bool
        var weight: Double
        var bin: Bin
        /// Which of the histories it is in.
        var history: Int
    }

    /// Every predicted review with its recall, its bin and its recency weight, in time order
    /// (by learner day; the same day in the order of the words' histories).
    static func scoredReviews(_ histories: [FSRSOptimizer.History], weights: [Double]) -> [ScoredReview] {
        let predictions = FSRSOptimizer.predictions(histories, weights: weights)
        let ordered = predictions.enumerated().sorted { ($0.element.day, $0.offset) < ($1.element.day, $1.offset) }
        return ordered.enumerated().map { position, entry in
            let review = entry.element
            return ScoredReview(
                recall: review.recall, recalled: review.recalled, weight: recencyWeight(position, of: ordered.count),
                bin: Bin(
                    elapsedDays: review.elapsedDays, longTermReviews: review.longTermReviews, lapses: review.lapses),
                history: review.history)
        }
    }
}
