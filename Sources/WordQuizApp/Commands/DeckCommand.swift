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
    static let packageOptions = [
        historyOption, wordFieldOption, meaningFieldOption, englishFieldOption, exampleFieldOption,
    ]
    static let importConfiguration = CommandConfiguration(
        name: "import", summary: Phrase("import a word list"),
        options: [
            nameOption,
            CommonOption.offline.described(
                Phrase(
                    "keep what the file gave; by default, with a dictionary key, words without a meaning get the dictionary's"
                )),
        ] + packageOptions, arguments: [ArgumentSpec(name: "FILE", what: Phrase("a file to import"))],
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
        name: "remove", aliases: ["rm", "delete"], summary: Phrase("remove a deck"), options: [yesOption],
        arguments: [deckArgument],
        help: [
            .paragraph(
                Phrase(
                    "Remove a deck and its words. Your answers on them, their schedules and their place in `stats` and `export` are kept."
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

        var file: String
        var name: String?
        var isOffline: Bool
        var withHistory: Bool
        var fieldNames: AnkiImportPlan.FieldNames
        /// The package options given, which a word list cannot take.
        var packageOptionsGiven: [String]

        init(_ parsed: ParsedArguments) {
            file = parsed.positionals[0]
            name = parsed.value(DeckCommand.nameOption)
            isOffline = parsed.has(CommonOption.offline)
            withHistory = parsed.has(DeckCommand.historyOption)
            fieldNames = AnkiImportPlan.FieldNames(
                word: parsed.value(DeckCommand.wordFieldOption), meaning: parsed.value(DeckCommand.meaningFieldOption),
                english: parsed.value(DeckCommand.englishFieldOption),
                example: parsed.value(DeckCommand.exampleFieldOption))
            packageOptionsGiven = DeckCommand.packageOptions.filter { parsed.has($0) }.map(\.name)
        }

        func run(_ context: AppContext) async throws {
            let path = context.absolutePath(file)
            let deck = try DeckCommand.validatedName(
                name ?? ((path as NSString).lastPathComponent as NSString).deletingPathExtension)
            if case .success(let head) = RegularFile.prefix(path, count: 4), AnkiPackageImport.isPackage(head) {
                let (rows, setup) = try importPackage(path, into: deck, context)
                try await finish(rows, deck: deck, setup: setup, context)
                return
            }
            if let option = packageOptionsGiven.first {
                throw DeckCommand.failure(
                    Phrase("\(option, .option) is for Anki packages (.apkg, .colpkg); \(path, .path) is a word list"))
            }
            let data: [UInt8]
            switch RegularFile.read(path, limit: 50 << 20) {
            case .success(let bytes): data = bytes
            case .failure(.tooLarge):
                throw CommandFailure.fileAccess(
                    .importFile, path: path, reason: Phrase("it is larger than 50 MB"))
            case .failure(.notRegular):
                throw CommandFailure.fileAccess(
                    .read, path: path, reason: Phrase("it is not a regular file"))
            case .failure:
                throw CommandFailure.fileAccess(.read, path: path, reason: Phrase("no such readable file"))
            }
            // Korean Excel saves CP949, its "Unicode text" UTF-16: both read as what they are.
            guard let (text, encoding) = TextEncoding.utf8(data) else {
                throw CommandFailure.unreadableText(path: path)
            }
            if let encoding { context.note(Phrase("\(path, .path) read as \(encoding, .name) text.")) }
            let parsed = DeckFile(parsing: text)
            let language = context.language
            for problem in parsed.problems.prefix(20) {
                context.note(Phrase("\(path, .path):\(problem.line, .line): \(problem.reason, .reason); skipped."))
            }
            if parsed.problems.count > 20 {
                context.note(
                    Phrase("… and \(parsed.problems.count - 20, one: "more line", other: "more lines") skipped."))
            }
            guard !parsed.rows.isEmpty else {
                throw CommandFailure.noWordToImport(path: path)
            }

            let setup = try CommandSetup.prepare(context, date: nil)
            let total = parsed.rows.count
            let showsProgress = context.isStderrTerminal && total >= 1000
            let result = try setup.store.importDeck(
                deck, rows: parsed.rows, at: context.unixSeconds,
                progress: showsProgress
                    ? {
                        context.stderr.write(
                            "\r" + Phrase("importing… \($0, .number)/\(total, .total)").text(in: language))
                    } : nil)
            if showsProgress { context.stderr.write("\r\u{1B}[K") }
            context.say(
                parsed.problems.isEmpty
                    ? Phrase(
                        "deck '\(deck, .deck)': \(result.added, one: "word", other: "words") added, \(result.updated, .number) updated."
                    )
                    : Phrase(
                        "deck '\(deck, .deck)': \(result.added, one: "word", other: "words") added, \(result.updated, .number) updated; \(parsed.problems.count, one: "line", other: "lines") skipped."
                    ))

            try await finish(parsed.rows, deck: deck, setup: setup, context)
        }

        /// After the words are in: the dictionary's meanings for those without, and how to study
        /// the deck.
        private func finish(_ rows: [DeckFile.Row], deck: String, setup: CommandSetup, _ context: AppContext)
            async throws
        {
            let needMeaning = rows.filter { $0.meaning == nil }
            if !isOffline, !needMeaning.isEmpty, let provider = try? setup.configuration.provider(),
                provider != .offline
            {
                let filled = await fillMeanings(needMeaning, deck: deck, provider: provider, setup: setup, context)
                context.say(
                    Phrase(
                        "\(provider.displayName, .dictionary) gave the meaning of \(filled, .number) of the \(needMeaning.count, one: "word", other: "words") that had none."
                    ))
            }
            let inUse = try setup.store.decksInUse()
            if !inUse.contains(deck) {
                context.say(
                    Phrase(
                        "study it with: wordquiz deck use \(DeckCommand.decksToUse(inUse, adding: deck), .deck)   (the decks in use now, and this one)"
                    ))
            }
        }

        /// An Anki package's notes as the deck's words (with their pictures and sounds), and
        /// with --with-history their review log and schedules, in one transaction.
        private func importPackage(_ path: String, into deck: String, _ context: AppContext) throws -> (
            [DeckFile.Row], CommandSetup
        ) {
            let package = try AnkiPackageImport(context: context, path: path)
            let setup = try CommandSetup.prepare(context, date: nil)
            let collection = try package.collection()
            let rules = context.timeZoneRules(nil)
            let dayStart = setup.configuration.dayStartHour
            let plan: AnkiImportPlan
            do throws(AnkiImportPlan.Refusal) {
                plan = try AnkiImportPlan(
                    collection, fieldNames: fieldNames, withHistory: withHistory, fsrs: setup.fsrs,
                    imageSources: AnkiPackageImport.imageSources,
                    learnerDay: { milliseconds in
                        // Within the years a calendar has: a damaged moment is a far day, not a trap.
                        let seconds = FireTimes.floorDivide(milliseconds, 1000)
                        let local = LocalTime(
                            instant: min(max(seconds, -62_135_596_800), 253_402_300_799), rules: rules)
                        return LearnerDay.dayNumber(localDate: local.date, hour: local.hour, rolloverHour: dayStart)
                    })
            } catch {
                switch error {
                case .noSuchField(let field, let notetypes):
                    throw DeckCommand.failure(
                        Phrase(
                            "no notetype of \(path, .path) has a field ‘\(field, .value)’ (its notetypes: \(notetypes.joined(separator: "; "), .detail))"
                        ))
                }
            }
            for mapping in plan.mappings where mapping.word < mapping.fields.count {
                context.note(
                    Phrase(
                        "notetype ‘\(mapping.notetype, .name)’: the word from ‘\(mapping.fields[mapping.word], .value)’, the meaning from ‘\(mapping.meaning.map { mapping.fields[$0] } ?? "—", .text)’."
                    ))
            }
            for problem in plan.problems.prefix(20) {
                context.note(
                    Phrase("\(path, .path): note \(problem.note, .number): \(problem.reason, .reason); skipped."))
            }
            if plan.problems.count > 20 {
                context.note(
                    Phrase("… and \(plan.problems.count - 20, one: "more note", other: "more notes") skipped."))
            }
            guard !plan.words.isEmpty else { throw CommandFailure.noWordToImport(path: path) }

            // Pictures and sounds first; removed again if the words cannot be written.
            var written: [String] = []
            var rows: [DeckFile.Row] = []
            var histories: [WordStore.ImportedHistory] = []
            for word in plan.words {
                var row = word.row
                row.noteGUID = word.guid
                row.picture = package.picture(word.pictures, deck: deck, written: &written)
                row.sounds = package.sounds(word.sounds, deck: deck, written: &written)
                rows.append(row)
                if let history = word.history {
                    histories.append(
                        WordStore.ImportedHistory(
                            card: DeckCommand.card(of: row, deck: deck), schedule: history.schedule,
                            answers: history.answers))
                }
            }
            let language = context.language
            let total = histories.count
            let showsProgress = context.isStderrTerminal && total >= 1000
            let result: WordStore.HistoryImport
            do {
                result = try setup.store.importDeck(
                    deck, rows: rows, histories: histories,
                    sessionID: "anki-\(context.makeUUID().uuidString.lowercased())",
                    at: context.unixSeconds,
                    progress: showsProgress
                        ? {
                            context.stderr.write(
                                "\r" + Phrase("importing… \($0, .number)/\(total, .total)").text(in: language))
                        } : nil)
            } catch {
                for file in written { unlink(file) }
                throw error
            }
            if showsProgress { context.stderr.write("\r\u{1B}[K") }
            context.say(
                plan.problems.isEmpty
                    ? Phrase(
                        "deck '\(deck, .deck)': \(result.deck.added, one: "word", other: "words") added, \(result.deck.updated, .number) updated."
                    )
                    : Phrase(
                        "deck '\(deck, .deck)': \(result.deck.added, one: "word", other: "words") added, \(result.deck.updated, .number) updated; \(plan.problems.count, one: "note", other: "notes") skipped."
                    ))
            let pictures = rows.filter { $0.picture != nil }.count
            if pictures > 0 {
                context.say(Phrase("\(pictures, one: "word", other: "words") with the picture their note showed."))
            }
            if withHistory {
                context.say(
                    Phrase(
                        "from Anki's review log: \(result.answersAdded, one: "answer", other: "answers") added (\(result.answersKnown, .number) already here); \(result.schedulesTaken, one: "word", other: "words") scheduled as in Anki, \(result.schedulesKept, .number) kept as reviewed here since."
                    ))
                if plan.unscheduledCards > 0 {
                    context.note(
                        Phrase(
                            "\(plan.unscheduledCards, one: "card", other: "cards") Anki has not scheduled (new or reset) came without their answers."
                        ))
                }
            }
            if plan.notesWithSeveralCards > 0 {
                context.note(
                    Phrase(
                        "\(plan.notesWithSeveralCards, one: "note has", other: "notes have") more than one card: each word takes its note's first card."
                    ))
            }
            return (rows, setup)
        }

        /// Asks the dictionary for the words that came without a meaning (cached, several at
        /// once, within the network budget) and writes the meanings into the deck.
        private func fillMeanings(
            _ rows: [DeckFile.Row], deck: String, provider: Provider, setup: CommandSetup, _ context: AppContext
        ) async -> Int {
            let prefetcher = EntryPrefetcher(
                context: context, configuration: setup.configuration, store: setup.store, provider: provider)
            let cards = rows.map { QuizCard(headword: $0.word, partOfSpeech: nil, definition: "") }
            let (cached, missing) = prefetcher.applyCached(cards)
            let arrived = Mutex<[QuizCard]>(cached.filter { !$0.definition.isEmpty })
            _ = await prefetcher.fetch(missing) { card in arrived.withLock { $0.append(card) } }
            let found = arrived.withLock { $0 }
            for card in found where !card.definition.isEmpty {
                try? setup.store.completeDeckWord(
                    card.headword, meaning: card.definition, english: card.english, in: deck)
            }
            return found.count
        }

    }

    /// `deck list`.
    struct List: SynchronousCommand {
        static let configuration = listConfiguration

        init(_ parsed: ParsedArguments) {}

        func run(_ context: AppContext) throws {
            let setup = try CommandSetup.prepare(context, date: nil, readOnly: true)
            let decks = try setup.store.decks().filter { $0.name != WordStore.bankDeck }
            let inUse = try setup.store.decksInUse()
            let bankInUse = inUse.isEmpty || inUse.contains(WordStore.bankDeck)
            let language = context.language
            let rows =
                [(WordStore.bankDeck, WordBank.embedded.words.count, bankInUse, Phrase("the built-in word bank"))]
                + decks.map { ($0.name, $0.words, $0.isInUse, Phrase.empty) }
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
            let known = Set(try setup.store.decks().map(\.name))
            var chosen: [String] = []
            for name in names {
                guard name == WordStore.bankDeck || known.contains(name) else {
                    throw Self.failure(
                        Phrase("there is no deck '\(name, .deck)'")
                            + Suggestion.clause(for: name, among: Array(known) + [WordStore.bankDeck]))
                }
                if !chosen.contains(name) { chosen.append(name) }
            }
            if chosen.contains(WordStore.bankDeck) {
                // The bank has no words stored: a row marks it chosen.
                _ = try setup.store.importDeck(WordStore.bankDeck, rows: [], at: context.unixSeconds)
            }
            try setup.store.useDecks(chosen == [WordStore.bankDeck] ? [] : chosen)
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
            let words = name == WordStore.bankDeck ? WordBank.embedded.words : try setup.store.deckWords(name)
            let exists = try setup.store.decks().contains { $0.name == name }
            guard !words.isEmpty || exists else { throw Self.failure(Phrase("there is no deck '\(name, .deck)'")) }
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

        var name: String
        var yes: Bool

        init(_ parsed: ParsedArguments) {
            name = parsed.positionals[0]
            yes = parsed.has(DeckCommand.yesOption)
        }

        func run(_ context: AppContext) throws {
            guard name != WordStore.bankDeck else {
                throw CommandFailure.usage(
                    Phrase("the built-in word bank cannot be removed; `deck use` other decks instead"), usageOf: nil)
            }
            let setup = try CommandSetup.prepare(context, date: nil)
            guard let deck = try setup.store.decks().first(where: { $0.name == name }) else {
                throw Self.failure(Phrase("there is no deck '\(name, .deck)'"))
            }
            let language = context.language
            if !yes {
                var prompter = Prompter(context: context, isInteractive: true, language: language)
                let question = Phrase(
                    "Remove the deck '\(name, .deck)' and its \(deck.words, one: "word", other: "words")? Your answers on them are kept."
                )
                guard try prompter.confirm(question, default: false) else {
                    return context.say(Phrase("kept '\(name, .deck)'."))
                }
            }
            _ = try setup.store.removeDeck(name)
            context.say(Phrase("removed the deck '\(name, .deck)'; your answers and schedules on its words are kept."))
        }
    }

    /// The decks to name after `deck use` to study `deck` beside those in use (none in use is
    /// the bank): `bank 고급어휘 mine`, never only the new one, which would set the others aside.
    static func decksToUse(_ inUse: [String], adding deck: String) -> String {
        ((inUse.isEmpty ? [WordStore.bankDeck] : inUse) + [deck]).joined(separator: " ")
    }

    /// "1 word", "12 words".
    static func wordCount(_ count: Int) -> Phrase {
        Phrase("\(count, one: "word", other: "words")")
    }
}
