/// A repeating trigger in the OS schedulers' own terms: a systemd `OnCalendar=` expression, or
/// the time fields of a crontab line.
public enum TimerCalendar {
    /// `Mon,Wed,Fri *-*-* 07:30:00 Asia/Seoul`; nil for a one-off.
    public static func onCalendar(_ trigger: Trigger) -> String? {
        guard case .calendar(let hour, let minute, let weekdays, let zone) = trigger else { return nil }
        let days = weekdays.count == 7 ? "" : weekdays.sorted().map(\.systemdName).joined(separator: ",") + " "
        return "\(days)*-*-* \(Trigger.twoDigits(hour)):\(Trigger.twoDigits(minute)):00 \(zone)"
    }

    /// `30 7 * * 1,3,5`; nil for a one-off.
    public static func cronFields(_ trigger: Trigger) -> String? {
        guard case .calendar(let hour, let minute, let weekdays, _) = trigger else { return nil }
        let days =
            weekdays.count == 7 ? "*" : weekdays.map(\.cronNumber).sorted().map(String.init).joined(separator: ",")
        return "\(minute) \(hour) * * \(days)"
    }
}
