import WordQuizCore

/// `wordquiz review`: the met words' first reviews, then the studied words that are due, most
/// overdue first, up to the daily limit (`ReviewLoad`).
struct ReviewCommand: ConcurrentCommand {
    static let configuration = CommandConfiguration(
        name: "review", summary: Phrase("drill the words that are due"), topic: .study,
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

    struct Options: CommandOptions {
        var study = QuizOptions.Study()
        /// This day's limit instead of the configured one.
        @Option(
            ReviewCommand.limitOption, { Int($0).flatMap { (1...1000).contains($0) ? $0 : nil } },
            refusal: { Phrase("--limit takes a whole number of words, 1 to 1000, not '\($0, .value)'") })
        var limit: Int?
    }

    var options: QuizOptions
    /// `--limit`: this day's limit instead of the configured one.
    var limitGiven: Int?

    init(_ parsed: ParsedArguments) throws(CommandFailure) {
        let given = try parsed.options(Options.self)
        options = QuizOptions(given.study)
        limitGiven = given.limit
    }

    func run(_ context: AppContext) async throws {
        let setup = try CommandSetup.prepare(context, date: options.date)
        let deal = try ReviewDeal(
            store: setup.store, learnerDay: setup.learnerDay,
            dailyLimit: limitGiven ?? setup.configuration.dailyReviewLimit)
        let say = { (phrase: Phrase) in context.stdout.write(context.language.say(phrase) + "\n") }
        switch deal.empty {
        case .doneForToday(let allowance):
            say(Phrase("Today's reviews (\(allowance, one: "word", other: "words")) are done. See you tomorrow."))
        case .nextDue(let day):
            say(Phrase("Nothing to review now. Next review: \(day.description, .date)."))
        case .nothingMet:
            say(
                Phrase(
                    "Nothing to review yet: meet words with `wordquiz today` or `wordquiz learn`; they are due the next day."
                ))
        case nil:
            if let day = deal.lastDayOfBacklog {
                let load = deal.load
                say(
                    Phrase(
                        "\(load.due, one: "word", other: "words") due: at \(load.allowance, .number) a day (\(load.dailyLimit, .limit) + \(load.catchUp, .number) catching up), the last of them is asked on \(day.description, .date)."
                    ))
            }
            try await StudySession(cards: deal.cards, setup: setup, options: options, source: .review).run(context)
        }
    }
}
