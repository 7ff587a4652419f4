import WordQuizCore
import WordQuizStore

/// `today`'s work: a day's word and its entry (`DailyEntryResolver`: the dictionary's, cached,
/// or the bank's), met when the day is not in the future, and the notice that the level's
/// words are nearly met — said once, and only to a person (a program reading JSON neither gets
/// it nor uses it up).
struct DayWordLookup {
    var context: AppContext
    var configuration: Configuration
    var store: WordStore
    /// `--refresh`: ask the dictionary again even where a copy is cached.
    var refresh: Bool

    struct Found {
        var outcome: DailyEntryResolver.Outcome
        var levelEnding: LevelEnding?
    }

    func look(at day: CalendarDate, from provider: Provider, forAPerson: Bool) async throws -> Found {
        let learnerToday = context.learnerDate(startingAt: configuration.dayStartHour)
        let outcome = try await DailyEntryResolver(
            context: context, configuration: configuration, store: store, refresh: refresh
        ).entry(for: day, from: provider)
        // Seeing a day's word is meeting it; a look at a future day's word is not.
        guard day <= learnerToday else { return Found(outcome: outcome) }
        try store.recordMeeting(outcome.word.headword, day: day.dayNumber, source: .today)
        let ending =
            forAPerson ? try store.levelEndingToSay(level: configuration.level, at: context.unixSeconds) : nil
        return Found(outcome: outcome, levelEnding: ending)
    }
}
