/// What a retention target costs: the reviews a day the scheduler would ask of this learner,
/// simulated over a year of new words at the learner's pace with the learner's own
/// parameters, each review recalled with the probability the model gives (a miss comes back
/// the next day). Seeded: the same parameters give the same figures on every machine.
public enum RetentionCost {
    /// The targets `stats` shows the cost of.
    public static let targets: [Double] = [0.80, 0.85, 0.90, 0.95]
    public static let simulatedDays = 365

    /// A target and its reviews a day.
    public struct Point: Sendable, Equatable {
        public var retention: Double
        public var reviewsPerDay: Double

        public init(retention: Double, reviewsPerDay: Double) {
            self.retention = retention
            self.reviewsPerDay = reviewsPerDay
        }
    }

    /// The pace a cost is shown at: the learner's new words a day, and one a day for a learner
    /// who takes none (a year of no new words costs nothing, which says nothing).
    public static func pricedPace(newPerDay: Int) -> Int {
        max(1, newPerDay)
    }

    /// The words a simulated day brings. Each word's reviews are its own (no daily limit in
    /// the simulation), so a learner's pace scales the figure: a year of 200 words a day
    /// costs as little to simulate as one of two.
    static let simulatedWordsPerDay = 5

    /// The mean reviews a day (a word's first answer not counted) over the simulated year, at
    /// `newPerDay` new words a day.
    public static func reviewsPerDay(
        weights: [Double], retention: Double, newPerDay: Int, days: Int = simulatedDays, seed: UInt64 = 2_024
    ) -> Double {
        guard days > 0, newPerDay > 0 else { return 0 }
        return reviewsPerNewWord(weights: weights, retention: retention, days: days, seed: seed) * Double(newPerDay)
    }

    /// The reviews a day one new word a day costs.
    static func reviewsPerNewWord(weights: [Double], retention: Double, days: Int, seed: UInt64) -> Double {
        let fsrs = FSRS(weights: weights, desiredRetention: retention)
        var random = SeededRandom(seed: seed)
        var schedules: [ReviewSchedule] = []
        // The words due on each day, by index into `schedules`: each day looks at its own only.
        var dueOn = [[Int]](repeating: [], count: days)
        var reviews = 0
        for day in 0..<days {
            for word in dueOn[day] {
                let schedule = schedules[word]
                let recall = fsrs.retrievability(
                    elapsedDays: Double(day - schedule.lastReviewDay), stability: schedule.memory.stability)
                let rating: FSRS.Rating = Double.random(in: 0..<1, using: &random) < recall ? .good : .again
                let next = ReviewSchedule.after(schedule, rating: rating, on: day, using: fsrs)
                schedules[word] = next
                reviews += 1
                if next.dueDay < days { dueOn[next.dueDay].append(word) }
            }
            dueOn[day] = []
            for _ in 0..<simulatedWordsPerDay {
                let first = ReviewSchedule.after(nil, rating: .good, on: day, using: fsrs)
                schedules.append(first)
                if first.dueDay < days { dueOn[first.dueDay].append(schedules.count - 1) }
            }
        }
        return Double(reviews) / Double(days) / Double(simulatedWordsPerDay)
    }
}
