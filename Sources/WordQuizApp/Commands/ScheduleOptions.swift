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

    static let atOption = OptionSpec(
        name: "--at", value: .free, placeholder: "HH:MM",
        help: Phrase("local time in --tz (default: this system's zone)"))
    static let daysOption = OptionSpec(
        name: "--days", value: .choice(Weekday.setNames), placeholder: "DAYS",
        help: Phrase("\(Weekday.names, .choices) (daily by default)"))
    static let zoneOption = OptionSpec(
        name: "--tz", value: .free, placeholder: "ZONE",
        help: Phrase("an IANA zone such as Asia/Seoul; the time follows its daylight saving"))
    static let delayOption = OptionSpec(
        name: "--in", value: .free, placeholder: "DURATION", help: Phrase("once, after 90s, 5m, 2h or 1h30m"))
    static let idOption = OptionSpec(
        name: "--id", value: .free, placeholder: "NAME", help: Phrase("letters, digits, - and _; by default s1, s2, …"))

    /// The options `schedule add` and `schedule edit` take, as given.
    struct Trigger: CommandOptions {
        @Option(
            ScheduleOptions.atOption, ScheduleSyntax.time,
            refusal: { Phrase("--at takes a time as HH:MM, not '\($0, .value)'") })
        var at: (hour: Int, minute: Int)?
        @Option(
            ScheduleOptions.daysOption, Weekday.parseSet,
            refusal: { ScheduleOptions.daysOption.refusal(of: $0, Weekday.names) })
        var days: Set<Weekday>?
        @Option(
            ScheduleOptions.zoneOption, { TimeZone(identifier: $0) != nil ? $0 : nil },
            refusal: { Phrase("--tz takes an IANA time zone like Asia/Seoul or America/New_York, not '\($0, .value)'") }
        )
        var zone: String?
        @Option(
            ScheduleOptions.delayOption, ScheduleSyntax.duration,
            refusal: { Phrase("--in takes a duration like 90s, 5m, 2h or 1h30m, not '\($0, .value)'") })
        var delay: Int64?
        @RepeatedOption(CommonOption.channel) var channels: [String]
    }

    /// `schedule add`'s: the trigger's, and the new schedule's id.
    struct New: CommandOptions {
        var trigger = Trigger()
        @Option(
            ScheduleOptions.idOption, { ScheduleSyntax.isValidID($0) ? $0 : nil },
            refusal: { Phrase("--id takes letters, digits, - and _ (up to 40), not '\($0, .value)'") })
        var id: String?
    }

    /// Reads the options of `schedule add` (`New`, which needs a time and a channel:
    /// `requireTrigger`) or `schedule edit` (`Trigger`) from their parsed command line.
    init(_ parsed: ParsedArguments, context: AppContext, requireTrigger: Bool = true) throws(CommandFailure) {
        let given: Trigger
        if requireTrigger {
            let new = try parsed.options(New.self)
            (given, id) = (new.trigger, new.id)
        } else {
            given = try parsed.options(Trigger.self)
        }
        (at, days, zone, delay) = (given.at, given.days, given.zone, given.delay)
        channels = try parsed.channels(fromArguments: given.channels, context)
        if delay != nil, at != nil || days != nil || zone != nil {
            throw parsed.failure(Phrase("--in makes a one-off schedule: it does not go with --at, --days or --tz"))
        }
        if requireTrigger {
            guard at != nil || delay != nil else {
                throw parsed.failure(Phrase("add needs --at HH:MM or --in DURATION"))
            }
            guard !channels.isEmpty else { throw parsed.failure(Phrase("add needs at least one --channel")) }
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
                    Phrase("this schedule fires once: give --at to make it repeat"), usageOf: ScheduleCommand.spec.words
                )
            }
            trigger = .calendar(hour: hour, minute: minute, weekdays: weekdays, timeZone: zoneName)
        }
        guard let trigger else {
            throw CommandFailure.usage(
                Phrase("a schedule needs --at HH:MM or --in DURATION"), usageOf: ScheduleCommand.spec.words)
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
