/// The learner's day: a calendar day that rolls over at a chosen hour (04:00 by default),
/// so that a session after midnight still counts for the evening before.
public enum LearnerDay {
    public static let defaultRolloverHour = 4

    /// The learner's day, as a day number, for a local date and hour.
    public static func dayNumber(localDate: CalendarDate, hour: Int, rolloverHour: Int = defaultRolloverHour) -> Int {
        hour < rolloverHour ? localDate.dayNumber - 1 : localDate.dayNumber
    }
}
