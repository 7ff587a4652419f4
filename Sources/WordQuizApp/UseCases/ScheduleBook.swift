import WordQuizCore
import WordQuizStore

/// The learner's schedules as `schedule`, `init` and the exports see them: added under an id
/// never given out before, changed, switched, removed, listed. Each change is one write; the
/// deliveries a removed schedule made stay in the ledger.
struct ScheduleBook {
    let store: WordStore

    /// `--id` names a schedule that was removed but whose deliveries are kept: its id is not
    /// given out again, or the ledger would mix the two.
    struct IDOfRemovedSchedule: Error { var id: String }

    /// A schedule added, and another that delivers the same (the same moments, the same
    /// channels), which would send each digest twice: kept as asked, and said.
    struct Added {
        var schedule: Schedule
        var twin: Schedule?
    }

    /// Adds the schedule `make` builds given the ids that are taken (every schedule's and every
    /// removed one's whose deliveries are kept).
    func add(requestedID: String?, at time: Int64, _ make: (Set<String>) throws -> Schedule) throws -> Added {
        let delivered = try store.scheduleIDsInLedger()
        if let id = requestedID, try store.schedule(id) == nil, delivered.contains(id) {
            throw IDOfRemovedSchedule(id: id)
        }
        let all = try self.all()
        let schedule = try make(Set(all.map(\.id)).union(delivered))
        let twin = all.first { $0.trigger == schedule.trigger && Set($0.channels) == Set(schedule.channels) }
        guard try store.addSchedule(schedule, at: time) else { throw CommandFailure.scheduleExists(schedule.id) }
        return Added(schedule: schedule, twin: twin)
    }

    /// The schedule `make` builds from the one stored under `id`, stored in its place.
    func change(_ id: String, at time: Int64, _ make: (Schedule) throws -> Schedule) throws -> Schedule {
        let schedule = try make(try stored(id))
        _ = try store.replaceSchedule(schedule, at: time)
        return schedule
    }

    /// The schedule under `id`, added if there is none (what `init` keeps as the learner's
    /// daily one), replaced if there is. Returns it.
    func put(_ id: String, at time: Int64, _ make: (Schedule?) throws -> Schedule) throws -> Schedule {
        let existing = try store.schedule(id)?.schedule
        let schedule = try make(existing)
        if existing == nil {
            guard try store.addSchedule(schedule, at: time) else { throw CommandFailure.scheduleExists(id) }
        } else {
            _ = try store.replaceSchedule(schedule, at: time)
        }
        return schedule
    }

    /// Switches a schedule on or off; the schedule as it is then.
    func switchSchedule(_ id: String, on: Bool, at time: Int64) throws -> Schedule {
        var schedule = try stored(id)
        _ = try store.setSchedule(id, enabled: on, at: time)
        schedule.isEnabled = on
        return schedule
    }

    func remove(_ id: String) throws {
        guard try store.removeSchedule(id) else { throw CommandFailure.noSuchSchedule(id) }
    }

    /// What `schedule list` shows: the schedules (all, or those not finished at `now`), how many
    /// finished ones are hidden, and the ids of rows this wordquiz cannot read.
    func listing(all: Bool, now: Int64) throws -> (shown: [WordStore.StoredSchedule], hidden: Int, unreadable: [String])
    {
        let everything = try store.schedules()
        let shown = everything.filter { all || !$0.schedule.isFinished(at: now) }
        return (shown, everything.count - shown.count, try store.unreadableSchedules())
    }

    /// What the schedules delivered, newest first (`wordquiz deliveries`): at most `limit`.
    func deliveries(limit: Int) throws -> [WordStore.Delivery] {
        try store.deliveries(limit: limit)
    }

    /// Every schedule that can be read.
    func all() throws -> [Schedule] {
        try store.schedules().map(\.schedule)
    }

    /// The schedule under `id`.
    func stored(_ id: String) throws -> Schedule {
        guard let schedule = try store.schedule(id)?.schedule else { throw CommandFailure.noSuchSchedule(id) }
        return schedule
    }
}
