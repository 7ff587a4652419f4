import WordQuizCore

/// The learner's own FSRS parameters, fitted to their reviews, with when and to how many.
extension WordStore {
    public struct FittedParameters: Sendable, Equatable {
        public var weights: [Double]
        /// Unix seconds.
        public var fittedAt: Int64
        public var reviews: Int
        /// How well the fit predicted the reviews it did not see (`FSRSEvaluation`); nil for a
        /// fit kept before the scores were.
        public var heldOut: FSRSEvaluation?

        public init(weights: [Double], fittedAt: Int64, reviews: Int, heldOut: FSRSEvaluation? = nil) {
            self.weights = weights
            self.fittedAt = fittedAt
            self.reviews = reviews
            self.heldOut = heldOut
        }
    }

    /// The fitted parameters, if any; nil too when what is stored is not 21 numbers within
    /// their bounds (a damaged row never reaches the scheduler).
    public func fittedParameters() throws(StoreError) -> FittedParameters? {
        guard
            let row = try database.query(
                "SELECT weights, fitted_at, reviews, log_loss, rmse_bins FROM fsrs_parameters WHERE id = 1"
            ).first,
            let text = row["weights"].string, let at = row["fitted_at"].integer, let reviews = row["reviews"].integer
        else { return nil }
        let weights = text.split(separator: ",").compactMap { Double($0) }
        guard weights.count == 21, weights == FSRSOptimizer.clamped(weights) else { return nil }
        // Scores another program wrote out of range are not shown as the fit's.
        var heldOut: FSRSEvaluation?
        if let logLoss = row["log_loss"].real, let rmse = row["rmse_bins"].real, logLoss.isFinite, logLoss >= 0,
            rmse.isFinite, (0...1).contains(rmse)
        {
            heldOut = FSRSEvaluation(logLoss: logLoss, rmseBins: rmse)
        }
        return FittedParameters(weights: weights, fittedAt: at, reviews: Int(reviews), heldOut: heldOut)
    }

    /// Keeps fitted parameters (replacing any before), or with nil goes back to the defaults.
    public func saveFittedParameters(_ parameters: FittedParameters?) throws(StoreError) {
        guard let parameters else {
            return try database.execute("DELETE FROM fsrs_parameters")
        }
        try database.insert(
            RowInsert(
                into: "fsrs_parameters",
                [
                    "id": .integer(1), "weights": .text(parameters.weights.map { String($0) }.joined(separator: ",")),
                    "fitted_at": .integer(parameters.fittedAt), "reviews": .integer(Int64(parameters.reviews)),
                    "log_loss": parameters.heldOut.map { .real($0.logLoss) } ?? .null,
                    "rmse_bins": parameters.heldOut.map { .real($0.rmseBins) } ?? .null,
                ],
                .update(
                    key: ["id"],
                    set: """
                        weights = excluded.weights, fitted_at = excluded.fitted_at, reviews = excluded.reviews,
                        log_loss = excluded.log_loss, rmse_bins = excluded.rmse_bins
                        """)))
    }
}

extension WordStore {
    /// Every answer as the fit reads it, oldest first: the word, the learner day, the grade,
    /// and whether it was practice (which did not schedule).
    public func answersForFitting() throws(StoreError)
        -> [(headword: String, day: Int, rating: FSRS.Rating, isPractice: Bool)]
    {
        try database.query("SELECT headword, learner_day, rating, practice FROM review_log ORDER BY id").compactMap {
            row in
            guard let word = row["headword"].string, let day = row.day("learner_day"),
                let rating = row["rating"].integer.flatMap({ FSRS.Rating(rawValue: Int($0)) })
            else { return damage.skipped("review_log") }
            return (word, day, rating, row["practice"].integer == 1)
        }
    }
}
