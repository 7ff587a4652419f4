import Foundation
import WordQuizCore

/// The options of `schedule add` and `schedule edit`.
struct ScheduleOptions {
    var at: (hour: Int, minute: Int)?
    var days: Set<Weekday>?
    var zone: String?
    var delay: Int64?
    var channels: [ChannelSpec] = []
    var id: String?

    init(_ arguments: [String], action: String, context: AppContext, requireTrigger: Bool = true)
        throws(CommandFailure)
    {
        var scanner = ArgumentScanner(arguments, usage: ScheduleCommand.usage)
        var channelTexts: [String] = []
        while let option = try scanner.next() {
            switch option.name {
            case "--at":
                let text = try scanner.value(for: option)
                guard let parsed = ScheduleSyntax.time(text) else {
                    throw scanner.failure(Phrase("--at takes a time as HH:MM, not '\(text)'"))
                }
                at = parsed
            case "--days":
                let text = try scanner.value(for: option)
                guard let parsed = Weekday.parseSet(text) else {
                    throw scanner.failure(
                        Phrase("--days takes daily, weekdays, weekends or a list like mon,wed,fri, not '\(text)'"))
                }
                days = parsed
            case "--tz":
                let text = try scanner.value(for: option)
                guard TimeZone(identifier: text) != nil else {
                    throw scanner.failure(
                        Phrase("--tz takes an IANA time zone like Asia/Seoul or America/New_York, not '\(text)'"))
                }
                zone = text
            case "--in":
                let text = try scanner.value(for: option)
                guard let seconds = ScheduleSyntax.duration(text) else {
                    throw scanner.failure(Phrase("--in takes a duration like 90s, 5m, 2h or 1h30m, not '\(text)'"))
                }
                delay = seconds
            case "--channel": channelTexts.append(try scanner.value(for: option))
            case "--id":
                let text = try scanner.value(for: option)
                guard ScheduleSyntax.isValidID(text) else {
                    throw scanner.failure(Phrase("--id takes letters, digits, - and _ (up to 40), not '\(text)'"))
                }
                id = text
            default: throw scanner.unknown(option, for: ["schedule", action])
            }
        }
        channels = try scanner.channels(channelTexts, directory: context.currentDirectory)
        if delay != nil, at != nil || days != nil || zone != nil {
            throw scanner.failure(Phrase("--in makes a one-off schedule: it does not go with --at, --days or --tz"))
        }
        if requireTrigger {
            guard at != nil || delay != nil else {
                throw scanner.failure(Phrase("add needs --at HH:MM or --in DURATION"))
            }
            guard !channels.isEmpty else { throw scanner.failure(Phrase("add needs at least one --channel")) }
        }
    }

    /// The schedule these options make: a new one (an id chosen when none is given), or
    /// `existing` with what the options change. A repeating trigger without `--tz` keeps the
    /// existing zone, else takes the user's.
    func makeSchedule(id givenID: String?, existing: Schedule?, takenIDs: Set<String>, context: AppContext) throws
        -> Schedule
    {
        var trigger = existing?.trigger
        if let delay {
            trigger = .once(at: context.unixSeconds + delay)
        } else if at != nil || days != nil || zone != nil {
            var hour = 8
            var minute = 0
            var weekdays = Set(Weekday.allCases)
            var zoneName = context.timeZone.identifier
            if case .calendar(let h, let m, let d, let z) = existing?.trigger {
                (hour, minute, weekdays, zoneName) = (h, m, d, z)
            }
            if let at { (hour, minute) = at }
            if let days { weekdays = days }
            if let zone { zoneName = zone }
            if case .once = existing?.trigger, at == nil {
                throw CommandFailure.usage(
                    Phrase("this schedule fires once: give --at to make it repeat"), help: ScheduleCommand.usage)
            }
            trigger = .calendar(hour: hour, minute: minute, weekdays: weekdays, timeZone: zoneName)
        }
        guard let trigger else {
            throw CommandFailure.usage(
                Phrase("a schedule needs --at HH:MM or --in DURATION"), help: ScheduleCommand.usage)
        }
        return Schedule(
            id: givenID ?? id ?? Self.freeID(takenIDs), trigger: trigger,
            channels: channels.isEmpty ? (existing?.channels ?? []) : channels,
            isEnabled: existing?.isEnabled ?? true)
    }

    /// The first of s1, s2, … not taken.
    static func freeID(_ taken: Set<String>) -> String {
        var n = 1
        while taken.contains("s\(n)") { n += 1 }
        return "s\(n)"
    }
}
