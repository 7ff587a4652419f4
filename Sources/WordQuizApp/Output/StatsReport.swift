import WordQuizCore

/// `wordquiz stats --json`.
struct StatsReport: Codable, Sendable, Equatable {
    var today: CalendarDate
    var streakDays: Int
    var answers: Int
    var correct: Int
    /// Answers on words that were not due: counted in `answers`, leaving schedules alone.
    var practiceAnswers: Int
    @ExplicitNull var accuracy: Double?
    var last7Days: Recent
    var wordsLearned: Int
    var wordsStudied: Int
    var dueToday: Int
    var leeches: [String]
    /// Answers per day (`yyyy-MM-dd`) over the heat map's weeks.
    var answersByDay: [String: Int]

    struct Recent: Codable, Sendable, Equatable {
        var answers: Int
        var correct: Int
        @ExplicitNull var accuracy: Double?
    }

    init(_ stats: LearnerStats, today: Int) {
        self.today = CalendarDate(dayNumber: today)
        streakDays = stats.streak
        answers = stats.answers
        correct = stats.correct
        practiceAnswers = stats.practiceAnswers
        accuracy = stats.accuracy
        last7Days = Recent(
            answers: stats.answersLast7Days, correct: stats.correctLast7Days, accuracy: stats.accuracyLast7Days)
        wordsLearned = stats.wordsLearned
        wordsStudied = stats.wordsStudied
        dueToday = stats.dueToday
        leeches = stats.leeches
        var heatmap: [String: Int] = [:]
        for (day, count) in stats.answersByDay where day > today - HeatMap.weeks * 7 {
            heatmap[CalendarDate(dayNumber: day).description] = count
        }
        answersByDay = heatmap
    }
}
