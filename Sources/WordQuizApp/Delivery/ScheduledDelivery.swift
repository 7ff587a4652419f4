import Foundation
import WordQuizCore
import WordQuizStore

/// Delivers one fire of a schedule exactly once: the fire is claimed in the ledger first, so
/// a second daemon, a restart or a systemd timer for the same fire finds it taken.
struct ScheduledDelivery {
    var context: AppContext
    var environment: LearnerEnvironment

    var now: Int64 { Int64(context.now().timeIntervalSince1970) }

    /// The outcome recorded for a fire, or nil when another process had claimed it.
    @discardableResult
    func deliver(_ schedule: Schedule, fireTime: Int64, late: Bool) async throws(CommandFailure) -> String? {
        let store = environment.store
        do {
            guard try store.claimFire(scheduleID: schedule.id, fireTime: fireTime, at: now) else { return nil }
        } catch {
            throw .from(error)
        }
        let specs = schedule.channels.compactMap { ChannelSpec(parsing: $0, directory: "/") }
        let service = DigestService(context: context, environment: environment)
        let digest: Digest
        do {
            digest = try await service.compose(for: Self.digestDate(for: schedule, fireTime: fireTime))
        } catch {
            try? store.finishFire(
                scheduleID: schedule.id, fireTime: fireTime, status: "failed", detail: error.message, at: now)
            throw error
        }
        let results = await service.deliver(digest, on: specs)
        let failures = DigestService.summary(results)
        let status: String
        if results.allSatisfy({ $0.error != nil }) {
            status = "failed"
        } else {
            status = late ? "late" : "delivered"
        }
        do {
            try store.finishFire(scheduleID: schedule.id, fireTime: fireTime, status: status, detail: failures, at: now)
        } catch {
            throw .from(error)
        }
        return failures.isEmpty ? status : "\(status) (\(failures))"
    }

    /// The day whose word a fire carries: the fire's local date in the schedule's zone.
    static func digestDate(for schedule: Schedule, fireTime: Int64) -> CalendarDate {
        SystemTimeZone.localDate(of: fireTime, in: schedule.trigger.timeZone ?? TimeZone.current.identifier)
    }

    /// For `digest --schedule ID` (systemd timers, cron): the latest fire of the schedule that
    /// is due now and within the catch-up grace, delivered unless the ledger has it already.
    func deliverLatestFire(of id: String) async throws(CommandFailure) {
        let stored: WordStore.StoredSchedule?
        do {
            stored = try environment.store.schedule(id)
        } catch {
            throw .from(error)
        }
        guard let schedule = stored?.schedule else {
            throw CommandFailure("there is no schedule '\(id)': see `wordquiz schedule list`", exitCode: .usage)
        }
        guard schedule.isEnabled else {
            context.stderr.write("wordquiz: schedule '\(id)' is off; nothing delivered.\n")
            return
        }
        let zone = schedule.trigger.timeZone ?? TimeZone.current.identifier
        let grace = environment.configuration.catchUpGrace
        // A timer fires a little after its moment; look back over the grace period.
        let fires = FireTimes.fires(
            after: now - grace - 1, through: now + 1, trigger: schedule.trigger, rules: SystemTimeZone.rules(zone))
        guard let fire = fires.last else {
            context.stderr.write("wordquiz: schedule '\(id)' has no fire due now; nothing delivered.\n")
            return
        }
        let late = now - fire > DeliveryPlan.onTimeSeconds
        guard let outcome = try await deliver(schedule, fireTime: fire, late: late) else {
            context.stderr.write("wordquiz: this fire of '\(id)' was already delivered; nothing sent twice.\n")
            return
        }
        if outcome.hasPrefix("failed") {
            throw CommandFailure("schedule '\(id)': \(outcome)", exitCode: .unavailable)
        }
    }
}
