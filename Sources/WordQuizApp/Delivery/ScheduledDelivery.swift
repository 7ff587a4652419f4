import Foundation
import WordQuizCore
import WordQuizStore

/// Delivers the fires of schedules at most once per channel, through the ledger: a fire is
/// claimed first (a second daemon, a restart or a systemd timer for the same fire finds it
/// taken), and each channel is written `sending` before its send and settled after it. A
/// channel that surely was not sent is tried again later, as mail is (`retryDelay`: growing
/// delays, then hourly, until the learner day whose word it carries is over — or the catch-up
/// grace, when that lasts longer: `lastChance`), without resending the channels that delivered.
struct ScheduledDelivery {
    var context: AppContext
    var setup: CommandSetup

    /// How long after each of its first failed attempts a channel that surely was not sent is
    /// tried again (1, 5, 15, 30 and 60 minutes); hourly after that.
    static let retryDelays: [Int64] = [60, 300, 900, 1800, 3600]

    /// The wait after the `attempts`-th failed attempt: a five-minute outage, or an afternoon's,
    /// does not cost the day's digest while it is still the day's.
    static func retryDelay(after attempts: Int) -> Int64 {
        retryDelays[min(max(attempts, 1), retryDelays.count) - 1]
    }

    /// Claims and delivers a fire on all the schedule's channels; nil when another process
    /// had claimed it.
    @discardableResult
    func deliver(_ schedule: Schedule, fireTime: Int64, late: Bool) async throws -> FireOutcome? {
        // One digest per schedule per learner day: a fire on a day an earlier fire of the
        // schedule served already (its time was moved later) is recorded missed, never sent.
        if let served = try servedEarlier(schedule, fireTime: fireTime) {
            let due = LocalTime(instant: served, rules: context.timeZoneRules(schedule.trigger.timeZone))
            let why = Phrase(
                "the day's digest went out at \(due.clockText, .time) already (the schedule's time was moved)")
            try setup.store.markMissed(scheduleID: schedule.id, fireTime: fireTime, why: why, at: context.unixSeconds)
            return FireOutcome(status: .missed, failed: [], why: why)
        }
        guard
            try setup.store.claimFire(
                scheduleID: schedule.id, fireTime: fireTime, channels: schedule.channels, late: late,
                claimer: ProcessIdentity.current, at: context.unixSeconds)
        else { return nil }
        return try await send(schedule, fireTime: fireTime, channels: schedule.channels)
    }

    /// An earlier fire of a repeating schedule on the same learner day that went out
    /// (delivered, late, partial, retrying, or sent with its fate unknown), if any. A one-off
    /// (`--in`) is sent when it was set to, whatever went before.
    func servedEarlier(_ schedule: Schedule, fireTime: Int64) throws -> Int64? {
        guard schedule.trigger.isRepeating else { return nil }
        let served: Set<DeliveryStatus> = [.sending, .delivered, .late, .partial, .retrying, .unknown]
        let day = digestDate(for: schedule, fireTime: fireTime)
        return try setup.store.fires(scheduleID: schedule.id, in: (fireTime - 2 * 86_400)...(fireTime - 1))
            .first { served.contains($0.status) && digestDate(for: schedule, fireTime: $0.fireTime) == day }?.fireTime
    }

    /// Sends the channels of an already claimed fire: those a dead process never attempted,
    /// or failed ones whose next try is due.
    func resend(_ pending: WordStore.PendingFire) async throws -> FireOutcome? {
        let store = setup.store
        guard let schedule = try store.schedule(pending.scheduleID)?.schedule else {
            try store.failFire(
                scheduleID: pending.scheduleID, fireTime: pending.fireTime, detail: Phrase("the schedule was removed"),
                at: context.unixSeconds)
            return nil
        }
        // A retry, or a fire a stopped process left, is sent only while it is still the day's
        // digest (or within the catch-up window).
        guard context.unixSeconds <= lastChance(for: schedule, fireTime: pending.fireTime) else {
            let grace = setup.configuration.catchUpGrace
            try store.failFire(
                scheduleID: pending.scheduleID, fireTime: pending.fireTime,
                detail: Phrase(
                    "its day is over and so is its catch-up window of \(grace / 3600, .number) h: too old to send"),
                at: context.unixSeconds)
            return nil
        }
        let specs = pending.channels.compactMap { ChannelSpec(parsing: $0, directory: "/") }
        return try await send(schedule, fireTime: pending.fireTime, channels: specs)
    }

    fileprivate func send(_ schedule: Schedule, fireTime: Int64, channels: [ChannelSpec]) async throws -> FireOutcome {
        let store = setup.store
        let service = DigestService(context: context, setup: setup)
        var digest: Digest
        do {
            digest = try await service.compose(for: digestDate(for: schedule, fireTime: fireTime), on: channels)
        } catch {
            try? store.failFire(
                scheduleID: schedule.id, fireTime: fireTime, detail: ErrorReport(error).message,
                at: context.unixSeconds
            )
            throw error
        }
        // A digest caught up after the machine slept says which one it is.
        if context.unixSeconds - fireTime > DeliveryPlan.onTimeSeconds {
            let due = LocalTime(instant: fireTime, rules: context.timeZoneRules(schedule.trigger.timeZone))
            digest.lateFrom = due.clockText
        }
        let context = context
        let horizon = lastChance(for: schedule, fireTime: fireTime)
        let results = await service.deliver(
            digest, on: channels,
            willSend: { spec in
                try? store.markChannelSending(
                    scheduleID: schedule.id, fireTime: fireTime, channel: spec, claimer: ProcessIdentity.current,
                    at: context.unixSeconds)
            },
            didSend: { result in
                let now = context.unixSeconds
                let attempts =
                    (try? store.channels(scheduleID: schedule.id, fireTime: fireTime))?
                    .first { $0.channel == result.spec.description }?.attempts ?? 1
                let (status, retryAt) = Self.settle(result, attempts: attempts, now: now, lastChance: horizon)
                try? store.markChannel(
                    scheduleID: schedule.id, fireTime: fireTime, channel: result.spec, status: status,
                    detail: result.error?.message ?? .empty, retryAt: retryAt, at: now)
            })
        try? service.recordMeeting(digest, after: results)
        let status = try store.settleFire(scheduleID: schedule.id, fireTime: fireTime, at: context.unixSeconds)
        return FireOutcome(status: status, failed: results.filter { $0.error != nil })
    }

    /// A channel's status after a send, and when to try it again (nil for never): only a
    /// channel that surely was not sent is tried again, until the grace is over.
    static func settle(_ result: ChannelResult, attempts: Int, now: Int64, lastChance: Int64)
        -> (ChannelDeliveryStatus, Int64?)
    {
        guard let error = result.error else { return (.delivered, nil) }
        switch error.reach {
        case .uncertain:
            return (.unknown, nil)
        case .refused:
            return (.failed, nil)
        case .notSent:
            let delay = max(retryDelay(after: attempts), Int64(error.retryAfter ?? 0))
            let retryAt = now + delay
            return (.failed, retryAt <= lastChance ? retryAt : nil)
        }
    }

    /// The last moment a fire's channel is tried again: the end of the learner day whose word
    /// it carries (in the schedule's zone), or the end of the catch-up grace when that is later
    /// (a fire just before the day's start).
    func lastChance(for schedule: Schedule, fireTime: Int64) -> Int64 {
        let day = digestDate(for: schedule, fireTime: fireTime)
        let nextDayStarts = Int64(day.dayNumber + 1) * 86_400 + Int64(setup.configuration.dayStartHour) * 3_600
        let end = FireTimes.utc(forLocal: nextDayStarts, rules: context.timeZoneRules(schedule.trigger.timeZone))
        return max(fireTime + setup.configuration.catchUpGrace, end)
    }

    /// The day whose word a fire carries: the learner's day of the fire's local time in the
    /// schedule's zone (a fire at 02:00 carries the evening before's word, as `today` then
    /// shows it).
    func digestDate(for schedule: Schedule, fireTime: Int64) -> CalendarDate {
        LearnerDay.date(
            of: LocalTime(instant: fireTime, rules: context.timeZoneRules(schedule.trigger.timeZone)),
            rolloverHour: setup.configuration.dayStartHour)
    }

    /// Fires left `sending` by processes that ended: their unattempted channels are sent now,
    /// the ones caught mid-send are marked unknown.
    func recoverAbandonedFires() async -> [(WordStore.PendingFire, Result<FireOutcome?, any Error>)] {
        let pending =
            (try? setup.store.recoverAbandonedFires(isRunning: ProcessIdentity.isRunning, at: context.unixSeconds))
            ?? []
        var outcomes: [(WordStore.PendingFire, Result<FireOutcome?, any Error>)] = []
        for fire in pending {
            do {
                outcomes.append((fire, .success(try await resend(fire))))
            } catch {
                outcomes.append((fire, .failure(error)))
            }
        }
        return outcomes
    }

    /// For `digest --schedule ID` (systemd timers, cron): the latest fire of the schedule that
    /// is due now and within the catch-up grace, delivered unless the ledger has it already.
    func deliverLatestFire(of id: String) async throws {
        _ = await recoverAbandonedFires()
        _ = try? setup.store.forgetPrematureMisses(now: context.unixSeconds)
        guard let schedule = try setup.store.schedule(id)?.schedule else { throw CommandFailure.noSuchSchedule(id) }
        guard schedule.isEnabled else {
            return context.note(Phrase("schedule '\(id, .schedule)' is off; nothing delivered."))
        }
        let now = context.unixSeconds
        let grace = setup.configuration.catchUpGrace
        // A timer fires a little after its moment; look back over the grace period.
        let fires = FireTimes.fires(
            after: now - grace - 1, through: now + 1, trigger: schedule.trigger,
            rules: context.timeZoneRules(schedule.trigger.timeZone))
        guard let fire = fires.last else {
            return context.note(Phrase("schedule '\(id, .schedule)' has no fire due now; nothing delivered."))
        }
        let late = now - fire > DeliveryPlan.onTimeSeconds
        guard let outcome = try await deliver(schedule, fireTime: fire, late: late) else {
            let undelivered = try setup.store.channels(scheduleID: id, fireTime: fire).filter {
                $0.status != .delivered
            }
            guard undelivered.isEmpty else {
                let names = undelivered.map(\.channel).joined(separator: ", ")
                let resend = "wordquiz digest --schedule \(id) --resend"
                return context.note(
                    Phrase(
                        "this fire of '\(id, .schedule)' was handled already and \(names, .channel) did not deliver; `\(resend, .command)` sends them again."
                    ))
            }
            return context.note(Phrase("this fire of '\(id, .schedule)' was already delivered; nothing sent twice."))
        }
        if let why = outcome.why { return context.note(Phrase("nothing delivered: \(why, .reason)")) }
        if outcome.status == .failed {
            throw CommandFailure.fireFailed(scheduleID: id, failures: ChannelResult.failurePhrase(outcome.failed))
        }
    }
}

extension ScheduledDelivery {
    /// `digest --schedule ID --resend`: the schedule's newest fire in the ledger sent again on
    /// its channels that failed — or on the `named` ones that did not deliver (a send of
    /// unknown fate only when named) — with that day's word, and recorded. What delivered is
    /// never sent twice.
    func resendLatestFire(of id: String, named: [ChannelSpec]) async throws {
        guard let schedule = try setup.store.schedule(id)?.schedule else { throw CommandFailure.noSuchSchedule(id) }
        guard let (fireTime, channels) = try setup.store.latestFire(scheduleID: id) else {
            return context.note(Phrase("schedule '\(id, .schedule)' has not fired yet; nothing to resend."))
        }
        let names = named.map(\.description)
        for name in names where !channels.contains(where: { $0.channel == name }) {
            throw CommandFailure.usage(
                Phrase(
                    "\(name, .channel) is not a channel of that fire (its channels: \(channels.map(\.channel).joined(separator: ", "), .channel))"
                ))
        }
        for channel in channels where names.contains(channel.channel) && channel.status == .delivered {
            context.note(Phrase("\(channel.channel, .channel) delivered already; not sent twice."))
        }
        let wanted = names.isEmpty ? channels.filter { $0.status == .failed }.map(\.channel) : names
        let statuses: Set<ChannelDeliveryStatus> = names.isEmpty ? [.failed] : [.failed, .unknown]
        let taken = try setup.store.takeForResend(
            scheduleID: id, fireTime: fireTime, channels: wanted, from: statuses, claimer: ProcessIdentity.current,
            at: context.unixSeconds)
        guard !taken.isEmpty else {
            return context.note(Phrase("no channel of the latest fire of '\(id, .schedule)' is left to resend."))
        }
        let specs = taken.compactMap { ChannelSpec(parsing: $0, directory: "/") }
        let outcome = try await send(schedule, fireTime: fireTime, channels: specs)
        if !outcome.failed.isEmpty {
            throw CommandFailure.fireFailed(scheduleID: id, failures: ChannelResult.failurePhrase(outcome.failed))
        }
        context.note(Phrase("sent again: \(taken.joined(separator: ", "), .channel)"))
    }
}

/// How a claimed fire of a schedule ended: its status in the ledger and what failed.
struct FireOutcome: Sendable, CustomStringConvertible {
    var status: DeliveryStatus
    /// The channels that failed, with why (none when every channel delivered).
    var failed: [ChannelResult]
    /// Why the fire was not sent at all (the day was served already), where it was not.
    var why: Phrase?

    /// `delivered`, or `late (slack: Slack answered HTTP 500)`: for the log, in English.
    var description: String {
        if let why { return "\(status.rawValue) (\(why.description))" }
        return failed.isEmpty ? status.rawValue : "\(status.rawValue) (\(ChannelResult.failureSummary(failed)))"
    }
}
