import Foundation
import Synchronization
import WordQuizCore
import WordQuizStore

/// `wordquiz deck …`: the learner's own word lists. `import` reads a TSV, CSV, plain list or
/// Anki text export in one transaction; `use` chooses which decks (the built-in one is
/// `bank`) the word of the day and `learn` draw from; `list`, `show` and `remove`.
struct DeckCommand {
    static let usage = """
        Usage: wordquiz deck import FILE [--name NAME] [--offline]
               wordquiz deck list | use NAME… | show NAME | remove NAME [--yes]
        """

    static let nameOption = OptionSpec(
        name: "--name", value: .free, placeholder: "NAME", help: Phrase("the deck: letters, digits, - and _ (not bank)")
    )
    static let yesOption = OptionSpec(name: "--yes", help: Phrase("do not ask first"))
    static let importSpec = CommandSpec(
        words: ["deck", "import"], summary: Phrase("import a word list"),
        usage: "Usage: wordquiz deck import FILE [--name NAME] [--offline]",
        options: [
            nameOption,
            CommonOption.offline.described(
                Phrase(
                    "keep what the file gave; by default, with a dictionary key, words without a meaning get the dictionary's"
                )),
        ], arguments: ["FILE"],
        help: [
            .paragraph(
                Phrase("Import a word list into a deck (made if new, named after the file unless --name).")),
            .usage,
            .paragraph(
                Phrase(
                    "FILE is TSV or CSV — a header row naming the columns word, meaning, English, example and tags in any order (단어, 뜻, 영어, 예문, 태그 too), or those columns in that order — one word a line, or a text file Anki exported (#separator:, #html:, #columns:). Bad lines are named and skipped; nothing is half-imported; importing the same file again updates its words instead of doubling them. Markup and control characters are removed."
                )),
            .options,
        ])
    static let listSpec = CommandSpec(
        words: ["deck", "list"], aliases: ["ls"], summary: Phrase("the decks"), usage: "Usage: wordquiz deck list",
        help: [
            .paragraph(Phrase("List the decks: the built-in word bank and yours, their words, and which are in use.")),
            .usage,
        ])
    static let useSpec = CommandSpec(
        words: ["deck", "use"], summary: Phrase("choose the decks to study"), usage: "Usage: wordquiz deck use NAME…",
        arguments: ["NAME…"],
        help: [
            .paragraph(
                Phrase(
                    "Choose the decks the word of the day and `learn` draw from; `bank` is the built-in word bank (the default). Today's word changes with the choice."
                )),
            .usage,
        ])
    static let showSpec = CommandSpec(
        words: ["deck", "show"], summary: Phrase("a deck's words"), usage: "Usage: wordquiz deck show NAME",
        arguments: ["NAME"],
        help: [.paragraph(Phrase("List a deck's words with their meanings and English.")), .usage])
    static let removeSpec = CommandSpec(
        words: ["deck", "remove"], aliases: ["rm", "delete"], summary: Phrase("remove a deck"),
        usage: "Usage: wordquiz deck remove NAME [--yes]", options: [yesOption], arguments: ["NAME"],
        help: [
            .paragraph(
                Phrase(
                    "Remove a deck and its words. Your answers on them, their schedules and their place in `stats` and `export` are kept."
                )),
            .usage, .options,
        ])
    static let spec = CommandSpec(
        words: ["deck"], summary: Phrase("your own words: import, list, use, show, remove"), usage: usage,
        help: [
            .paragraph(
                Phrase(
                    "Study your own words: a TOPIK list, a textbook chapter, an Anki deck. Words from a deck follow the same loop as the bank's: met by `today` or `learn`, then quizzed, reviewed, counted in `stats` and exported."
                )),
            .usage,
            .paragraph(
                Phrase("Add one word with `wordquiz add WORD [--meaning …] [--english …] [--deck NAME]`.")),
        ],
        subcommands: [importSpec, listSpec, useSpec, showSpec, removeSpec])

    let arguments: [String]

    func run(_ context: AppContext) async throws {
        guard let typed = arguments.first else {
            throw CommandFailure.usage(
                Phrase("deck needs an action: import, list, use, show or remove"), help: Self.usage)
        }
        let rest = Array(arguments.dropFirst())
        // By the action's own name, whichever of its names was typed (the aliases are declared).
        switch Self.spec.subcommand(typed)?.name ?? typed {
        case "import": try await importFile(rest, context)
        case "list": try list(rest, context)
        case "use": try use(rest, context)
        case "show": try show(rest, context)
        case "remove": try remove(rest, context)
        default:
            let action = typed
            let actions = Self.spec.subcommands.map(\.name)
            throw CommandFailure.usage(
                Phrase("unknown deck action '\(action, .action)'") + Suggestion.clause(for: action, among: actions),
                help: Self.usage)
        }
    }

    /// A deck's name: letters (Hangul too), digits, - and _, up to 40; not `bank`.
    static func validatedName(_ name: String) throws(CommandFailure) -> String {
        let valid =
            !name.isEmpty && name.count <= 40
            && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        guard valid else {
            throw .usage(
                Phrase("a deck's name takes letters, digits, - and _ (up to 40), not '\(name, .deck)'"), help: usage)
        }
        guard name != WordStore.bankDeck else {
            throw .usage(Phrase("'bank' is the built-in word bank: choose another name"), help: usage)
        }
        return name
    }

    // MARK: - import

    private func importFile(_ arguments: [String], _ context: AppContext) async throws {
        let options = try Self.importSpec.parse(arguments)
        let name = options.value(Self.nameOption)
        let isOffline = options.has(CommonOption.offline)
        if let unexpected = options.positionals.dropFirst().first {
            throw options.failure(Phrase("unexpected argument '\(unexpected, .value)'"))
        }
        guard let file = options.positionals.first else {
            throw CommandFailure.usage(Phrase("deck import needs a FILE"), help: Self.usage)
        }
        let path = context.absolutePath(file)
        let deck = try Self.validatedName(
            name ?? ((path as NSString).lastPathComponent as NSString).deletingPathExtension)
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
        let parsed = DeckFile(parsing: Array(data))
        let language = context.language
        func say(_ phrase: Phrase) { context.stdout.write(phrase.text(in: language) + "\n") }
        for problem in parsed.problems.prefix(20) {
            let line = Phrase("\(path, .path):\(problem.line, .line): \(problem.reason, .reason); skipped.")
            context.stderr.write("wordquiz: \(line.text(in: language))\n")
        }
        if parsed.problems.count > 20 {
            let more = Phrase("… and \(parsed.problems.count - 20, one: "more line", other: "more lines") skipped.")
            context.stderr.write("wordquiz: \(more.text(in: language))\n")
        }
        guard !parsed.rows.isEmpty else {
            throw CommandFailure.usage(Phrase("\(path, .path) has no word to import"), help: nil)
        }

        let setup = try CommandSetup.prepare(context, date: nil)
        let total = parsed.rows.count
        let showsProgress = context.isStderrTerminal && total >= 1000
        let result = try setup.store.importDeck(
            deck, rows: parsed.rows, at: context.unixSeconds,
            progress: showsProgress
                ? {
                    context.stderr.write("\r" + Phrase("importing… \($0, .number)/\(total, .total)").text(in: language))
                } : nil)
        if showsProgress { context.stderr.write("\r\u{1B}[K") }
        say(
            parsed.problems.isEmpty
                ? Phrase(
                    "deck '\(deck, .deck)': \(result.added, one: "word", other: "words") added, \(result.updated, .number) updated."
                )
                : Phrase(
                    "deck '\(deck, .deck)': \(result.added, one: "word", other: "words") added, \(result.updated, .number) updated; \(parsed.problems.count, one: "line", other: "lines") skipped."
                ))

        let needMeaning = parsed.rows.filter { $0.meaning == nil }
        if !isOffline, !needMeaning.isEmpty, let provider = try? setup.configuration.provider(), provider != .offline {
            let filled = await fillMeanings(needMeaning, deck: deck, provider: provider, setup: setup, context)
            say(
                Phrase(
                    "\(provider.displayName, .dictionary) gave the meaning of \(filled, .number) of the \(needMeaning.count, one: "word", other: "words") that had none."
                ))
        }
        let inUse = try setup.store.decksInUse()
        if !inUse.contains(deck) {
            say(Phrase("study it with: wordquiz deck use \(deck, .deck)   (or: wordquiz deck use bank \(deck, .deck))"))
        }
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

    // MARK: - list, use, show, remove

    private func list(_ arguments: [String], _ context: AppContext) throws {
        // It takes no options and no words: parsing refuses any.
        _ = try Self.listSpec.parse(arguments)
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
            let count = Self.wordCount(words)
            let mark = used ? inUseMark : String(repeating: " ", count: DisplayWidth.width(of: inUseMark))
            let noteText = note.text(in: language)
            let line =
                "\(DisplayWidth.padded(name, to: width))  \(mark)  \(count.text(in: language))"
                + (noteText.isEmpty ? "" : "  (\(noteText))")
            context.stdout.write(line + "\n")
        }
    }

    private func use(_ arguments: [String], _ context: AppContext) throws {
        guard !arguments.isEmpty else {
            throw CommandFailure.usage(
                Phrase("deck use needs at least one deck (bank is the built-in one)"), help: Self.usage)
        }
        let setup = try CommandSetup.prepare(context, date: nil)
        let known = Set(try setup.store.decks().map(\.name))
        var chosen: [String] = []
        for name in arguments {
            guard name == WordStore.bankDeck || known.contains(name) else {
                throw CommandFailure.usage(
                    Phrase("there is no deck '\(name, .deck)'")
                        + Suggestion.clause(for: name, among: Array(known) + [WordStore.bankDeck]), help: Self.usage)
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

    private func show(_ arguments: [String], _ context: AppContext) throws {
        guard arguments.count == 1, let name = arguments.first else {
            throw CommandFailure.usage(Phrase("deck show needs one deck"), help: Self.usage)
        }
        let setup = try CommandSetup.prepare(context, date: nil, readOnly: true)
        let words = name == WordStore.bankDeck ? WordBank.embedded.words : try setup.store.deckWords(name)
        let exists = try setup.store.decks().contains { $0.name == name }
        guard !words.isEmpty || exists else {
            throw CommandFailure.usage(Phrase("there is no deck '\(name, .deck)'"), help: Self.usage)
        }
        let width = min(words.map { DisplayWidth.width(of: $0.headword) }.max() ?? 0, 20)
        for word in words {
            let meaning = word.definition.isEmpty ? "—" : word.definition
            let english = word.english.isEmpty ? "" : " (\(word.english))"
            context.stdout.write(
                DisplayWidth.padded(word.headword, to: width) + "  "
                    + Truncation.toColumns(meaning + english, max(20, context.terminalColumns - width - 2)) + "\n")
        }
        let count = Self.wordCount(words.count)
        context.say(count)
    }

    private func remove(_ arguments: [String], _ context: AppContext) throws {
        let parsed = try Self.removeSpec.parse(arguments)
        let yes = parsed.has(Self.yesOption)
        guard parsed.positionals.count == 1, let name = parsed.positionals.first else {
            throw CommandFailure.usage(Phrase("deck remove needs one deck"), help: Self.usage)
        }
        guard name != WordStore.bankDeck else {
            throw CommandFailure.usage(
                Phrase("the built-in word bank cannot be removed; `deck use` other decks instead"), help: nil)
        }
        let setup = try CommandSetup.prepare(context, date: nil)
        guard let deck = try setup.store.decks().first(where: { $0.name == name }) else {
            throw CommandFailure.usage(Phrase("there is no deck '\(name, .deck)'"), help: Self.usage)
        }
        let language = context.language
        if !yes {
            var prompter = Prompter(context: context, isInteractive: true, language: language)
            let question = Phrase(
                "Remove the deck '\(name, .deck)' and its \(deck.words, one: "word", other: "words")? Your answers on them are kept."
            )
            guard try prompter.confirm(question, default: false) else {
                context.stdout.write(Phrase("kept '\(name, .deck)'.").text(in: language) + "\n")
                return
            }
        }
        _ = try setup.store.removeDeck(name)
        context.stdout.write(
            Phrase("removed the deck '\(name, .deck)'; your answers and schedules on its words are kept.").text(
                in: language)
                + "\n")
    }

    /// "1 word", "12 words".
    static func wordCount(_ count: Int) -> Phrase {
        Phrase("\(count, one: "word", other: "words")")
    }
}
