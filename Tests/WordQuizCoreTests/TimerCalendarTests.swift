import Foundation
import Testing

@testable import WordQuizCore

/// Triggers in systemd's and cron's own terms.
@Suite struct TimerCalendarTests {
    @Test func aCalendarTriggerKeepsItsZoneAndWeekdays() {
        let trigger = Trigger.calendar(hour: 7, minute: 5, weekdays: [.monday, .friday], timeZone: "Asia/Seoul")
        #expect(TimerCalendar.onCalendar(trigger) == "Mon,Fri *-*-* 07:05:00 Asia/Seoul")
        #expect(TimerCalendar.cronFields(trigger) == "5 7 * * 1,5")
    }

    @Test func aOneOffIsItsInstantInUTCAndHasNoCronLine() {
        // 2026-11-30 19:22:06 in Seoul.
        #expect(TimerCalendar.onCalendar(.once(at: 1_796_034_126)) == "2026-11-30 10:22:06 UTC")
        #expect(TimerCalendar.onCalendar(.once(at: 0)) == "1970-01-01 00:00:00 UTC")
        #expect(TimerCalendar.cronFields(.once(at: 1_796_034_126)) == nil)
    }
}
