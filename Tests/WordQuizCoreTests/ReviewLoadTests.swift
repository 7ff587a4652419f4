import Testing

@testable import WordQuizCore

/// The day's review allowance and the day a backlog clears.
@Suite struct ReviewLoadTests {
    @Test func withinTheLimitThereIsNoCatchUpAndNothingWaits() {
        let load = ReviewLoad(dailyLimit: 20, due: 12, reviewedToday: 3)
        #expect(load.catchUp == 0)
        #expect(load.allowance == 20)
        #expect(load.room == 17)
        #expect(load.daysToClear == 0)
    }

    /// After a 46-day break, 126 words due at a limit of 20: 30 a day, the last on the fourth
    /// day after today (30 + 30 + 30 + 30 + 6).
    @Test func aBacklogIsAskedAtTheLimitAndHalfAgainAndClearsOnTheDaySaid() {
        let load = ReviewLoad(dailyLimit: 20, due: 126, reviewedToday: 0)
        #expect(load.catchUp == 10)
        #expect(load.allowance == 30)
        #expect(load.room == 30)
        #expect(load.daysToClear == 4)
        // Simulated: each day takes the allowance from what is left.
        var left = 126
        var days = 0
        left -= load.room
        while left > 0 {
            days += 1
            left -= load.allowance
        }
        #expect(days == load.daysToClear)
    }

    @Test func answersAlreadyGivenTodayCountAgainstTheAllowance() {
        let load = ReviewLoad(dailyLimit: 20, due: 40, reviewedToday: 25)
        #expect(load.allowance == 30)
        #expect(load.room == 5)
        #expect(load.daysToClear == 2, "35 left after today's 5: 30, then 5")
        #expect(ReviewLoad(dailyLimit: 5, due: 3, reviewedToday: 9).room == 0)
    }

    /// First reviews sit beside the studied words' limit: they neither take its room nor
    /// bring the catch-up share, and have a limit of their own, the same number.
    @Test func firstReviewsHaveTheirOwnLimitBesideTheStudiedWords() {
        let steady = ReviewLoad(dailyLimit: 20, due: 20, reviewedToday: 0, firstReviews: 1)
        #expect(steady.room == 20)
        #expect(steady.catchUp == 0)
        #expect(steady.firstReviewRoom == 1)
        let afterABreak = ReviewLoad(dailyLimit: 20, due: 0, reviewedToday: 0, firstReviews: 30, firstReviewedToday: 5)
        #expect(afterABreak.firstReviewRoom == 15, "20 a day, 5 of them given")
        #expect(afterABreak.daysToClear == 0, "the backlog line counts studied words only")
        #expect(
            ReviewLoad(dailyLimit: 3, due: 0, reviewedToday: 0, firstReviews: 9, firstReviewedToday: 4).firstReviewRoom
                == 0)
    }
}
