import Foundation

/// Instants as people read them: `yyyy-MM-dd HH:mm:ss EEE` in their own zone.
enum LocalTimeFormat {
    static func string(_ instant: Int64, in zone: TimeZone) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = zone
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss EEE"
        return formatter.string(from: Date(timeIntervalSince1970: TimeInterval(instant)))
    }
}
