import WordQuizCore

/// `wordquiz stats`: the learner's record.
struct StatsCommand {
    static let usage = "Usage: wordquiz stats [--json] [--date YYYY-MM-DD] [--color auto|always|never]"

    static let help = """
        Your record: the streak of days with answers, accuracy overall and over the last seven
        days, words met, learned and due today, leeches (words missed again and again), and a
        12-week heat map of the days you studied.

        \(usage)

        --json                    the same figures as one JSON object
        --date YYYY-MM-DD         count as if today were this date
        --color auto|always|never colour the heat map (auto: when stdout is a terminal)

        """

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
            default: throw scanner.unknown(option, for: ["stats"])
            }
        }
    }

    func run(_ context: AppContext) throws {
        let setup = try CommandSetup.prepare(context, date: date, readOnly: true)
        let stats = try setup.store.statistics(today: setup.learnerDay)
        let levels = try BankWord.Level.allCases.map { level in
            let words = WordBank.embedded.words.filter { $0.level == level }.map(\.headword)
            let counts = try setup.store.progress(among: words, today: setup.learnerDay)
            return LevelProgress(
                level: level, words: words.count, met: counts.met, learned: counts.learned, due: counts.due)
        }
        if json {
            context.stdout.write(try JSONOutput.line(StatsReport(stats, levels: levels, today: setup.learnerDay)))
            return
        }
        let style = TextStyle(
            isColorEnabled: color.isEnabled(isTerminal: context.isStdoutTerminal, environment: context.environment))
        context.stdout.write(
            Self.text(stats, levels: levels, chosen: setup.configuration.level, today: setup.learnerDay, style: style))
    }

    static func percent(_ value: Double?) -> String {
        value.map { "\(Int(($0 * 100).rounded()))%" } ?? "—"
    }

    static func text(
        _ stats: LearnerStats, levels: [LevelProgress], chosen: LevelChoice, today: Int, style: TextStyle
    ) -> String {
        var lines = [
            style.bold("연속 학습") + "  \(stats.streak)일",
            style.bold("답변") + "  전체 \(stats.answers)개"
                + (stats.practiceAnswers > 0 ? " (연습 \(stats.practiceAnswers)개)" : "")
                + " · 정답률 \(percent(stats.accuracy))"
                + "  |  최근 7일 \(stats.answersLast7Days)개 · 정답률 \(percent(stats.accuracyLast7Days))",
            style.bold("단어") + "  익힌 단어 \(stats.wordsLearned)개 / 공부한 단어 \(stats.wordsStudied)개",
            style.bold("오늘 복습") + "  \(stats.dueToday)개",
        ]
        // Each level of the bank: how far through it, which level is the learner's.
        for progress in levels {
            let mark = chosen == .only(progress.level) ? " ◀" : ""
            lines.append(
                style.bold(progress.level.name)
                    + "  만난 단어 \(progress.met)/\(progress.words) · 익힌 단어 \(progress.learned)"
                    + " · 오늘 복습 \(progress.due)" + style.dim(mark))
        }
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
}
