import Foundation
import WordQuizCore
import WordQuizHTTP
import WordQuizStore

/// `wordquiz today`: the word of the day as a card or as JSON.
public struct TodayCommand: Sendable {
    public static let usage =
        "Usage: wordquiz today [--date YYYY-MM-DD] [--provider NAME] [--offline] [--refresh] [--json] [--color auto|always|never]"

    public static let help = """
        Show today's Korean word: headword, part of speech, pronunciation, origin, meanings,
        an example, level and a link.

        \(usage)

        Options:
          --date YYYY-MM-DD   the word of another day (default: today, local time)
          --provider NAME     opendict, stdict, krdict or offline (default: WORDQUIZ_PROVIDER,
                              else the first dictionary with a key, else offline)
          --offline           use the embedded word bank; no network
          --refresh           fetch again even if the word is cached
          --json              print one JSON object instead of the card
          --color WHEN        auto (default), always or never; NO_COLOR turns auto off
          -h, --help          show this help

        With no API key, the word and its meaning come from the word bank inside wordquiz.
        Keys and base URLs are read from ~/.config/wordquiz/config.env, ./Config.env and the
        environment (later wins); see Config.example.env.

        """

    public var date: CalendarDate?
    public var provider: Provider?
    public var isOffline = false
    public var refresh = false
    public var json = false
    public var color = ColorChoice.auto

    public init() {}

    /// Reads the options after `today`.
    public init(arguments: [String]) throws(CommandFailure) {
        var scanner = ArgumentScanner(arguments, usage: Self.usage)
        while let option = try scanner.next() {
            switch option.name {
            case "--date":
                let text = try scanner.value(for: option)
                guard let parsed = CalendarDate(parsing: text) else {
                    throw scanner.failure("--date takes a real date as YYYY-MM-DD, not '\(text)'")
                }
                date = parsed
            case "--provider":
                let name = try scanner.value(for: option)
                guard let parsed = Provider(rawValue: name.lowercased()) else {
                    throw scanner.failure("unknown provider '\(name)': use opendict, stdict, krdict or offline")
                }
                provider = parsed
            case "--offline": isOffline = true
            case "--refresh": refresh = true
            case "--json": json = true
            case "--color", "--colour":
                let when = try scanner.value(for: option)
                guard let parsed = ColorChoice(rawValue: when) else {
                    throw scanner.failure("--color takes auto, always or never, not '\(when)'")
                }
                color = parsed
            default:
                throw scanner.failure("unknown option '\(option.name)' for today")
            }
        }
        if isOffline, let provider, provider != .offline {
            throw scanner.failure("--offline and --provider \(provider.rawValue) contradict each other")
        }
    }

    /// What `today` shows, however it was obtained.
    struct Outcome {
        var entry: Entry
        var provider: Provider
        var isCached: Bool
    }

    public func run(_ context: AppContext) async throws(CommandFailure) {
        let loaded: ConfigLoader.Loaded
        do {
            loaded = try ConfigLoader.load(paths: context.paths, environment: context.environment)
        } catch {
            throw .from(error)
        }
        for warning in loaded.warnings { context.stderr.write("wordquiz: warning: \(warning)\n") }
        let configuration = loaded.configuration

        let day = date ?? LocalDate.today(now: context.now(), in: context.timeZone)
        let word = WordOfTheDay.word(for: day)
        let chosenProvider: Provider
        do {
            chosenProvider = isOffline ? .offline : try configuration.provider(override: provider)
        } catch {
            throw .from(error)
        }

        let store = try StoreOpener.open(context.paths)
        let now = Int64(context.now().timeIntervalSince1970)
        do {
            try store.recordPick(date: day, headword: word.headword, at: now)
        } catch {
            throw .from(error)
        }

        let outcome = try await entry(
            for: word, from: chosenProvider, configuration: configuration, store: store,
            context: context)
        if json {
            context.stdout.write(TodayJSON(date: day, outcome: outcome).encoded() + "\n")
        } else {
            let style = TextStyle(
                isColorEnabled: color.isEnabled(
                    isTerminal: context.isStdoutTerminal, environment: context.environment))
            let card = EntryCard(entry: outcome.entry, date: day, isCached: outcome.isCached)
            context.stdout.write(card.render(columns: context.terminalColumns, style: style))
        }
    }

    /// The entry from the cache, the dictionary, or — when the dictionary fails in a way
    /// that is not the user's to fix — the cache or the embedded bank, with one warning.
    private func entry(
        for word: BankWord, from provider: Provider, configuration: Configuration,
        store: WordStore, context: AppContext
    ) async throws(CommandFailure) -> Outcome {
        guard provider != .offline else {
            return Outcome(entry: word.entry, provider: .offline, isCached: false)
        }
        do {
            if !refresh, let cached = try store.cachedEntry(provider: provider, headword: word.headword) {
                return Outcome(entry: cached.entry, provider: provider, isCached: true)
            }
        } catch {
            throw .from(error)
        }

        let client = DictionaryClient(
            http: HTTPClient(configuration: httpConfiguration(context, configuration)),
            configuration: configuration)
        do {
            let fetched = try await client.fetchEntry(
                for: word.headword, partOfSpeech: word.partOfSpeech, origin: word.hanja, from: provider)
            do {
                try store.saveEntry(
                    fetched.entry, headword: word.headword, rawSearch: fetched.rawSearch,
                    rawView: fetched.rawView, format: fetched.format,
                    at: Int64(context.now().timeIntervalSince1970))
            } catch {
                throw DictionaryFetchOrStoreError.store(error)
            }
            return Outcome(entry: fetched.entry, provider: provider, isCached: false)
        } catch let error as DictionaryError where error.allowsFallback {
            return try fallback(for: word, after: error, store: store, context: context)
        } catch let error as DictionaryError {
            throw .from(error)
        } catch let DictionaryFetchOrStoreError.store(error) {
            throw .from(error)
        } catch {
            throw CommandFailure("unexpected error: \(error)", exitCode: .unavailable)
        }
    }

    private func fallback(
        for word: BankWord, after error: DictionaryError, store: WordStore, context: AppContext
    ) throws(CommandFailure) -> Outcome {
        let cached: WordStore.CachedEntry?
        do {
            cached = try store.newestCachedEntry(headword: word.headword)
        } catch {
            throw .from(error)
        }
        if let cached {
            context.stderr.write("wordquiz: warning: \(error.message); showing the saved copy.\n")
            return Outcome(entry: cached.entry, provider: cached.entry.provider, isCached: true)
        }
        context.stderr.write("wordquiz: warning: \(error.message); showing the word from the built-in word bank.\n")
        return Outcome(entry: word.entry, provider: .offline, isCached: false)
    }

    private func httpConfiguration(_ context: AppContext, _ configuration: Configuration)
        -> HTTPClientConfiguration
    {
        var http = context.httpConfiguration
        if let bundle = configuration.caBundle { http.caBundle = bundle }
        if let budget = configuration.networkBudget {
            http.totalBudget = budget
            http.attemptTimeout = min(http.attemptTimeout, budget)
            http.connectTimeout = min(http.connectTimeout, budget)
        }
        return http
    }
}

/// Lets one `do` block tell a failed save apart from a failed fetch.
private enum DictionaryFetchOrStoreError: Error {
    case store(StoreError)
}
