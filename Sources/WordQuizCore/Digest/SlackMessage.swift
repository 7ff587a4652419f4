/// The JSON a Slack incoming webhook takes: a fallback text and blocks.
public struct SlackMessage: Codable, Sendable, Equatable {
    public var text: String
    public var blocks: [Block]

    /// A header (plain text) or a section (mrkdwn).
    public struct Block: Codable, Sendable, Equatable {
        public var type: String
        public var text: Text
    }

    public struct Text: Codable, Sendable, Equatable {
        public var type: String
        public var text: String
    }
}
