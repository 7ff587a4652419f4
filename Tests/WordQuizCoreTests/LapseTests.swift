import Testing

@testable import WordQuizCore

/// Lapses count forgetting a word once learned: misses while first learning it are not lapses,
/// so a word missed a dozen times before it was ever right is no leech.
@Suite struct LapseTests {
    @Test func missesBeforeTheFirstRightAnswerAreNoLapses() {
        let fsrs = FSRS()
        var schedule: ReviewSchedule?
        for day in 0..<12 { schedule = ReviewSchedule.after(schedule, rating: .again, on: day, using: fsrs) }
        #expect(schedule?.lapses == 0)
        #expect(schedule?.isLeech == false)
        #expect(schedule?.learnedDay == nil)
        schedule = ReviewSchedule.after(schedule, rating: .good, on: 12, using: fsrs)
        #expect(schedule?.learnedDay == 12)
        schedule = ReviewSchedule.after(schedule, rating: .again, on: 20, using: fsrs)
        #expect(schedule?.lapses == 1, "forgotten once learned")
        #expect(schedule?.reviews == 14)
    }
}
