/// The learner's record: streak, answers, accuracy, words learned and due, leeches.
public struct LearnerStats: Sendable, Equatable {
    /// Consecutive learner days with at least one answer, up to today (or yesterday, while
    /// today is still young).
    public var streak: Int
    public var answers: Int
    public var correct: Int
    /// Answers that were practice (the word was not due), counted in `answers` too.
    public var practiceAnswers: Int
    public var answersLast7Days: Int
    public var correctLast7Days: Int
    /// Words whose last answer was right.
    public var wordsLearned: Int
    public var wordsStudied: Int
    public var dueToday: Int
    public var leeches: [String]
    /// Answers per learner day.
    public var answersByDay: [Int: Int]

    public var accuracy: Double? { answers == 0 ? nil : Double(correct) / Double(answers) }
    public var accuracyLast7Days: Double? {
        answersLast7Days == 0 ? nil : Double(correctLast7Days) / Double(answersLast7Days)
    }

    /// One learner day's answers.
    public struct DayActivity: Sendable, Equatable {
        public var answers: Int
        public var correct: Int
        public var practice: Int

        public init(answers: Int, correct: Int, practice: Int) {
            self.answers = answers
            self.correct = correct
            self.practice = practice
        }
    }

    /// The statistics from per-day counts and word counts, as the store keeps them: the
    /// same figures as `init(records:schedules:today:)` computes from every answer.
    public init(
        days: [Int: DayActivity], wordsStudied: Int, wordsLearned: Int, dueToday: Int, leeches: [String], today: Int
    ) {
        answersByDay = days.filter { $0.value.answers > 0 }.mapValues(\.answers)
        answers = days.values.reduce(0) { $0 + $1.answers }
        correct = days.values.reduce(0) { $0 + $1.correct }
        practiceAnswers = days.values.reduce(0) { $0 + $1.practice }
        let recent = days.filter { $0.key > today - 7 && $0.key <= today }.values
        answersLast7Days = recent.reduce(0) { $0 + $1.answers }
        correctLast7Days = recent.reduce(0) { $0 + $1.correct }
        var day = answersByDay[today] != nil ? today : today - 1
        var streak = 0
        while answersByDay[day] != nil {
            streak += 1
            day -= 1
        }
        self.streak = streak
        self.wordsStudied = wordsStudied
        self.wordsLearned = wordsLearned
        self.dueToday = dueToday
        self.leeches = leeches
    }

    /// The statistics from every answer and every word's schedule: the definition the
    /// store's running counts are checked against.
    public init(records: [ReviewRecord], schedules: [String: ReviewSchedule], today: Int) {
        var byDay: [Int: Int] = [:]
        for record in records { byDay[record.day, default: 0] += 1 }
        answersByDay = byDay
        answers = records.count
        correct = records.filter(\.isCorrect).count
        practiceAnswers = records.filter(\.isPractice).count
        let recent = records.filter { $0.day > today - 7 && $0.day <= today }
        answersLast7Days = recent.count
        correctLast7Days = recent.filter(\.isCorrect).count

        var day = byDay[today] != nil ? today : today - 1
        var streak = 0
        while byDay[day] != nil {
            streak += 1
            day -= 1
        }
        self.streak = streak

        // Learned is right the last time: an "almost" is not.
        var lastVerdict: [String: RecordedVerdict] = [:]
        for record in records { lastVerdict[record.headword] = record.verdict }
        wordsStudied = lastVerdict.count
        wordsLearned = lastVerdict.values.filter { $0 == .correct }.count
        dueToday = schedules.values.filter { $0.isDue(on: today) }.count
        leeches = schedules.filter(\.value.isLeech).map(\.key).sorted()
    }
}
