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
        try RecordExport(store: setup.store, language: context.language).write(
            options.format == .tsv ? .tsv : .json, reviews: options.reviews, to: sink)
    }
}
