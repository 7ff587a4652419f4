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

    /// A one-off's instant; nil for a calendar trigger.
    public var onceInstant: Int64? {
        if case .once(let at) = self { return at }
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

    /// A calendar trigger as its reader writes it: `07:30 weekdays (Asia/Seoul)`,
    /// `07:30 평일 (Asia/Seoul)`; a one-off as `description` (its moment is the reader's to format).
    public func described(in language: Language) -> String {
        guard case .calendar(let hour, let minute, let weekdays, let zone) = self else { return description }
        return "\(Self.twoDigits(hour)):\(Self.twoDigits(minute)) \(Weekday.describe(weekdays, in: language)) (\(zone))"
    }

    static func twoDigits(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}
