import Foundation
import WordQuizCore
import WordQuizStore

/// Composes the day's digest at delivery time and delivers it on channels side by side:
/// a transient failure is retried with backoff, and one channel failing never stops another.
struct DigestService {
    var context: AppContext
    var environment: LearnerEnvironment

    /// Attempts per channel for transient failures.
    static let attempts = 3

    /// The digest for a date, from the day's entry (cache, dictionary or word bank) and the
    /// learner's record as it stands now.
    func compose(for date: CalendarDate) async throws(CommandFailure) -> Digest {
        let configuration = environment.configuration
        let provider = (try? configuration.provider()) ?? .offline
        let outcome = try await DailyEntryResolver(
            context: context, configuration: configuration, store: environment.store
        )
        .entry(for: date, from: provider)
        var due: Int?
        var streak: Int?
        do {
            let schedules = try environment.store.studiedCards()
            due = schedules.filter { $0.schedule.isDue(on: environment.learnerDay) }.count
            streak =
                LearnerStats(
                    records: try environment.store.reviewRecords(), schedules: [:], today: environment.learnerDay
                ).streak
        } catch {
            throw .from(error)
        }
        return Digest(
            composing: .init(
                date: date, entry: outcome.entry,
                yesterdaysWord: WordOfTheDay.word(for: date.adding(days: -1)).headword,
                reviewsDue: due, streak: streak))
    }

    /// How one channel fared.
    struct ChannelResult: Sendable {
        var spec: ChannelSpec
        var error: ChannelError?
    }

    func deliver(_ digest: Digest, on specs: [ChannelSpec]) async -> [ChannelResult] {
        let context = context
        let configuration = environment.configuration
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

    /// One line for the ledger: what failed where.
    static func summary(_ results: [ChannelResult]) -> String {
        results.compactMap { result in result.error.map { "\(result.spec): \($0.message)" } }.joined(separator: "; ")
    }
}

extension ChannelSpec {
    /// Parses `--channel` values, or explains the first bad one.
    static func parseAll(_ texts: [String], directory: String, usage: String) throws(CommandFailure) -> [ChannelSpec] {
        var specs: [ChannelSpec] = []
        for text in texts {
            guard let spec = ChannelSpec(parsing: text, directory: directory) else {
                throw CommandFailure(
                    "unknown channel '\(text)': use \(ChannelSpec.names)", exitCode: .usage, usage: usage)
            }
            if !specs.contains(spec) { specs.append(spec) }
        }
        return specs
    }
}
