/// The JSON a Discord webhook takes: one message, and which mentions may ping.
public struct DiscordMessage: Codable, Sendable, Equatable {
    public var content: String
    public var allowedMentions: AllowedMentions

    /// `parse: []`: no `@everyone`, `@here`, role or user ping from dictionary text.
    public struct AllowedMentions: Codable, Sendable, Equatable {
        public var parse: [String]
    }

    enum CodingKeys: String, CodingKey {
        case content
        case allowedMentions = "allowed_mentions"
    }
}
