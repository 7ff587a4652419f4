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
}
