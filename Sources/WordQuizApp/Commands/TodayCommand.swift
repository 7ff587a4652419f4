import Foundation
import WordQuizCore
import WordQuizHTTP
import WordQuizStore

/// `wordquiz today`: the word of the day as a card or as JSON.
public struct TodayCommand: ConcurrentCommand, Sendable {
    static let configuration = CommandConfiguration(
        name: "today", summary: Phrase("show today's word"), topic: .word,
        help: [
            .paragraph(
                Phrase(
                    "Show today's Korean word: headword, part of speech, pronunciation, origin, meanings, an example, level and a link."
                )),
            .usage, .options,
            .paragraph(
                Phrase(
                    "With no API key, the word and its meaning come from the word bank inside wordquiz. Keys and base URLs are read from ~/.config/wordquiz/config.env, ./Config.env and the environment (later wins); see Config.example.env."
                )),
        ])
    static let refreshOption = OptionSpec(name: "--refresh", help: Phrase("fetch again even if the word is cached"))
    static let sayOption = OptionSpec(
        name: "--say", help: Phrase("play the word after the card (see `wordquiz say`)"))

    struct Options: CommandOptions {
        @Option(
            CommonOption.date.described(
                Phrase(
                    "the word of another day (default: the learner's day — today, or yesterday before WORDQUIZ_DAY_STARTS_AT)"
                )))
        var date: CalendarDate?
        @Option(CommonOption.dayLevel) var level: LevelChoice?
        @Option(
            CommonOption.provider.described(
                Phrase(
                    "\(Phrase.alternatives(Provider.names), .choices) (default: WORDQUIZ_PROVIDER, else the first dictionary with a key, else offline)"
                )))
        var provider: Provider?
        @Flag(CommonOption.offline) var isOffline: Bool
        @Flag(TodayCommand.refreshOption) var refresh: Bool
        @Flag(TodayCommand.sayOption) var say: Bool
        @Flag(CommonOption.json.described(Phrase("print one JSON object instead of the card"))) var json: Bool
        @Option(CommonOption.color) var color = ColorChoice.auto
    }

    let options: Options

    /// Reads the options after `today`.
    init(_ parsed: ParsedArguments) throws(CommandFailure) {
        options = try parsed.options()
        if options.isOffline, let provider = options.provider, provider != .offline {
            throw parsed.failure(
                Phrase("--offline and --provider \(provider.rawValue, .provider) contradict each other"))
        }
    }

    public func run(_ context: AppContext) async throws {
        var configuration = try ConfigLoader.loadForCommand(context)
        if let level = options.level { configuration.level = level }
        let day = options.date ?? context.learnerDate(startingAt: configuration.dayStartHour)
        let chosenProvider = options.isOffline ? .offline : try configuration.provider(override: options.provider)
        let store = try StoreOpener.open(context.paths, telling: context)
        let format = OutputFormat(json: options.json, color: options.color)
        let found = try await DayWordLookup(
            context: context, configuration: configuration, store: store, refresh: options.refresh
        ).look(at: day, from: chosenProvider, forAPerson: !format.isJSON)
        let outcome = found.outcome
        try context.show(Output(date: day, outcome: outcome, levelEnding: found.levelEnding), as: format)
        if options.say { await play(outcome.entry, context, configuration, store) }
    }

    /// The word spoken after the card; what cannot be had is a warning, the card stands.
    private func play(_ entry: Entry, _ context: AppContext, _ configuration: Configuration, _ store: WordStore) async {
        let found = await WordSpeech(
            context: context, configuration: configuration, allowsNetwork: !options.isOffline, store: store
        ).speech(for: entry)
        for note in found.notes { context.warn(note) }
        guard let speech = found.speech else { return }
        if !options.json { context.say(speech.line) }
        do throws(AudioPlayer.Failure) {
            try AudioPlayer(context: context, configuration: configuration).play(speech.file, format: speech.format)
        } catch {
            context.warn(error.phrase)
        }
    }

    /// What `today` shows, once: `TodayJSON` as JSON, the card (and a level's ending) as text.
    struct Output: CommandOutput {
        var date: CalendarDate
        var outcome: DailyEntryResolver.Outcome
        var levelEnding: LevelEnding?

        func encode(to encoder: any Encoder) throws {
            try TodayJSON(date: date, outcome: outcome).encode(to: encoder)
        }

        func text(_ rendering: TextRendering) -> String {
            let card = EntryCard(
                entry: outcome.entry, date: date, isCached: outcome.isCached, language: rendering.language)
            var text = card.render(columns: rendering.columns, style: rendering.style)
            if let levelEnding {
                let lines = DisplayWidth.wrap(
                    levelEnding.notice.text(in: rendering.language), columns: rendering.columns)
                text += "\n" + lines.map(rendering.style.dim).joined(separator: "\n") + "\n"
            }
            return text
        }
    }
}
