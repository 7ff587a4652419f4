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
    /// The bank's levels: words in each, met, learned and due today.
    var levels: [Level]

    struct Level: Codable, Sendable, Equatable {
        /// beginner, intermediate, advanced.
        var level: String
        /// 초급, 중급, 고급.
        var name: String
        var words: Int
        var met: Int
        var learned: Int
        var due: Int
    }

    struct Recent: Codable, Sendable, Equatable {
        var answers: Int
        var correct: Int
        @ExplicitNull var accuracy: Double?
    }

    init(_ stats: LearnerStats, levels: [LevelProgress] = [], today: Int) {
        self.levels = levels.map {
            Level(
                level: LevelChoice.only($0.level).description, name: $0.level.name, words: $0.words, met: $0.met,
                learned: $0.learned, due: $0.due)
        }
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
