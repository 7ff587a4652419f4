import Testing

@testable import WordQuizCore

@Suite struct CalendarDateTests {
    @Test(arguments: [
        ("1970-01-01", 0), ("2024-01-01", 19_723), ("2000-02-29", 11_016), ("1969-12-31", -1),
        ("2026-11-29", 20_786),
    ])
    func dayNumbersCountFromTheUnixEpoch(text: String, dayNumber: Int) throws {
        let date = try #require(CalendarDate(parsing: text))
        #expect(date.dayNumber == dayNumber)
        #expect(CalendarDate(dayNumber: dayNumber) == date)
        #expect(date.description == text)
    }

    @Test func dayNumbersRoundTripOverFourCenturies() {
        for n in stride(from: -146_097, through: 146_097, by: 37) {
            #expect(CalendarDate(dayNumber: n).dayNumber == n)
        }
    }

    @Test(arguments: ["2026-02-29", "2026-13-01", "2026-1-01", "26-01-01", "2026-04-31", "", "2026-01-0a"])
    func rejectsDatesThatDoNotExist(text: String) {
        #expect(CalendarDate(parsing: text) == nil)
    }

    @Test func leapYearsFollowTheGregorianRule() {
        #expect(CalendarDate(parsing: "2000-02-29") != nil)
        #expect(CalendarDate(parsing: "1900-02-29") == nil)
        #expect(CalendarDate(parsing: "2024-02-29") != nil)
    }
}
