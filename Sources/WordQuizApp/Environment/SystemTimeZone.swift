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
}
