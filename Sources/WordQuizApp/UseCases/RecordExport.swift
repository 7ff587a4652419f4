import Foundation
import WordQuizCore
import WordQuizStore

/// `export`'s text forms: the studied cards for Anki's text import (tsv), the review log (tsv),
/// or both as one JSON document. The log is streamed, never held (a million answers is a
/// learner's years, or an Anki collection's); the cards are read only where they are written.
struct RecordExport {
    enum Form { case tsv, json }

    var store: WordStore
    /// The language of the "e.g." before an example on a card's back.
    var language: Language

    /// Writes the cards (or with `reviews` and tsv, the log) to `sink`.
    func write(_ form: Form, reviews: Bool, to sink: any TextSink) throws {
        var out = PieceWriter(sink: sink)
        defer { out.flush() }
        switch (form, reviews) {
        case (.tsv, false): out.write(AnkiExport.tsv(try ankiCards()))
        case (.tsv, true): try writeReviewLog(to: &out)
        case (.json, _): try writeDocument(to: &out)
        }
    }

    /// The studied cards for Anki's text import: the word, its meaning and example, the English,
    /// tags in one vocabulary whatever the language (noun, beginner), as Anki's searches and
    /// filtered decks name them.
    func ankiCards() throws -> [AnkiExport.Card] {
        try store.studiedCards().map { entry in
            var back = entry.card.definition
            if let example = entry.card.example { back += " " + language.say(Phrase("e.g. \(example, .value)")) }
            let level = WordBank.embedded.word(entry.card.headword)?.level?.code
            let partOfSpeech = entry.card.partOfSpeech.map { DictionaryTerm.code($0) ?? $0 }
            let tags = ["wordquiz", partOfSpeech, level].compactMap { $0 }
            return AnkiExport.Card(
                front: entry.card.headword, back: back, english: entry.card.english ?? "", tags: tags)
        }
    }

    /// Every answer, a tab-separated line each under a header.
    private func writeReviewLog(to out: inout PieceWriter) throws {
        let timestamps = Timestamps()
        out.write("reviewed_at\tlearner_day\tword\tkind\tanswer\tverdict\trating\thints\tresponse_ms\n")
        try store.forEachAnswer { answer in
            out.write(
                [
                    timestamps.string(answer.reviewedAt), CalendarDate(dayNumber: answer.learnerDay).description,
                    answer.card.headword, answer.kind.rawValue, AnkiExport.field(answer.answer),
                    answer.verdict.rawValue, "\(answer.rating.rawValue)", "\(answer.hints)",
                    "\(answer.responseMilliseconds)",
                ].joined(separator: "\t") + "\n")
        }
    }

    /// The cards with their memory, then every answer: `ExportDocument`.
    private func writeDocument(to out: inout PieceWriter) throws {
        let timestamps = Timestamps()
        let cards = try store.studiedCards().map { entry in
            ExportDocument.Card(
                headword: entry.card.headword, partOfSpeech: entry.card.partOfSpeech,
                definition: entry.card.definition, english: entry.card.english, example: entry.card.example,
                stability: entry.schedule.memory.stability, difficulty: entry.schedule.memory.difficulty,
                due: CalendarDate(dayNumber: entry.schedule.dueDay), reviews: entry.schedule.reviews,
                lapses: entry.schedule.lapses)
        }
        try ExportDocument.stream(
            cards: cards,
            reviews: { each in
                try store.forEachAnswer { try each(.init($0, moment: timestamps.string($0.reviewedAt))) }
            }, write: { out.write($0) })
    }

    /// Text written in pieces of about 64 KiB, not a system call a line.
    struct PieceWriter {
        var sink: any TextSink
        private var pending = ""

        init(sink: any TextSink) { self.sink = sink }

        mutating func write(_ text: String) {
            pending += text
            if pending.utf8.count >= 65_536 { flush() }
        }

        mutating func flush() {
            guard !pending.isEmpty else { return }
            sink.write(pending)
            pending = ""
        }
    }

    /// ISO 8601 in UTC, to the millisecond: one formatter for a whole export, not one a row.
    struct Timestamps {
        private let formatter: ISO8601DateFormatter = {
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
            return formatter
        }()

        func string(_ milliseconds: Int64) -> String {
            formatter.string(from: Date(timeIntervalSince1970: Double(milliseconds) / 1000))
        }
    }
}
