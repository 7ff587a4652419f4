/// One answer in the review log, as the statistics need it.
public struct ReviewRecord: Sendable, Equatable {
    public var headword: String
    /// The learner's day it was given on.
    public var day: Int
    public var rating: FSRS.Rating

    public init(headword: String, day: Int, rating: FSRS.Rating) {
        self.headword = headword
        self.day = day
        self.rating = rating
    }

    public var isCorrect: Bool { rating != .again }
}

/// The learner's record: streak, answers, accuracy, words learned and due, leeches.
public struct LearnerStats: Sendable, Equatable {
    /// Consecutive learner days with at least one answer, up to today (or yesterday, while
    /// today is still young).
    public var streak: Int
    public var answers: Int
    public var correct: Int
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

/// A calendar heat map of answers: one column a week, Monday at the top.
public enum HeatMap {
    public static let weeks = 12

    /// Rows of cells for the `weeks` weeks ending with the week of `today`.
    public static func render(answersByDay: [Int: Int], today: Int, style: TextStyle) -> String {
        // Day 0 (1970-01-01) was a Thursday: Monday-based weekday = (day + 3) mod 7.
        let weekday = ((today + 3) % 7 + 7) % 7
        let firstMonday = today - weekday - (weeks - 1) * 7
        let labels = ["월", "화", "수", "목", "금", "토", "일"]
        var lines: [String] = []
        for row in 0..<7 {
            var line = labels[row] + " "
            for week in 0..<weeks {
                let day = firstMonday + week * 7 + row
                if day > today {
                    line += "  "
                    continue
                }
                line += cell(answersByDay[day] ?? 0, style: style) + " "
            }
            lines.append(line)
        }
        lines.append("   " + style.dim("· 없음  ░ 1–4  ▒ 5–9  ▓ 10–19  █ 20+"))
        return lines.joined(separator: "\n")
    }

    static func cell(_ count: Int, style: TextStyle) -> String {
        switch count {
        case 0: style.dim("·")
        case 1..<5: style.green("░")
        case 5..<10: style.green("▒")
        case 10..<20: style.green("▓")
        default: style.green("█")
        }
    }
}
