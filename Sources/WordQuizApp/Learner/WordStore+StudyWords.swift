import WordQuizCore
import WordQuizStore

extension WordStore {
    /// The name of the built-in word bank among the decks.
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

    /// A study word by its headword as spelt among the study words, as `studyWords(from:)`
    /// would give it (the first deck in use that has it, the bank among them), without reading
    /// every deck's words: a recorded pick is looked up, a collection of 20,000 is not read.
    func studyWord(_ headword: String, from inUse: [String]) throws -> BankWord? {
        guard !inUse.isEmpty else { return WordBank.embedded.word(headword) }
        for deck in inUse {
            let word = deck == Self.bankDeck ? WordBank.embedded.word(headword) : try deckWord(headword, inDeck: deck)
            if let word { return word }
        }
        return nil
    }

    /// A word the learner may have met, from the bank or any deck.
    func knownWord(_ headword: String) throws -> BankWord? {
        try WordBank.embedded.word(headword) ?? deckWord(headword)
    }

    /// The word as the learner's record knows it best: a dictionary's cached entry (which may
    /// have a recording), else the bank's or a deck's word; nil for a word it does not know.
    func knownEntry(_ headword: String) throws -> Entry? {
        // A cache that cannot be read is no reason not to know the word.
        if let cached = try? newestCachedEntry(headword: headword) { return cached.entry }
        return try knownWord(headword)?.entry
    }

    /// The words due on `day`, as `review` asks them: the met words' first reviews, then the
    /// studied words, most overdue first (`ReviewLoad` says why, and how many of each).
    func dueReviews(on day: Int, limit: Int) throws -> [QuizCard] {
        let first = try firstReviewCards(on: day, limit: limit)
        return first + (try dueCards(on: day, limit: max(0, limit - first.count)))
    }

    /// Words met on an earlier day (by `today`, a digest or `learn`) and never answered, the
    /// longest waiting first: their first review. A met word the quiz cannot ask (a deck's word
    /// with neither meaning nor English) waits.
    func firstReviewCards(on day: Int, limit: Int) throws -> [QuizCard] {
        try firstReviewsDue(on: day, limit: limit).compactMap { try knownWord($0).map(QuizCard.init) }.filter {
            !$0.definition.isEmpty
        }
    }
}
