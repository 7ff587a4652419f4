import Foundation
import Testing

@testable import WordQuizCore

/// Time-zone offsets from the system's tz database, for testing the pure maths.
struct SystemZone: TimeZoneRules {
    let zone: TimeZone
    init(_ identifier: String) { zone = TimeZone(identifier: identifier)! }
    func secondsFromGMT(at instant: Int64) -> Int {
        zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant)))
    }
}

func utc(_ text: String) -> Int64 {
    let formatter = ISO8601DateFormatter()
    return Int64(formatter.date(from: text)!.timeIntervalSince1970)
}

@Suite struct FireTimesTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var zone: String
        var hour: Int
        var minute: Int
        var days: String
        var after: String
        var expected: String
        var testDescription: String { "\(hour):\(minute) \(days) \(zone) after \(after)" }
    }

    @Test(arguments: [
        // Seoul has no daylight saving: 07:30 KST is 22:30 UTC the day before.
        Case(
            zone: "Asia/Seoul", hour: 7, minute: 30, days: "daily", after: "2026-11-29T00:00:00Z",
            expected: "2026-11-29T22:30:00Z"),
        Case(
            zone: "Asia/Seoul", hour: 7, minute: 30, days: "daily", after: "2026-11-29T22:30:00Z",
            expected: "2026-11-30T22:30:00Z"),
        Case(
            zone: "Asia/Seoul", hour: 8, minute: 0, days: "weekdays", after: "2026-11-27T01:00:00Z",
            expected: "2026-11-29T23:00:00Z"),
        Case(
            zone: "Asia/Seoul", hour: 21, minute: 0, days: "mon,wed,fri", after: "2026-11-30T12:00:00Z",
            expected: "2026-12-02T12:00:00Z"),
        // New York springs forward on 2026-03-08: 02:00 EST becomes 03:00 EDT.
        Case(
            zone: "America/New_York", hour: 7, minute: 30, days: "daily", after: "2026-03-08T05:00:00Z",
            expected: "2026-03-08T11:30:00Z"),
        Case(
            zone: "America/New_York", hour: 7, minute: 30, days: "daily", after: "2026-03-07T13:00:00Z",
            expected: "2026-03-08T11:30:00Z"),
        // 02:30 does not exist that night: it fires at 03:30 EDT, an hour after the jump's start.
        Case(
            zone: "America/New_York", hour: 2, minute: 30, days: "daily", after: "2026-03-08T05:00:00Z",
            expected: "2026-03-08T07:30:00Z"),
        Case(
            zone: "America/New_York", hour: 2, minute: 30, days: "daily", after: "2026-03-08T07:30:00Z",
            expected: "2026-03-09T06:30:00Z"),
        // New York falls back on 2026-11-01: 01:30 happens twice and fires at the first (EDT).
        Case(
            zone: "America/New_York", hour: 1, minute: 30, days: "daily", after: "2026-11-01T04:00:00Z",
            expected: "2026-11-01T05:30:00Z"),
        Case(
            zone: "America/New_York", hour: 1, minute: 30, days: "daily", after: "2026-11-01T05:30:00Z",
            expected: "2026-11-02T06:30:00Z"),
        Case(
            zone: "America/New_York", hour: 7, minute: 0, days: "daily", after: "2026-11-01T05:00:00Z",
            expected: "2026-11-01T12:00:00Z"),
        Case(
            zone: "America/New_York", hour: 7, minute: 0, days: "sun", after: "2026-10-25T12:00:00Z",
            expected: "2026-11-01T12:00:00Z"),
    ])
    func nextFireInTheSchedulesZone(_ c: Case) throws {
        let trigger = Trigger.calendar(
            hour: c.hour, minute: c.minute, weekdays: try #require(Weekday.parseSet(c.days)), timeZone: c.zone)
        let next = FireTimes.next(after: utc(c.after), trigger: trigger, rules: SystemZone(c.zone))
        #expect(next == utc(c.expected))
    }

    @Test func aOneOffFiresOnceThenNever() {
        let at = utc("2026-11-29T10:00:00Z")
        #expect(FireTimes.next(after: at - 5, trigger: .once(at: at), rules: SystemZone("UTC")) == at)
        #expect(FireTimes.next(after: at, trigger: .once(at: at), rules: SystemZone("UTC")) == nil)
    }

    @Test func listsEveryFireInARange() {
        let trigger = Trigger.calendar(hour: 9, minute: 0, weekdays: Set(Weekday.allCases), timeZone: "Asia/Seoul")
        let fires = FireTimes.fires(
            after: utc("2026-11-01T00:00:00Z"), through: utc("2026-11-05T23:59:00Z"), trigger: trigger,
            rules: SystemZone("Asia/Seoul"))
        // 09:00 KST is midnight UTC: the range is open at its start, so Nov 2, 3, 4 and 5.
        #expect(fires.count == 4)
        #expect(fires.first == utc("2026-11-02T00:00:00Z"))
    }

    @Test(arguments: [("daily", 7), ("weekdays", 5), ("weekends", 2), ("mon,wed,fri", 3), ("Tue,thu", 2)])
    func weekdaySetsParse(text: String, count: Int) {
        #expect(Weekday.parseSet(text)?.count == count)
    }

    @Test(arguments: ["", "someday", "mon,xyz", "m"])
    func badWeekdaySetsAreRejected(text: String) {
        #expect(Weekday.parseSet(text) == nil)
    }

    @Test func weekdaysOfKnownDates() {
        #expect(Weekday(dayNumber: CalendarDate(parsing: "2026-11-29")!.dayNumber) == .sunday)
        #expect(Weekday(dayNumber: 0) == .thursday)
    }

    /// Instants before 1970 (a clock set wrong, a zone west of Greenwich on 1970-01-01) are
    /// read on the day they fall in: division rounds down, never towards zero.
    @Test func anInstantBefore1970IsReadOnItsOwnDay() {
        for (a, b) in [
            (-1, 86_400), (-86_399, 86_400), (-86_400, 86_400), (-86_401, 86_400), (-172_801, 86_400),
            (-1, 1000), (-999, 1000), (-1000, 1000), (-1001, 1000), (0, 86_400), (86_399, 86_400),
        ] as [(Int64, Int64)] {
            #expect(FireTimes.floorDivide(a, b) == Int64((Double(a) / Double(b)).rounded(.down)), "\(a) / \(b)")
        }
        // 1970-01-01 02:00 UTC is 21:00 the evening before in New York.
        let newYork = LocalTime(instant: 7_200, rules: SystemZone("America/New_York"))
        #expect((newYork.date, newYork.hour, newYork.minute) == (CalendarDate(year: 1969, month: 12, day: 31)!, 21, 0))
        let secondBefore = LocalTime(instant: -1, rules: SystemZone("UTC"))
        #expect((secondBefore.date.day, secondBefore.hour, secondBefore.minute) == (31, 23, 59))
    }
}
