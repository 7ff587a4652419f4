/// Why a channel did not deliver. Messages name the channel, never its URL or credentials.
struct ChannelError: Error, Sendable {
    var message: String
    /// Worth another try: a timeout, a dropped connection, a 5xx or 429.
    var isTransient: Bool
}
