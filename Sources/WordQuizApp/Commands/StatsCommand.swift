import Foundation
import WordQuizCore

/// `wordquiz stats`: the learner's record.
struct StatsCommand: SynchronousCommand {
    static let configuration = CommandConfiguration(
        name: "stats",
        summary: Phrase("your streak, accuracy, words learned and due, true retention, the coming reviews"),
        topic: .record,
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

    struct Options: CommandOptions {
        @Flag(CommonOption.json.described(Phrase("the same figures as one JSON object"))) var json: Bool
        @Option(CommonOption.date.described(Phrase("count as if today were this date"))) var date: CalendarDate?
        @Option(
            CommonOption.color.described(
                Phrase(
                    "colour the heat map: \(Phrase.alternatives(ColorChoice.names), .choices) (auto: when stdout is a terminal)"
                )))
        var color = ColorChoice.auto
    }

    let options: Options

    init(_ parsed: ParsedArguments) throws(CommandFailure) {
        options = try parsed.options()
    }

    func run(_ context: AppContext) throws {
        let setup = try CommandSetup.prepare(context, date: options.date, readOnly: true)
        let stats = try setup.store.statistics(today: setup.learnerDay)
        let levels = try BankWord.Level.allCases.map { level in
            let words = WordBank.embedded.words.filter { $0.level == level }.map(\.headword)
            let counts = try setup.store.progress(among: words, today: setup.learnerDay)
            return LevelProgress(
                level: level, words: words.count, met: counts.met, learned: counts.learned, due: counts.due)
        }
        let outlook = try Self.outlook(setup)
        try context.show(
            Output(
                stats: stats, levels: levels, outlook: outlook, chosen: setup.configuration.level,
                today: setup.learnerDay),
            as: OutputFormat(json: options.json, color: options.color))
    }

    /// What `stats` shows, once: `StatsReport` as JSON, the page as text.
    struct Output: CommandOutput {
        var stats: LearnerStats
        var levels: [LevelProgress]
        var outlook: MemoryOutlook
        var chosen: LevelChoice
        var today: Int

        func encode(to encoder: any Encoder) throws {
            try StatsReport(stats, levels: levels, outlook: outlook, today: today).encode(to: encoder)
        }

        func text(_ rendering: TextRendering) -> String {
            StatsCommand.text(
                stats, levels: levels, outlook: outlook, chosen: chosen, today: today, style: rendering.style,
                language: rendering.language
            ).split(separator: "\n", omittingEmptySubsequences: false).flatMap {
                DisplayWidth.wrapLabelled(String($0), columns: rendering.columns)
            }.joined(separator: "\n")
        }
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

    static func percent(_ value: Double?) -> String {
        value.map { "\(Percentage.rounded($0))%" } ?? "—"
    }

    static func text(
        _ stats: LearnerStats, levels: [LevelProgress], outlook: MemoryOutlook? = nil, chosen: LevelChoice, today: Int,
        style: TextStyle, language: Language = .ko
    ) -> String {
        let practice = stats.practiceAnswers > 0 ? Phrase(" (\(stats.practiceAnswers, .number) practice)") : .empty
        var lines = [
            style.bold(language.say(Phrase("Streak"))) + "  "
                + language.say(Phrase("\(stats.streak, one: "day", other: "days")")),
            style.bold(language.say(Phrase("Answers"))) + "  "
                + language.say(
                    Phrase(
                        "\(stats.answers, .number) in all\(practice, .detail) · \(percent(stats.accuracy), .percent) right  |  last 7 days \(stats.answersLast7Days, .number) · \(percent(stats.accuracyLast7Days), .percent) right"
                    )),
            style.bold(language.say(Phrase("Words"))) + "  "
                + language.say(
                    Phrase("\(stats.wordsLearned, .number) learned / \(stats.wordsStudied, .number) studied")),
            style.bold(language.say(Phrase("Due today"))) + "  " + language.say(Phrase("\(stats.dueToday, .number)")),
        ]
        // Each level of the learner's track (the native speaker's, or the three a learner walks)
        // and any other they have met words of: how far through it, which is the learner's.
        let onNativeTrack = chosen == .only(.native)
        for progress in levels where (progress.level == .native) == onNativeTrack || progress.met > 0 {
            let mark = chosen == .only(progress.level) ? " ◀" : ""
            // A row's label starts its line: "Beginner", as "Streak" and "Words" do.
            let name = DictionaryTerm.label(progress.level.name, in: language)
            lines.append(
                style.bold(name.prefix(1).uppercased() + name.dropFirst()) + "  "
                    + language.say(
                        Phrase(
                            "met \(progress.met, .number)/\(progress.words, .total) · learned \(progress.learned, .number) · due today \(progress.due, .number)"
                        )) + style.dim(mark))
        }
        if !stats.leeches.isEmpty {
            lines.append(
                style.bold(language.say(Phrase("Words you keep forgetting"))) + "  "
                    + stats.leeches.joined(separator: ", ")
                    + style.dim(
                        language.say(
                            Phrase(
                                " (forgotten \(ReviewSchedule.leechLapses, .number) times or more: try writing a sentence of your own)"
                            ))))
        }
        if let outlook { lines += outlookLines(outlook, style: style, language: language) }
        lines.append("")
        lines.append(style.dim(language.say(Phrase("Last \(HeatMap.weeks, .number) weeks"))))
        lines.append(
            HeatMap.render(answersByDay: stats.answersByDay, today: today, style: style, language: language))
        return lines.joined(separator: "\n") + "\n"
    }

    /// True retention, the forecast, calibration, what each retention target costs, and a
    /// fit when one is due.
    static func outlookLines(_ outlook: MemoryOutlook, style: TextStyle, language: Language) -> [String] {
        let retention = outlook.retention
        let days = TrueRetention.days
        var retentionLine =
            retention.overall.reviews == 0
            ? language.say(
                Phrase("no reviews in the last \(days, .number) days (target \(percent(retention.target), .percent))"))
            : language.say(
                Phrase(
                    "\(retention.overall.recalled, .number) of \(retention.overall.reviews, one: "review", other: "reviews") recalled in the last \(days, .number) days (\(percent(retention.overall.rate), .percent), target \(percent(retention.target), .percent))"
                ))
        let levelParts = BankWord.Level.allCases.compactMap { level -> String? in
            guard let tally = retention.byLevel[level] else { return nil }
            return language.say(
                Phrase(
                    "\(DictionaryTerm.label(level.name, in: language), .level) \(percent(tally.rate), .percent) (\(tally.reviews, one: "review", other: "reviews"))"
                ))
        }
        if !levelParts.isEmpty { retentionLine += " · " + levelParts.joined(separator: " · ") }
        var lines = [style.bold(language.say(Phrase("True retention"))) + "  " + retentionLine]

        let forecast = outlook.forecast
        let forecastDays = ReviewForecast.days
        let busiest = forecast.busiest.map {
            language.say(
                Phrase(
                    " · busiest \(CalendarDate(dayNumber: $0.day).description, .date) (\($0.count, one: "word", other: "words"))"
                ))
        }
        lines.append(
            style.bold(language.say(Phrase("Next \(forecastDays, .number) days"))) + "  " + style.green(forecast.bars)
                + "  "
                + language.say(
                    Phrase(
                        "today \(forecast.counts[0], .number) · within 7 days \(forecast.due(within: 7), .number) · within \(forecastDays, .number) days \(forecast.due(within: ReviewForecast.days), .number)"
                    )) + (busiest ?? ""))

        if !outlook.calibration.bins.isEmpty {
            let bins = outlook.calibration.bins.map { bin in
                language.say(
                    Phrase(
                        "predicted \(String(percent(bin.from).dropLast()), .percent)–\(percent(bin.to), .percent): recalled \(percent(bin.observed), .percent) (\(bin.reviews, one: "review", other: "reviews"))"
                    ))
            }
            lines.append(
                style.bold(language.say(Phrase("Predicted vs. actual"))) + "  " + bins.joined(separator: " · "))
        }

        let costs = outlook.costs.map { point in
            let mark = abs(point.retention - retention.target) < 0.001 ? " ◀" : ""
            return language.say(
                Phrase("\(percent(point.retention), .percent) \(String(format: "%.1f", point.reviewsPerDay), .number)"))
                + mark
        }
        lines.append(
            style.bold(language.say(Phrase("Retention and its cost"))) + "  " + costs.joined(separator: " · ")
                + style.dim(
                    language.say(
                        outlook.isFitted
                            ? Phrase(
                                " reviews a day (simulated: a year of \(outlook.newPerDay, one: "new word", other: "new words") a day, with your fitted parameters)"
                            )
                            : Phrase(
                                " reviews a day (simulated: a year of \(outlook.newPerDay, one: "new word", other: "new words") a day, with the default parameters)"
                            ))))
        if let reviews = outlook.fitSuggestedAt {
            lines.append(
                style.dim(
                    language.say(
                        outlook.isFitted
                            ? Phrase(
                                "Your review log has reached \(reviews, one: "review", other: "reviews"): run wordquiz optimize to fit your parameters again."
                            )
                            : Phrase(
                                "Your review log has reached \(reviews, one: "review", other: "reviews"): run wordquiz optimize to fit the memory model to your reviews (the default parameters are in use)."
                            ))))
        }
        return lines
    }
}
