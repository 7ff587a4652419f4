import Foundation
import Testing

@testable import WordQuizCore

@Suite struct DeliveryPlanTests {
    let seoul: (String) -> any TimeZoneRules = { SystemZone($0) }
    let daily = Schedule(
        id: "morning", trigger: .calendar(hour: 7, minute: 0, weekdays: Set(Weekday.allCases), timeZone: "Asia/Seoul"),
        channels: [.stdout])

    @Test func aFireJustPassedIsDeliveredOnTime() {
        let fire = utc("2026-11-29T22:00:00Z")  // 07:00 KST
        let actions = DeliveryPlan.actions(
            schedules: [daily], lastHandled: ["morning": fire - 86_400], now: fire + 1, grace: 6 * 3600, rules: seoul)
        #expect(actions == [.deliver(scheduleID: "morning", fireTime: fire, late: false)])
    }

    /// After a sleep only the latest fire is sent, marked late; the earlier ones are recorded
    /// missed with why: too old for a six-hour grace, or, within a grace of three days, that
    /// only the latest is caught up.
    @Test(arguments: [(Int64(6 * 3600), DeliveryPlan.Missed.tooOld), (72 * 3600, .laterFireDue)])
    func afterASleepOnlyTheLatestMissedFireIsSentMarkedLate(grace: Int64, why: DeliveryPlan.Missed) {
        let fire = utc("2026-11-29T22:00:00Z")
        let actions = DeliveryPlan.actions(
            schedules: [daily], lastHandled: ["morning": fire - 3 * 86_400], now: fire + 2 * 3600, grace: grace,
            rules: seoul)
        #expect(
            actions == [
                .markMissed(scheduleID: "morning", fireTime: fire - 2 * 86_400, why: why),
                .markMissed(scheduleID: "morning", fireTime: fire - 86_400, why: why),
                .deliver(scheduleID: "morning", fireTime: fire, late: true),
            ])
    }

    @Test func aFireOlderThanTheGraceIsOnlyRecordedAsMissed() {
        let fire = utc("2026-11-29T22:00:00Z")
        let actions = DeliveryPlan.actions(
            schedules: [daily], lastHandled: ["morning": fire - 1], now: fire + 7 * 3600, grace: 6 * 3600, rules: seoul)
        #expect(actions == [.markMissed(scheduleID: "morning", fireTime: fire, why: .tooOld)])
    }

    @Test func switchedOffSchedulesAndHandledFiresDoNothing() {
        let fire = utc("2026-11-29T22:00:00Z")
        var off = daily
        off.isEnabled = false
        #expect(
            DeliveryPlan.actions(
                schedules: [off], lastHandled: ["morning": fire - 10], now: fire + 1, grace: 60, rules: seoul
            ).isEmpty)
        #expect(
            DeliveryPlan.actions(
                schedules: [daily], lastHandled: ["morning": fire], now: fire + 1, grace: 60, rules: seoul
            ).isEmpty)
    }

    @Test func theNextWakeIsTheEarliestFire() {
        let now = utc("2026-11-29T12:00:00Z")
        let soon = Schedule(id: "soon", trigger: .once(at: now + 90), channels: [.stdout])
        #expect(DeliveryPlan.nextWake(schedules: [daily, soon], after: now, rules: seoul) == now + 90)
        #expect(DeliveryPlan.nextWake(schedules: [daily], after: now, rules: seoul) == utc("2026-11-29T22:00:00Z"))
    }
}
