/// A day of the week, Monday first.
public enum Weekday: Int, Sendable, CaseIterable, Codable, Comparable {
    case monday = 0
    case tuesday, wednesday, thursday, friday, saturday, sunday

    /// The weekday of a day number (1970-01-01 was a Thursday).
    public init(dayNumber: Int) {
        self = Weekday(rawValue: ((dayNumber + 3) % 7 + 7) % 7) ?? .monday
    }

    public var shortName: String { ["mon", "tue", "wed", "thu", "fri", "sat", "sun"][rawValue] }
    /// systemd's OnCalendar spelling.
    public var systemdName: String { ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][rawValue] }
    /// cron's day-of-week number (0 = Sunday).
    public var cronNumber: Int { (rawValue + 1) % 7 }

    public static func < (lhs: Weekday, rhs: Weekday) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Parses `daily`, `weekdays`, `weekends` or a list like `mon,wed,fri`.
    public static func parseSet(_ text: String) -> Set<Weekday>? {
        switch text.lowercased() {
        case "daily", "everyday", "all": return Set(allCases)
        case "weekdays": return [.monday, .tuesday, .wednesday, .thursday, .friday]
        case "weekends": return [.saturday, .sunday]
        default:
            var days = Set<Weekday>()
            for part in text.lowercased().split(separator: ",") {
                guard let day = allCases.first(where: { $0.shortName == part.prefix(3) && part.count >= 3 })
                else { return nil }
                days.insert(day)
            }
            return days.isEmpty ? nil : days
        }
    }

    /// `daily`, `weekdays`, `weekends` or `mon,wed,fri`.
    public static func describe(_ days: Set<Weekday>) -> String {
        if days.count == 7 { return "daily" }
        if days == parseSet("weekdays") { return "weekdays" }
        if days == parseSet("weekends") { return "weekends" }
        return days.sorted().map(\.shortName).joined(separator: ",")
    }
}

/// When a schedule fires.
public enum Trigger: Sendable, Equatable {
    /// Every chosen weekday at a local time in an IANA zone, like a repeating calendar trigger.
    case calendar(hour: Int, minute: Int, weekdays: Set<Weekday>, timeZone: String)
    /// Once, at an instant (unix seconds), like a time-interval trigger.
    case once(at: Int64)

    public var isRepeating: Bool {
        if case .calendar = self { return true }
        return false
    }

    /// The IANA zone a calendar trigger keeps; nil for a one-off, whose instant needs none.
    public var timeZone: String? {
        if case .calendar(_, _, _, let zone) = self { return zone }
        return nil
    }

    public var description: String {
        switch self {
        case .calendar(let hour, let minute, let weekdays, let zone):
            "\(Self.twoDigits(hour)):\(Self.twoDigits(minute)) \(Weekday.describe(weekdays)) (\(zone))"
        case .once(let at):
            "once at unix \(at)"
        }
    }

    static func twoDigits(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}

/// A schedule as the user made it: a trigger, the channels to deliver on, on or off.
public struct Schedule: Sendable, Equatable {
    public var id: String
    public var trigger: Trigger
    /// Channel specs (`stdout`, `file:PATH`, `desktop`, `ntfy`, …): never secrets.
    public var channels: [String]
    public var isEnabled: Bool

    public init(id: String, trigger: Trigger, channels: [String], isEnabled: Bool = true) {
        self.id = id
        self.trigger = trigger
        self.channels = channels
        self.isEnabled = isEnabled
    }
}

/// The offsets of a time zone, from whatever knows them (Foundation's tz database at the
/// edge). Keeping the lookup behind this lets the next-fire maths stay pure.
public protocol TimeZoneRules: Sendable {
    /// Seconds east of UTC in effect at a UTC instant.
    func secondsFromGMT(at instant: Int64) -> Int
}

/// Next-fire maths for schedules, in the schedule's own time zone.
///
/// Daylight saving: a local time that does not exist (skipped when clocks jump forward)
/// fires when the clock would have shown it, i.e. as many minutes after the jump as it was
/// past its start (02:30 on a spring-forward night fires at 03:30). A local time that occurs
/// twice (when clocks fall back) fires once, at its first occurrence.
public enum FireTimes {
    /// The first fire strictly after `instant` (unix seconds), or nil for a past one-off.
    public static func next(after instant: Int64, trigger: Trigger, rules: any TimeZoneRules) -> Int64? {
        switch trigger {
        case .once(let at):
            return at > instant ? at : nil
        case .calendar(let hour, let minute, let weekdays, _):
            guard !weekdays.isEmpty else { return nil }
            let localNow = instant + Int64(rules.secondsFromGMT(at: instant))
            let today = Int(floorDivide(localNow, 86_400))
            for day in (today - 1)...(today + 8) where weekdays.contains(Weekday(dayNumber: day)) {
                let local = Int64(day) * 86_400 + Int64(hour * 3600 + minute * 60)
                let fire = utc(forLocal: local, rules: rules)
                if fire > instant { return fire }
            }
            return nil
        }
    }

    /// Every fire in the half-open range (`start`, `end`], oldest first, at most `limit`.
    public static func fires(
        after start: Int64, through end: Int64, trigger: Trigger, rules: any TimeZoneRules,
        limit: Int = 1000
    ) -> [Int64] {
        var fires: [Int64] = []
        var cursor = start
        while fires.count < limit, let fire = next(after: cursor, trigger: trigger, rules: rules), fire <= end {
            fires.append(fire)
            cursor = fire
        }
        return fires
    }

    /// The UTC instant for a local wall-clock time, by the rules above.
    public static func utc(forLocal local: Int64, rules: any TimeZoneRules) -> Int64 {
        // The offsets in force a day either side bracket any transition near this time.
        let before = Int64(rules.secondsFromGMT(at: local - 86_400))
        let after = Int64(rules.secondsFromGMT(at: local + 86_400))
        let candidates = Set([before, after]).map { local - $0 }.filter {
            Int64(rules.secondsFromGMT(at: $0)) == local - $0
        }
        if let first = candidates.min() { return first }
        // A gap: read the time with the offset from before the jump.
        return local - before
    }

    static func floorDivide(_ a: Int64, _ b: Int64) -> Int64 {
        a >= 0 ? a / b : -((-a + b - 1) / b)
    }
}
