import Foundation
import WordQuizCore
import WordQuizStore

/// Composes the day's digest at delivery time and delivers it on channels side by side,
/// within one time budget for the whole digest (`WORDQUIZ_TIMEOUT`, 20 s by default). Each
/// channel is sent once here; the only resends are HTTPClient's, and only where nothing can
/// arrive twice. Failed channels are tried again later by the daemon, from the ledger.
struct DigestService {
    var context: AppContext
    var setup: CommandSetup

    /// The default budget for one digest, all channels together.
    static let defaultBudgetSeconds = 20.0

    /// The digest for a date, from the day's entry (cache, dictionary or word bank) and the
    /// learner's record as it stands now, counted for that date (the words due on it, the
    /// streak up to it): a daemon that has run for a week counts this week's, and a fire resent
    /// later says what it said; with the word's sound when one of `channels`
    /// carries it (`ChannelSpec.carriesSound`), else none looked for.
    func compose(for date: CalendarDate, on channels: [ChannelSpec]) async throws -> Digest {
        let configuration = setup.configuration
        let provider = (try? configuration.provider()) ?? .offline
        let outcome = try await DailyEntryResolver(context: context, configuration: configuration, store: setup.store)
            .entry(for: date, from: provider)
        let store = setup.store
        let stats = try store.statistics(today: date.dayNumber)
        let dueWords = try store.dueReviews(on: date.dayNumber, limit: Digest.dueWordsNamed)
        var digest = Digest(
            composing: .init(
                date: date, entry: outcome.entry, yesterday: try yesterday(before: date), reviewsDue: stats.dueToday,
                dueWords: dueWords.map(\.headword), streak: stats.streak, language: context.language,
                levelEnding: try store.levelEnding(level: configuration.level, meeting: outcome.word.headword)))
        digest.word = outcome.word
        // The word's sound goes with it where a channel carries it; none is no loss.
        if channels.contains(where: { $0.carriesSound(configuration.channelSettings) }) {
            digest.sound = await WordSpeech(context: context, configuration: configuration, store: store)
                .speech(for: outcome.entry).speech
        }
        return digest
    }

    /// The word of the day before `date`, with its meaning, when the learner met it.
    func yesterday(before date: CalendarDate) throws -> Digest.PastWord? {
        let word = try setup.store.recordedWord(for: date.adding(days: -1), level: setup.configuration.level)
        guard try setup.store.hasMet(word.headword), !word.definition.isEmpty else { return nil }
        return Digest.PastWord(headword: word.headword, meaning: word.definition, english: word.english)
    }

    /// A digest delivered on at least one channel is a word met, and its notice given.
    func recordMeeting(_ digest: Digest, after results: [ChannelResult]) throws {
        guard let word = digest.word, results.contains(where: { $0.error == nil }) else { return }
        try setup.store.recordMeeting(word.headword, day: digest.date.dayNumber, source: .digest)
        if let ending = digest.levelEnding {
            _ = try setup.store.giveNoticeOnce(ending.noticeKey, at: context.unixSeconds)
        }
    }

    /// Sends the digest on each channel, side by side, once each.
    ///
    /// - Parameters:
    ///   - willSend: called before a channel's send starts (the ledger records it first).
    ///   - didSend: called with each channel's result as soon as it is known.
    func deliver(
        _ digest: Digest, on specs: [ChannelSpec], willSend: (@Sendable (ChannelSpec) -> Void)? = nil,
        didSend: (@Sendable (ChannelResult) -> Void)? = nil
    ) async -> [ChannelResult] {
        let context = context
        let configuration = setup.configuration
        let budget = configuration.networkBudget ?? Self.defaultBudgetSeconds
        let deadline = context.deadline(afterSeconds: budget)
        return await withTaskGroup(of: (Int, ChannelResult).self) { group in
            for (index, spec) in specs.enumerated() {
                group.addTask {
                    let channel = DeliveryChannel(
                        spec: spec, context: context, configuration: configuration, deadline: deadline)
                    willSend?(spec)
                    let result: ChannelResult
                    do throws(ChannelError) {
                        try await channel.deliver(digest)
                        result = ChannelResult(spec: spec, error: nil)
                    } catch {
                        result = ChannelResult(spec: spec, error: error)
                    }
                    didSend?(result)
                    return (index, result)
                }
            }
            var results: [(Int, ChannelResult)] = []
            for await result in group { results.append(result) }
            return results.sorted { $0.0 < $1.0 }.map(\.1)
        }
    }
}
