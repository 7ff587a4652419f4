import WordQuizCore

/// One day of `wordquiz history --json`.
struct HistoryRow: Codable, Sendable, Equatable {
    var date: CalendarDate
    var headword: String
    /// Local time, `yyyy-MM-dd HH:mm`.
    @ExplicitNull var lastReviewed: String?
    @ExplicitNull var due: CalendarDate?
}
