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

        var lastRating: [String: FSRS.Rating] = [:]
        for record in records { lastRating[record.headword] = record.rating }
        wordsStudied = lastRating.count
        wordsLearned = lastRating.values.filter { $0 != .again }.count
        dueToday = schedules.values.filter { $0.isDue(on: today) }.count
        leeches = schedules.filter(\.value.isLeech).map(\.key).sorted()
    }
}
