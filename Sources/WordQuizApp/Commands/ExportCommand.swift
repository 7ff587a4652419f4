import Foundation
import WordQuizCore

/// `wordquiz export`: the studied words as an Anki package (with their memory and the review
/// log) or for Anki's text import, and the full review log.
struct ExportCommand: SynchronousCommand {
    enum Format: String, CaseIterable { case apkg, tsv, json }

    static let formatOption = OptionSpec(
        name: "--format", value: .choice(Format.allCases.map(\.rawValue)), placeholder: "FORMAT",
        help: Phrase("\(Phrase.alternatives(Format.allCases.map(\.rawValue)), .choices) (below)"))
    static let reviewsOption = OptionSpec(
        name: "--reviews", help: Phrase("with tsv, the review log instead of the cards"))
    static let outputOption = OptionSpec(
        name: "--output", value: .free, placeholder: "FILE",
        help: Phrase("with apkg, the package to write (by default wordquiz-DATE.apkg here)"))
    static let configuration = CommandConfiguration(
        name: "export", summary: Phrase("cards for Anki and the review log"), topic: .record,
        options: [formatOption, reviewsOption, outputOption],
        synopses: [
            Synopsis([.required(formatOption), .optional(reviewsOption)]),
            Synopsis([.required(formatOption), .optional(outputOption)]),
        ],
        help: [
            .paragraph(Phrase("Export what you have studied.")), .usage, .options,
            .terms(
                Phrase("Formats:"),
                [
                    HelpTerm(
                        "apkg",
                        Phrase(
                            "an Anki package (File › Import): a note for each studied word with its picture, its card scheduled as here (FSRS's memory state, the due day), every answer in the review log, and your FSRS parameters and desired retention in the deck's options; exporting again updates the same notes"
                        )),
                    HelpTerm(
                        "tsv",
                        Phrase(
                            "cards as a tab-separated file for Anki (File › Import), with the header lines Anki reads; with --reviews, the review log instead"
                        )),
                    HelpTerm("json", Phrase("one object with every card and the full review log")),
                ]),
        ])

    var format: Format?
    var reviews = false
    var output: String?

    init(_ parsed: ParsedArguments) throws(CommandFailure) {
        format = try parsed.value(Self.formatOption, Format.init(rawValue:)) {
            parsed.refusal(of: Self.formatOption, $0)
        }
        reviews = parsed.has(Self.reviewsOption)
        output = parsed.value(Self.outputOption)
        guard format != nil else {
            throw parsed.failure(
                Phrase(
                    "\(parsed.command.path, .command) needs \(Self.formatOption.name, .option) \(Phrase.alternatives(Self.formatOption.choices), .choices)"
                ))
        }
    }

    func run(_ context: AppContext) throws {
        let setup = try CommandSetup.prepare(context, date: nil, readOnly: true)
        if format == .apkg {
            let path = context.absolutePath(output ?? "wordquiz-\(setup.today).apkg")
            let summary = try AnkiPackageExport(context: context, setup: setup).write(to: path)
            context.say(
                Phrase(
                    "wrote \(summary.notes, one: "word", other: "words") with \(summary.reviews, one: "answer", other: "answers") and \(summary.pictures, one: "picture", other: "pictures") to \(path, .path); import it in Anki with File › Import."
                ))
            return
        }
        // Each is read only where it is written: the cards for Anki's text import need no log,
        // the log as TSV no cards.
        let cards = format == .tsv && reviews ? [] : try setup.store.studiedCards()
        let log = format == .tsv && !reviews ? [] : try setup.store.reviewLog()
        let timestamps = Timestamps()
        switch (format, reviews) {
        case (.tsv, false):
            let anki = cards.map { entry in
                var back = entry.card.definition
                if let example = entry.card.example {
                    back += " " + context.language.say(Phrase("e.g. \(example, .value)"))
                }
                // Tags in one vocabulary whatever the language (noun, beginner), as Anki's
                // searches and filtered decks name them.
                let level = WordBank.embedded.word(entry.card.headword)?.level?.code
                let partOfSpeech = entry.card.partOfSpeech.map { DictionaryTerm.code($0) ?? $0 }
                let tags = ["wordquiz", partOfSpeech, level].compactMap { $0 }
                return AnkiExport.Card(
                    front: entry.card.headword, back: back, english: entry.card.english ?? "", tags: tags)
            }
            context.stdout.write(AnkiExport.tsv(anki))
        case (.tsv, true):
            var lines = ["reviewed_at\tlearner_day\tword\tkind\tanswer\tverdict\trating\thints\tresponse_ms"]
            for answer in log {
                lines.append(
                    [
                        timestamps.string(answer.reviewedAt), CalendarDate(dayNumber: answer.learnerDay).description,
                        answer.card.headword, answer.kind.rawValue, AnkiExport.field(answer.answer),
                        answer.verdict.rawValue, "\(answer.rating.rawValue)", "\(answer.hints)",
                        "\(answer.responseMilliseconds)",
                    ].joined(separator: "\t"))
            }
            context.stdout.write(lines.joined(separator: "\n") + "\n")
        default:
            let document = ExportDocument(
                cards: cards.map { entry in
                    ExportDocument.Card(
                        headword: entry.card.headword, partOfSpeech: entry.card.partOfSpeech,
                        definition: entry.card.definition, english: entry.card.english, example: entry.card.example,
                        stability: entry.schedule.memory.stability, difficulty: entry.schedule.memory.difficulty,
                        due: CalendarDate(dayNumber: entry.schedule.dueDay), reviews: entry.schedule.reviews,
                        lapses: entry.schedule.lapses)
                },
                reviews: log.map { answer in
                    ExportDocument.Review(
                        reviewedAt: timestamps.string(answer.reviewedAt),
                        learnerDay: CalendarDate(dayNumber: answer.learnerDay), sessionID: answer.sessionID,
                        headword: answer.card.headword, kind: answer.kind, prompt: answer.prompt,
                        answer: answer.answer, verdict: answer.verdict, rating: answer.rating.rawValue,
                        hints: answer.hints, responseMilliseconds: answer.responseMilliseconds)
                })
            context.stdout.write(try JSONOutput.line(document))
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
