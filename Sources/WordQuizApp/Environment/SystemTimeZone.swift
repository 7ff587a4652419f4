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

    /// The zone's abbreviation at an instant (KST; EST or EDT), from the tz database's own
    /// rule; Foundation's GMT+9 where the file cannot be read.
    func abbreviation(at instant: Int64) -> String {
        let date = Date(timeIntervalSince1970: TimeInterval(instant))
        let identifier = zone.identifier
        if !identifier.contains(".."), !identifier.hasPrefix("/"),
            let data = FileManager.default.contents(atPath: "/usr/share/zoneinfo/" + identifier),
            let rule = ZoneAbbreviation.rule(inTZif: Array(data)),
            let names = ZoneAbbreviation(rule: rule)
        {
            return names.abbreviation(isDaylightSaving: zone.isDaylightSavingTime(for: date))
        }
        return zone.abbreviation(for: date) ?? identifier
    }
}
