import WordQuizCore

/// `wordquiz review`: the met words' first reviews, then the studied words that are due, most
/// overdue first, up to the daily limit (`ReviewLoad`).
struct ReviewCommand: ConcurrentCommand {
    static let configuration = CommandConfiguration(
        name: "review", summary: Phrase("drill the words that are due"), topic: .study,
        options: QuizOptions.review + [limitOption],
        help: [
            .paragraph(
                Phrase(
                    "Drill the words that are due for review: first the words met the day before or earlier and never answered (their first review), then the studied words, most overdue first, up to the daily limit (WORDQUIZ_REVIEW_LIMIT, default 20 words; --limit for one day). After a break, while more studied words are due than the limit holds, half the limit again is asked to catch up, and one line says the day the last of them is asked. First reviews and the words `learn` introduces do not count toward the limit; first reviews have a limit of their own, the same number. The learner's day begins at WORDQUIZ_DAY_STARTS_AT (default 04:00)."
                )),
            .usage, .options,
        ])

    static let limitOption = OptionSpec(
        name: "--limit", value: .free, placeholder: "N",
        help: Phrase("review at most N words today (default: WORDQUIZ_REVIEW_LIMIT, else 20)"))

    var options: QuizOptions
    /// `--limit`: this day's limit instead of the configured one.
    var limitGiven: Int?

    init(_ parsed: ParsedArguments) throws(CommandFailure) {
        options = try QuizOptions(parsed)
        limitGiven = try parsed.value(
            Self.limitOption, { Int($0).flatMap { (1...1000).contains($0) ? $0 : nil } },
            refusal: { Phrase("--limit takes a whole number of words, 1 to 1000, not '\($0, .value)'") })
    }

    func run(_ context: AppContext) async throws {
        let setup = try CommandSetup.prepare(context, date: options.date)
        let store = setup.store
        let limit = limitGiven ?? setup.configuration.dailyReviewLimit
        let given = try store.reviewsGiven(on: setup.learnerDay)
        let waiting = try store.dueApart(setup.learnerDay)
        let load = ReviewLoad(
            dailyLimit: limit, due: waiting.studied, reviewedToday: given.studied,
            firstReviews: waiting.firstReviews, firstReviewedToday: given.firstReviews)
        let due =
            try store.firstReviewCards(on: setup.learnerDay, limit: load.firstReviewRoom)
            + store.dueCards(on: setup.learnerDay, limit: load.room)

        let language = context.language
        guard !due.isEmpty else {
            if (load.room == 0 && load.due > 0) || (load.firstReviewRoom == 0 && load.firstReviews > 0) {
                context.stdout.write(
                    language.say(
                        Phrase(
                            "Today's reviews (\(load.allowance, one: "word", other: "words")) are done. See you tomorrow."
                        )) + "\n")
            } else if let next = try store.nextDueDay() {
                context.stdout.write(
                    language.say(
                        Phrase(
                            "Nothing to review now. Next review: \(CalendarDate(dayNumber: next).description, .date)."))
                        + "\n")
            } else {
                context.stdout.write(
                    language.say(
                        Phrase(
                            "Nothing to review yet: meet words with `wordquiz today` or `wordquiz learn`; they are due the next day."
                        )) + "\n")
            }
            return
        }
        if load.daysToClear > 0 {
            let day = CalendarDate(dayNumber: setup.learnerDay + load.daysToClear)
            context.stdout.write(
                language.say(
                    Phrase(
                        "\(load.due, one: "word", other: "words") due: at \(load.allowance, .number) a day (\(load.dailyLimit, .limit) + \(load.catchUp, .number) catching up), the last of them is asked on \(day.description, .date)."
                    )) + "\n")
        }
        let pool =
            due + (try store.recentCards(limit: QuizRunPlan.recentCardsForChoices))
            + WordBank.embedded.words.map(QuizCard.init)
        try QuizRunner.runSession(
            cards: due, pool: pool, options: options, context: context, setup: setup,
            plan: QuizRunPlan(
                knownWords: QuizRunPlan.lexicon(pool), lookUp: QuizRunPlan.lookUp(in: store), source: .review))
    }
}
