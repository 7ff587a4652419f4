import Foundation
import WordQuizCore
import WordQuizStore

/// The options of `schedule add` and `schedule edit`.
struct ScheduleOptions {
    var at: (hour: Int, minute: Int)?
    var days: Set<Weekday>?
    var zone: String?
    var delay: Int64?
    var channels: [ChannelSpec] = []
    var id: String?

    init(_ arguments: [String], context: AppContext, requireTrigger: Bool = true) throws(CommandFailure) {
        var scanner = ArgumentScanner(arguments, usage: ScheduleCommand.usage)
        var channelTexts: [String] = []
        while let option = try scanner.next() {
            switch option.name {
            case "--at":
                let text = try scanner.value(for: option)
                guard let parsed = Self.time(text) else {
                    throw scanner.failure("--at takes a time as HH:MM, not '\(text)'")
                }
                at = parsed
            case "--days":
                let text = try scanner.value(for: option)
                guard let parsed = Weekday.parseSet(text) else {
                    throw scanner.failure(
                        "--days takes daily, weekdays, weekends or a list like mon,wed,fri, not '\(text)'")
                }
                days = parsed
            case "--tz":
                let text = try scanner.value(for: option)
                guard TimeZone(identifier: text) != nil else {
                    throw scanner.failure(
                        "--tz takes an IANA time zone like Asia/Seoul or America/New_York, not '\(text)'")
                }
                zone = text
            case "--in":
                let text = try scanner.value(for: option)
                guard let seconds = Self.duration(text) else {
                    throw scanner.failure("--in takes a duration like 90s, 5m, 2h or 1h30m, not '\(text)'")
                }
                delay = seconds
            case "--channel": channelTexts.append(try scanner.value(for: option))
            case "--id":
                let text = try scanner.value(for: option)
                guard Self.isValidID(text) else {
                    throw scanner.failure("--id takes letters, digits, - and _ (up to 40), not '\(text)'")
                }
                id = text
            default: throw scanner.failure("unknown option '\(option.name)'")
            }
        }
        channels = try ChannelSpec.parseAll(
            channelTexts, directory: context.currentDirectory, usage: ScheduleCommand.usage)
        if delay != nil, at != nil || days != nil || zone != nil {
            throw scanner.failure("--in makes a one-off schedule: it does not go with --at, --days or --tz")
        }
        if requireTrigger {
            guard at != nil || delay != nil else { throw scanner.failure("add needs --at HH:MM or --in DURATION") }
            guard !channels.isEmpty else { throw scanner.failure("add needs at least one --channel") }
        }
    }

    func makeSchedule(id givenID: String?, existing: Schedule?, store: WordStore, now: Int64) throws(CommandFailure)
        -> Schedule
    {
        var trigger = existing?.trigger
        if let delay {
            trigger = .once(at: now + delay)
        } else if at != nil || days != nil || zone != nil {
            var hour = 8
            var minute = 0
            var weekdays = Set(Weekday.allCases)
            var zoneName = TimeZone.current.identifier
            if case .calendar(let h, let m, let d, let z) = existing?.trigger {
                (hour, minute, weekdays, zoneName) = (h, m, d, z)
            }
            if let at { (hour, minute) = at }
            if let days { weekdays = days }
            if let zone { zoneName = zone }
            if case .once = existing?.trigger, at == nil {
                throw CommandFailure(
                    "this schedule fires once: give --at to make it repeat", exitCode: .usage,
                    usage: ScheduleCommand.usage)
            }
            trigger = .calendar(hour: hour, minute: minute, weekdays: weekdays, timeZone: zoneName)
        }
        guard let trigger else {
            throw CommandFailure(
                "a schedule needs --at HH:MM or --in DURATION", exitCode: .usage, usage: ScheduleCommand.usage)
        }
        let name = givenID ?? id ?? (try? Self.freeID(store)) ?? "s\(now)"
        return Schedule(
            id: name, trigger: trigger,
            channels: channels.isEmpty ? (existing?.channels ?? []) : channels.map(\.description),
            isEnabled: existing?.isEnabled ?? true)
    }

    static func freeID(_ store: WordStore) throws -> String {
        let taken = Set(try store.schedules().map(\.schedule.id))
        var n = 1
        while taken.contains("s\(n)") { n += 1 }
        return "s\(n)"
    }

    static func time(_ text: String) -> (Int, Int)? {
        let parts = text.split(separator: ":")
        guard parts.count == 2, let h = Int(parts[0]), let m = Int(parts[1]), (0...23).contains(h),
            (0...59).contains(m),
            parts[1].count == 2
        else { return nil }
        return (h, m)
    }

    /// `90s`, `5m`, `2h`, `1h30m`, or plain seconds.
    static func duration(_ text: String) -> Int64? {
        if let seconds = Int64(text), seconds > 0 { return seconds }
        var total: Int64 = 0
        var number = ""
        for ch in text {
            if ch.isNumber {
                number.append(ch)
                continue
            }
            guard let value = Int64(number) else { return nil }
            switch ch {
            case "s": total += value
            case "m": total += value * 60
            case "h": total += value * 3600
            case "d": total += value * 86_400
            default: return nil
            }
            number = ""
        }
        guard number.isEmpty, total > 0, total <= 366 * 86_400 else { return nil }
        return total
    }

    static func isValidID(_ text: String) -> Bool {
        !text.isEmpty && text.count <= 40
            && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
    }
}
