import Testing

@testable import WordQuizCore

/// The days a schedule fires on, as the learner writes them in either language and as cron,
/// systemd and the schedule's JSON write them.
@Suite struct WeekdayTests {
    static let english = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
    static let korean = ["월", "화", "수", "목", "금", "토", "일"]

    /// Each day by its short name, its full name, its Korean name and its Korean name with
    /// 요일, in any case and with spaces around: that day and no other.
    @Test func eachDayIsReadByEachOfItsNames() {
        let full = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
        for (index, day) in Weekday.allCases.enumerated() {
            for name in [
                Self.english[index], full[index], Self.english[index].uppercased(), Self.korean[index],
                Self.korean[index] + "요일", " \(Self.korean[index]) ",
            ] {
                #expect(Weekday.parseSet(name) == [day], "\(name)")
            }
        }
    }

    /// The named sets in both languages, exactly.
    @Test func theNamedSetsAreTheirDays() {
        let workdays: Set<Weekday> = [.monday, .tuesday, .wednesday, .thursday, .friday]
        for name in ["daily", "everyday", "all", "매일", "DAILY"] {
            #expect(Weekday.parseSet(name) == Set(Weekday.allCases))
        }
        for name in ["weekdays", "평일", "주중"] { #expect(Weekday.parseSet(name) == workdays, "\(name)") }
        for name in ["weekends", "주말"] { #expect(Weekday.parseSet(name) == [.saturday, .sunday], "\(name)") }
    }

    /// Every one of the 127 sets of days, written as `--days` takes it, as an English reader
    /// and as a Korean reader sees it, reads back as itself.
    @Test func everySetOfDaysReadsBackFromHowItIsWritten() {
        for mask in 1..<128 {
            let days = Set(Weekday.allCases.filter { mask & (1 << $0.rawValue) != 0 })
            for written in [Weekday.describe(days), Weekday.describe(days, in: .en), Weekday.describe(days, in: .ko)] {
                #expect(Weekday.parseSet(written) == days, "\(written)")
            }
        }
        #expect(Weekday.describe([.friday, .monday, .wednesday]) == "mon,wed,fri")
        #expect(Weekday.describe([.friday, .monday, .wednesday], in: .ko) == "월,수,금")
    }

    /// A week from Monday 2026-11-30, and the Monday before 1970 began (day −3): each day's
    /// weekday, cron's number (Sunday 0) and systemd's name.
    @Test func aDaysWeekdayAndItsNamesElsewhere() throws {
        let monday = try #require(CalendarDate(parsing: "2026-11-30")).dayNumber
        let systemd = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
        for offset in 0..<7 {
            let day = Weekday(dayNumber: monday + offset)
            #expect(day.rawValue == offset)
            #expect(Weekday(dayNumber: -3 + offset) == day, "1969-12-29 was a Monday")
            #expect(day.cronNumber == (offset + 1) % 7)
            #expect(day.systemdName == systemd[offset])
            #expect(day.shortName == Self.english[offset])
        }
    }
}
