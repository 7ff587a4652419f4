import Foundation
import WordQuizCore

/// `stats` as text: the record's rows, then what the memory model says, then the heat map.
/// Each row starts with its bold label, as "Streak" and "Words" do.
enum StatsPage {
    static func text(
        _ stats: LearnerStats, levels: [LevelProgress], outlook: MemoryOutlook? = nil, chosen: LevelChoice, today: Int,
        style: TextStyle, language: Language = .ko
    ) -> String {
        func row(_ label: Phrase, _ value: Phrase) -> String {
            style.bold(language.say(label)) + "  " + language.say(value)
        }
        let practice = stats.practiceAnswers > 0 ? Phrase(" (\(stats.practiceAnswers, .number) practice)") : .empty
        var lines = [
            row(Phrase("Streak"), Phrase("\(stats.streak, one: "day", other: "days")")),
            row(
                Phrase("Answers"),
                Phrase(
                    "\(stats.answers, .number) in all\(practice, .detail) · \(percent(stats.accuracy), .percent) right  |  last 7 days \(stats.answersLast7Days, .number) · \(percent(stats.accuracyLast7Days), .percent) right"
                )),
            row(
                Phrase("Words"),
                Phrase("\(stats.wordsLearned, .number) learned / \(stats.wordsStudied, .number) studied")),
            row(Phrase("Due today"), Phrase("\(stats.dueToday, .number)")),
        ]
        lines += levelLines(levels, chosen: chosen, style: style, language: language)
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

    /// Each level of the learner's track (the native speaker's, or the three a learner walks)
    /// and any other they have met words of: how far through it, the chosen one marked.
    static func levelLines(
        _ levels: [LevelProgress], chosen: LevelChoice, style: TextStyle, language: Language
    ) -> [String] {
        let onNativeTrack = chosen == .only(.native)
        return levels.filter { ($0.level == .native) == onNativeTrack || $0.met > 0 }.map { progress in
            let mark = chosen == .only(progress.level) ? " ◀" : ""
            // A row's label starts its line: "Beginner", as "Streak" and "Words" do.
            let name = DictionaryTerm.label(progress.level.name, in: language)
            return style.bold(name.prefix(1).uppercased() + name.dropFirst()) + "  "
                + language.say(
                    Phrase(
                        "met \(progress.met, .number)/\(progress.words, .total) · learned \(progress.learned, .number) · due today \(progress.due, .number)"
                    )) + style.dim(mark)
        }
    }

    /// True retention, the forecast, calibration, what each retention target costs, the fit in
    /// use and its scores, and a fit when one is due.
    static func outlookLines(_ outlook: MemoryOutlook, style: TextStyle, language: Language) -> [String] {
        var lines = [
            style.bold(language.say(Phrase("True retention"))) + "  " + retentionLine(outlook.retention, language),
            forecastLine(outlook.forecast, style: style, language: language),
        ]
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
        lines.append(costLine(outlook, style: style, language: language))
        return lines + fitLines(outlook, style: style, language: language)
    }

    /// `7 of 11 reviews recalled in the last 30 days (64%, target 88%) · intermediate 63% (8 reviews)`.
    static func retentionLine(_ retention: TrueRetention, _ language: Language) -> String {
        let days = TrueRetention.days
        var line =
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
        if !levelParts.isEmpty { line += " · " + levelParts.joined(separator: " · ") }
        return line
    }

    /// The next 30 days as a bar a day, with the counts within 1, 7 and 30 days and the busiest.
    static func forecastLine(_ forecast: ReviewForecast, style: TextStyle, language: Language) -> String {
        let days = ReviewForecast.days
        let busiest = forecast.busiest.map {
            language.say(
                Phrase(
                    " · busiest \(CalendarDate(dayNumber: $0.day).description, .date) (\($0.count, one: "word", other: "words"))"
                ))
        }
        return style.bold(language.say(Phrase("Next \(days, .number) days"))) + "  " + style.green(forecast.bars)
            + "  "
            + language.say(
                Phrase(
                    "today \(forecast.counts[0], .number) · within 7 days \(forecast.due(within: 7), .number) · within \(days, .number) days \(forecast.due(within: days), .number)"
                )) + (busiest ?? "")
    }

    /// The reviews a day at each retention target, the learner's own marked.
    static func costLine(_ outlook: MemoryOutlook, style: TextStyle, language: Language) -> String {
        let costs = outlook.costs.map { point in
            let mark = abs(point.retention - outlook.retention.target) < 0.001 ? " ◀" : ""
            return language.say(
                Phrase("\(percent(point.retention), .percent) \(String(format: "%.1f", point.reviewsPerDay), .number)"))
                + mark
        }
        let simulated =
            outlook.isFitted
            ? Phrase(
                " reviews a day (simulated: a year of \(outlook.newPerDay, one: "new word", other: "new words") a day, with your fitted parameters)"
            )
            : Phrase(
                " reviews a day (simulated: a year of \(outlook.newPerDay, one: "new word", other: "new words") a day, with the default parameters)"
            )
        return style.bold(language.say(Phrase("Retention and its cost"))) + "  " + costs.joined(separator: " · ")
            + style.dim(language.say(simulated))
    }

    /// The fit in use with its held-out scores (as `optimize` said them when it kept it), and
    /// `optimize` suggested once the log has grown enough for a fit.
    static func fitLines(_ outlook: MemoryOutlook, style: TextStyle, language: Language) -> [String] {
        var lines: [String] = []
        if let fit = outlook.fit {
            let logLoss = String(format: "%.4f", fit.heldOut.logLoss)
            let rmse = String(format: "%.4f", fit.heldOut.rmseBins)
            lines.append(
                style.bold(language.say(Phrase("Memory model"))) + "  "
                    + language.say(
                        Phrase(
                            "fitted to \(fit.reviews, one: "review", other: "reviews"): held-out log loss \(logLoss, .figures), RMSE(bins) \(rmse, .figures) (weighted as FSRS's reference evaluator weighs them; lower is better)"
                        )))
        }
        guard let reviews = outlook.fitSuggestedAt else { return lines }
        return lines + [
            style.dim(
                language.say(
                    outlook.isFitted
                        ? Phrase(
                            "Your review log has reached \(reviews, one: "review", other: "reviews"): run wordquiz optimize to fit your parameters again."
                        )
                        : Phrase(
                            "Your review log has reached \(reviews, one: "review", other: "reviews"): run wordquiz optimize to fit the memory model to your reviews (the default parameters are in use)."
                        )))
        ]
    }

    static func percent(_ value: Double?) -> String {
        value.map { "\(Percentage.rounded($0))%" } ?? "—"
    }
}
