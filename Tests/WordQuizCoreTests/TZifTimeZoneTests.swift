import Foundation
import Testing

@testable import WordQuizCore

/// The tz database read directly, checked against Foundation's time zones (ICU) as the
/// reference: the same offset at every transition and at instants spread over 1900–2200.
@Suite struct TZifTimeZoneTests {
    static let zones = [
        "Asia/Seoul", "America/New_York", "Europe/London", "Europe/Dublin", "Australia/Sydney",
        "Australia/Lord_Howe", "America/Sao_Paulo", "Asia/Kolkata", "Pacific/Chatham", "America/St_Johns",
        "Europe/Moscow", "Pacific/Apia", "America/Santiago", "Asia/Tehran", "UTC", "Etc/GMT+5",
        "America/Los_Angeles", "Europe/Berlin", "Antarctica/Troll", "Africa/Cairo", "America/Godthab",
    ]

    static func load(_ zone: String) -> TZifTimeZone? {
        FileManager.default.contents(atPath: "/usr/share/zoneinfo/" + zone).flatMap { TZifTimeZone(tzif: Array($0)) }
    }

    @Test(arguments: zones)
    func offsetsMatchFoundationsEverywhere(zone: String) throws {
        guard let tzif = Self.load(zone), let reference = TimeZone(identifier: zone) else {
            print("note: /usr/share/zoneinfo/\(zone) is not on this machine; not checked")
            return
        }
        var instants: [Int64] = []
        for transition in tzif.transitions where transition > -2_208_988_800 {
            instants += [transition - 1, transition, transition + 1]
        }
        var random = SeededRandom(seed: 20_261_130)
        for _ in 0..<3000 { instants.append(Int64(random.next() % 9_467_280_000) - 2_208_988_800) }  // 1900–2200
        // The rule's moments in coming years, where the file's transitions end.
        for year in 2030...2100 {
            let start = Int64(CalendarDate(year: year, month: 1, day: 1)!.dayNumber) * 86_400
            for hour in stride(from: 0, to: 366 * 24, by: 7) { instants.append(start + Int64(hour) * 3600) }
        }
        var mismatches: [String] = []
        for instant in instants {
            let expected = reference.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant)))
            let actual = tzif.secondsFromGMT(at: instant)
            if expected != actual, mismatches.count < 5 { mismatches.append("\(instant): \(actual) for \(expected)") }
        }
        #expect(mismatches.isEmpty, "\(zone): \(mismatches)")
    }

    @Test func abbreviationsAreTheDatabases() throws {
        let seoul = try #require(Self.load("Asia/Seoul"))
        #expect(seoul.abbreviation(at: 1_796_034_126) == "KST")
        let newYork = try #require(Self.load("America/New_York"))
        #expect(newYork.abbreviation(at: 1_767_225_600) == "EST", "2026-01-01")
        #expect(newYork.abbreviation(at: 1_783_000_000) == "EDT", "2026-07")
        #expect(newYork.abbreviation(at: 4_102_444_800 + 180 * 86_400) == "EDT", "2100-06, from the rule")
    }

    @Test func damagedFilesAreNoZone() {
        #expect(TZifTimeZone(tzif: []) == nil)
        #expect(TZifTimeZone(tzif: Array("TZif2 and then nothing".utf8)) == nil)
        var truncated = Array("TZif2".utf8) + [UInt8](repeating: 0, count: 15)
        truncated += [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 0, 0, 0, 1, 0, 0, 0, 4]
        #expect(TZifTimeZone(tzif: truncated) == nil, "counts promise more than the file holds")
    }

    @Test(
        arguments: [
            ("EST5EDT,M3.2.0,M11.1.0", 2026, 3, 8, 2 * 3600),
            ("CET-1CEST,M3.5.0,M10.5.0/3", 2026, 3, 29, 2 * 3600),
            ("<-03>3<-02>,M3.5.0/-2,M10.5.0/-1", 2026, 3, 29, -2 * 3600),  // 22:00 the day before
        ] as [(String, Int, Int, Int, Int)])
    func daylightStartsOnTheRulesDay(rule: String, year: Int, month: Int, day: Int, seconds: Int) throws {
        let parsed = try #require(PosixTimeZoneRule(parsing: rule))
        let start = try #require(parsed.start)
        let expected = Int64(CalendarDate(year: year, month: month, day: day)!.dayNumber) * 86_400 + Int64(seconds)
        #expect(start.instant(in: year) == expected)
    }

    @Test func rulesThatAreNotRulesAreRefused() {
        for text in ["", "EST", "EST5EDT,M3.2.0", "EST5EDT,M13.2.0,M11.1.0", "EST5EDT,M3.6.0,M11.1.0", "5EST"] {
            #expect(PosixTimeZoneRule(parsing: text) == nil, "\(text)")
        }
    }

    /// A TZif file written by hand (RFC 8536): a header with `version`, one transition to each
    /// type but the first, `types` as (offset, daylight, abbreviation index), `names` as the
    /// abbreviation bytes. Version 1 is its 32-bit block alone.
    static func tzif(version: UInt8, transitions: [Int32], types: [(Int32, Bool, UInt8)], names: [UInt8]) -> [UInt8] {
        func big(_ value: Int32) -> [UInt8] { withUnsafeBytes(of: value.bigEndian, Array.init) }
        var bytes = Array("TZif".utf8) + [version] + [UInt8](repeating: 0, count: 15)
        for count in [0, 0, 0, transitions.count, types.count, names.count] { bytes += big(Int32(count)) }
        for time in transitions { bytes += big(time) }
        bytes += transitions.indices.map { UInt8(truncatingIfNeeded: ($0 + 1) % types.count) }
        for (offset, daylight, index) in types { bytes += big(offset) + [daylight ? 1 : 0, index] }
        return bytes + names
    }

    /// Version 1 files (the version byte NUL or "1") have no 64-bit block and no rule: their
    /// transitions are all there is, and they are read.
    @Test(arguments: [0, UInt8(ascii: "1")])
    func aVersionOneFileIsRead(version: UInt8) throws {
        let bytes = Self.tzif(
            version: version, transitions: [1_000, 2_000], types: [(32_400, false, 0), (36_000, true, 4)],
            names: Array("KST\0KDT\0".utf8))
        let zone = try #require(TZifTimeZone(tzif: bytes))
        let read = [999, 1_000, 1_999, 2_000].map { (zone.secondsFromGMT(at: $0), zone.abbreviation(at: $0)) }
        #expect(read.map(\.0) == [32_400, 36_000, 36_000, 32_400])
        #expect(read.map(\.1) == ["KST", "KDT", "KDT", "KST"])
    }

    /// A transition's type is one byte: 256 types are the most a file can use, and are read;
    /// a file of 257, or of none, is damaged.
    @Test func typesAreReadUpToTheByteTheyAreNamedBy() throws {
        func zone(types count: Int) -> TZifTimeZone? {
            let types = (0..<count).map { (Int32($0 * 60), false, UInt8(0)) }
            let transitions = (0..<min(count, 256)).map { Int32(1_000 * ($0 + 1)) }
            return TZifTimeZone(
                tzif: Self.tzif(version: UInt8(ascii: "1"), transitions: transitions, types: types, names: [0]))
        }
        let most = try #require(zone(types: 256))
        // The 255th transition moves to the last type, 255 minutes east.
        #expect(most.secondsFromGMT(at: 255_000) == 255 * 60)
        #expect(zone(types: 257) == nil)
        #expect(zone(types: 0) == nil)
    }

    /// A file with no abbreviations (a count of 0 characters) still gives its offsets; its
    /// names are empty.
    @Test func aFileWithoutAbbreviationsGivesItsOffsets() throws {
        let zone = try #require(
            TZifTimeZone(
                tzif: Self.tzif(
                    version: UInt8(ascii: "1"), transitions: [500], types: [(0, false, 0), (3_600, true, 0)],
                    names: [])))
        #expect(zone.secondsFromGMT(at: 500) == 3_600)
        #expect(zone.abbreviation(at: 500).isEmpty)
    }
}
