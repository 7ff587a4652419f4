import Foundation
import WordQuizCore

/// `wordquiz stats`: the learner's record.
struct StatsCommand {
    static let usage = "Usage: wordquiz stats [--json] [--date YYYY-MM-DD] [--color auto|always|never]"

    var json = false
    var date: CalendarDate?
    var color = ColorChoice.auto

    init(arguments: [String]) throws(CommandFailure) {
        var scanner = ArgumentScanner(arguments, usage: Self.usage)
        while let option = try scanner.next() {
            switch option.name {
            case "--json": json = true
            case "--date":
                date = try scanner.date(for: option)
            case "--color", "--colour":
                color = try scanner.color(for: option)
            default: throw scanner.failure("unknown option '\(option.name)' for stats")
            }
        }
    }

    func run(_ context: AppContext) throws(CommandFailure) {
        let environment = try LearnerEnvironment.prepare(context, date: date)
        let stats: LearnerStats
        do {
            let schedules = Dictionary(
                try environment.store.studiedCards().map { ($0.card.headword, $0.schedule) },
                uniquingKeysWith: { first, _ in first })
            stats = LearnerStats(
                records: try environment.store.reviewRecords(), schedules: schedules, today: environment.learnerDay)
        } catch {
            throw .from(error)
        }
        if json {
            context.stdout.write(Self.json(stats, today: environment.learnerDay) + "\n")
            return
        }
        let style = TextStyle(
            isColorEnabled: color.isEnabled(isTerminal: context.isStdoutTerminal, environment: context.environment))
        context.stdout.write(Self.text(stats, today: environment.learnerDay, style: style))
    }

    static func percent(_ value: Double?) -> String {
        value.map { "\(Int(($0 * 100).rounded()))%" } ?? "—"
    }

    static func text(_ stats: LearnerStats, today: Int, style: TextStyle) -> String {
        var lines = [
            style.bold("연속 학습") + "  \(stats.streak)일",
            style.bold("답변") + "  전체 \(stats.answers)개 · 정답률 \(percent(stats.accuracy))"
                + "  |  최근 7일 \(stats.answersLast7Days)개 · 정답률 \(percent(stats.accuracyLast7Days))",
            style.bold("단어") + "  익힌 단어 \(stats.wordsLearned)개 / 공부한 단어 \(stats.wordsStudied)개",
            style.bold("오늘 복습") + "  \(stats.dueToday)개",
        ]
        if !stats.leeches.isEmpty {
            lines.append(
                style.bold("자꾸 잊는 단어") + "  " + stats.leeches.joined(separator: ", ")
                    + style.dim(" (\(ReviewSchedule.leechLapses)번 이상 잊음: 예문을 새로 만들어 보세요)"))
        }
        lines.append("")
        lines.append(style.dim("최근 \(HeatMap.weeks)주"))
        lines.append(HeatMap.render(answersByDay: stats.answersByDay, today: today, style: style))
        return lines.joined(separator: "\n") + "\n"
    }

    static func json(_ stats: LearnerStats, today: Int) -> String {
        var heatmap: [String: Int] = [:]
        for (day, count) in stats.answersByDay where day > today - HeatMap.weeks * 7 {
            heatmap[CalendarDate(dayNumber: day).description] = count
        }
        let object: [String: Any] = [
            "today": CalendarDate(dayNumber: today).description,
            "streakDays": stats.streak,
            "answers": stats.answers,
            "correct": stats.correct,
            "accuracy": stats.accuracy ?? NSNull(),
            "last7Days": [
                "answers": stats.answersLast7Days, "correct": stats.correctLast7Days,
                "accuracy": stats.accuracyLast7Days ?? NSNull(),
            ] as [String: Any],
            "wordsLearned": stats.wordsLearned,
            "wordsStudied": stats.wordsStudied,
            "dueToday": stats.dueToday,
            "leeches": stats.leeches,
            "answersByDay": heatmap,
        ]
        return JSONText.encode(object)
    }
}

/// JSON for objects built from dictionaries, with sorted keys.
enum JSONText {
    static func encode(_ object: Any) -> String {
        guard
            let data = try? JSONSerialization.data(
                withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
        else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
