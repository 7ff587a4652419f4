import WordQuizCore

/// `wordquiz add WORD`: one word into a deck (by default `mine`), as a line of an imported
/// file would be.
struct AddCommand: SynchronousCommand {
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
    static let configuration = CommandConfiguration(
        name: "add", summary: Phrase("add one word of your own to a deck"), topic: .words,
        options: [meaningOption, englishOption, exampleOption, deckOption],
        arguments: [ArgumentSpec(name: "WORD", what: Phrase("a word"))],
        help: [
            .paragraph(
                Phrase(
                    "Add one word of your own to a deck (made if new; `mine` by default). Adding a word the deck has already updates it. Study the deck with `wordquiz deck use NAME`."
                )),
            .usage, .options,
        ])

    var row: DeckFile.Row
    var deck = AddCommand.defaultDeck

    init(_ parsed: ParsedArguments) throws(CommandFailure) {
        let cleaned = DictionaryText.clean(parsed.positionals[0])
        if let reason = DeckFile.problem(with: cleaned) {
            throw parsed.failure(Phrase("cannot add it: \(reason, .reason)"))
        }
        row = DeckFile.Row(word: cleaned, line: 1)
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
        let inUse = try setup.store.decksInUse()
        let hint =
            inUse.contains(deck)
            ? Phrase.empty
            : Phrase(" (study it with: wordquiz deck use \(DeckCommand.decksToUse(inUse, adding: deck), .deck))")
        context.say(said + hint)
    }
}
