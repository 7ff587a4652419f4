/// How many words a learner day's reviews hold, and when a backlog clears.
///
/// Studied words (answered on an earlier day) are held to the daily limit, and while more are
/// due than the limit holds (after a break), a catch-up share above it — half the limit — so
/// the backlog shrinks without a wall of reviews. Review asks them most overdue first, so the
/// studied words due now are all asked by `daysToClear`, at the allowance a day, whatever
/// falls due meanwhile.
///
/// A met word's first review (the day after `today`, a digest or `learn` showed it) is the
/// second half of its introduction, as `learn`'s answers are: it is asked before the studied
/// words and does not count toward their limit, or a day's limit of older words would keep
/// yesterday's word from ever being recalled. First reviews have a limit of their own, the
/// same number, for the day after a break on which digests met a word a day.
public struct ReviewLoad: Sendable, Equatable {
    public var dailyLimit: Int
    /// Studied words due today, in all (the ones reviewed today no longer among them).
    public var due: Int
    /// Studied words already reviewed today, counted against the allowance.
    public var reviewedToday: Int
    /// Met words waiting for their first review.
    public var firstReviews: Int
    /// First reviews already given today.
    public var firstReviewedToday: Int

    public init(dailyLimit: Int, due: Int, reviewedToday: Int, firstReviews: Int = 0, firstReviewedToday: Int = 0) {
        self.dailyLimit = max(1, dailyLimit)
        self.due = max(0, due)
        self.reviewedToday = max(0, reviewedToday)
        self.firstReviews = max(0, firstReviews)
        self.firstReviewedToday = max(0, firstReviewedToday)
    }

    /// The share above the limit while studied words wait beyond it.
    public var catchUp: Int {
        due + reviewedToday > dailyLimit ? (dailyLimit + 1) / 2 : 0
    }

    /// How many studied words a day's reviews hold.
    public var allowance: Int { dailyLimit + catchUp }

    /// How many more studied words today's reviews hold.
    public var room: Int { max(0, allowance - reviewedToday) }

    /// How many first reviews today's reviews still ask.
    public var firstReviewRoom: Int { min(firstReviews, max(0, dailyLimit - firstReviewedToday)) }

    /// How many learner days after today the last studied word due now is asked, at the
    /// allowance a day; 0 when today holds them all.
    public var daysToClear: Int {
        let afterToday = due - room
        guard afterToday > 0 else { return 0 }
        return (afterToday + allowance - 1) / allowance
    }
}
