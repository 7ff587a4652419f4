import Testing

@testable import WordQuizCore

/// What `stats` says about the learner's memory: true retention, the coming reviews,
/// calibration and the cost of a retention target.
@Suite struct MemoryOutlookTests {
    typealias Answer = (headword: String, day: Int, rating: FSRS.Rating, isPractice: Bool)
    static let today = 20_000

    static func levels(_ headword: String) -> BankWord.Level? {
        ["사람": .beginner, "물": .beginner, "경험": .intermediate][headword]
    }

    @Test func trueRetentionCountsTheReviewsOfTheLastThirtyDaysAfterEachWordsFirst() {
        let today = Self.today
        let answers: [Answer] = [
            // 사람: met (not counted), then recalled on the window's first day, then forgotten.
            ("사람", today - 40, .good, false), ("사람", today - 29, .good, false), ("사람", today, .again, false),
            // 물: its only review in the window is a practice answer, which scheduled nothing.
            ("물", today - 35, .good, false), ("물", today - 30, .good, false), ("물", today - 3, .good, true),
            // 경험: the second answer of a day is not a review of its own.
            ("경험", today - 10, .good, false), ("경험", today - 2, .hard, false), ("경험", today - 2, .again, false),
            // A deck's word counts in all, not in a level.
            ("낱말", today - 5, .good, false), ("낱말", today - 1, .again, false),
        ]
        let histories = FSRSOptimizer.historiesByWord(from: answers)
        let retention = TrueRetention(histories, level: Self.levels, today: today, target: 0.9)
        #expect(retention.overall == .init(reviews: 4, recalled: 2))
        #expect(retention.overall.rate == 0.5)
        #expect(retention.byLevel[.beginner] == .init(reviews: 2, recalled: 1))
        // An "almost" (hard) is recalled, as the memory model counts it.
        #expect(retention.byLevel[.intermediate] == .init(reviews: 1, recalled: 1))
        #expect(retention.byLevel[.advanced] == nil)
        #expect(retention.target == 0.9)
    }

    @Test func theForecastPutsOverdueWordsTodayAndCountsThirtyDays() {
        let today = Self.today
        let forecast = ReviewForecast(
            dueDays: [today - 5, today, today + 1, today + 1, today + 6, today + 7, today + 29, today + 30],
            today: today)
        #expect(forecast.counts.count == 30)
        #expect(forecast.counts[0] == 2)
        #expect(forecast.counts[1] == 2)
        #expect(forecast.counts[6] == 1)
        #expect(forecast.counts[29] == 1)
        #expect(forecast.due(within: 7) == 5, "today, tomorrow and the sixth day after")
        #expect(forecast.due(within: 30) == 7, "the word due in 30 days is outside")
        #expect(forecast.busiest?.day == today, "the earliest of the busiest days")
        #expect(forecast.busiest?.count == 2)
        let bars = Array(forecast.bars)
        #expect(bars.count == 30)
        #expect(bars[0] == "█" && bars[1] == "█")
        #expect(bars[6] == "▄", "one word against a busiest day of two is half height")
        #expect(bars[2] == "·")
        #expect(ReviewForecast(dueDays: [], today: today).busiest == nil)
    }

    @Test func calibrationBinsEachPredictionByItsPredictedRecall() {
        func prediction(_ recall: Double, _ recalled: Bool) -> FSRSOptimizer.Prediction {
            .init(recall: recall, recalled: recalled, elapsedDays: 1, longTermReviews: 1, lapses: 0, day: 0, history: 0)
        }
        let calibration = RecallCalibration([
            prediction(0.95, true), prediction(0.9, false), prediction(0.9999, true), prediction(0.85, true),
            prediction(0.5, false), prediction(0.2, false),
        ])
        #expect(calibration.bins.map(\.from) == [0, 0.5, 0.8, 0.9], "no bin without a review")
        let top = calibration.bins[3]
        #expect(top.to == 1)
        #expect(top.reviews == 3, "90 % is in the top bin")
        #expect(abs(top.predicted - (0.95 + 0.9 + 0.9999) / 3) < 1e-12)
        #expect(abs(top.observed - 2.0 / 3) < 1e-12)
        #expect(calibration.bins[1].reviews == 1, "50 % opens the second bin")
        #expect(calibration.bins[1].observed == 0)
    }

    @Test func aHigherRetentionCostsMoreReviewsAndTheSameParametersCostTheSame() {
        let costs = RetentionCost.targets.map {
            RetentionCost.reviewsPerDay(weights: FSRS.defaultWeights, retention: $0, newPerDay: 3)
        }
        #expect(costs == costs.sorted(), "\(costs)")
        #expect(costs.last! > 1.5 * costs.first!, "95 % asks far more than 80 %: \(costs)")
        #expect(
            RetentionCost.reviewsPerDay(weights: FSRS.defaultWeights, retention: 0.9, newPerDay: 3) == costs[2],
            "seeded: the same figure every time")
        #expect(RetentionCost.reviewsPerDay(weights: FSRS.defaultWeights, retention: 0.9, newPerDay: 0) == 0)
        // A forgetful learner's first memories are a third as stable: the same target costs more.
        var forgetful = FSRS.defaultWeights
        for index in 0..<4 { forgetful[index] *= 0.35 }
        #expect(RetentionCost.reviewsPerDay(weights: forgetful, retention: 0.9, newPerDay: 3) > costs[2])
    }

    @Test func aFitIsSuggestedOnceTheLogHoldsEnoughAndHasDoubledSinceTheLast() {
        #expect(!FSRSOptimizer.suggestsFit(predictedReviews: FSRSOptimizer.minimumReviews - 1, fittedTo: nil))
        #expect(FSRSOptimizer.suggestsFit(predictedReviews: FSRSOptimizer.minimumReviews, fittedTo: nil))
        #expect(!FSRSOptimizer.suggestsFit(predictedReviews: 1_999, fittedTo: 1_000))
        #expect(FSRSOptimizer.suggestsFit(predictedReviews: 2_000, fittedTo: 1_000))
    }

    @Test func theOutlookPricesTheLearnersOwnTargetBesideTheFourAndSuggestsAFit() {
        let retention = TrueRetention(
            tallies: [.beginner: .init(reviews: 40, recalled: 36), nil: .init(reviews: 10, recalled: 4)], target: 0.87)
        #expect(retention.overall == .init(reviews: 50, recalled: 40))
        #expect(retention.byLevel == [.beginner: .init(reviews: 40, recalled: 36)])
        let outlook = MemoryOutlook(
            retention: retention, forecast: ReviewForecast(dueDays: [Self.today], today: Self.today),
            calibration: RecallCalibration(sums: []), testedReviews: 450, fsrs: FSRS(desiredRetention: 0.87),
            newPerDay: 2, fittedTo: nil)
        #expect(outlook.costs.map(\.retention) == [0.80, 0.85, 0.87, 0.90, 0.95])
        #expect(outlook.fitSuggestedAt == 450)
        #expect(outlook.newPerDay == 2)
        let fitted = MemoryOutlook(
            retention: retention, forecast: ReviewForecast(dueDays: [], today: Self.today),
            calibration: RecallCalibration(sums: []), testedReviews: 450, fsrs: FSRS(), newPerDay: 0, fittedTo: 400)
        #expect(fitted.fitSuggestedAt == nil, "450 is not twice the 400 fitted to")
        #expect(fitted.newPerDay == 1, "a learner taking no new words has one a day priced")
        #expect(fitted.costs.map(\.retention) == RetentionCost.targets)
    }

    @Test func calibrationFromSumsLeavesOutTheReviewsWhosePredictionWasNotKept() {
        let calibration = RecallCalibration(sums: [
            .init(bin: 4, reviews: 10, predicted: 9.3, recalled: 9),
            .init(bin: -1, reviews: 99, predicted: 0, recalled: 80),
            .init(bin: 2, reviews: 4, predicted: 3, recalled: 2),
        ])
        #expect(calibration.bins.map(\.from) == [0.7, 0.9])
        #expect(calibration.bins.map(\.reviews) == [4, 10])
        #expect(abs(calibration.bins[1].predicted - 0.93) < 1e-12)
        #expect(calibration.bins[1].observed == 0.9)
    }
}
