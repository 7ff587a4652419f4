import WordQuizCore

/// One word met, in `wordquiz history --json`.
struct HistoryRow: Codable, Sendable, Equatable {
    /// The word's date (today, digest) or the day it was met (learn, quiz).
    var date: CalendarDate
    var headword: String
    /// How it was met: today, digest, learn or quiz.
    var source: MeetingSource
    /// ISO 8601 with the offset: `2026-11-30T21:05:00+09:00`.
    @ExplicitNull var lastReviewed: String?
    @ExplicitNull var due: CalendarDate?
}
