import WordQuizCore
import WordQuizStore

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

extension ExportDocument {
    /// Writes the document as `JSONOutput.line` writes it — the same bytes — with the reviews
    /// taken one at a time from `reviews` as they come and none held: a log of a million answers
    /// is never one value in memory. The text goes out in pieces through `write`.
    static func stream(
        cards: [Card], reviews: (_ each: (Review) throws -> Void) throws -> Void, write: (String) -> Void
    ) throws {
        // The keys in JSONOutput's sorted order: cards, then reviews. One encoder for all the
        // pieces, not one a review.
        let encoder = JSONOutput.makeEncoder()
        write("{\"\(CodingKeys.cards.stringValue)\":" + (try JSONOutput.fragment(cards, encoder: encoder)))
        write(",\"\(CodingKeys.reviews.stringValue)\":[")
        var first = true
        try withoutActuallyEscaping(write) { write in
            try reviews { review in
                write((first ? "" : ",") + (try JSONOutput.fragment(review, encoder: encoder)))
                first = false
            }
        }
        write("]}\n")
    }
}

extension ExportDocument.Review {
    /// An answer of the log as the export writes it.
    init(_ answer: WordStore.Answer, moment: String) {
        self.init(
            reviewedAt: moment, learnerDay: CalendarDate(dayNumber: answer.learnerDay), sessionID: answer.sessionID,
            headword: answer.card.headword, kind: answer.kind, prompt: answer.prompt, answer: answer.answer,
            verdict: answer.verdict, rating: answer.rating.rawValue, hints: answer.hints,
            responseMilliseconds: answer.responseMilliseconds)
    }
}
