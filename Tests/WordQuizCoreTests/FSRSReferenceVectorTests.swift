import Testing

@testable import WordQuizCore

/// FSRS-6 against the reference implementations' own test vectors (py-fsrs, ts-fsrs and
/// fsrs-rs publish the same numbers): the numbers are theirs, the tests are ours.
@Suite struct FSRSReferenceVectorTests {
    let fsrs = FSRS()

    /// Replays (rating, whole days since the previous review) and returns each state.
    func replay(_ fsrs: FSRS, _ reviews: [(FSRS.Rating, Int)], from start: FSRS.MemoryState? = nil)
        -> [FSRS.MemoryState]
    {
        var state = start
        return reviews.map { rating, elapsed in
            let next = fsrs.nextState(after: state, elapsedDays: elapsed, rating: rating)
            state = next
            return next
        }
    }

    @Test func firstReviewOfEachGrade() {
        let expected: [(FSRS.Rating, Double, Double)] = [
            (.again, 0.212, 6.4133), (.hard, 1.2931, 5.11217071), (.good, 2.3065, 2.11810397), (.easy, 8.2956, 1.0),
        ]
        for (rating, stability, difficulty) in expected {
            let state = fsrs.nextState(after: nil, elapsedDays: 0, rating: rating)
            #expect(abs(state.stability - stability) < 1e-9, "\(rating)")
            #expect(abs(state.difficulty - difficulty) < 1e-6, "\(rating)")
        }
    }

    /// py-fsrs test_review_card / ts-fsrs ivl_history: Good ×6, Again ×2, Good ×5. The
    /// references pass the first Good and the lapse through same-day learning steps; with
    /// no steps and no fuzz those are same-day reviews, and the day intervals are theirs.
    @Test func theReviewSequenceGivesTheReferenceIntervals() {
        let reviews: [(FSRS.Rating, Int)] = [
            (.good, 0), (.good, 0), (.good, 2), (.good, 11), (.good, 46), (.good, 163),
            (.again, 498), (.again, 0), (.good, 0), (.good, 2), (.good, 4), (.good, 7), (.good, 12),
        ]
        let intervals = replay(fsrs, reviews).map { fsrs.interval(stability: $0.stability) }
        let graduated = [1, 2, 3, 4, 5, 8, 9, 10, 11, 12]
        #expect(graduated.map { intervals[$0] } == [2, 11, 46, 163, 498, 2, 4, 7, 12, 21])
    }

    /// py-fsrs test_memo_state, ts-fsrs "memory state", fsrs-rs test_memory_state.
    @Test func memoryStateAfterAgainAndFiveGoods() {
        let reviews: [(FSRS.Rating, Int)] = [(.again, 0), (.good, 0), (.good, 1), (.good, 3), (.good, 8), (.good, 21)]
        let state = replay(fsrs, reviews).last
        #expect(abs((state?.stability ?? 0) - 53.62691) < 1e-4)
        #expect(abs((state?.difficulty ?? 0) - 6.3574867) < 1e-4)

        var weights = FSRS.defaultWeights
        (weights[17], weights[18], weights[19]) = (0, 0, 0)
        let flat = replay(FSRS(weights: weights), reviews).last
        #expect(abs((flat?.stability ?? 0) - 53.335106) < 1e-4)
        #expect(abs((flat?.difficulty ?? 0) - 6.3574867) < 1e-4)
    }

    /// fsrs-rs test_next_states (parameters trained on its test collection, decay 0.5): the
    /// next state for each of the four ratings 21 days after Again, Good, Good, Good.
    @Test func nextStatesForAllFourRatings() {
        let trained = FSRS(weights: [
            0.6845422, 1.6790825, 4.7349424, 10.042885, 7.4410233, 0.64219797, 1.071918, 0.0025195254, 1.432437,
            0.1544, 0.8692766, 2.0696752, 0.0953, 0.2975, 2.4691248, 0.19542035, 3.201072, 0.18046261,
            0.121442534, 0.0, 0.5,
        ])
        let prior = replay(trained, [(.again, 0), (.good, 1), (.good, 3), (.good, 8)]).last
        let expected: [(FSRS.Rating, Double, Double)] = [
            (.again, 2.9691455, 8.000659), (.hard, 17.091452, 7.6913934), (.good, 31.722992, 7.382128),
            (.easy, 71.7502, 7.0728626),
        ]
        for (rating, stability, difficulty) in expected {
            let next = trained.nextState(after: prior, elapsedDays: 21, rating: rating)
            #expect(abs(next.stability - stability) < 1e-3, "\(rating): \(next.stability)")
            #expect(abs(next.difficulty - difficulty) < 1e-3, "\(rating): \(next.difficulty)")
        }
        let later = trained.nextState(
            after: FSRS.MemoryState(stability: 20.925528, difficulty: 7.005062), elapsedDays: 21, rating: .good)
        #expect(abs(later.stability - 40.87456) < 1e-3)
        #expect(abs(later.difficulty - 6.9913807) < 1e-3)
    }

    /// fsrs-rs next_interval for a stability of one day at retentions 0.1 … 1.0.
    @Test func intervalsAcrossDesiredRetentions() {
        let expected = [3_116_766, 34793, 2508, 387, 90, 27, 9, 3, 1, 1]
        for (index, days) in expected.enumerated() {
            let retention = Double(index + 1) / 10
            let fsrs = FSRS(desiredRetention: retention, maximumInterval: Int.max)
            // fsrs-rs computes in f32: its millions of days differ from f64 by a few units.
            let tolerance = Double(days) * 1e-5
            #expect(abs(Double(fsrs.interval(stability: 1) - days)) <= tolerance, "retention \(retention)")
        }
    }

    /// The fix of "Hard acting as Again": a hinted (Hard) answer the same day after Good,
    /// Good, Good keeps the 46-day interval instead of cutting it to 22.
    @Test func aSameDayHardDoesNotLowerStability() {
        let states = replay(fsrs, [(.good, 0), (.good, 2), (.good, 11), (.hard, 0)])
        #expect(fsrs.interval(stability: states[2].stability) == 46)
        #expect(fsrs.interval(stability: states[3].stability) == 46)
        #expect(states[3].stability >= states[2].stability)
        let again = fsrs.nextState(after: states[2], elapsedDays: 0, rating: .again)
        #expect(again.stability < states[2].stability, "a same-day Again still lowers it")
    }

    /// A lapse never leaves a word better remembered than before it: FSRS-6 caps post-lapse
    /// stability at S / e^(w17·w18), which binds for the least stable words.
    @Test func forgettingNeverRaisesStability() {
        var raised: [String] = []
        for stability in [0.001, 0.002, 0.01, 0.1, 0.212, 1, 3, 10, 100, 1000] {
            for difficulty in [1.0, 3, 5, 7, 10] {
                for elapsed in [1, 2, 7, 30, 365, 3650] {
                    let before = FSRS.MemoryState(stability: stability, difficulty: difficulty)
                    let after = fsrs.nextState(after: before, elapsedDays: elapsed, rating: .again)
                    if after.stability > stability { raised.append("S \(stability) D \(difficulty) t \(elapsed)") }
                }
            }
        }
        #expect(raised.isEmpty, "\(raised.prefix(5))")
    }
}
