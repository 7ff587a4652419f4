import Foundation
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
}
