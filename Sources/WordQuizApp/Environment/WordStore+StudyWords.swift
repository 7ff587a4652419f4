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

    /// What the day's pick is kept under, for the decks in use now.
    func pickKey(_ level: LevelChoice) throws -> DayPickKey {
        DayPickKey(level: level, decks: try decksInUse())
    }

    /// A word the learner may have met, from the bank or any deck.
    func knownWord(_ headword: String) throws -> BankWord? {
        try WordBank.embedded.word(headword) ?? deckWord(headword)
    }

    /// The words due on `day`, the longest waiting first: studied words whose review has come,
    /// and words met on an earlier day (by `today`, a digest or `learn`) and never answered,
    /// whose first review is the day after they were met. A met word the quiz cannot ask (a
    /// deck's word with neither meaning nor English) waits.
    func dueReviews(on day: Int, limit: Int) throws -> [QuizCard] {
        let studied = try dueCardsWithDays(on: day, limit: limit)
        let first = try firstReviewsDue(on: day, limit: limit).compactMap { headword, dueDay in
            try knownWord(headword).map { (card: QuizCard($0), dueDay: dueDay) }
        }.filter { !$0.card.definition.isEmpty }
        // Merged by the day each fell due; a first review before a studied word of the same day.
        var merged: [QuizCard] = []
        var (i, j) = (0, 0)
        while merged.count < limit, i < studied.count || j < first.count {
            if j < first.count, i == studied.count || first[j].dueDay <= studied[i].dueDay {
                merged.append(first[j].card)
                j += 1
            } else {
                merged.append(studied[i].card)
                i += 1
            }
        }
        return merged
    }
}
