/// What the memory model says about the learner, for `stats`: true retention over the last
/// 30 days, the reviews of the next 30, how well its predictions matched, what each
/// retention target would cost, and whether a new fit of the parameters is due. Built from
/// what the store counts as answers are given, and the parameters in use.
public struct MemoryOutlook: Sendable, Equatable {
    public var retention: TrueRetention
    public var forecast: ReviewForecast
    public var calibration: RecallCalibration
    /// Reviews a day at each of `RetentionCost.targets` and the learner's own target, lowest first.
    public var costs: [RetentionCost.Point]
    /// The new words a day the costs were simulated at.
    public var newPerDay: Int
    /// The reviews the model has predicted so far, when a fit is worth running (nil when not).
    public var fitSuggestedAt: Int?
    /// Whether the parameters in use are the learner's own fit (false: FSRS-6's defaults).
    public var isFitted: Bool
    /// The fit in use: the reviews it was fitted to and how well it predicted the ones it did
    /// not see, as the reference evaluates (nil with the defaults, or a fit kept before the
    /// scores were).
    public var fit: Fit?

    public struct Fit: Sendable, Equatable {
        public var reviews: Int
        public var heldOut: FSRSEvaluation
    }

    /// - Parameters:
    ///   - testedReviews: every review the model has predicted (what a fit learns from).
    ///   - fsrs: the parameters and target in use (what the costs are simulated with).
    ///   - fittedTo: the reviews the parameters in use were fitted to, when fitted.
    ///   - heldOut: that fit's held-out scores, where they were kept.
    public init(
        retention: TrueRetention, forecast: ReviewForecast, calibration: RecallCalibration, testedReviews: Int,
        fsrs: FSRS, newPerDay: Int, fittedTo: Int?, heldOut: FSRSEvaluation? = nil
    ) {
        self.retention = retention
        self.forecast = forecast
        self.calibration = calibration
        let pace = RetentionCost.pricedPace(newPerDay: newPerDay)
        self.newPerDay = pace
        let targets = Set(RetentionCost.targets + [fsrs.desiredRetention]).sorted()
        costs = targets.map {
            RetentionCost.Point(
                retention: $0,
                reviewsPerDay: RetentionCost.reviewsPerDay(weights: fsrs.weights, retention: $0, newPerDay: pace))
        }
        fitSuggestedAt =
            FSRSOptimizer.suggestsFit(predictedReviews: testedReviews, fittedTo: fittedTo) ? testedReviews : nil
        isFitted = fittedTo != nil
        if let fittedTo, let heldOut { fit = Fit(reviews: fittedTo, heldOut: heldOut) }
    }
}
