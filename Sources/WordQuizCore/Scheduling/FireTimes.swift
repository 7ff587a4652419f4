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

    /// `a / b` rounded toward minus infinity, for a positive `b`: never overflows, whatever `a`
    /// (a damaged file's moment may be `Int64.min`).
    public static func floorDivide(_ a: Int64, _ b: Int64) -> Int64 {
        let quotient = a / b
        return a % b != 0 && (a < 0) != (b < 0) ? quotient - 1 : quotient
    }
}

/// The offsets of a time zone, from whatever knows them (Foundation's tz database at the
/// edge). Keeping the lookup behind this lets the next-fire maths stay pure.
public protocol TimeZoneRules: Sendable {
    /// Seconds east of UTC in effect at a UTC instant.
    func secondsFromGMT(at instant: Int64) -> Int
}
