import Foundation
import WordQuizCore
import WordQuizStore

/// Delivers one fire of a schedule exactly once: the fire is claimed in the ledger first, so
/// a second daemon, a restart or a systemd timer for the same fire finds it taken.
struct ScheduledDelivery {
    var context: AppContext
    var setup: CommandSetup

    /// The outcome recorded for a fire, or nil when another process had claimed it.
    @discardableResult
    func deliver(_ schedule: Schedule, fireTime: Int64, late: Bool) async throws -> FireOutcome? {
        let store = setup.store
        guard try store.claimFire(scheduleID: schedule.id, fireTime: fireTime, at: context.unixSeconds) else {
            return nil
        }
        let service = DigestService(context: context, setup: setup)
        let digest: Digest
        do {
            digest = try await service.compose(for: digestDate(for: schedule, fireTime: fireTime))
        } catch {
            try? store.finishFire(
                scheduleID: schedule.id, fireTime: fireTime, status: .failed, detail: ErrorReport(error).message,
                at: context.unixSeconds)
            throw error
        }
        let results = await service.deliver(digest, on: schedule.channels)
        try? service.recordMeeting(digest, after: results)
        let status: DeliveryStatus =
            results.allSatisfy({ $0.error != nil }) ? .failed : (late ? .late : .delivered)
        let outcome = FireOutcome(status: status, failures: ChannelResult.failureSummary(results))
        try store.finishFire(
            scheduleID: schedule.id, fireTime: fireTime, status: outcome.status, detail: outcome.failures,
            at: context.unixSeconds)
        return outcome
    }

    /// The day whose word a fire carries: the fire's local date in the schedule's zone.
    func digestDate(for schedule: Schedule, fireTime: Int64) -> CalendarDate {
        LocalTime(instant: fireTime, rules: context.timeZoneRules(schedule.trigger.timeZone)).date
    }

    /// For `digest --schedule ID` (systemd timers, cron): the latest fire of the schedule that
    /// is due now and within the catch-up grace, delivered unless the ledger has it already.
    func deliverLatestFire(of id: String) async throws {
        guard let schedule = try setup.store.schedule(id)?.schedule else { throw CommandFailure.noSuchSchedule(id) }
        guard schedule.isEnabled else {
            context.stderr.write("wordquiz: schedule '\(id)' is off; nothing delivered.\n")
            return
        }
        let now = context.unixSeconds
        let grace = setup.configuration.catchUpGrace
        // A timer fires a little after its moment; look back over the grace period.
        let fires = FireTimes.fires(
            after: now - grace - 1, through: now + 1, trigger: schedule.trigger,
            rules: context.timeZoneRules(schedule.trigger.timeZone))
        guard let fire = fires.last else {
            context.stderr.write("wordquiz: schedule '\(id)' has no fire due now; nothing delivered.\n")
            return
        }
        let late = now - fire > DeliveryPlan.onTimeSeconds
        guard let outcome = try await deliver(schedule, fireTime: fire, late: late) else {
            context.stderr.write("wordquiz: this fire of '\(id)' was already delivered; nothing sent twice.\n")
            return
        }
        if outcome.status == .failed {
            throw CommandFailure.fireFailed(scheduleID: id, detail: outcome.failures)
        }
    }
}
