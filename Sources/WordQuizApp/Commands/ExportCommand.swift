import Foundation
import WordQuizCore

/// `wordquiz export`: the studied words as an Anki package (with their memory and the review
/// log) or for Anki's text import, and the full review log.
struct ExportCommand: SynchronousCommand {
    enum Format: String, CaseIterable, OptionValue {
        case apkg, tsv, json

        init?(optionText: String) { self.init(rawValue: optionText) }
    }

    static let formatOption = OptionSpec(
        name: "--format", value: .choice(Format.allCases.map(\.rawValue)), placeholder: "FORMAT",
        help: Phrase("\(Phrase.alternatives(Format.allCases.map(\.rawValue)), .choices) (below)"))
    static let reviewsOption = OptionSpec(
        name: "--reviews", help: Phrase("with tsv, the review log instead of the cards"))
    static let soundOption = OptionSpec(
        name: "--with-sound",
        help: Phrase(
            "with apkg, give every word a sound: the synthetic voice's where none is on this machine yet (slower)"))
    static let outputOption = OptionSpec(
        name: "--output", value: .free, placeholder: "FILE",
        help: Phrase(
            "the file to write, whole or not at all (by default an apkg is wordquiz-DATE.apkg here, tsv and json go to standard output)"
        ))
    static let configuration = CommandConfiguration(
        name: "export", summary: Phrase("cards for Anki and the review log"), topic: .record,
        synopses: [
            Synopsis([
                .required(formatOption), .optional(reviewsOption), .optional(soundOption), .optional(outputOption),
            ])
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

    struct Options: CommandOptions {
        @Option(ExportCommand.formatOption) var format: Format?
        @Flag(ExportCommand.reviewsOption) var reviews: Bool
        @Flag(ExportCommand.soundOption) var withSound: Bool
        @Option(ExportCommand.outputOption) var output: String?
    }

    let options: Options

    init(_ parsed: ParsedArguments) throws(CommandFailure) {
        options = try parsed.options()
        // `--output=` is a file name left out, never the current folder.
        if options.output?.isEmpty == true {
            throw parsed.failure(Phrase("\(Self.outputOption.name, .option) needs a value"))
        }
        guard options.format != nil else {
            throw parsed.failure(
                Phrase(
                    "\(parsed.command.path, .command) needs \(Self.formatOption.name, .option) \(Phrase.alternatives(Self.formatOption.choices), .choices)"
                ))
        }
    }

    func run(_ context: AppContext) throws {
        let setup = try CommandSetup.prepare(context, date: nil, readOnly: true)
        if options.format == .apkg {
            let path = context.absolutePath(options.output ?? "wordquiz-\(setup.today).apkg")
            let summary = try AnkiPackageExport(context: context, setup: setup, synthesizing: options.withSound).write(
                to: path)
            context.say(
                Phrase(
                    "wrote \(summary.notes, one: "word", other: "words") with \(summary.reviews, one: "answer", other: "answers") and \(summary.pictures, one: "picture", other: "pictures") to \(path, .path); import it in Anki with File › Import."
                ))
            if summary.sounds > 0 {
                context.say(
                    Phrase(
                        "\(summary.sounds, one: "word has its", other: "words have their") sound beside the pronunciation."
                    ))
            }
            return
        }
        guard let output = options.output else { return try writeText(setup, context, to: context.stdout) }
        // A file is written whole or not at all: a full disk leaves no half an export behind.
        let path = context.absolutePath(output)
        do {
            try AtomicFile.stream(to: path, mode: 0o644) { try writeText(setup, context, to: $0) }
        } catch let failure as AtomicFile.Failure {
            throw CommandFailure.fileAccess(.write, path: failure.path, reason: .verbatim(failure.reason))
        }
    }

    /// The cards or the log as tsv or json, to `sink`.
    private func writeText(_ setup: CommandSetup, _ context: AppContext, to sink: any TextSink) throws {
        // The log is streamed, never held (a million answers is a learner's years, or an Anki
        // collection's); the cards are read only where they are written.
        let timestamps = Timestamps()
        var out = PieceWriter(sink: sink)
        defer { out.flush() }
        switch (options.format, options.reviews) {
        case (.tsv, false):
            let anki = try setup.store.studiedCards().map { entry in
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
            out.write(AnkiExport.tsv(anki))
        case (.tsv, true):
            out.write("reviewed_at\tlearner_day\tword\tkind\tanswer\tverdict\trating\thints\tresponse_ms\n")
            try setup.store.forEachAnswer { answer in
                out.write(
                    [
                        timestamps.string(answer.reviewedAt), CalendarDate(dayNumber: answer.learnerDay).description,
                        answer.card.headword, answer.kind.rawValue, AnkiExport.field(answer.answer),
                        answer.verdict.rawValue, "\(answer.rating.rawValue)", "\(answer.hints)",
                        "\(answer.responseMilliseconds)",
                    ].joined(separator: "\t") + "\n")
            }
        default:
            let cards = try setup.store.studiedCards().map { entry in
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
                    try setup.store.forEachAnswer { try each(.init($0, moment: timestamps.string($0.reviewedAt))) }
                }, write: { out.write($0) })
        }
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
