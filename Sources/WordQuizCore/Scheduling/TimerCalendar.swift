/// A trigger in the OS schedulers' own terms: a systemd `OnCalendar=` expression, or the time
/// fields of a crontab line (cron has no one-offs).
public enum TimerCalendar {
    /// `Mon,Wed,Fri *-*-* 07:30:00 Asia/Seoul`; a one-off as its instant in UTC,
    /// `2026-11-30 10:22:06 UTC`.
    public static func onCalendar(_ trigger: Trigger) -> String {
        guard case .calendar(let hour, let minute, let weekdays, let zone) = trigger else {
            guard case .once(let at) = trigger else { return "" }
            let day = FireTimes.floorDivide(at, 86_400)
            let seconds = Int(at - day * 86_400)
            let time = [seconds / 3600, seconds % 3600 / 60, seconds % 60].map(Trigger.twoDigits).joined(separator: ":")
            return "\(CalendarDate(dayNumber: Int(day))) \(time) UTC"
        }
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
