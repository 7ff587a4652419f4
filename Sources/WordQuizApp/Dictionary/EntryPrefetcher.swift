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
    static let concurrency = 8

    /// The cards with dictionary definitions where an entry is cached or could be fetched,
    /// after every fetch has ended. Words that fail keep the word bank's definition; one
    /// warning says how many.
    func enrich(_ cards: [QuizCard]) async -> [QuizCard] {
        guard provider != .offline else { return cards }
        let (withCached, missing) = applyCached(cards)
        let arrived = ArrivedCards()
        let failures = await fetch(missing, arrived: { arrived.add($0) })
        warn(failures: failures, of: missing.count)
        return withCached.map { arrived.card(for: $0.headword) ?? $0 }
    }

    /// The cards with the cached entries' definitions, and the cards that have none cached.
    func applyCached(_ cards: [QuizCard]) -> (cards: [QuizCard], missing: [QuizCard]) {
        guard provider != .offline else { return (cards, []) }
        var missing: [QuizCard] = []
        let applied = cards.map { card in
            if let cached = try? store.cachedEntry(provider: provider, headword: card.headword) {
                return Self.card(card, with: cached.entry)
            }
            missing.append(card)
            return card
        }
        return (applied, missing)
    }

    /// Readies libcurl on this thread, before `fetch` runs in a task the caller may abandon
    /// at exit (see `LibcurlSetup`).
    func prepareForBackgroundFetch() { LibcurlSetup.prepare() }

    /// Fetches and caches the entries of `missing`, `concurrency` at a time within one budget,
    /// handing each enriched card to `arrived` as it comes. Returns how many failed.
    func fetch(_ missing: [QuizCard], arrived: @escaping @Sendable (QuizCard) -> Void) async -> Int {
        guard provider != .offline, !missing.isEmpty else { return 0 }
        let client = DictionaryClient(
            http: context.httpClient(applying: configuration),
            configuration: configuration)
        let provider = provider
        // One budget for the whole prefetch, however many rounds it takes.
        let deadline = client.budgetDeadline()
        var failures = 0
        var next = missing.makeIterator()
        await withTaskGroup(of: (QuizCard, DictionaryClient.Fetched?).self) { group in
            func start(_ card: QuizCard) {
                let wanted =
                    WordBank.embedded.word(card.headword)?.wanted
                    ?? WantedWord(
                        word: card.headword, partOfSpeech: card.partOfSpeech,
                        meaning: card.definition.isEmpty ? nil : card.definition, english: card.english)
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
                    try? store.saveEntry(
                        fetched.entry, headword: card.headword, rawSearch: fetched.rawSearch,
                        rawView: fetched.rawView, format: fetched.format,
                        at: context.unixSeconds)
                    arrived(Self.card(card, with: fetched.entry))
                } else {
                    failures += 1
                }
                if Task.isCancelled { group.cancelAll() } else if let card = next.next() { start(card) }
            }
        }
        return failures
    }

    /// One warning line for the words the dictionary gave no entry for.
    func warn(failures: Int, of total: Int) {
        guard failures > 0 else { return }
        context.warn(
            Phrase(
                "\(provider.displayName, .dictionary) gave no entry for \(failures, .number) of \(total, one: "word", other: "words"); their definitions come from the built-in word bank."
            ))
    }

    /// A card with the definition (and English, and opposite) of a dictionary's entry.
    static func card(_ card: QuizCard, with entry: Entry) -> QuizCard {
        guard let definition = entry.senses.first?.definition else { return card }
        var enriched = card
        enriched.definition = definition
        enriched.english = entry.englishGloss ?? card.english
        enriched.antonym = entry.antonym ?? card.antonym
        return enriched
    }
}
