/// Why a channel did not deliver. Messages name the channel, never its URL or credentials.
public struct ChannelError: Error, Sendable {
    public var message: String
    /// Worth another try: a timeout, a dropped connection, a 5xx or 429.
    public var isTransient: Bool
}
