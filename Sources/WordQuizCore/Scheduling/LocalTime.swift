/// An instant read on a wall clock in a time zone: the local date and hour. The one way
/// wordquiz turns "now" into "today" (the quiz, the digest, schedules and the learner's day).
public struct LocalTime: Sendable, Equatable {
    public var date: CalendarDate
    /// 0–23.
    public var hour: Int
    /// 0–59.
    public var minute: Int

    /// The local date and time of `instant` (unix seconds) under `rules`.
    public init(instant: Int64, rules: any TimeZoneRules) {
        let local = instant + Int64(rules.secondsFromGMT(at: instant))
        let day = FireTimes.floorDivide(local, 86_400)
        let secondOfDay = Int(local - day * 86_400)
        date = CalendarDate(dayNumber: Int(day))
        hour = secondOfDay / 3600
        minute = secondOfDay % 3600 / 60
    }

    /// The time of day as a 24-hour clock shows it: `08:00`.
    public var clockText: String {
        (hour < 10 ? "0" : "") + String(hour) + ":" + (minute < 10 ? "0" : "") + String(minute)
    }
}
