import WordQuizCore
import WordQuizStore

/// What a glance at the widget reads: the day's word (the cached entry of the provider in use,
/// else the bank's or the deck's), and today's reviews done and due. It reads only: no request,
/// no meeting recorded (a glance is not a study), no day's word written down.
struct WidgetGlance {
    let store: WordStore
    let configuration: Configuration

    /// A number that moves whenever another wordquiz commits to the store (not for this
    /// glance's own reading): what `widget --watch` tells a change by.
    func changeCount() throws -> Int64 {
        try store.dataVersion()
    }

    /// The widget for `day`, on the learner's `today` at `now` (Unix seconds).
    func widget(for day: CalendarDate, today: CalendarDate, now: Int64, language: Language) throws -> WordWidget {
        let word = try store.wordOfTheDay(
            for: day, level: configuration.level, at: now, today: today, records: false)
        let provider = (try? configuration.provider()) ?? .offline
        let cached = provider == .offline ? nil : try store.cachedEntry(provider: provider, headword: word.headword)
        return WordWidget(
            entry: cached?.entry ?? word.entry, date: day, language: language, level: word.level,
            reviewsDone: try store.reviewsDone(on: today.dayNumber), reviewsDue: try store.dueToday(today.dayNumber))
    }
}
