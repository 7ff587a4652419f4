import Foundation
import WordQuizCore

/// Time-zone offsets from the system's tz database (Foundation), for the pure schedule maths.
struct SystemTimeZone: TimeZoneRules {
    let zone: TimeZone

    init?(identifier: String) {
        guard let zone = TimeZone(identifier: identifier) else { return nil }
        self.zone = zone
    }

    init(_ zone: TimeZone) {
        self.zone = zone
    }

    func secondsFromGMT(at instant: Int64) -> Int {
        zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant)))
    }

    /// Rules by zone name, falling back to the system's zone for a name it does not know.
    static func rules(_ name: String) -> any TimeZoneRules {
        SystemTimeZone(identifier: name) ?? SystemTimeZone(.current)
    }

    /// The local date of an instant in a zone.
    static func localDate(of instant: Int64, in name: String) -> CalendarDate {
        let rules = Self.rules(name)
        let local = instant + Int64(rules.secondsFromGMT(at: instant))
        return CalendarDate(dayNumber: Int((local - (local % 86_400 + 86_400) % 86_400) / 86_400))
    }
}
