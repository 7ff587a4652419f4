import WordQuizCore

/// `wordquiz export --format json`: every studied card with its schedule, and the full
/// review log.
struct ExportDocument: Codable, Sendable, Equatable {
    var cards: [Card]
    var reviews: [Review]

    struct Card: Codable, Sendable, Equatable {
        var headword: String
        @ExplicitNull var partOfSpeech: String?
        var definition: String
        @ExplicitNull var english: String?
        @ExplicitNull var example: String?
        var stability: Double
        var difficulty: Double
        var due: CalendarDate
        var reviews: Int
        var lapses: Int
    }

    struct Review: Codable, Sendable, Equatable {
        /// ISO 8601 in UTC, to the millisecond.
        var reviewedAt: String
        var learnerDay: CalendarDate
        var sessionID: String
        var headword: String
        var kind: QuestionKind
        var prompt: String
        var answer: String
        var verdict: RecordedVerdict
        /// FSRS: 1 again, 2 hard, 3 good, 4 easy.
        var rating: Int
        var hints: Int
        var responseMilliseconds: Int
    }
}
