import WordQuizCore
import WordQuizStore

/// `history`'s reading: the words met up to today — by `today`, a digest, `learn` or a quiz —
/// newest first, each with its last answer and its due day.
struct WordHistory {
    /// One word met.
    struct Word {
        /// The word's date (today, digest) or the day it was met (learn, quiz).
        var date: CalendarDate
        var headword: String
        var source: MeetingSource
        /// Unix seconds of the last answer; nil for a word never answered.
        var lastReviewed: Int64?
        /// The learner day of the last answer, which the due day is counted from, when it is
        /// not the clock's date (an answer before the day's start hour); nil when it is.
        var lastReviewedDay: CalendarDate?
        var due: CalendarDate
    }

    /// The words met up to the setup's day, the times of their last answers read in `zone`.
    static func read(_ setup: CommandSetup, zone: SystemTimeZone) throws -> [Word] {
        let store = setup.store
        // A look at a future day's word is not history.
        let meetings = try store.meetings().filter { $0.day <= setup.today.dayNumber }
        let lastReviewed = try store.lastReviewTimes()
        let schedules = Dictionary(
            try store.studiedCards().map { ($0.card.headword, $0.schedule) }, uniquingKeysWith: { first, _ in first })
        return meetings.map { meeting in
            let seconds = lastReviewed[meeting.headword].map { $0 / 1000 }
            // A word met and never answered has its first review the day after it was met.
            return Word(
                date: CalendarDate(dayNumber: meeting.day), headword: meeting.headword, source: meeting.source,
                lastReviewed: seconds,
                lastReviewedDay: seconds.flatMap {
                    let local = LocalTime(instant: $0, rules: zone)
                    let day = LearnerDay.date(of: local, rolloverHour: setup.configuration.dayStartHour)
                    return day == local.date ? nil : day
                },
                due: CalendarDate(dayNumber: schedules[meeting.headword]?.dueDay ?? meeting.day + 1))
        }
    }
}
