import Foundation

/// Instants as people read them: `yyyy-MM-dd HH:mm:ss EEE` and the zone's abbreviation
/// (`2026-12-01 07:30:00 Tue KST`); in JSON, ISO 8601 with the offset
/// (`2026-12-01T07:30:00+09:00`).
enum LocalTimeFormat {
    static func string(_ instant: Int64, in zone: TimeZone) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = zone
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss EEE"
        let text = formatter.string(from: Date(timeIntervalSince1970: TimeInterval(instant)))
        return text + " " + SystemTimeZone(zone).abbreviation(at: instant)
    }

    static func iso8601(_ instant: Int64, in zone: TimeZone) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = zone
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: Date(timeIntervalSince1970: TimeInterval(instant)))
    }
}
