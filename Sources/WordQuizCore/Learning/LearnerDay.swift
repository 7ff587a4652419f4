/// The learner's day: a calendar day that rolls over at a chosen hour (04:00 by default),
/// so that a session after midnight still counts for the evening before. It is the one
/// "today" of everything wordquiz shows — the day's word, the card's date, `learn`, `review`
/// and `quiz`, the due days said, `history`, `stats`, the digest and the widget — as in
/// Anki: at 02:00 on Dec 10 it is still Dec 9, and Dec 10 is "tomorrow".
public enum LearnerDay {
    public static let defaultRolloverHour = 4

    /// The learner's day, as a day number, for a local date and hour.
    public static func dayNumber(localDate: CalendarDate, hour: Int, rolloverHour: Int = defaultRolloverHour) -> Int {
        hour < rolloverHour ? localDate.dayNumber - 1 : localDate.dayNumber
    }

    /// The learner's day of a local time, as a date.
    public static func date(of local: LocalTime, rolloverHour: Int = defaultRolloverHour) -> CalendarDate {
        CalendarDate(dayNumber: dayNumber(localDate: local.date, hour: local.hour, rolloverHour: rolloverHour))
    }
}
