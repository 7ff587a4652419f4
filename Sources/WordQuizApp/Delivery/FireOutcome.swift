import WordQuizCore

/// How a claimed fire of a schedule ended: its status in the ledger and what failed.
struct FireOutcome: Sendable, CustomStringConvertible {
    var status: DeliveryStatus
    /// What failed where (empty when every channel delivered).
    var failures: String

    /// `delivered`, or `late (slack: Slack answered HTTP 500)`.
    var description: String { failures.isEmpty ? status.rawValue : "\(status.rawValue) (\(failures))" }
}
