import Foundation
import Synchronization
import WordQuizCore

/// Time-zone offsets and abbreviations from the system's tz database, read directly
/// (`/usr/share/zoneinfo`, through `TZifTimeZone`) so that a clock read never loads ICU;
/// Foundation's `TimeZone` where a zone has no readable file.
struct SystemTimeZone: TimeZoneRules {
    /// The zone's file, read; else Foundation's zone (made only then).
    private enum Source {
        case database(TZifTimeZone)
        case foundation(TimeZone)
    }

    private let source: Source

    /// A zone by IANA name: its file when there is one, without asking Foundation.
    init?(identifier: String) {
        if let database = Self.cached(identifier) {
            source = .database(database)
        } else {
            guard let zone = TimeZone(identifier: identifier) else { return nil }
            source = .foundation(zone)
        }
    }

    init(_ zone: TimeZone) {
        source = Self.cached(zone.identifier).map(Source.database) ?? .foundation(zone)
    }

    func secondsFromGMT(at instant: Int64) -> Int {
        switch source {
        case .database(let database): database.secondsFromGMT(at: instant)
        case .foundation(let zone): zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant)))
        }
    }

    /// The zone's abbreviation at an instant (KST; EST or EDT), as the tz database names it;
    /// Foundation's GMT+9 where the file cannot be read.
    func abbreviation(at instant: Int64) -> String {
        switch source {
        case .database(let database): database.abbreviation(at: instant)
        case .foundation(let zone):
            zone.abbreviation(for: Date(timeIntervalSince1970: TimeInterval(instant))) ?? zone.identifier
        }
    }

    /// Each zone's file is read once per process.
    private static let files = Mutex<[String: TZifTimeZone?]>([:])

    private static func cached(_ identifier: String) -> TZifTimeZone? {
        if let known = files.withLock({ $0[identifier] }) { return known }
        let loaded = load(identifier)
        files.withLock { $0[identifier] = .some(loaded) }
        return loaded
    }

    private static func load(_ identifier: String) -> TZifTimeZone? {
        guard !identifier.isEmpty, !identifier.contains(".."), !identifier.hasPrefix("/"),
            let data = FileManager.default.contents(atPath: "/usr/share/zoneinfo/" + identifier),
            data.count < 1 << 20
        else { return nil }
        return TZifTimeZone(tzif: Array(data))
    }
}
