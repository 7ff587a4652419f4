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

    /// An entry, however it was obtained.
    struct Outcome {
        var entry: Entry
        var provider: Provider
        var isCached: Bool
    }

    /// The entry from the cache, the dictionary, or — when the dictionary fails in a way
    /// that is not the user's to fix — the cache or the embedded bank, with one warning.
    func entry(for day: CalendarDate, from provider: Provider) async throws -> Outcome {
        let word = try store.wordOfTheDay(for: day, at: context.unixSeconds)
        guard provider != .offline else {
            return Outcome(entry: word.entry, provider: .offline, isCached: false)
        }
        if !refresh, let cached = try store.cachedEntry(provider: provider, headword: word.headword) {
            return Outcome(entry: cached.entry, provider: provider, isCached: true)
        }

        let client = DictionaryClient(
            http: HTTPClient(configuration: context.httpConfiguration(applying: configuration)),
            configuration: configuration)
        let fetched: DictionaryClient.Fetched
        do throws(DictionaryError) {
            fetched = try await client.fetchEntry(
                for: word.headword, partOfSpeech: word.partOfSpeech, origin: word.hanja, from: provider)
        } catch let error where error.allowsFallback {
            return try fallback(for: word, after: error)
        }
        try store.saveEntry(
            fetched.entry, headword: word.headword, rawSearch: fetched.rawSearch, rawView: fetched.rawView,
            format: fetched.format, at: context.unixSeconds)
        return Outcome(entry: fetched.entry, provider: provider, isCached: false)
    }

    private func fallback(for word: BankWord, after error: DictionaryError) throws -> Outcome {
        if let cached = try store.newestCachedEntry(headword: word.headword) {
            context.stderr.write("wordquiz: warning: \(error.message); showing the saved copy.\n")
            return Outcome(entry: cached.entry, provider: cached.entry.provider, isCached: true)
        }
        context.stderr.write("wordquiz: warning: \(error.message); showing the word from the built-in word bank.\n")
        return Outcome(entry: word.entry, provider: .offline, isCached: false)
    }
}
