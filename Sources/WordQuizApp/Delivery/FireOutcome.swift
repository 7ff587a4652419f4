import WordQuizCore

/// How a claimed fire of a schedule ended: its status in the ledger and what failed.
struct FireOutcome: Sendable, CustomStringConvertible {
    var status: DeliveryStatus
    /// The channels that failed, with why (none when every channel delivered).
    var failed: [ChannelResult]

    /// `delivered`, or `late (slack: Slack answered HTTP 500)`: for the log, in English.
    var description: String {
        failed.isEmpty ? status.rawValue : "\(status.rawValue) (\(ChannelResult.failureSummary(failed)))"
    }
}
