import Testing

@testable import WordQuizCore

@Suite struct LearnerStatsTests {
    func records(_ days: [Int], rating: FSRS.Rating = .good) -> [ReviewRecord] {
        days.map { ReviewRecord(headword: "w\($0)", day: $0, rating: rating) }
    }

    @Test func theStreakCountsConsecutiveDaysEndingTodayOrYesterday() {
        #expect(LearnerStats(records: records([8, 9, 10]), schedules: [:], today: 10).streak == 3)
        #expect(LearnerStats(records: records([8, 9]), schedules: [:], today: 10).streak == 2)
        #expect(LearnerStats(records: records([7, 9, 10]), schedules: [:], today: 10).streak == 2)
        #expect(LearnerStats(records: records([5, 6]), schedules: [:], today: 10).streak == 0)
    }

    @Test func accuracyOverallAndForTheLastSevenDays() throws {
        let all = records([1, 2]) + records([9, 10], rating: .again) + records([10])
        let stats = LearnerStats(records: all, schedules: [:], today: 10)
        #expect(stats.answers == 5)
        #expect(stats.correct == 3)
        #expect(stats.answersLast7Days == 3)
        #expect(stats.correctLast7Days == 1)
        #expect(abs(try #require(stats.accuracy) - 0.6) < 1e-9)
    }

    @Test func dueWordsAndLeeches() {
        let memory = FSRS.MemoryState(stability: 1, difficulty: 5)
        let schedules = [
            "사과": ReviewSchedule(memory: memory, lastReviewDay: 5, dueDay: 10, reviews: 3, lapses: 0),
            "배": ReviewSchedule(memory: memory, lastReviewDay: 5, dueDay: 11, reviews: 12, lapses: 8),
        ]
        let stats = LearnerStats(records: [], schedules: schedules, today: 10)
        #expect(stats.dueToday == 1)
        #expect(stats.leeches == ["배"])
    }

    @Test func theHeatMapHasTwelveWeeksAndMarksActiveDays() {
        let today = CalendarDate(parsing: "2026-11-29")!.dayNumber  // a Sunday
        let map = HeatMap.render(answersByDay: [today: 25, today - 1: 3], today: today, style: .plain)
        let rows = map.split(separator: "\n")
        #expect(rows.count == 8)
        #expect(rows[6].hasPrefix("일"))
        #expect(rows[6].hasSuffix("█ "))
        #expect(rows[5].hasSuffix("░ "))
        #expect(rows[0].filter { $0 == "·" }.count == 12)
    }
}
