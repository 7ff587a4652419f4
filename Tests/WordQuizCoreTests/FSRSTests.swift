import Foundation
import Testing

@testable import WordQuizCore

/// FSRS-6 against values computed independently from the published formulas with the
/// default parameters (stability and difficulty to six decimals, intervals at 90 % retention).
@Suite struct FSRSTests {
    let fsrs = FSRS()

    func replay(_ reviews: [(FSRS.Rating, Int)]) -> [(Double, Double, Int)] {
        var state: FSRS.MemoryState?
        return reviews.map { rating, elapsed in
            let next = fsrs.nextState(after: state, elapsedDays: elapsed, rating: rating)
            state = next
            return (next.stability, next.difficulty, fsrs.interval(stability: next.stability))
        }
    }

    func expectClose(_ actual: [(Double, Double, Int)], _ expected: [(Double, Double, Int)]) {
        #expect(actual.count == expected.count)
        for (a, e) in zip(actual, expected) {
            #expect(abs(a.0 - e.0) < 1e-5, "stability \(a.0) vs \(e.0)")
            #expect(abs(a.1 - e.1) < 1e-5, "difficulty \(a.1) vs \(e.1)")
            #expect(a.2 == e.2, "interval \(a.2) vs \(e.2)")
        }
    }

    /// A word forgotten is never remembered longer than before: after Again its stability is
    /// at most the short-term ceiling, stability ÷ e^(w17·w18), however young the word and
    /// however long it went unseen (a 0.2-day memory left 1,000 days lapses to under 0.2).
    @Test(arguments: [0.1, 0.2, 0.5, 2, 30, 365])
    func aLapseNeverLeavesAWordRememberedLonger(stability: Double) {
        let ceiling = stability / exp(FSRS.defaultWeights[17] * FSRS.defaultWeights[18])
        for difficulty in [1.0, 5, 10] {
            for elapsed in [1, 10, 100, 1_000] {
                let state = FSRS.MemoryState(stability: stability, difficulty: difficulty)
                let after = fsrs.nextState(after: state, elapsedDays: elapsed, rating: .again).stability
                #expect(
                    after <= ceiling * (1 + 1e-12), "S \(stability) D \(difficulty) after \(elapsed) days: \(after)")
                #expect(after < stability)
            }
        }
    }

    @Test func goodFourTimesOnSchedule() {
        expectClose(
            replay([(.good, 0), (.good, 1), (.good, 3), (.good, 8)]),
            [(2.3065, 2.118104, 2), (7.315301, 2.111214, 7), (19.833473, 2.104331, 20), (48.199593, 2.097455, 48)])
    }

    @Test func againThenGood() {
        expectClose(replay([(.again, 0), (.good, 1)]), [(0.212, 6.4133, 1), (1.886788, 6.402115, 2)])
    }

    @Test func aLapseAfterTenDays() {
        expectClose(
            replay([(.good, 0), (.good, 3), (.again, 10)]),
            [(2.3065, 2.118104, 2), (13.826904, 2.111214, 14), (1.666141, 7.392238, 2)])
    }

    @Test func easyThenHard() {
        expectClose(replay([(.easy, 0), (.hard, 8)]), [(8.2956, 1, 8), (26.704183, 4.010609, 27)])
    }

    @Test func aSecondGoodTheSameDayUsesShortTermStability() {
        expectClose(replay([(.good, 0), (.good, 0)]), [(2.3065, 2.118104, 2), (2.3065, 2.111214, 2)])
    }

    @Test func retrievabilityIsNinetyPercentAfterOneStability() {
        #expect(abs(fsrs.retrievability(elapsedDays: 5, stability: 5) - 0.9) < 1e-9)
        #expect(abs(fsrs.retrievability(elapsedDays: 10, stability: 2.3065) - 0.774367) < 1e-6)
    }

    @Test func higherDesiredRetentionMeansShorterIntervals() {
        let strict = FSRS(desiredRetention: 0.95)
        #expect(strict.interval(stability: 20) < fsrs.interval(stability: 20))
        #expect(fsrs.interval(stability: 20) == 20)
    }
}
