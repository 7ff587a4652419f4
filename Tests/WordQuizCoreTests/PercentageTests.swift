import Testing

@testable import WordQuizCore

/// Percentages at values where rounding and truncation part: each figure a learner reads is
/// the nearest whole percent.
@Suite struct PercentageTests {
    @Test(arguments: [
        (0.6875, 69), (2.0 / 3.0, 67), (0.645, 65), (0.125, 13), (0.994, 99), (0.995, 100), (0.0049, 0), (1.0, 100),
        (-0.125, -13), (-2.0 / 3.0, -67),
    ])
    func aFractionIsItsNearestWholePercent(fraction: Double, percent: Int) {
        #expect(Percentage.rounded(fraction) == percent)
    }

    /// A fit that brings a log loss from 0.4 to 0.35 predicts 12.5 % better, shown 13; a load
    /// from 24 to 27 reviews a day is 12.5 % more, shown 13; from 27 to 24, 11.1 % fewer.
    @Test func aChangeIsInPercentOfWhereItStarted() {
        #expect(Percentage.change(from: 0.4, to: 0.35) == -13)
        #expect(Percentage.change(from: 24, to: 27) == 13)
        #expect(Percentage.change(from: 27, to: 24) == -11)
        #expect(Percentage.change(from: 0, to: 5) == 0, "no start: no change to tell")
    }
}
