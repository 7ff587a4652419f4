import Foundation
import WordQuizCore
import WordQuizStore

/// Composes the day's digest at delivery time and delivers it on channels side by side:
/// a transient failure is retried with backoff, and one channel failing never stops another.
struct DigestService {
    var context: AppContext
    var setup: CommandSetup

    /// Attempts per channel for transient failures.
    static let attempts = 3

    /// The digest for a date, from the day's entry (cache, dictionary or word bank) and the
    /// learner's record as it stands now.
    func compose(for date: CalendarDate) async throws -> Digest {
        let configuration = setup.configuration
        let provider = (try? configuration.provider()) ?? .offline
        let outcome = try await DailyEntryResolver(context: context, configuration: configuration, store: setup.store)
            .entry(for: date, from: provider)
        let schedules = try setup.store.studiedCards()
        let due = schedules.filter { $0.schedule.isDue(on: setup.learnerDay) }.count
        let streak = LearnerStats(records: try setup.store.reviewRecords(), schedules: [:], today: setup.learnerDay)
            .streak
        return Digest(
            composing: .init(
                date: date, entry: outcome.entry,
                yesterdaysWord: try setup.store.recordedWord(for: date.adding(days: -1)).headword,
                reviewsDue: due, streak: streak))
    }

    /// A digest delivered on at least one channel is a word met.
    func recordMeeting(_ digest: Digest, after results: [ChannelResult]) throws {
        guard case .word(let word, _, _) = digest.subject, results.contains(where: { $0.error == nil }) else { return }
        let headword = try setup.store.pick(for: digest.date) ?? word
        try setup.store.recordMeeting(headword, day: digest.date.dayNumber, source: .digest)
    }

    func deliver(_ digest: Digest, on specs: [ChannelSpec]) async -> [ChannelResult] {
        let context = context
        let configuration = setup.configuration
        return await withTaskGroup(of: (Int, ChannelResult).self) { group in
            for (index, spec) in specs.enumerated() {
                group.addTask {
                    let channel = DeliveryChannel(spec: spec, context: context, configuration: configuration)
                    var lastError: ChannelError?
                    for attempt in 1...Self.attempts {
                        do throws(ChannelError) {
                            try await channel.deliver(digest)
                            return (index, ChannelResult(spec: spec, error: nil))
                        } catch {
                            lastError = error
                            guard error.isTransient, attempt < Self.attempts else { break }
                            try? await Task.sleep(for: .milliseconds(500 * (1 << attempt)))
                        }
                    }
                    return (index, ChannelResult(spec: spec, error: lastError))
                }
            }
            var results: [(Int, ChannelResult)] = []
            for await result in group { results.append(result) }
            return results.sorted { $0.0 < $1.0 }.map(\.1)
        }
    }
}
