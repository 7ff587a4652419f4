import Foundation
import Synchronization
import WordQuizCore
import WordQuizStore

/// `wordquiz deck …`: the learner's own word lists. `import` reads a TSV, CSV, plain list or
/// Anki text export in one transaction; `use` chooses which decks (the built-in one is
/// `bank`) the word of the day and `learn` draw from; `list`, `show` and `remove`.
enum DeckCommand: CommandGroup {
    static let nameOption = OptionSpec(
        name: "--name", value: .free, placeholder: "NAME", help: Phrase("the deck: letters, digits, - and _ (not bank)")
    )
    static let yesOption = OptionSpec(name: "--yes", help: Phrase("do not ask first"))
    static let historyOption = OptionSpec(
        name: "--with-history",
        help: Phrase("with an Anki package, bring each card's review log and schedule too"))
    static let wordFieldOption = OptionSpec(
        name: "--word-field", value: .free, placeholder: "FIELD",
        help: Phrase("with an Anki package, the field that holds the Korean word"))
    static let meaningFieldOption = OptionSpec(
        name: "--meaning-field", value: .free, placeholder: "FIELD",
        help: Phrase("with an Anki package, the field that holds the meaning"))
    static let englishFieldOption = OptionSpec(
        name: "--english-field", value: .free, placeholder: "FIELD",
        help: Phrase("with an Anki package, the field that holds the English"))
    static let exampleFieldOption = OptionSpec(
        name: "--example-field", value: .free, placeholder: "FIELD",
        help: Phrase("with an Anki package, the field that holds an example sentence"))
    static let importConfiguration = CommandConfiguration(
        name: "import", summary: Phrase("import a word list"),
        arguments: [ArgumentSpec(name: "FILE", what: Phrase("a file to import"))],
        help: [
            .paragraph(
                Phrase("Import a word list into a deck (made if new, named after the file unless --name).")),
            .usage,
            .paragraph(
                Phrase(
                    "FILE is TSV or CSV — a header row naming the columns word, meaning, English, example and tags in any order (단어, 뜻, 영어, 예문, 태그 too), or those columns in that order — one word a line, or a text file Anki exported (#separator:, #html:, #columns:). Bad lines are named and skipped; nothing is half-imported; importing the same file again updates its words instead of doubling them. Markup and control characters are removed."
                )),
            .paragraph(
                Phrase(
                    "FILE may also be an Anki package (.apkg, .colpkg; of any Anki version): each note is a word, its fields found by their names (Word, Korean, Front, 단어 …; Meaning, Back, 뜻 …; English; Example) unless the --…-field options name them; a picture the note shows becomes the word's. With --with-history, each card's review log and schedule come too, so its reviews go on here on the days Anki set."
                )),
            .options,
        ])
    static let listConfiguration = CommandConfiguration(
        name: "list", aliases: ["ls"], summary: Phrase("the decks"),
        help: [
            .paragraph(Phrase("List the decks: the built-in word bank and yours, their words, and which are in use.")),
            .usage,
        ])
    static let useConfiguration = CommandConfiguration(
        name: "use", summary: Phrase("choose the decks to study"),
        arguments: [ArgumentSpec(name: "NAME", count: .oneOrMore, what: Phrase("a deck (bank is the built-in one)"))],
        help: [
            .paragraph(
                Phrase(
                    "Choose the decks the word of the day and `learn` draw from; `bank` is the built-in word bank (the default). Today's word changes with the choice."
                )),
            .usage,
        ])
    static let deckArgument = ArgumentSpec(name: "NAME", what: Phrase("a deck"))
    static let showConfiguration = CommandConfiguration(
        name: "show", summary: Phrase("a deck's words"), arguments: [deckArgument],
        help: [.paragraph(Phrase("List a deck's words with their meanings and English.")), .usage])
    static let removeConfiguration = CommandConfiguration(
        name: "remove", aliases: ["rm", "delete"], summary: Phrase("remove a deck"),
        arguments: [deckArgument],
        help: [
            .paragraph(
                Phrase(
                    "Remove a deck, its words and the pictures and sounds its import brought. Your answers on them, their schedules and their place in `stats` and `export` are kept."
                )),
            .usage, .options,
        ])
    static let configuration = CommandConfiguration(
        name: "deck", summary: Phrase("your own words: import, list, use, show, remove"), topic: .words,
        help: [
            .paragraph(
                Phrase(
                    "Study your own words: a TOPIK list, a textbook chapter, an Anki deck. Words from a deck follow the same loop as the bank's: met by `today` or `learn`, then quizzed, reviewed, counted in `stats` and exported."
                )),
            .usage,
            .paragraph(
                Phrase("Add one word with `wordquiz add WORD [--meaning …] [--english …] [--deck NAME]`.")),
        ],
        actions: [Import.self, List.self, Use.self, Show.self, Remove.self])

    /// A deck's word as the quiz knows it (as the store reads it back).
    static func card(of row: DeckFile.Row, deck: String) -> QuizCard {
        let example = row.example ?? ""
        var marked = example
        if let range = example.range(of: row.word) { marked.replaceSubrange(range, with: "{\(row.word)}") }
        return QuizCard(
            BankWord(
                headword: row.word, definition: row.meaning ?? "", markedExample: marked, english: row.english ?? "",
                deck: deck))
    }

    /// A deck's name: letters (Hangul too), digits, - and _, up to 40; not `bank`.
    static func validatedName(_ name: String) throws(CommandFailure) -> String {
        let valid =
            !name.isEmpty && name.count <= 40
            && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        guard valid else {
            throw failure(Phrase("a deck's name takes letters, digits, - and _ (up to 40), not '\(name, .deck)'"))
        }
        guard name != WordStore.bankDeck else {
            throw failure(Phrase("'bank' is the built-in word bank: choose another name"))
        }
        return name
    }

    /// `deck import FILE`.
    struct Import: ConcurrentCommand {
        static let configuration = importConfiguration

        struct Options: CommandOptions {
            @Option(DeckCommand.nameOption) var name: String?
            @Flag(
                CommonOption.offline.described(
                    Phrase(
                        "keep what the file gave; by default, with a dictionary key, words without a meaning get the dictionary's"
                    )))
            var isOffline: Bool
            @Flag(DeckCommand.historyOption) var withHistory: Bool
            @Option(DeckCommand.wordFieldOption) var wordField: String?
            @Option(DeckCommand.meaningFieldOption) var meaningField: String?
            @Option(DeckCommand.englishFieldOption) var englishField: String?
            @Option(DeckCommand.exampleFieldOption) var exampleField: String?
            @Flag(CommonOption.json) var json: Bool

            var fieldNames: AnkiImportPlan.FieldNames {
                AnkiImportPlan.FieldNames(
                    word: wordField, meaning: meaningField, english: englishField, example: exampleField)
            }

            /// The package options given, which a word list cannot take.
            var packageOptionsGiven: [String] {
                let given = [
                    (DeckCommand.historyOption, withHistory), (DeckCommand.wordFieldOption, wordField != nil),
                    (DeckCommand.meaningFieldOption, meaningField != nil),
                    (DeckCommand.englishFieldOption, englishField != nil),
                    (DeckCommand.exampleFieldOption, exampleField != nil),
                ]
                return given.filter(\.1).map(\.0.name)
            }
        }

        var file: String
        let options: Options

        init(_ parsed: ParsedArguments) throws(CommandFailure) {
            file = parsed.positionals[0]
            options = try parsed.options()
        }

        func run(_ context: AppContext) async throws {
            let path = context.absolutePath(file)
            let deck = try DeckCommand.validatedName(
                options.name ?? ((path as NSString).lastPathComponent as NSString).deletingPathExtension)
            let importer = DeckImporter(
                path: path, deck: deck, looksUpMeanings: !options.isOffline, withHistory: options.withHistory,
                fieldNames: options.fieldNames, packageOptionsGiven: options.packageOptionsGiven)
            // A long import counts on stderr's terminal, and clears its line when done.
            let line = ProgressLine(context)
            let report = try await importer.run(
                context, tell: { context.note($0) },
                progress: { done, total in
                    if total >= 1000 { line.show(Phrase("importing… \(done, .number)/\(total, .total)")) }
                })
            line.clear()
            try context.show(report, as: OutputFormat(json: options.json, color: .never))
        }
    }

    /// `deck list`.
    struct List: SynchronousCommand {
        static let configuration = listConfiguration

        init(_ parsed: ParsedArguments) {}

        func run(_ context: AppContext) throws {
            let setup = try CommandSetup.prepare(context, date: nil, readOnly: true)
            let language = context.language
            let rows = try DeckShelf(store: setup.store).rows().map {
                ($0.name, $0.words, $0.isInUse, $0.isBank ? Phrase("the built-in word bank") : Phrase.empty)
            }
            let width = rows.map { DisplayWidth.width(of: $0.0) }.max() ?? 0
            let inUseMark = Phrase("[in use]").text(in: language)
            for (name, words, used, note) in rows {
                let count = DeckCommand.wordCount(words)
                let mark = used ? inUseMark : String(repeating: " ", count: DisplayWidth.width(of: inUseMark))
                let noteText = note.text(in: language)
                let line =
                    "\(DisplayWidth.padded(name, to: width))  \(mark)  \(count.text(in: language))"
                    + (noteText.isEmpty ? "" : "  (\(noteText))")
                context.stdout.write(
                    DisplayWidth.wrapLabelled(line, columns: context.terminalColumns).map { $0 + "\n" }.joined())
            }
        }
    }

    /// `deck use NAME…`.
    struct Use: SynchronousCommand {
        static let configuration = useConfiguration

        var names: [String]

        init(_ parsed: ParsedArguments) {
            names = parsed.positionals
        }

        func run(_ context: AppContext) throws {
            let setup = try CommandSetup.prepare(context, date: nil)
            let chosen: [String]
            do {
                chosen = try DeckShelf(store: setup.store).use(names, at: context.unixSeconds)
            } catch let unknown as DeckShelf.UnknownDeck {
                throw Self.failure(
                    Phrase("there is no deck '\(unknown.name, .deck)'")
                        + Suggestion.clause(for: unknown.name, among: unknown.known))
            }
            let decks = chosen.joined(separator: ", ")
            context.say(Phrase("the words of the day and `learn` now come from: \(decks, .deck)"))
        }
    }

    /// `deck show NAME`.
    struct Show: SynchronousCommand {
        static let configuration = showConfiguration

        var name: String

        init(_ parsed: ParsedArguments) {
            name = parsed.positionals[0]
        }

        func run(_ context: AppContext) throws {
            let setup = try CommandSetup.prepare(context, date: nil, readOnly: true)
            guard let words = try DeckShelf(store: setup.store).words(of: name) else {
                throw Self.failure(Phrase("there is no deck '\(name, .deck)'"))
            }
            let width = min(words.map { DisplayWidth.width(of: $0.headword) }.max() ?? 0, 20)
            for word in words {
                let meaning = word.definition.isEmpty ? "—" : word.definition
                let english = word.english.isEmpty ? "" : " (\(word.english))"
                context.stdout.write(
                    DisplayWidth.padded(word.headword, to: width) + "  "
                        + Truncation.toColumns(meaning + english, max(20, context.terminalColumns - width - 2)) + "\n")
            }
            context.say(DeckCommand.wordCount(words.count))
        }
    }

    /// `deck remove NAME`.
    struct Remove: SynchronousCommand {
        static let configuration = removeConfiguration

        struct Options: CommandOptions {
            @Flag(DeckCommand.yesOption) var yes: Bool
        }

        var name: String
        let options: Options

        init(_ parsed: ParsedArguments) throws(CommandFailure) {
            name = parsed.positionals[0]
            options = try parsed.options()
        }

        func run(_ context: AppContext) throws {
            guard name != WordStore.bankDeck else {
                throw CommandFailure.usage(
                    Phrase("the built-in word bank cannot be removed; `deck use` other decks instead"), usageOf: nil)
            }
            let setup = try CommandSetup.prepare(context, date: nil)
            let shelf = DeckShelf(store: setup.store)
            guard let count = try shelf.wordCount(of: name) else {
                throw Self.failure(Phrase("there is no deck '\(name, .deck)'"))
            }
            let language = context.language
            if !options.yes {
                var prompter = Prompter(context: context, isInteractive: true, language: language)
                let question = Phrase(
                    "Remove the deck '\(name, .deck)' and its \(count, one: "word", other: "words")? Your answers on them are kept."
                )
                guard try prompter.confirm(question, default: false) else {
                    return context.say(Phrase("kept '\(name, .deck)'."))
                }
            }
            try shelf.remove(name, paths: context.paths)
            context.say(Phrase("removed the deck '\(name, .deck)'; your answers and schedules on its words are kept."))
        }
    }

    /// "1 word", "12 words".
    static func wordCount(_ count: Int) -> Phrase {
        Phrase("\(count, one: "word", other: "words")")
    }
}
