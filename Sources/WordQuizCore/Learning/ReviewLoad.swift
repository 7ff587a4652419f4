/// How many words a learner day's reviews hold, and when a backlog clears: the daily limit,
/// and while more words are due than the limit holds (after a break), a catch-up share above
/// it — half the limit — so the backlog shrinks without a wall of reviews. Review asks the
/// most overdue first, so the words due now are all asked by `clearingDay`, at the allowance
/// a day, whatever falls due meanwhile.
public struct ReviewLoad: Sendable, Equatable {
    public var dailyLimit: Int
    /// Words due today, in all (the ones reviewed today no longer among them).
    public var due: Int
    /// Words already reviewed today, counted against the allowance.
    public var reviewedToday: Int

    public init(dailyLimit: Int, due: Int, reviewedToday: Int) {
        self.dailyLimit = max(1, dailyLimit)
        self.due = max(0, due)
        self.reviewedToday = max(0, reviewedToday)
    }

    /// The share above the limit while words wait beyond it.
    public var catchUp: Int {
        due + reviewedToday > dailyLimit ? (dailyLimit + 1) / 2 : 0
    }

    /// How many words a day's reviews hold.
    public var allowance: Int { dailyLimit + catchUp }

    /// How many more words today's reviews hold.
    public var room: Int { max(0, allowance - reviewedToday) }

    /// How many learner days after today the last word due now is asked, at the allowance a
    /// day; 0 when today holds them all.
    public var daysToClear: Int {
        let afterToday = due - room
        guard afterToday > 0 else { return 0 }
        return (afterToday + allowance - 1) / allowance
    }
}
