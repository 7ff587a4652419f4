/// The JSON a Slack incoming webhook takes: a fallback text and blocks.
public struct SlackMessage: Codable, Sendable, Equatable {
    public var text: String
    public var blocks: [Block]

    /// A header (plain text), a section (mrkdwn), an image (its URL and alt text) or a
    /// context line (small text elements).
    public struct Block: Codable, Sendable, Equatable {
        public var type: String
        public var text: Text?
        public var imageURL: String?
        public var altText: String?
        public var elements: [Text]?

        public init(
            type: String, text: Text? = nil, imageURL: String? = nil, altText: String? = nil, elements: [Text]? = nil
        ) {
            self.type = type
            self.text = text
            self.imageURL = imageURL
            self.altText = altText
            self.elements = elements
        }

        enum CodingKeys: String, CodingKey {
            case type, text, elements
            case imageURL = "image_url"
            case altText = "alt_text"
        }
    }

    public struct Text: Codable, Sendable, Equatable {
        public var type: String
        public var text: String

        public init(type: String, text: String) {
            self.type = type
            self.text = text
        }
    }
}
