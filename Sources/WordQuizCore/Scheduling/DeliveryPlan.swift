/// What the scheduler should do now, given the schedules, what the ledger already holds,
/// and the time. Pure: the daemon performs the actions and records them.
public enum DeliveryPlan {
    public enum Action: Sendable, Equatable {
        /// Deliver this fire now; `late` when its moment passed while nothing ran.
        case deliver(scheduleID: String, fireTime: Int64, late: Bool)
        /// A fire not to send: recorded with why, not sent.
        case markMissed(scheduleID: String, fireTime: Int64, why: Missed)
    }

    /// Why a fire is recorded missed.
    public enum Missed: Sendable, Equatable {
        /// Past the catch-up grace: too old to send.
        case tooOld
        /// Within the grace, but a later fire of the schedule was due too: only the latest of
        /// those the machine slept through is caught up.
        case laterFireDue
    }

    /// How close to its moment a fire counts as on time (the daemon wakes within a second).
    public static let onTimeSeconds: Int64 = 60

    /// - Parameters:
    ///   - lastHandled: per schedule, the newest fire time already in the ledger (or the
    ///     time the schedule was created or last changed, so that a new schedule does not
    ///     catch up on fires from before it existed).
    ///   - grace: how late a missed fire may still be delivered (default six hours).
    public static func actions(
        schedules: [Schedule], lastHandled: [String: Int64], now: Int64, grace: Int64,
        rules: (String) -> any TimeZoneRules
    ) -> [Action] {
        var actions: [Action] = []
        for schedule in schedules where schedule.isEnabled {
            guard let since = lastHandled[schedule.id] else { continue }
            let due = FireTimes.fires(
                after: since, through: now, trigger: schedule.trigger, rules: rules(schedule.trigger.timeZone ?? "UTC"))
            guard let latest = due.last else { continue }
            for old in due.dropLast() {
                actions.append(
                    .markMissed(
                        scheduleID: schedule.id, fireTime: old, why: now - old > grace ? .tooOld : .laterFireDue))
            }
            if now - latest <= grace {
                actions.append(.deliver(scheduleID: schedule.id, fireTime: latest, late: now - latest > onTimeSeconds))
            } else {
                actions.append(.markMissed(scheduleID: schedule.id, fireTime: latest, why: .tooOld))
            }
        }
        return actions
    }

    /// When the scheduler next has something to do, or nil when nothing is scheduled.
    public static func nextWake(
        schedules: [Schedule], after now: Int64, rules: (String) -> any TimeZoneRules
    ) -> Int64? {
        schedules.filter(\.isEnabled).compactMap { schedule -> Int64? in
            FireTimes.next(after: now, trigger: schedule.trigger, rules: rules(schedule.trigger.timeZone ?? "UTC"))
        }.min()
    }
}
