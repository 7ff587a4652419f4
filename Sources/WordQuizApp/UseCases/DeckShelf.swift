import Foundation
import WordQuizCore
import WordQuizStore

/// The learner's decks as `deck` and `add` see them: the built-in bank (`bank`) beside the
/// decks imported, which of them the words of the day and `learn` come from, and their words;
/// choosing, adding a word to and removing a deck.
struct DeckShelf {
    let store: WordStore

    /// A deck in the list.
    struct Row: Equatable {
        var name: String
        var words: Int
        var isInUse: Bool
        /// The built-in word bank: always there, never stored.
        var isBank: Bool
    }

    /// The bank first (in use when no deck is chosen, or chosen beside others), then each deck.
    func rows() throws -> [Row] {
        let decks = try store.decks().filter { $0.name != WordStore.bankDeck }
        let inUse = try store.decksInUse()
        let bank = Row(
            name: WordStore.bankDeck, words: WordBank.embedded.words.count,
            isInUse: inUse.isEmpty || inUse.contains(WordStore.bankDeck), isBank: true)
        return [bank] + decks.map { Row(name: $0.name, words: $0.words, isInUse: $0.isInUse, isBank: false) }
    }

    /// The words of a deck in its order (the bank's own for `bank`); nil when there is no such deck.
    func words(of name: String) throws -> [BankWord]? {
        if name == WordStore.bankDeck { return WordBank.embedded.words }
        let words = try store.deckWords(name)
        if !words.isEmpty { return words }
        return try store.decks().contains { $0.name == name } ? words : nil
    }

    /// A deck named for `deck use` that is not one.
    struct UnknownDeck: Error {
        var name: String
        /// Every name that is one, for the nearest.
        var known: [String]
    }

    /// The words of the day and `learn` come from these decks from now on (each once, in the
    /// order named); `bank` alone is the bank as when nothing is chosen.
    @discardableResult
    func use(_ names: [String], at time: Int64) throws -> [String] {
        let known = Set(try store.decks().map(\.name))
        var chosen: [String] = []
        for name in names {
            guard name == WordStore.bankDeck || known.contains(name) else {
                throw UnknownDeck(name: name, known: Array(known) + [WordStore.bankDeck])
            }
            if !chosen.contains(name) { chosen.append(name) }
        }
        if chosen.contains(WordStore.bankDeck) {
            // The bank has no words stored: a row marks it chosen.
            _ = try store.importDeck(WordStore.bankDeck, rows: [], at: time)
        }
        try store.useDecks(chosen == [WordStore.bankDeck] ? [] : chosen)
        return chosen
    }

    /// The number of words of an imported deck; nil when there is no such deck.
    func wordCount(of name: String) throws -> Int? {
        try store.decks().first { $0.name == name }?.words
    }

    /// Removes a deck and its words, then the pictures and sounds its import wrote that no
    /// other deck names (only files in wordquiz's own folders for them, whatever a row says);
    /// the answers and schedules on its words are kept. Returns how many files went.
    @discardableResult
    func remove(_ name: String, paths: AppPaths) throws -> Int {
        let files = try store.filesOnlyOf(deck: name)
        _ = try store.removeDeck(name)
        let pictures = files.pictures.filter {
            $0.hasPrefix(paths.pictureDirectory + "/deck-")
                && !$0.dropFirst(paths.pictureDirectory.count + 1).contains("/")
        }
        let sounds = files.sounds.filter { !$0.contains("/") && !$0.hasPrefix(".") && !$0.isEmpty }.map {
            paths.dataDirectory + "/sounds/" + $0
        }
        return (pictures + sounds).filter { unlink($0) == 0 }.count
    }

    /// One word added to a deck (or updated, where the deck has it): whether it was new, and
    /// the decks to name after `deck use` to study it when its deck is not in use.
    func add(_ row: DeckFile.Row, to deck: String, at time: Int64) throws -> (isNew: Bool, useToStudy: String?) {
        let result = try store.importDeck(deck, rows: [row], at: time)
        let inUse = try store.decksInUse()
        return (result.added == 1, inUse.contains(deck) ? nil : Self.decksToUse(inUse, adding: deck))
    }

    /// The decks to name after `deck use` to study `deck` beside those in use (none in use is
    /// the bank): `bank 고급어휘 mine`, never only the new one, which would set the others aside.
    static func decksToUse(_ inUse: [String], adding deck: String) -> String {
        ((inUse.isEmpty ? [WordStore.bankDeck] : inUse) + [deck]).joined(separator: " ")
    }
}
