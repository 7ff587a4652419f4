/// The JSON a Discord webhook takes: one message, and which mentions may ping.
public struct DiscordMessage: Codable, Sendable, Equatable {
    public var content: String
    public var allowedMentions: AllowedMentions
    /// The picture, as an embed's image with the credit in its footer.
    public var embeds: [Embed]?

    public struct Embed: Codable, Sendable, Equatable {
        public var image: Image
        public var footer: Footer

        public struct Image: Codable, Sendable, Equatable {
            public var url: String
        }

        public struct Footer: Codable, Sendable, Equatable {
            public var text: String
        }
    }

    /// `parse: []`: no `@everyone`, `@here`, role or user ping from dictionary text.
    public struct AllowedMentions: Codable, Sendable, Equatable {
        public var parse: [String]
    }

    enum CodingKeys: String, CodingKey {
        case content, embeds
        case allowedMentions = "allowed_mentions"
    }
}
