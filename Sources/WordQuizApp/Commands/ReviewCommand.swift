import WordQuizCore

/// `wordquiz review`: the words that are due, most overdue first, up to the daily limit.
struct ReviewCommand {
    static let usage =
        "Usage: wordquiz review [--mode choice|reverse|chosung|cloze|mixed] [--seed S] [--date YYYY-MM-DD] [--offline] [--no-record] [--color auto|always|never]"

    static let spec = CommandSpec(
        words: ["review"], summary: Phrase("drill the words that are due"), usage: usage, options: QuizOptions.review,
        help: [
            .paragraph(
                Phrase(
                    "Drill the words that are due for review, most overdue first, up to the daily limit (WORDQUIZ_REVIEW_LIMIT, default 20 words). The learner's day begins at WORDQUIZ_DAY_STARTS_AT (default 04:00)."
                )),
            .usage, .options,
        ])

    var options: QuizOptions

    init(arguments: [String]) throws(CommandFailure) {
        options = try QuizOptions(Self.spec.parse(arguments))
    }

    func run(_ context: AppContext) async throws {
        let setup = try CommandSetup.prepare(context, date: options.date)
        let store = setup.store
        let limit = setup.configuration.dailyReviewLimit
        let reviewedToday = try store.wordsReviewed(on: setup.learnerDay)
        let due = try store.dueCards(on: setup.learnerDay, limit: max(0, limit - reviewedToday))

        let catalogue = Catalogue(context.language)
        guard !due.isEmpty else {
            if reviewedToday >= limit {
                context.stdout.write(catalogue(.reviewLimitReached, ["limit": String(limit)]) + "\n")
            } else if let next = try store.nextDueDay() {
                context.stdout.write(
                    catalogue(.reviewNothingNow, ["date": CalendarDate(dayNumber: next).description]) + "\n")
            } else {
                context.stdout.write(catalogue(.reviewNothingYet) + "\n")
            }
            return
        }
        let pool =
            due + (try store.recentCards(limit: QuizRunPlan.recentCardsForChoices))
            + WordBank.embedded.words.map(QuizCard.init)
        try QuizRunner.runSession(
            cards: due, pool: pool, options: options, context: context, setup: setup,
            plan: QuizRunPlan(knownWords: QuizRunPlan.lexicon(pool), lookUp: QuizRunPlan.lookUp(in: store)))
    }
}
