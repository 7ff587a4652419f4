/// A digest rendered for one channel, within that channel's limits.
public enum ChannelRendering {
    /// A desktop notification: a summary and a body of two short lines.
    public struct Desktop: Sendable, Equatable {
        public var summary: String
        public var body: String
    }

    public static let desktopLineColumns = 60

    public static func desktop(_ digest: Digest) -> Desktop {
        let second = digest.bodyLines.first { $0.hasPrefix("예)") } ?? digest.bodyLines.first ?? ""
        let lines = [digest.subtitle, second].filter { !$0.isEmpty }.map {
            Truncation.toColumns($0, desktopLineColumns)
        }
        return Desktop(
            summary: Truncation.toColumns(digest.title, desktopLineColumns), body: lines.joined(separator: "\n"))
    }

    /// ntfy: a title and a message of at most 4096 bytes.
    public static let ntfyMessageBytes = 4096

    public static func ntfy(_ digest: Digest, topic: String) -> [String: Any] {
        let message = ([digest.subtitle] + digest.bodyLines).joined(separator: "\n")
        var object: [String: Any] = [
            "topic": topic, "title": Truncation.toBytes(digest.title, 250),
            "message": Truncation.toBytes(message, ntfyMessageBytes), "tags": ["books"],
        ]
        if let link = digest.link { object["click"] = link }
        return object
    }

    /// Slack: a header block (150 characters) and a section (3000 characters a section).
    public static let slackSectionCharacters = 3000

    public static func slack(_ digest: Digest) -> [String: Any] {
        var section = "*\(escapeSlack(digest.subtitle))*\n" + digest.bodyLines.map(escapeSlack).joined(separator: "\n")
        if let link = digest.link { section += "\n<\(link)|사전에서 보기>" }
        let sectionText = Truncation.toCharacters(section, slackSectionCharacters)
        return [
            "text": Truncation.toCharacters(digest.title + " — " + digest.subtitle, slackSectionCharacters),
            "blocks": [
                [
                    "type": "header",
                    "text": ["type": "plain_text", "text": Truncation.toCharacters(digest.title, 150)],
                ],
                ["type": "section", "text": ["type": "mrkdwn", "text": sectionText]],
            ],
        ]
    }

    /// Slack's mrkdwn treats &, < and > as markup.
    static func escapeSlack(_ text: String) -> String {
        text.replacingOccurrences("&", "&amp;").replacingOccurrences("<", "&lt;").replacingOccurrences(">", "&gt;")
    }

    /// Discord: one message of at most 2000 characters.
    public static let discordCharacters = 2000

    public static func discord(_ digest: Digest) -> [String: Any] {
        var text = "**\(digest.title)**\n\(digest.subtitle)\n" + digest.bodyLines.joined(separator: "\n")
        if let link = digest.link { text += "\n<\(link)>" }
        // No @everyone or @here from dictionary text.
        return ["content": Truncation.toCharacters(text, discordCharacters), "allowed_mentions": ["parse": [String]()]]
    }

    /// A plain-text block for stdout, files and email: nothing is cut.
    public static func plain(_ digest: Digest) -> String {
        digest.plainText + "\n"
    }
}

extension String {
    fileprivate func replacingOccurrences(_ target: String, _ replacement: String) -> String {
        split(separator: Character(target), omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
