import Foundation
import TestSupport
import Testing
import WordQuizCore

@testable import WordQuizApp

/// `widget --watch` wakes at the next local midnight or the learner's day start, whichever
/// comes first, in the learner's zone (east and west of UTC, before and after the day's start).
@Suite struct WidgetTurnOverTests {
    @Test(arguments: [
        // 22:30 in Seoul: midnight comes first.
        ("2026-03-02T13:30:00Z", "Asia/Seoul", "2026-03-03T00:00:00+09:00"),
        // 01:15 in Seoul, before the day's start at 04:00: the day's start comes first.
        ("2026-03-02T16:15:00Z", "Asia/Seoul", "2026-03-03T04:00:00+09:00"),
        // 23:00 in New York on the eve of summer time: midnight.
        ("2026-03-08T04:00:00Z", "America/New_York", "2026-03-08T00:00:00-05:00"),
        // 04:30 in New York, after the day's start: the next midnight.
        ("2026-03-09T08:30:00Z", "America/New_York", "2026-03-10T00:00:00-04:00"),
    ])
    func theWatchWakesAtTheNextTurnOfTheDay(utc: String, zone: String, expected: String) throws {
        let home = TemporaryDirectory("wordquiz-turnover")
        let context = AppContext.inProcess(
            in: home, clock: ManualClock(utc), zone: zone, stdout: CapturedText(), stderr: CapturedText())
        let watch = WidgetWatch(context: context, dayStartHour: 4)
        let wake = try #require(ISO8601DateFormatter().date(from: expected))
        #expect(watch.nextTurnOver() == Int64(wake.timeIntervalSince1970))
    }
}
