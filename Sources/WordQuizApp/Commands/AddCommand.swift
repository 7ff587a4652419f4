import WordQuizCore

/// `wordquiz add WORD`: one word into a deck (by default `mine`), as a line of an imported
/// file would be.
struct AddCommand: SynchronousCommand {
    static let defaultDeck = "mine"

    static let configuration = CommandConfiguration(
        name: "add", summary: Phrase("add one word of your own to a deck"), topic: .words,
        arguments: [ArgumentSpec(name: "WORD", what: Phrase("a word"))],
        help: [
            .paragraph(
                Phrase(
                    "Add one word of your own to a deck (made if new; `mine` by default). Adding a word the deck has already updates it. Study the deck with `wordquiz deck use NAME`."
                )),
            .usage, .options,
        ])

    struct Options: CommandOptions {
        @Option(
            OptionSpec(
                name: "--meaning", value: .free, placeholder: "TEXT",
                help: Phrase("its meaning, in Korean or any language you read")))
        var meaning: String?
        @Option(OptionSpec(name: "--english", value: .free, placeholder: "TEXT", help: Phrase("an English gloss")))
        var english: String?
        @Option(
            OptionSpec(
                name: "--example", value: .free, placeholder: "TEXT", help: Phrase("an example sentence that uses it")))
        var example: String?
        @Option(OptionSpec(name: "--deck", value: .free, placeholder: "NAME", help: Phrase("the deck (default mine)")))
        var deck: String?
    }

    var row: DeckFile.Row
    var deck = AddCommand.defaultDeck

    init(_ parsed: ParsedArguments) throws(CommandFailure) {
        let cleaned = DictionaryText.clean(parsed.positionals[0])
        if let reason = DeckFile.problem(with: cleaned) {
            throw parsed.failure(Phrase("cannot add it: \(reason, .reason)"))
        }
        row = DeckFile.Row(word: cleaned, line: 1)
        let options = try parsed.options(Options.self)
        row.meaning = options.meaning.map(DictionaryText.clean)
        row.english = options.english.map(DictionaryText.clean)
        row.example = options.example.map(DictionaryText.clean)
        if let name = options.deck { deck = try DeckCommand.validatedName(name) }
    }

    func run(_ context: AppContext) throws {
        let setup = try CommandSetup.prepare(context, date: nil)
        let added = try DeckShelf(store: setup.store).add(row, to: deck, at: context.unixSeconds)
        let word = row.word
        let said =
            added.isNew
            ? Phrase("added ‘\(word, .word)’ in the deck '\(deck, .deck)'")
            : Phrase("updated ‘\(word, .word)’ in the deck '\(deck, .deck)'")
        let hint = added.useToStudy.map { Phrase(" (study it with: wordquiz deck use \($0, .deck))") } ?? .empty
        context.say(said + hint)
    }
}
