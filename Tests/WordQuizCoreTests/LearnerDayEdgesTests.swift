import Foundation
import Testing

@testable import WordQuizCore

/// The learner's day (its date and weekday) at every quarter hour around the edges where
/// calendars break — a year's end, the ends of months, leap days, the hours before the day's
/// start, the switches to and from summer time (at 02:00, at midnight, by half an hour) — in
/// zones other than the machine's, checked against Foundation's calendar (ICU) as the
/// reference: the local date, and the day before it while the local hour is before the day's
/// start.
@Suite struct LearnerDayEdgesTests {
    static let zones = [
        "Asia/Seoul", "America/New_York", "Europe/Berlin", "Australia/Lord_Howe", "Pacific/Chatham",
        "America/St_Johns", "America/Santiago", "Africa/Cairo", "Asia/Tehran", "Pacific/Apia", "Asia/Kolkata", "UTC",
    ]

    /// The zones above with summer time in 2024 and 2025 (Tehran and Apia gave theirs up).
    static let switching: Set = [
        "America/New_York", "Europe/Berlin", "Australia/Lord_Howe", "Pacific/Chatham", "America/St_Johns",
        "America/Santiago", "Africa/Cairo",
    ]

    /// Midnights (UTC) to look two days either side of: the year's ends, every month's end of
    /// a leap year and of a common one.
    static let edges: [String] = {
        var edges = ["2023-12-31", "2024-12-31", "2025-12-31", "2100-02-28", "2000-02-29"]
        for year in [2024, 2025] {
            for month in 1...12 {
                var last = DateComponents(year: year, month: month + 1, day: 0)
                last.calendar = Calendar(identifier: .gregorian)
                let day = last.calendar!.dateComponents([.day], from: last.date!).day!
                edges.append(String(format: "%04d-%02d-%02d", year, month, day))
            }
        }
        return edges
    }()

    static func reference(
        _ instant: Int64, in zone: TimeZone, rollover: Int
    ) -> (date: String, weekday: Int) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let moment = Date(timeIntervalSince1970: TimeInterval(instant))
        var day = calendar.startOfDay(for: moment)
        if calendar.component(.hour, from: moment) < rollover {
            day = calendar.date(byAdding: .day, value: -1, to: calendar.date(byAdding: .hour, value: 12, to: day)!)!
        }
        let parts = calendar.dateComponents([.year, .month, .day, .weekday], from: day)
        // Foundation counts weekdays from Sunday (1); ours from Monday (0).
        return (String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!), (parts.weekday! + 5) % 7)
    }

    /// Instants every 15 minutes from two days before `midnight` (UTC) to two days after.
    static func around(_ midnight: Int64) -> StrideThrough<Int64> {
        stride(from: midnight - 2 * 86_400, through: midnight + 2 * 86_400, by: 900)
    }

    @Test(arguments: zones)
    func theLearnersDayIsTheCalendarsAtEveryEdge(zoneName: String) throws {
        guard let data = FileManager.default.contents(atPath: "/usr/share/zoneinfo/" + zoneName),
            let rules = TZifTimeZone(tzif: Array(data)), let zone = TimeZone(identifier: zoneName)
        else {
            print("note: /usr/share/zoneinfo/\(zoneName) is not on this machine; not checked")
            return
        }
        var midnights = Self.edges.map { Int64(CalendarDate(parsing: $0)!.dayNumber) * 86_400 }
        // This zone's switches of 2024 and 2025, where it has them.
        var after = Date(timeIntervalSince1970: 1_704_067_200)
        while let next = zone.nextDaylightSavingTimeTransition(after: after), next.timeIntervalSince1970 < 1_767_225_600
        {
            midnights.append(Int64(next.timeIntervalSince1970) / 86_400 * 86_400)
            after = next
        }
        var mismatches: [String] = []
        for midnight in midnights {
            for instant in Self.around(midnight) {
                let local = LocalTime(instant: instant, rules: rules)
                for rollover in [0, 1, 4, 5, 23] {
                    let ours = LearnerDay.date(of: local, rolloverHour: rollover)
                    let expected = Self.reference(instant, in: zone, rollover: rollover)
                    if ours.description != expected.date
                        || Weekday(dayNumber: ours.dayNumber).rawValue != expected.weekday
                    {
                        mismatches.append("\(instant) from \(rollover):00: \(ours) against \(expected.date)")
                    }
                }
            }
        }
        #expect(mismatches.isEmpty, "\(zoneName): \(mismatches.prefix(5))")
        // Two switches a year where the zone has summer time in 2024 and 2025.
        #expect(midnights.count - Self.edges.count == (Self.switching.contains(zoneName) ? 4 : 0))
    }

    /// The values a learner would read, worked out by hand: in Seoul at 03:59 on 1 March 2024
    /// the day is still the leap day, a Thursday; at 04:00 it is Friday 1 March. In New York
    /// at 01:30 on the morning summer time begins (10 March 2024) it is still Saturday 9 March.
    @Test func theLeapDayAndTheSwitchByHand() throws {
        func day(_ zone: String, _ utc: String) throws -> (String, Weekday) {
            let data = try #require(FileManager.default.contents(atPath: "/usr/share/zoneinfo/" + zone))
            let rules = try #require(TZifTimeZone(tzif: Array(data)))
            let instant = Int64(try #require(ISO8601DateFormatter().date(from: utc)).timeIntervalSince1970)
            let date = LearnerDay.date(of: LocalTime(instant: instant, rules: rules))
            return (date.description, Weekday(dayNumber: date.dayNumber))
        }
        #expect(try day("Asia/Seoul", "2024-02-29T18:59:00Z") == ("2024-02-29", .thursday))
        #expect(try day("Asia/Seoul", "2024-02-29T19:00:00Z") == ("2024-03-01", .friday))
        #expect(try day("America/New_York", "2024-03-10T06:30:00Z") == ("2024-03-09", .saturday))
        #expect(try day("America/New_York", "2024-03-10T08:00:00Z") == ("2024-03-10", .sunday))
    }
}
