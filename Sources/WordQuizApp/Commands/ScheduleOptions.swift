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

    /// Reads the options of `schedule add` or `schedule edit` from their parsed command line;
    /// `schedule add` (`requireTrigger`) needs a time and a channel.
    init(_ parsed: ParsedArguments, context: AppContext, requireTrigger: Bool = true) throws(CommandFailure) {
        let spec = parsed.command
        at = try parsed.value(Self.atOption, ScheduleSyntax.time) {
            Phrase("--at takes a time as HH:MM, not '\($0, .value)'")
        }
        days = try parsed.value(Self.daysOption, Weekday.parseSet) {
            parsed.refusal(of: Self.daysOption, $0, Weekday.names)
        }
        zone = try parsed.value(
            Self.zoneOption, { TimeZone(identifier: $0) != nil ? $0 : nil },
            refusal: { Phrase("--tz takes an IANA time zone like Asia/Seoul or America/New_York, not '\($0, .value)'") }
        )
        delay = try parsed.value(Self.delayOption, ScheduleSyntax.duration) {
            Phrase("--in takes a duration like 90s, 5m, 2h or 1h30m, not '\($0, .value)'")
        }
        if spec.options.contains(Self.idOption) {
            id = try parsed.value(
                Self.idOption, { ScheduleSyntax.isValidID($0) ? $0 : nil },
                refusal: { Phrase("--id takes letters, digits, - and _ (up to 40), not '\($0, .value)'") })
        }
        channels = try parsed.channels(context)
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
