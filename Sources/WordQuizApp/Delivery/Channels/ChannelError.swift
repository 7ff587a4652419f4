import WordQuizCore

/// Why a channel did not deliver. Messages name the channel, never its URL or credentials.
public struct ChannelError: Error, Sendable {
    /// How far the message got: what decides whether it may be sent again.
    public enum Reach: Sendable, Equatable {
        /// Nothing left this machine (connection refused, no such host, no notification
        /// daemon, HTTP 429): trying again later may work, and cannot send it twice.
        case notSent
        /// Refused for good as things stand (a missing setting, a 4xx or 5xx answer, a file
        /// that may not be written): not tried again.
        case refused
        /// It may have arrived (a timeout or a broken connection after the request left): never
        /// sent again, so that nobody gets it twice.
        case uncertain
    }

    /// What happened, in any language (the ledger keeps its English).
    public var message: Phrase
    public var reach: Reach
    /// From a 429's `Retry-After`, in seconds.
    public var retryAfter: Int?

    public init(message: Phrase, reach: Reach, retryAfter: Int? = nil) {
        self.message = message
        self.reach = reach
        self.retryAfter = retryAfter
    }

    /// Whether to try again later: only when it surely was not sent.
    public var isWorthRetrying: Bool { reach == .notSent }
}
