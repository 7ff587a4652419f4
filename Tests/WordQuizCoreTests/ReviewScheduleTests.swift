import Testing

@testable import WordQuizCore

@Suite struct ReviewScheduleTests {
    let fsrs = FSRS()

    @Test func aNewWordAnsweredRightComesBackAfterItsInterval() {
        let schedule = ReviewSchedule.after(nil, rating: .good, on: 100, using: fsrs)
        #expect(schedule.dueDay == 102)
        #expect(schedule.reviews == 1)
        #expect(schedule.lapses == 0)
    }

    @Test func aMissedWordComesBackTomorrowAndCountsALapse() {
        let learned = ReviewSchedule.after(nil, rating: .good, on: 100, using: fsrs)
        let missed = ReviewSchedule.after(learned, rating: .again, on: 110, using: fsrs)
        #expect(missed.dueDay == 111)
        #expect(missed.lapses == 1)
        #expect(!missed.isDue(on: 110))
        #expect(missed.isDue(on: 111))
    }

    @Test func eightLapsesMakeALeech() {
        var schedule = ReviewSchedule.after(nil, rating: .good, on: 0, using: fsrs)
        for day in 1...8 {
            #expect(!schedule.isLeech)
            schedule = ReviewSchedule.after(schedule, rating: .again, on: day * 2, using: fsrs)
        }
        #expect(schedule.isLeech)
    }

    @Test(arguments: [(3, 99), (4, 100), (23, 100), (0, 99)])
    func theLearnersDayRollsOverAtFour(hour: Int, day: Int) throws {
        let date = try #require(CalendarDate(dayNumber: 100) as CalendarDate?)
        #expect(LearnerDay.dayNumber(localDate: date, hour: hour) == day)
    }

    /// Practice leaves the memory as it was; a miss brings the word back tomorrow when it was
    /// due later, and never later than it was due.
    @Test func aPracticeMissBringsTheWordBackTomorrow() {
        let fsrs = FSRS()
        let learnt = ReviewSchedule.after(nil, rating: .good, on: 100, using: fsrs)
        var later = learnt
        later.dueDay = 130
        #expect(later.afterPractice(rating: .good, on: 105) == later)
        #expect(later.afterPractice(rating: .hard, on: 105) == later)
        let missed = later.afterPractice(rating: .again, on: 105)
        #expect(missed.dueDay == 106)
        #expect(missed.memory == later.memory && missed.reviews == later.reviews && missed.lapses == later.lapses)
        var soon = later
        soon.dueDay = 106
        #expect(soon.afterPractice(rating: .again, on: 105) == soon, "already due tomorrow")
    }
}
