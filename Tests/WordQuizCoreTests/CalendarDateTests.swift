import TestSupport
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

    /// Exactly `YYYY-MM-DD`: of 2024-01-05 written with each part one to five digits long
    /// (leading zeros, digits dropped), only the four, two and two digits read.
    @Test func onlyFourTwoAndTwoDigitsRead() {
        func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return digits.count >= width
                ? String(digits.suffix(width)) : String(repeating: "0", count: width - digits.count) + digits
        }
        var read: [String] = []
        for year in 1...5 {
            for month in 1...5 {
                for day in 1...5 {
                    let text = "\(padded(2024, year))-\(padded(1, month))-\(padded(5, day))"
                    if CalendarDate(parsing: text) != nil { read.append(text) }
                }
            }
        }
        #expect(read == ["2024-01-05"])
    }

    @Test func leapYearsFollowTheGregorianRule() {
        #expect(CalendarDate(parsing: "2000-02-29") != nil)
        #expect(CalendarDate(parsing: "1900-02-29") == nil)
        #expect(CalendarDate(parsing: "2024-02-29") != nil)
    }

    /// Every day of the first 401 years a date may have, the Gregorian reform's years,
    /// 1899–2101 and the last 402 years, as Python's proleptic Gregorian `datetime.date`
    /// numbers and writes them (the reference, run as a test tool): the day number both
    /// ways, the zero-padded text read back, and each month's last day as the month's length.
    @Test func everyDayIsTheDayPythonsCalendarGives() throws {
        let script = """
            import datetime, sys
            one = datetime.timedelta(days=1)
            for first, last in [(1, 401), (1582, 1583), (1899, 2101), (9598, 9999)]:
                day, end, lines = datetime.date(first, 1, 1), datetime.date(last, 12, 31), []
                while True:
                    lines.append(f"{day.toordinal() - datetime.date(1970, 1, 1).toordinal()} {day.isoformat()}")
                    if day == end: break
                    day += one
                sys.stdout.write("\\n".join(lines) + "\\n")
            """
        let python = try ProcessRunner.run("/usr/bin/python3", ["-c", script], environment: [:], timeout: 120)
        #expect(python.exitCode == 0, "\(python.stderr)")
        let days = python.stdout.split(separator: "\n").compactMap { line -> (Int, String)? in
            let parts = line.split(separator: " ")
            return parts.count == 2 ? Int(parts[0]).map { ($0, String(parts[1])) } : nil
        }
        // Four runs of consecutive days, from each range's first day to its last.
        let runStarts = days.indices.filter { $0 == 0 || days[$0 - 1].0 + 1 != days[$0].0 }
        #expect(runStarts.map { days[$0].1 } == ["0001-01-01", "1582-01-01", "1899-01-01", "9598-01-01"])
        let runEnds = runStarts.dropFirst().map { $0 - 1 } + [days.count - 1]
        #expect(runEnds.map { days[$0].1 } == ["0401-12-31", "1583-12-31", "2101-12-31", "9999-12-31"])
        var wrong: [String] = []
        for (index, (number, text)) in days.enumerated() {
            let date = CalendarDate(dayNumber: number)
            if date.description != text || CalendarDate(parsing: text)?.dayNumber != number {
                wrong.append("\(number): \(date) for \(text)")
            }
            if index + 1 < days.count, days[index + 1].0 == number + 1, days[index + 1].1.hasSuffix("-01"),
                CalendarDate.daysInMonth(year: date.year, month: date.month) != date.day
            {
                wrong.append("\(text) ends its month")
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count) days differ, first \(wrong.prefix(3))")
    }
}
