import WordQuizCore

/// `wordquiz stats`: the learner's record.
struct StatsCommand {
    static let usage = "Usage: wordquiz stats [--json] [--date YYYY-MM-DD] [--color auto|always|never]"

    static let spec = CommandSpec(
        words: ["stats"], summary: Phrase("your streak, accuracy, words learned and due, a 12-week heat map"),
        usage: usage,
        options: [
            CommonOption.json.described(Phrase("the same figures as one JSON object")),
            CommonOption.date.described(Phrase("count as if today were this date")),
            CommonOption.color.described(
                Phrase("colour the heat map: auto (when stdout is a terminal), always or never")),
        ],
        help: [
            .paragraph(
                Phrase(
                    "Your record: the streak of days with answers, accuracy overall and over the last seven days (right answers, as the quiz's score counts them: an \"almost\" is not one), words met, learned and due today, leeches (words missed again and again), and a 12-week heat map of the days you studied."
                )),
            .usage, .options,
        ])

    var json = false
    var date: CalendarDate?
    var color = ColorChoice.auto

    init(arguments: [String]) throws(CommandFailure) {
        let parsed = try Self.spec.parse(arguments)
        json = parsed.has(CommonOption.json)
        date = try parsed.date()
        color = try parsed.color()
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
            Self.text(
                stats, levels: levels, chosen: setup.configuration.level, today: setup.learnerDay, style: style,
                catalogue: Catalogue(context.language)))
    }

    static func percent(_ value: Double?) -> String {
        value.map { "\(Int(($0 * 100).rounded()))%" } ?? "—"
    }

    static func text(
        _ stats: LearnerStats, levels: [LevelProgress], chosen: LevelChoice, today: Int, style: TextStyle,
        catalogue: Catalogue = .korean
    ) -> String {
        let practice =
            stats.practiceAnswers > 0 ? catalogue(.statsPractice, ["count": String(stats.practiceAnswers)]) : ""
        var lines = [
            style.bold(catalogue(.statsStreak)) + "  "
                + catalogue(.statsStreakValue, ["days": String(stats.streak)]),
            style.bold(catalogue(.statsAnswers)) + "  "
                + catalogue(
                    .statsAnswersValue,
                    [
                        "answers": String(stats.answers), "practice": practice, "accuracy": percent(stats.accuracy),
                        "recent": String(stats.answersLast7Days), "recentAccuracy": percent(stats.accuracyLast7Days),
                    ]),
            style.bold(catalogue(.statsWords)) + "  "
                + catalogue(
                    .statsWordsValue, ["learned": String(stats.wordsLearned), "studied": String(stats.wordsStudied)]),
            style.bold(catalogue(.statsDue)) + "  " + catalogue(.statsDueValue, ["count": String(stats.dueToday)]),
        ]
        // Each level of the bank: how far through it, which level is the learner's.
        for progress in levels {
            let mark = chosen == .only(progress.level) ? " ◀" : ""
            let name = catalogue.language == .ko ? progress.level.name : LevelChoice.only(progress.level).description
            lines.append(
                style.bold(name) + "  "
                    + catalogue(
                        .statsLevel,
                        [
                            "met": String(progress.met), "words": String(progress.words),
                            "learned": String(progress.learned), "due": String(progress.due),
                        ]) + style.dim(mark))
        }
        if !stats.leeches.isEmpty {
            lines.append(
                style.bold(catalogue(.statsLeeches)) + "  " + stats.leeches.joined(separator: ", ")
                    + style.dim(catalogue(.statsLeechNote, ["lapses": String(ReviewSchedule.leechLapses)])))
        }
        lines.append("")
        lines.append(style.dim(catalogue(.statsHeatMap, ["weeks": String(HeatMap.weeks)])))
        lines.append(
            HeatMap.render(answersByDay: stats.answersByDay, today: today, style: style, catalogue: catalogue))
        return lines.joined(separator: "\n") + "\n"
    }
}
