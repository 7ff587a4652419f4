import WordQuizCore
import WordQuizHTTP
import WordQuizStore

/// With a key, fetches the dictionary entries a quiz needs, several at once, and caches them;
/// the quiz then asks with the dictionary's definitions, as `today` showed them.
struct EntryPrefetcher {
    var context: AppContext
    var configuration: Configuration
    var store: WordStore
    var provider: Provider

    /// At most this many requests in flight.
    static let concurrency = 4

    /// The cards with dictionary definitions where an entry is cached or could be fetched.
    /// Words that fail keep the word bank's definition; one warning says how many.
    func enrich(_ cards: [QuizCard]) async -> [QuizCard] {
        guard provider != .offline else { return cards }
        var entries: [String: Entry] = [:]
        var missing: [QuizCard] = []
        for card in cards {
            if let cached = try? store.cachedEntry(provider: provider, headword: card.headword) {
                entries[card.headword] = cached.entry
            } else {
                missing.append(card)
            }
        }
        let client = DictionaryClient(
            http: HTTPClient(configuration: context.httpConfiguration(applying: configuration)),
            configuration: configuration)
        let provider = provider
        // One budget for the whole prefetch, however many rounds of four it takes.
        let deadline = client.budgetDeadline()
        var failures = 0
        var next = missing.makeIterator()
        await withTaskGroup(of: (QuizCard, DictionaryClient.Fetched?).self) { group in
            func start(_ card: QuizCard) {
                let wanted =
                    WordBank.embedded.word(card.headword)?.wanted
                    ?? DictionaryClient.Wanted(word: card.headword, partOfSpeech: card.partOfSpeech)
                group.addTask {
                    let fetched = try? await client.fetchEntry(wanted, from: provider, deadline: deadline)
                    return (card, fetched)
                }
            }
            for _ in 0..<Self.concurrency {
                guard let card = next.next() else { break }
                start(card)
            }
            for await (card, fetched) in group {
                if let fetched {
                    entries[card.headword] = fetched.entry
                    try? store.saveEntry(
                        fetched.entry, headword: card.headword, rawSearch: fetched.rawSearch,
                        rawView: fetched.rawView, format: fetched.format,
                        at: context.unixSeconds)
                } else {
                    failures += 1
                }
                if let card = next.next() { start(card) }
            }
        }
        if failures > 0 {
            context.stderr.write(
                "wordquiz: warning: \(provider.displayName) gave no entry for \(failures) of \(missing.count) words; their definitions come from the built-in word bank.\n"
            )
        }
        return cards.map { card in
            guard let entry = entries[card.headword], let definition = entry.senses.first?.definition else {
                return card
            }
            var enriched = card
            enriched.definition = definition
            enriched.english = entry.englishGloss ?? card.english
            return enriched
        }
    }
}
