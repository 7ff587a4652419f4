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
    /// True retention over the last 30 learner days, in all and per level, and the target.
    var retention: Retention
    /// Words due on each of the next 30 days, today (with every overdue word) first.
    var forecast: [ForecastDay]
    /// Predicted recall against what happened, in bins of predicted recall.
    var calibration: [CalibrationBin]
    /// The reviews a day each retention target would cost, simulated with the parameters in use.
    var retentionCost: [RetentionCostPoint]
    /// The new words a day `retentionCost` was simulated at.
    var retentionCostNewPerDay: Int
    /// Set when `wordquiz optimize` is worth running: the reviews the log holds for it.
    @ExplicitNull var fitSuggestedAt: Int?
    /// The parameters in use: the learner's fit or FSRS-6's defaults.
    var model: Model

    /// A kept fit's size and held-out scores, weighted as fsrs-rs's `evaluate` weighs them
    /// (null with the defaults, or for a fit kept before the scores were).
    struct Model: Codable, Sendable, Equatable {
        var fitted: Bool
        @ExplicitNull var fittedTo: Int?
        @ExplicitNull var heldOutLogLoss: Double?
        @ExplicitNull var heldOutRMSEBins: Double?
    }

    struct Retention: Codable, Sendable, Equatable {
        var days: Int
        var target: Double
        var reviews: Int
        var recalled: Int
        @ExplicitNull var rate: Double?
        var levels: [LevelRetention]
    }

    struct LevelRetention: Codable, Sendable, Equatable {
        var level: String
        var reviews: Int
        var recalled: Int
        @ExplicitNull var rate: Double?
    }

    struct ForecastDay: Codable, Sendable, Equatable {
        var date: CalendarDate
        var due: Int
    }

    struct CalibrationBin: Codable, Sendable, Equatable {
        var from: Double
        var to: Double
        var reviews: Int
        var predicted: Double
        var observed: Double
    }

    struct RetentionCostPoint: Codable, Sendable, Equatable {
        var retention: Double
        var reviewsPerDay: Double
    }

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

    init(_ stats: LearnerStats, levels: [LevelProgress] = [], outlook: MemoryOutlook, today: Int) {
        let retention = outlook.retention
        self.retention = Retention(
            days: TrueRetention.days, target: retention.target, reviews: retention.overall.reviews,
            recalled: retention.overall.recalled, rate: retention.overall.rate,
            levels: BankWord.Level.allCases.compactMap { level in
                retention.byLevel[level].map {
                    LevelRetention(
                        level: LevelChoice.only(level).description, reviews: $0.reviews, recalled: $0.recalled,
                        rate: $0.rate)
                }
            })
        forecast = outlook.forecast.counts.enumerated().map {
            ForecastDay(date: CalendarDate(dayNumber: outlook.forecast.today + $0.offset), due: $0.element)
        }
        calibration = outlook.calibration.bins.map {
            CalibrationBin(
                from: $0.from, to: $0.to, reviews: $0.reviews, predicted: $0.predicted, observed: $0.observed)
        }
        retentionCost = outlook.costs.map {
            RetentionCostPoint(retention: $0.retention, reviewsPerDay: $0.reviewsPerDay)
        }
        retentionCostNewPerDay = outlook.newPerDay
        fitSuggestedAt = outlook.fitSuggestedAt
        model = Model(
            fitted: outlook.isFitted, fittedTo: outlook.fit?.reviews, heldOutLogLoss: outlook.fit?.heldOut.logLoss,
            heldOutRMSEBins: outlook.fit?.heldOut.rmseBins)
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
