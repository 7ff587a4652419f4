/// The JSON ntfy publishes: a topic, a title, a message of at most 4096 bytes.
public struct NtfyMessage: Codable, Sendable, Equatable {
    public var topic: String
    public var title: String
    public var message: String
    public var tags: [String]
    /// Opened when the notification is tapped.
    public var click: String?
    /// A picture ntfy fetches and shows with the message (its URL).
    public var attach: String?
    /// The attachment's file name.
    public var filename: String?
}
