import Foundation
import WordQuizCore

/// `wordquiz stats`: the learner's record.
struct StatsCommand {
    static let usage = "Usage: wordquiz stats [--json] [--date YYYY-MM-DD] [--color auto|always|never]"

    static let spec = CommandSpec(
        words: ["stats"],
        summary: Phrase("your streak, accuracy, words learned and due, true retention, the coming reviews"),
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
                    "Your record: the streak of days with answers, accuracy overall and over the last seven days (right answers, as the quiz's score counts them: an \"almost\" is not one), words met, learned and due today, words you keep forgetting (missed again and again), and a 12-week heat map of the days you studied."
                )),
            .paragraph(
                Phrase(
                    "What the memory model says: true retention (of the last 30 days' reviews after a word's first, the share recalled, an \"almost\" included, in all and per level, beside your target), the words due on each of the next 30 days as a bar a day, predicted recall against what happened, and the reviews a day each retention target (WORDQUIZ_DESIRED_RETENTION) would cost you over a year of your new words a day with your parameters. Once your reviews are enough for a fit, or twice the last fit's, it suggests wordquiz optimize."
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
        let outlook = try Self.outlook(setup)
        if json {
            context.stdout.write(
                try JSONOutput.line(StatsReport(stats, levels: levels, outlook: outlook, today: setup.learnerDay)))
            return
        }
        let style = TextStyle(
            isColorEnabled: color.isEnabled(isTerminal: context.isStdoutTerminal, environment: context.environment))
        context.stdout.write(
            Self.text(
                stats, levels: levels, outlook: outlook, chosen: setup.configuration.level, today: setup.learnerDay,
                style: style, catalogue: Catalogue(context.language)))
    }

    /// What the memory model says, from the store's running counts and the parameters in use.
    static func outlook(_ setup: CommandSetup) throws -> MemoryOutlook {
        let store = setup.store
        let today = setup.learnerDay
        return MemoryOutlook(
            retention: TrueRetention(
                tallies: try store.recallChecks(on: (today - TrueRetention.days + 1)...today),
                target: setup.fsrs.desiredRetention),
            forecast: ReviewForecast(
                dueCounts: try store.dueCounts(today: today, days: ReviewForecast.days), today: today),
            calibration: RecallCalibration(sums: try store.recallCalibrationSums()),
            testedReviews: try store.testedReviews(), fsrs: setup.fsrs, newPerDay: setup.configuration.newWordsPerDay,
            fittedTo: try store.fittedParameters()?.reviews)
    }

    /// A level as the reader's language names it: 초급, or beginner.
    static func levelName(_ level: BankWord.Level, catalogue: Catalogue) -> String {
        catalogue.language == .ko ? level.name : LevelChoice.only(level).description
    }

    static func percent(_ value: Double?) -> String {
        value.map { "\(Int(($0 * 100).rounded()))%" } ?? "—"
    }

    static func text(
        _ stats: LearnerStats, levels: [LevelProgress], outlook: MemoryOutlook? = nil, chosen: LevelChoice, today: Int,
        style: TextStyle, catalogue: Catalogue = .korean
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
            let name = levelName(progress.level, catalogue: catalogue)
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
        if let outlook { lines += outlookLines(outlook, style: style, catalogue: catalogue) }
        lines.append("")
        lines.append(style.dim(catalogue(.statsHeatMap, ["weeks": String(HeatMap.weeks)])))
        lines.append(
            HeatMap.render(answersByDay: stats.answersByDay, today: today, style: style, catalogue: catalogue))
        return lines.joined(separator: "\n") + "\n"
    }

    /// True retention, the forecast, calibration, what each retention target costs, and a
    /// fit when one is due.
    static func outlookLines(_ outlook: MemoryOutlook, style: TextStyle, catalogue: Catalogue) -> [String] {
        let retention = outlook.retention
        let days = String(TrueRetention.days)
        var retentionLine =
            retention.overall.reviews == 0
            ? catalogue(.statsRetentionNone, ["days": days, "target": percent(retention.target)])
            : catalogue(
                .statsRetentionValue,
                [
                    "days": days, "reviews": String(retention.overall.reviews),
                    "recalled": String(retention.overall.recalled), "rate": percent(retention.overall.rate),
                    "target": percent(retention.target),
                ])
        let levelParts = BankWord.Level.allCases.compactMap { level -> String? in
            guard let tally = retention.byLevel[level] else { return nil }
            return catalogue(
                .statsRetentionLevel,
                [
                    "level": levelName(level, catalogue: catalogue), "rate": percent(tally.rate),
                    "reviews": String(tally.reviews),
                ])
        }
        if !levelParts.isEmpty { retentionLine += " · " + levelParts.joined(separator: " · ") }
        var lines = [style.bold(catalogue(.statsRetention)) + "  " + retentionLine]

        let forecast = outlook.forecast
        let forecastDays = String(ReviewForecast.days)
        let busiest = forecast.busiest.map {
            catalogue(
                .statsForecastBusiest,
                ["date": CalendarDate(dayNumber: $0.day).description, "count": String($0.count)])
        }
        lines.append(
            style.bold(catalogue(.statsForecast, ["days": forecastDays])) + "  " + style.green(forecast.bars) + "  "
                + catalogue(
                    .statsForecastValue,
                    [
                        "today": String(forecast.counts[0]), "week": String(forecast.due(within: 7)),
                        "days": forecastDays, "total": String(forecast.due(within: ReviewForecast.days)),
                    ]) + (busiest ?? ""))

        if !outlook.calibration.bins.isEmpty {
            let bins = outlook.calibration.bins.map { bin in
                catalogue(
                    .statsCalibrationBin,
                    [
                        "from": String(percent(bin.from).dropLast()), "to": percent(bin.to),
                        "observed": percent(bin.observed),
                        "reviews": String(bin.reviews),
                    ])
            }
            lines.append(style.bold(catalogue(.statsCalibration)) + "  " + bins.joined(separator: " · "))
        }

        let costs = outlook.costs.map { point in
            let mark = abs(point.retention - retention.target) < 0.001 ? " ◀" : ""
            return catalogue(
                .statsRetentionCostTarget,
                ["retention": percent(point.retention), "reviews": String(format: "%.1f", point.reviewsPerDay)])
                + mark
        }
        lines.append(
            style.bold(catalogue(.statsRetentionCost)) + "  " + costs.joined(separator: " · ")
                + style.dim(catalogue(.statsRetentionCostNote, ["count": String(outlook.newPerDay)])))
        if let reviews = outlook.fitSuggestedAt {
            lines.append(style.dim(catalogue(.statsFitSuggested, ["reviews": String(reviews)])))
        }
        return lines
    }
}
