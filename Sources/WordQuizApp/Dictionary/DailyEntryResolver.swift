import Foundation
import WordQuizCore
import WordQuizHTTP
import WordQuizStore

/// The day's entry: from the cache, from the dictionary (then cached), or — when the
/// dictionary fails in a way that is not the user's to fix — from the cache or the embedded
/// bank, with one warning. `today`, the digest and the daemon all get the day's word here.
struct DailyEntryResolver {
    var context: AppContext
    var configuration: Configuration
    var store: WordStore
    var refresh = false
    /// The end of the network budget (`WORDQUIZ_TIMEOUT`) of the whole lookup: the search, the
    /// views and the picture's requests share it, however many there are.
    var deadline: ContinuousClock.Instant

    init(context: AppContext, configuration: Configuration, store: WordStore, refresh: Bool = false) {
        self.context = context
        self.configuration = configuration
        self.store = store
        self.refresh = refresh
        deadline = context.httpClient(applying: configuration).budgetDeadline()
    }

    /// An entry, however it was obtained.
    struct Outcome {
        /// The day's word as the bank has it: what the learner's record names.
        var word: BankWord
        var entry: Entry
        var provider: Provider
        var isCached: Bool
    }

    /// The entry from the cache, the dictionary, or — when the dictionary fails in a way
    /// that is not the user's to fix — the cache or the embedded bank, with one warning.
    func entry(for day: CalendarDate, from provider: Provider) async throws -> Outcome {
        let word = try store.wordOfTheDay(
            for: day, level: configuration.level, at: context.unixSeconds,
            today: context.learnerDate(startingAt: configuration.dayStartHour))
        guard provider != .offline else {
            return Outcome(word: word, entry: word.entry, provider: .offline, isCached: false)
        }
        let cached = try store.cachedEntry(provider: provider, headword: word.headword)
        if !refresh, let cached {
            var entry = cached.entry
            // An entry cached without its picture (the quiz's prefetch) gets it once.
            if entry.pictureLink != nil {
                entry = await pictures.withPicture(entry)
                try store.updateCachedEntry(entry, headword: word.headword)
            }
            if let file = entry.picture?.file, !FileManager.default.fileExists(atPath: file) { entry.picture = nil }
            return Outcome(word: word, entry: entry, provider: provider, isCached: true)
        }
        // A word the dictionary said it does not have is not asked for again that day.
        if !refresh, try store.isEntryMissing(provider: provider, headword: word.headword, on: day) {
            return try fallback(for: word, after: .notFound(provider: provider, word: word.headword))
        }

        let client = DictionaryClient(
            http: context.httpClient(applying: configuration),
            configuration: configuration)
        // Switched on as a Result: a `try` inside a typed `catch … where` crashes Swift
        // 6.3.1's compiler (MandatoryAllocBoxToStack).
        let result: Result<DictionaryClient.Fetched, DictionaryError>
        do throws(DictionaryError) {
            result = .success(
                try await client.fetchEntry(
                    word.wanted, from: provider, deadline: deadline, expecting: cached?.entry.targetCode))
        } catch {
            result = .failure(error)
        }
        let fetched: DictionaryClient.Fetched
        switch result {
        case .success(let value): fetched = value
        case .failure(let error) where error.allowsFallback:
            if case .notFound = error {
                try store.recordMissingEntry(provider: provider, headword: word.headword, on: day)
            }
            return try fallback(for: word, after: error)
        case .failure(let error): throw error
        }
        if let problem = fetched.viewProblem {
            context.warn(
                Phrase(
                    "\(provider.displayName, .dictionary) could not show the full entry for ‘\(word.headword, .word)’ (\(problem, .reason)); showing what its search gave."
                ))
        }
        let entry =
            fetched.entry.pictureLink == nil && configuration.pictureSearch == nil
            ? fetched.entry : await pictures.withPicture(fetched.entry)
        try store.saveEntry(
            entry, headword: word.headword, rawSearch: fetched.rawSearch, rawView: fetched.rawView,
            format: fetched.format, at: context.unixSeconds)
        pictures.dropOld(cached?.entry, keeping: entry)
        return Outcome(word: word, entry: entry, provider: provider, isCached: false)
    }

    private var pictures: PictureFetcher {
        PictureFetcher(context: context, configuration: configuration, within: deadline)
    }

    private func fallback(for word: BankWord, after error: DictionaryError) throws -> Outcome {
        if let cached = try store.newestCachedEntry(headword: word.headword) {
            context.warn(Phrase("\(error.message, .reason); showing the saved copy."))
            return Outcome(word: word, entry: cached.entry, provider: cached.entry.provider, isCached: true)
        }
        if let deck = word.deck {
            context.warn(Phrase("\(error.message, .reason); showing the word as your deck ‘\(deck, .deck)’ has it."))
        } else {
            context.warn(Phrase("\(error.message, .reason); showing the word from the built-in word bank."))
        }
        return Outcome(word: word, entry: word.entry, provider: .offline, isCached: false)
    }

}
