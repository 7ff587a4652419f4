/// A digest rendered for one channel, within that channel's limits.
public enum ChannelRendering {
    public static let desktopLineColumns = 60

    /// The title, then the meaning and the example (or the first fact), each cut to fit.
    public static func desktop(_ digest: Digest) -> DesktopNotification {
        let second = digest.exampleLine ?? digest.bodyLines.first ?? ""
        let lines = [digest.subtitle, second].filter { !$0.isEmpty }.map {
            Truncation.toColumns($0, desktopLineColumns)
        }
        var isChannelTest = false
        if case .channelTest = digest.subject { isChannelTest = true }
        return DesktopNotification(
            summary: Truncation.toColumns(digest.title, desktopLineColumns), body: lines.joined(separator: "\n"),
            replacesPrevious: !isChannelTest)
    }

    /// ntfy: a title and a message of at most 4096 bytes.
    public static let ntfyMessageBytes = 4096

    public static func ntfy(_ digest: Digest, topic: String) -> NtfyMessage {
        let message = ([digest.subtitle] + digest.bodyLines).joined(separator: "\n")
        return NtfyMessage(
            topic: topic, title: Truncation.toBytes(digest.title, 250),
            message: Truncation.toBytes(message, ntfyMessageBytes), tags: ["books"], click: digest.link)
    }

    /// Slack: a header block (150 characters) and a section (3000 characters a section).
    public static let slackHeaderCharacters = 150
    public static let slackSectionCharacters = 3000

    public static func slack(_ digest: Digest) -> SlackMessage {
        var section = "*\(escapeSlack(digest.subtitle))*\n" + digest.bodyLines.map(escapeSlack).joined(separator: "\n")
        if let link = digest.link {
            section += "\n<\(link)|\(escapeSlack(Phrase("See it in the dictionary").text(in: digest.language)))>"
        }
        return SlackMessage(
            text: Truncation.toCharacters(digest.title + " — " + digest.subtitle, slackSectionCharacters),
            blocks: [
                .init(
                    type: "header",
                    text: .init(
                        type: "plain_text", text: Truncation.toCharacters(digest.title, slackHeaderCharacters))),
                .init(
                    type: "section",
                    text: .init(type: "mrkdwn", text: Truncation.toCharacters(section, slackSectionCharacters))),
            ])
    }

    /// Slack's mrkdwn treats &, < and > as markup.
    static func escapeSlack(_ text: String) -> String {
        text.replacingOccurrences("&", "&amp;").replacingOccurrences("<", "&lt;").replacingOccurrences(">", "&gt;")
    }

    /// Discord: one message of at most 2000 characters.
    public static let discordCharacters = 2000

    public static func discord(_ digest: Digest) -> DiscordMessage {
        var text = "**\(digest.title)**\n\(digest.subtitle)\n" + digest.bodyLines.joined(separator: "\n")
        if let link = digest.link { text += "\n<\(link)>" }
        // No @everyone or @here from dictionary text.
        return DiscordMessage(
            content: Truncation.toCharacters(text, discordCharacters), allowedMentions: .init(parse: []))
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
