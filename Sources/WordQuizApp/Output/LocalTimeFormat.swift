import Foundation
import WordQuizCore

/// Instants as people read them: `yyyy-MM-dd HH:mm:ss EEE` and the zone's abbreviation
/// (`2026-12-01 07:30:00 Tue KST`; in Korean the weekday is `(화)`); in JSON, ISO 8601 with the offset
/// (`2026-12-01T07:30:00+09:00`, `Z` for UTC). Written from the tz database's offsets, not
/// with Foundation's formatters, which would load ICU for a line of text.
enum LocalTimeFormat {
    static let weekdays = [
        Phrase("Sun"), Phrase("Mon"), Phrase("Tue"), Phrase("Wed"), Phrase("Thu"), Phrase("Fri"), Phrase("Sat"),
    ]

    static func string(_ instant: Int64, in zone: TimeZone, language: Language = .en) -> String {
        let rules = SystemTimeZone(zone)
        let (date, time) = local(instant, offset: rules.secondsFromGMT(at: instant))
        let index = ((date.dayNumber + 4) % 7 + 7) % 7
        let weekday = language.say(weekdays[index])
        return "\(date) \(time) \(weekday) \(rules.abbreviation(at: instant))"
    }

    /// `yyyy-MM-dd HH:mm`, for a list where the second and the zone would be noise.
    static func dateAndMinute(_ instant: Int64, in zone: TimeZone) -> String {
        let (date, time) = local(instant, offset: SystemTimeZone(zone).secondsFromGMT(at: instant))
        return "\(date) \(time.prefix(5))"
    }

    static func iso8601(_ instant: Int64, in zone: TimeZone) -> String {
        let offset = SystemTimeZone(zone).secondsFromGMT(at: instant)
        let (date, time) = local(instant, offset: offset)
        guard offset != 0 else { return "\(date)T\(time)Z" }
        let minutes = abs(offset) / 60
        return "\(date)T\(time)\(offset < 0 ? "-" : "+")\(two(minutes / 60)):\(two(minutes % 60))"
    }

    /// The local date and `HH:mm:ss` of an instant at an offset.
    private static func local(_ instant: Int64, offset: Int) -> (CalendarDate, String) {
        let local = instant + Int64(offset)
        let day = FireTimes.floorDivide(local, 86_400)
        let second = Int(local - day * 86_400)
        return (
            CalendarDate(dayNumber: Int(day)), "\(two(second / 3600)):\(two(second % 3600 / 60)):\(two(second % 60))"
        )
    }

    private static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}
