import WordQuizCore

/// One word met, in `wordquiz history --json`.
struct HistoryRow: Codable, Sendable, Equatable {
    /// The word's date (today, digest) or the day it was met (learn, quiz).
    var date: CalendarDate
    var headword: String
    /// How it was met: today, digest, learn or quiz.
    var source: MeetingSource
    /// Local time, `yyyy-MM-dd HH:mm`.
    @ExplicitNull var lastReviewed: String?
    @ExplicitNull var due: CalendarDate?
}
