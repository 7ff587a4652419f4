import WordQuizCore
import WordQuizStore

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
        let due = try Self.dueCards(store, on: setup.learnerDay, limit: max(0, limit - reviewedToday))

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

    /// The words due on `day`, the longest waiting first: studied words whose review has come,
    /// and words met on an earlier day (by `today`, a digest or `learn`) and never answered,
    /// whose first review is the day after they were met. A met word the quiz cannot ask (a
    /// deck's word with neither meaning nor English) waits.
    static func dueCards(_ store: WordStore, on day: Int, limit: Int) throws -> [QuizCard] {
        let studied = try store.dueCardsWithDays(on: day, limit: limit)
        let first = try store.firstReviewsDue(on: day, limit: limit).compactMap { headword, dueDay in
            try store.knownWord(headword).map { (card: QuizCard($0), dueDay: dueDay) }
        }.filter { !$0.card.definition.isEmpty }
        // Merged by the day each fell due; a first review before a studied word of the same day.
        var merged: [QuizCard] = []
        var (i, j) = (0, 0)
        while merged.count < limit, i < studied.count || j < first.count {
            if j < first.count, i == studied.count || first[j].dueDay <= studied[i].dueDay {
                merged.append(first[j].card)
                j += 1
            } else {
                merged.append(studied[i].card)
                i += 1
            }
        }
        return merged
    }
}
