import Foundation
import WordQuizCore

/// The learner's local date, read from the clock and the time zone at the edge.
public enum LocalDate {
    public static func today(now: Date, in timeZone: TimeZone) -> CalendarDate {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: now)
        // A Gregorian calendar always yields a valid day.
        return CalendarDate(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
            ?? CalendarDate(dayNumber: 0)
    }

    /// The local hour, 0–23.
    public static func hour(now: Date, in timeZone: TimeZone) -> Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar.component(.hour, from: now)
    }
}
