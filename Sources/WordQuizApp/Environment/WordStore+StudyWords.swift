import WordQuizCore
import WordQuizStore

extension WordStore {
    /// The name of the built-in bank among the decks.
    static let bankDeck = WordBank.deckName

    /// The words the word of the day and `learn` draw from: the decks in use (the bank among
    /// them when chosen), in each deck's order; the bank alone when no deck is chosen.
    func studyWords() throws -> WordBank {
        try studyWords(from: try decksInUse())
    }

    /// The study words of these decks (the decks in use, read once by the caller).
    func studyWords(from inUse: [String]) throws -> WordBank {
        guard !inUse.isEmpty else { return .embedded }
        var seen = Set<String>()
        var words: [BankWord] = []
        for deck in inUse {
            let deckWords = deck == Self.bankDeck ? WordBank.embedded.words : try deckWords(deck)
            for word in deckWords where seen.insert(Headword.matchKey(word.headword)).inserted { words.append(word) }
        }
        return words.isEmpty ? .embedded : WordBank(words: words)
    }

    /// What the day's pick is kept under, for the decks in use now.
    func pickKey(_ level: LevelChoice) throws -> DayPickKey {
        DayPickKey(level: level, decks: try decksInUse())
    }

    /// A word the learner may have met, from the bank or any deck.
    func knownWord(_ headword: String) throws -> BankWord? {
        try WordBank.embedded.word(headword) ?? deckWord(headword)
    }
}
