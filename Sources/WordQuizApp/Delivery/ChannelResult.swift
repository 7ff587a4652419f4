import WordQuizCore

/// How one channel fared with one digest.
struct ChannelResult: Sendable {
    var spec: ChannelSpec
    /// Nil when the channel delivered.
    var error: ChannelError?

    /// One line for the ledger and the log: what failed where, for the channels that failed.
    static func failureSummary(_ results: [ChannelResult]) -> String {
        results.compactMap { result in result.error.map { "\(result.spec): \($0.message)" } }.joined(separator: "; ")
    }
}
