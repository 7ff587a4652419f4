import Foundation
import WordQuizCore
import WordQuizStore

/// What the daemon does each time it wakes: deliver the fires that are due, record the ones
/// too old to send, and say when to look again. The loop around it (sleeping, signals,
/// inotify) is `DaemonCommand`'s; this part reads the clock only through the context, so
/// tests move time and watch it decide.
struct Daemon {
    var context: AppContext
    var setup: CommandSetup
    var log: DaemonLog

    /// How many fires are delivered at the same time, at most.
    static let simultaneousFires = 16

    /// The schedules as last seen, to log a change once.
    private var lastSummary = ""
    /// Why the configuration files last failed to read, to log it once.
    private var configurationProblem: String?

    init(context: AppContext, setup: CommandSetup) {
        self.context = context
        self.setup = setup
        log = DaemonLog(context: context)
    }

    /// One round: the due fires delivered (each claimed once in the ledger), the missed ones
    /// recorded. Returns the next moment something is due (unix seconds), or nil for none.
    /// `logsSchedules` false leaves the schedule summary to whoever logs it already (the
    /// supervisor, for its rounds).
    mutating func deliverDueFires(logsSchedules: Bool = true) async throws -> Int64? {
        rereadConfiguration()
        let store = setup.store
        let now = context.unixSeconds
        // A clock put back (it was fast): what it judged missed ahead of time is planned again.
        if let forgotten = try? store.forgetPrematureMisses(now: now), forgotten > 0 {
            log.write(
                "the clock went back: \(forgotten) fire(s) recorded missed at a time still to come are planned again")
        }
        let stored = try store.schedules()
        let schedules = stored.map(\.schedule)
        let handled = try store.handledThrough(now: now)
        if logsSchedules { try logScheduleChanges(stored) }
        let delivery = ScheduledDelivery(context: context, setup: setup)
        var due: [(schedule: Schedule, fire: Int64, late: Bool)] = []
        for action in DeliveryPlan.actions(
            schedules: schedules, lastHandled: handled, now: now, grace: setup.configuration.catchUpGrace,
            rules: context.timeZoneRules)
        {
            switch action {
            case .markMissed(let id, let fire, let missed):
                let grace = setup.configuration.catchUpGrace
                let why =
                    switch missed {
                    case .tooOld: Phrase("past its catch-up window of \(grace / 3600, .number) h: too old to send")
                    case .laterFireDue: Phrase("a later fire of the schedule was due too: only the latest is caught up")
                    }
                try? store.markMissed(scheduleID: id, fireTime: fire, why: why, at: now)
                log.write("\(id): missed the fire of \(log.localTime(fire)) (\(why.description))")
            case .deliver(let id, let fire, let late):
                guard let schedule = schedules.first(where: { $0.id == id }) else { continue }
                due.append((schedule, fire, late))
            }
        }
        // Fires due together (a team's digest to many people) go out side by side, a bounded
        // number at a time; each is claimed on its own in the ledger.
        let log = log
        await withTaskGroup(of: String.self) { group in
            var waiting = due.makeIterator()
            func startNext() -> Bool {
                guard let (schedule, fire, late) = waiting.next() else { return false }
                group.addTask {
                    let id = schedule.id
                    do {
                        if let outcome = try await delivery.deliver(schedule, fireTime: fire, late: late) {
                            return "\(id): \(outcome) for \(log.localTime(fire))"
                        }
                        return "\(id): the fire of \(log.localTime(fire)) was delivered elsewhere"
                    } catch {
                        return "\(id): failed: \(ErrorReport(error).message.description)"
                    }
                }
                return true
            }
            var started = 0
            while started < Self.simultaneousFires, startNext() { started += 1 }
            for await line in group {
                log.write(line)
                _ = startNext()
            }
        }
        // Channels that surely were not sent, due for another try.
        for pending in try store.retriesDue(at: context.unixSeconds) {
            do {
                if let outcome = try await delivery.resend(pending) {
                    log.write(
                        "\(pending.scheduleID): retried \(pending.channels.joined(separator: ", ")): \(outcome) for \(log.localTime(pending.fireTime))"
                    )
                }
            } catch {
                log.write("\(pending.scheduleID): retry failed: \(ErrorReport(error).message.description)")
            }
        }
        return try nextWake(schedules: schedules, after: context.unixSeconds)
    }

    /// How often a fire another process is sending is looked at: once its process has ended
    /// without settling it (killed mid-send), the next round finishes it.
    static let heldFireLookSeconds: Int64 = 60

    /// The settings as the configuration files say now: a channel's address, the catch-up
    /// window or the retention edited while the daemon runs holds from this round on, without
    /// a restart. Files that no longer read keep the settings in use, and the log says why once.
    private mutating func rereadConfiguration() {
        do {
            let loaded = try ConfigLoader.load(paths: context.paths, environment: context.environment)
            setup.configuration = loaded.configuration
            setup.fsrs.desiredRetention = loaded.configuration.desiredRetention
            configurationProblem = nil
        } catch {
            let problem = ErrorReport(error).message.description
            if problem != configurationProblem {
                log.write("the configuration no longer reads (\(problem)): the settings in use stay")
            }
            configurationProblem = problem
        }
    }

    /// Whether a round has work now, and when the next one will, read without delivering
    /// anything: what the supervisor sleeps on.
    /// `time` (default now) asks as of another moment: after a round, whether the work due
    /// when it began is still there.
    func agenda(at time: Int64? = nil) throws -> DaemonAgenda {
        let store = setup.store
        let now = time ?? context.unixSeconds
        let schedules = try store.schedules().map(\.schedule)
        let handled = try store.handledThrough(now: now)
        let actions = DeliveryPlan.actions(
            schedules: schedules, lastHandled: handled, now: now,
            grace: setup.configuration.catchUpGrace, rules: context.timeZoneRules)
        let retriesDue = try store.retriesDue(at: now)
        let claimers = try store.claimersOfFiresSending()
        let abandoned = claimers.contains { !ProcessIdentity.isRunning($0) }
        let isDue = !actions.isEmpty || !retriesDue.isEmpty || abandoned
        var wake = try nextWake(schedules: schedules, after: now)
        if !claimers.isEmpty { wake = min(wake ?? .max, now + Self.heldFireLookSeconds) }
        return DaemonAgenda(isDue: isDue, nextWake: wake)
    }

    /// The next moment a fire or a channel's retry is due after `time`; nil for none.
    private func nextWake(schedules: [Schedule], after time: Int64) throws -> Int64? {
        let planned = DeliveryPlan.nextWake(schedules: schedules, after: time, rules: context.timeZoneRules)
        let retry = try setup.store.nextRetry()
        return [planned, retry].compactMap { $0 }.min()
    }

    /// Logs the schedules once each time they change: how many are on and off, and the rows
    /// or channels this wordquiz cannot read.
    mutating func logScheduleChanges(_ stored: [WordStore.StoredSchedule]? = nil) throws {
        let store = setup.store
        let stored = try stored ?? store.schedules()
        let schedules = stored.map(\.schedule)
        let unreadable = try store.unreadableSchedules()
        let summary =
            schedules.map { "\($0.id):\($0.isEnabled)" }.joined(separator: ",") + "|"
            + unreadable.joined(separator: ",")
        guard summary != lastSummary else { return }
        if !unreadable.isEmpty {
            log.write("skipping schedules whose stored rows cannot be read: \(unreadable.joined(separator: ", "))")
        }
        // A one-off whose moment has passed is done, not on: it will not fire again.
        let now = context.unixSeconds
        let going = schedules.filter { !$0.isFinished(at: now) }
        let on = going.filter(\.isEnabled).count
        let (off, done) = (going.count - on, schedules.count - going.count)
        log.write("schedules: \(on) on, \(off) off" + (done > 0 ? ", \(done) done" : ""))
        for schedule in stored where !schedule.unreadableChannels.isEmpty {
            log.write(
                "\(schedule.schedule.id): skipping channels this wordquiz cannot read: \(schedule.unreadableChannels.joined(separator: ", "))"
            )
        }
        lastSummary = summary
    }

    /// On start: the fires a process left `sending` when it died — unattempted channels are
    /// sent now, the ones caught mid-send marked unknown — so that nothing stays `sending`.
    func recoverAbandonedFires() async {
        let delivery = ScheduledDelivery(context: context, setup: setup)
        for (fire, result) in await delivery.recoverAbandonedFires() {
            switch result {
            case .success(let outcome?):
                log.write(
                    "\(fire.scheduleID): sent what a stopped process left unsent: \(outcome) for \(log.localTime(fire.fireTime))"
                )
            case .success(nil): break
            case .failure(let error):
                log.write(
                    "\(fire.scheduleID): could not finish what a stopped process left: \(ErrorReport(error).message.description)"
                )
            }
        }
    }
}

/// What the daemon's supervisor sleeps on: whether a round has work now, and the next moment
/// one will (unix seconds; nil for never).
struct DaemonAgenda: Equatable {
    var isDue: Bool
    var nextWake: Int64?
}

/// Timestamped lines on stderr.
struct DaemonLog {
    let context: AppContext

    func write(_ message: String) {
        let stamp = LocalTimeFormat.iso8601(context.unixSeconds, in: context.timeZone)
        context.stderr.write("\(stamp) wordquiz daemon: \(message)\n")
    }

    /// An instant in the user's local time, as the log and the lists show it.
    func localTime(_ instant: Int64) -> String {
        LocalTimeFormat.string(instant, in: context.timeZone)
    }
}
