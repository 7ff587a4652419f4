import WordQuizCore
import WordQuizStore

/// `optimize`'s work: FSRS-6's parameters fitted to the learner's own reviews (plain and
/// weighted by recency, the better held out), the latest fifth of the words held out, and
/// kept only when they predict those reviews better than the parameters in use
/// (`FSRSOptimizer.verdict`). A value the command says; the store keeps a fit that is kept.
struct ParameterFit {
    /// Held-out log loss and RMSE(bins) as the reference scores them (`FSRSEvaluation`), with
    /// the parameters in use and with the fit.
    struct Figures: Equatable {
        var logLoss: (inUse: Double, fitted: Double)
        var rmseBins: (inUse: Double, fitted: Double)

        static func == (a: Figures, b: Figures) -> Bool {
            a.logLoss == b.logLoss && a.rmseBins == b.rmseBins
        }
    }

    enum Outcome: Equatable {
        /// Fewer predicted reviews than a fit needs: the defaults stay.
        case tooFewReviews(Int)
        /// The fit is kept and in use from the next answer on.
        case kept(reviews: Int, Figures, weights: [Double])
        /// The parameters in use predict as well by log loss (the gain is too small to tell
        /// from noise).
        case noBetterByLogLoss(Figures)
        /// Better by log loss, worse by RMSE(bins) beyond noise.
        case worseByRMSE(Figures)
    }

    /// Where the learner's memory model stands: the reviews it has predicted so far (what a
    /// fit learns from) and the fit in use, if any.
    static func state(store: WordStore) throws -> (testedReviews: Int, fitted: WordStore.FittedParameters?) {
        (try store.testedReviews(), try store.fittedParameters())
    }

    /// Back to FSRS-6's default parameters (`optimize --reset`): the fit is forgotten.
    static func reset(store: WordStore) throws {
        try store.saveFittedParameters(nil)
    }

    /// The fit of `train`, plain or weighted by recency as the reference weighs its training
    /// (a learner's memory changes over a year): the weighted one only if it predicts the
    /// held-out reviews better by log loss and no worse by RMSE(bins). With its held-out scores.
    static func bestFit(
        _ train: [FSRSOptimizer.History], heldOut test: [FSRSOptimizer.History],
        afterPass: (FSRSOptimizer.Pass) -> Void
    ) -> (FSRSOptimizer.Fit, FSRSEvaluation) {
        let plain = FSRSOptimizer.fit(train, afterPass: afterPass)
        let recent = FSRSOptimizer.fit(train, recencyWeighted: true) { pass in
            var counted = pass
            counted.number += plain.epochs
            afterPass(counted)
        }
        let plainScores = FSRSEvaluation(test, weights: plain.weights)
        let recentScores = FSRSEvaluation(test, weights: recent.weights)
        let recencyWins = recentScores.logLoss < plainScores.logLoss && recentScores.rmseBins <= plainScores.rmseBins
        return recencyWins ? (recent, recentScores) : (plain, plainScores)
    }

    /// Fits the store's review log against `inUse`; a kept fit is saved, fitted at `now`.
    /// `afterPass` hears of each pass over the log as it ends.
    static func run(
        store: WordStore, inUse: [Double], now: Int64, afterPass: (FSRSOptimizer.Pass) -> Void = { _ in }
    ) throws -> Outcome {
        let histories = FSRSOptimizer.histories(from: try store.answersForFitting())
        let count = FSRSOptimizer.predictedCount(histories)
        guard count >= FSRSOptimizer.minimumReviews else { return .tooFewReviews(count) }
        let (train, test) = FSRSOptimizer.split(histories)
        let (fit, _) = bestFit(train, heldOut: test, afterPass: afterPass)
        let (verdict, before, after) = FSRSOptimizer.judge(fit.weights, against: inUse, heldOut: test)
        let figures = Figures(
            logLoss: (before.logLoss, after.logLoss), rmseBins: (before.rmseBins, after.rmseBins))
        switch verdict {
        case .noBetterByLogLoss: return .noBetterByLogLoss(figures)
        case .worseByRMSE: return .worseByRMSE(figures)
        case .kept:
            try store.saveFittedParameters(
                WordStore.FittedParameters(weights: fit.weights, fittedAt: now, reviews: count, heldOut: after))
            return .kept(reviews: count, figures, weights: fit.weights)
        }
    }
}
