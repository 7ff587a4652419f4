import WordQuizCore

/// `wordquiz add WORD`: one word into a deck (by default `mine`), as a line of an imported
/// file would be.
struct AddCommand {
    static let usage = "Usage: wordquiz add WORD [--meaning TEXT] [--english TEXT] [--example TEXT] [--deck NAME]"

    static let defaultDeck = "mine"

    static let meaningOption = OptionSpec(
        name: "--meaning", value: .free, placeholder: "TEXT",
        help: Phrase("its meaning, in Korean or any language you read"))
    static let englishOption = OptionSpec(
        name: "--english", value: .free, placeholder: "TEXT", help: Phrase("an English gloss"))
    static let exampleOption = OptionSpec(
        name: "--example", value: .free, placeholder: "TEXT", help: Phrase("an example sentence that uses it"))
    static let deckOption = OptionSpec(
        name: "--deck", value: .free, placeholder: "NAME", help: Phrase("the deck (default mine)"))
    static let spec = CommandSpec(
        words: ["add"], summary: Phrase("add one word of your own to a deck"), usage: usage,
        options: [meaningOption, englishOption, exampleOption, deckOption], arguments: ["WORD"],
        help: [
            .paragraph(
                Phrase(
                    "Add one word of your own to a deck (made if new; `mine` by default). Adding a word the deck has already updates it. Study the deck with `wordquiz deck use NAME`."
                )),
            .usage, .options,
        ])

    var row: DeckFile.Row
    var deck = AddCommand.defaultDeck

    init(arguments: [String]) throws(CommandFailure) {
        guard let word = arguments.first, !word.hasPrefix("-") else {
            throw .usage(Phrase("add needs a WORD"), help: Self.usage)
        }
        let cleaned = DictionaryText.clean(word)
        if let reason = DeckFile.problem(with: cleaned) {
            throw .usage(Phrase("cannot add it: \(reason, .reason)"), help: Self.usage)
        }
        row = DeckFile.Row(word: cleaned, line: 1)
        let parsed = try Self.spec.parse(Array(arguments.dropFirst()))
        if let unexpected = parsed.positionals.first {
            throw parsed.failure(Phrase("unexpected argument '\(unexpected, .value)'"))
        }
        row.meaning = parsed.value(Self.meaningOption).map(DictionaryText.clean)
        row.english = parsed.value(Self.englishOption).map(DictionaryText.clean)
        row.example = parsed.value(Self.exampleOption).map(DictionaryText.clean)
        if let name = parsed.value(Self.deckOption) { deck = try DeckCommand.validatedName(name) }
    }

    func run(_ context: AppContext) throws {
        let setup = try CommandSetup.prepare(context, date: nil)
        let result = try setup.store.importDeck(deck, rows: [row], at: context.unixSeconds)
        let word = row.word
        let said =
            result.added == 1
            ? Phrase("added ‘\(word, .word)’ in the deck '\(deck, .deck)'")
            : Phrase("updated ‘\(word, .word)’ in the deck '\(deck, .deck)'")
        let hint =
            try setup.store.decksInUse().contains(deck)
            ? Phrase.empty : Phrase(" (study it with: wordquiz deck use \(deck, .deck))")
        context.say(said + hint)
    }
}
