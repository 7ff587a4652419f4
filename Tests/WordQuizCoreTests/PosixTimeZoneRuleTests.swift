import Foundation
import TestSupport
import Testing

@testable import WordQuizCore

/// The POSIX rule at the end of a tz database file: the zone's abbreviations and offsets.
@Suite struct PosixTimeZoneRuleTests {
    @Test(
        arguments: [
            ("KST-9", "KST", nil),
            ("EST5EDT,M3.2.0,M11.1.0", "EST", "EDT"),
            ("IST-5:30", "IST", nil),
            ("<-03>3", "-03", nil),
            ("<+1030>-10:30<+11>-11,M10.1.0,M4.1.0", "+1030", "+11"),
            ("CET-1CEST,M3.5.0,M10.5.0/3", "CET", "CEST"),
        ] as [(String, String, String?)])
    func readsTheStandardAndDaylightNames(rule: String, standard: String, daylight: String?) throws {
        let names = try #require(PosixTimeZoneRule(parsing: rule))
        #expect(names.standard.abbreviation == standard)
        #expect(names.daylight?.abbreviation == daylight)
        #expect((names.daylight ?? names.standard).abbreviation == daylight ?? standard)
    }

    @Test func anythingElseIsNoRule() {
        #expect(PosixTimeZoneRule(parsing: "") == nil)
        #expect(PosixTimeZoneRule(parsing: "9") == nil)
        #expect(PosixTimeZoneRule(parsing: "<unclosed") == nil)
    }

    @Test func theRuleIsTheTZifFilesLastLine() {
        let file = Array("TZif2…binary…\u{0}\nKST-9\n".utf8)
        #expect(PosixTimeZoneRule.rule(inTZif: file) == "KST-9")
        #expect(PosixTimeZoneRule.rule(inTZif: Array("TZif1 no footer".utf8)) == nil)
        #expect(PosixTimeZoneRule.rule(inTZif: Array("x\n\u{1B}]0;x\n".utf8)) == nil, "no control characters")
    }

    /// Each rule's local time — offset and abbreviation — at every quarter hour from late
    /// 2025 into 2029 (a leap year among them), and a second either side of each change the
    /// rule makes, as glibc's own reading of the same TZ string gives it (`date`, with the
    /// rule as TZ). The rules take every form POSIX has: a week of a month (the last, too),
    /// a Julian day without February 29 (J60) and a day counted from 0 with it (59), times
    /// negative, past 24 hours and with seconds, the southern hemisphere's order, a negative
    /// daylight saving (Ireland's), half-hour offsets. (Daylight time all year has its own
    /// test: there glibc departs from the TZif specification.)
    @Test(
        arguments: [
            "EST5EDT,M3.2.0,M11.1.0", "CET-1CEST,M3.5.0,M10.5.0/3", "<+1030>-10:30<+11>-11,M10.1.0,M4.1.0",
            "IST-1GMT0,M10.5.0,M3.5.0/1", "<-03>3<-02>,M3.5.0/-2,M10.5.0/-1",
            "AAA3BBB,59/2,300/2", "AAA3BBB,J60/2,J300/2", "NZST-12NZDT,M9.5.0,M4.1.0/3",
            "<+0330>-3:30<+0430>,J79/24,J263/24", "AAA5BBB,M3.2.0/2:30:15,M11.1.0/1:59:59", "KST-9",
        ])
    func everyInstantHasTheLocalTimeGlibcGives(rule: String) throws {
        let parsed = try #require(PosixTimeZoneRule(parsing: rule))
        func shown(_ instant: Int64) -> String {
            let type = parsed.localTimeType(at: instant)
            let east = abs(type.offset)
            let hhmm = String(format: "%02d%02d", east / 3600, east % 3600 / 60)
            return (type.offset < 0 ? "-" : "+") + hhmm + " " + type.abbreviation
        }
        let first: Int64 = 1_766_620_800  // 2025-12-25 00:00 UTC
        let grid = Array(stride(from: first, to: first + 1_200 * 86_400, by: 900))
        var changes: [Int64] = []
        for (before, after) in zip(grid, grid.dropFirst()) where shown(before) != shown(after) {
            var (low, high) = (before, after)
            while high - low > 1 {
                let middle = (low + high) / 2
                if shown(middle) == shown(low) { low = middle } else { high = middle }
            }
            changes += [high - 1, high, high + 1]
        }
        #expect(changes.isEmpty == (parsed.daylight == nil), "\(changes.count / 3) changes")
        let instants = grid + changes
        let folder = TemporaryDirectory()
        let lines = try folder.write("instants", instants.map { "@\($0)\n" }.joined())
        let glibc = try ProcessRunner.run(
            "/usr/bin/date", ["-f", lines, "+%z %Z"], environment: ["TZ": rule, "LC_ALL": "C"], timeout: 60)
        #expect(glibc.exitCode == 0, "\(glibc.stderr)")
        let expected = glibc.stdout.split(separator: "\n").map(String.init)
        #expect(expected.count == instants.count)
        let wrong = zip(instants, expected).filter { shown($0.0) != $0.1 }
        let firstWrong = wrong.prefix(3).map { "@\($0.0): \(shown($0.0)), glibc \($0.1)" }
        #expect(wrong.isEmpty, "\(wrong.count) instants differ, first \(firstWrong)")
    }

    /// Daylight time all year, as tzfile(5) and RFC 8536 (3.3.1) write it: from January 1 at 00:00 to
    /// December 31 at 24:00 plus the saving (its own example, EST5EDT,0/0,J365/25, and the
    /// J1/0 form). Every quarter hour of four years, and every second around each new year,
    /// is daylight time. (glibc puts standard time in the hours between the new year in UTC
    /// and the local one: not what the specification says.)
    @Test(arguments: [("EST5EDT,0/0,J365/25", -4 * 3600, "EDT"), ("<-03>3<-02>,J1/0,J365/25", -2 * 3600, "-02")])
    func daylightTimeAllYearIsDaylightTimeAtEveryInstant(rule: String, offset: Int, abbreviation: String) throws {
        let parsed = try #require(PosixTimeZoneRule(parsing: rule))
        let first: Int64 = 1_766_620_800  // 2025-12-25 00:00 UTC
        var instants = Array(stride(from: first, to: first + 1_200 * 86_400, by: 900))
        for newYear: Int64 in [1_767_225_600, 1_798_761_600, 1_830_297_600] {  // 2026, 2027, 2028 at 00:00 UTC
            instants += Array((newYear - 6 * 3600)...(newYear + 6 * 3600))
        }
        let other = instants.filter {
            let type = parsed.localTimeType(at: $0)
            return type.offset != offset || type.abbreviation != abbreviation || !type.isDaylightSaving
        }
        #expect(other.isEmpty, "\(other.count) instants are not \(abbreviation), first \(other.prefix(3))")
    }
}
