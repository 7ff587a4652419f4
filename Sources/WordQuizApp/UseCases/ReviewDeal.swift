import WordQuizCore
import WordQuizStore

/// What `review` asks on a learner day: the met words' first reviews, then the studied words
/// that are due, most overdue first, within the day's allowance (`ReviewLoad`).
struct ReviewDeal {
    /// Why there is nothing to ask.
    enum Empty: Equatable {
        /// The day's allowance is used up while words are still due.
        case doneForToday(allowance: Int)
        /// Nothing is due until this learner day.
        case nextDue(CalendarDate)
        /// No word has been met yet.
        case nothingMet
    }

    let load: ReviewLoad
    /// The cards to ask, first reviews first.
    let cards: [QuizCard]
    /// The learner day this deal is for.
    let learnerDay: Int

    init(store: WordStore, learnerDay: Int, dailyLimit: Int) throws {
        let given = try store.reviewsGiven(on: learnerDay)
        let waiting = try store.dueApart(learnerDay)
        load = ReviewLoad(
            dailyLimit: dailyLimit, due: waiting.studied, reviewedToday: given.studied,
            firstReviews: waiting.firstReviews, firstReviewedToday: given.firstReviews)
        cards =
            try store.firstReviewCards(on: learnerDay, limit: load.firstReviewRoom)
            + store.dueCards(on: learnerDay, limit: load.room)
        self.learnerDay = learnerDay
        empty = try cards.isEmpty ? Self.emptiness(load, store: store) : nil
    }

    /// Why nothing is asked; nil when something is.
    let empty: Empty?

    /// The day the last of the due words is asked, when a backlog takes more than today.
    var lastDayOfBacklog: CalendarDate? {
        load.daysToClear > 0 ? CalendarDate(dayNumber: learnerDay + load.daysToClear) : nil
    }

    private static func emptiness(_ load: ReviewLoad, store: WordStore) throws -> Empty {
        if (load.room == 0 && load.due > 0) || (load.firstReviewRoom == 0 && load.firstReviews > 0) {
            return .doneForToday(allowance: load.allowance)
        }
        if let next = try store.nextDueDay() { return .nextDue(CalendarDate(dayNumber: next)) }
        return .nothingMet
    }
}
