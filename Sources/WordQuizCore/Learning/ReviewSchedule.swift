/// When a word comes back: its FSRS memory, counted in the learner's days.
public struct ReviewSchedule: Sendable, Equatable, Codable {
    public var memory: FSRS.MemoryState
    /// The learner's day of the last review (days since 1970-01-01, see `LearnerDay`).
    public var lastReviewDay: Int
    /// The learner's day on which the word is due again.
    public var dueDay: Int
    public var reviews: Int
    /// Times the word was forgotten after having been learned.
    public var lapses: Int
    /// The learner's day the word was first answered right: misses before it are learning,
    /// not lapses.
    public var learnedDay: Int?

    public init(
        memory: FSRS.MemoryState, lastReviewDay: Int, dueDay: Int, reviews: Int, lapses: Int, learnedDay: Int? = nil
    ) {
        self.memory = memory
        self.lastReviewDay = lastReviewDay
        self.dueDay = dueDay
        self.reviews = reviews
        self.lapses = lapses
        self.learnedDay = learnedDay
    }

    /// Eight lapses make a leech: a word that keeps failing and needs another approach.
    public static let leechLapses = 8
    public var isLeech: Bool { lapses >= Self.leechLapses }

    public func isDue(on day: Int) -> Bool { dueDay <= day }

    /// The schedule after a review on `day`.
    /// The schedule after a practice answer (a word asked that was not due): the memory state
    /// and the counts as they were, but a miss brings the word back tomorrow when it was due
    /// later — a word just forgotten is not left a month.
    public func afterPractice(rating: FSRS.Rating, on day: Int) -> ReviewSchedule {
        guard rating == .again, dueDay > day + 1 else { return self }
        var moved = self
        moved.dueDay = day + 1
        return moved
    }

    public static func after(
        _ previous: ReviewSchedule?, rating: FSRS.Rating, on day: Int, using fsrs: FSRS
    ) -> ReviewSchedule {
        let elapsed = previous.map { max(0, day - $0.lastReviewDay) } ?? 0
        let memory = fsrs.nextState(after: previous?.memory, elapsedDays: elapsed, rating: rating)
        // A missed word comes back the next day whatever its stability says.
        let interval = rating == .again ? 1 : fsrs.interval(stability: memory.stability)
        // A lapse is forgetting a word once learned; misses while first learning it are not.
        let learnedBefore = previous?.learnedDay
        let lapsed = learnedBefore != nil && rating == .again
        return ReviewSchedule(
            memory: memory, lastReviewDay: day, dueDay: day + interval,
            reviews: (previous?.reviews ?? 0) + 1, lapses: (previous?.lapses ?? 0) + (lapsed ? 1 : 0),
            learnedDay: learnedBefore ?? (rating == .again ? nil : day))
    }
}
