/// A digest rendered for one channel, within that channel's limits.
public enum ChannelRendering {
    public static let desktopLineColumns = 60

    /// The title, then the meaning and the example (or the first fact), each cut to fit.
    /// The picture's file goes with it as the `image-path` hint; a sound only when named.
    public static func desktop(_ digest: Digest, soundName: String? = nil) -> DesktopNotification {
        let second = digest.exampleLine ?? digest.bodyLines.first ?? ""
        let lines = [digest.subtitle, second].filter { !$0.isEmpty }.map {
            Truncation.toColumns($0, desktopLineColumns)
        }
        var isChannelTest = false
        if case .channelTest = digest.subject { isChannelTest = true }
        var notification = DesktopNotification(
            summary: Truncation.toColumns(digest.title, desktopLineColumns), body: lines.joined(separator: "\n"),
            replacesPrevious: !isChannelTest, imagePath: digest.picture?.file,
            soundName: soundName.flatMap { DesktopNotification.isSoundName($0) ? $0 : nil })
        // The word itself as the sound, where the digest has it; a theme sound is never made of it.
        if notification.soundName == DesktopNotification.wordAsSound {
            notification.soundName = nil
            notification.soundFile = digest.sound?.file
        }
        return notification
    }

    /// ntfy: a title and a message of at most 4096 bytes.
    public static let ntfyMessageBytes = 4096

    /// `WORDQUIZ_NTFY_ATTACH=sound`: ntfy's one attachment is the word's sound, not its picture.
    public static let ntfySound = "sound"

    /// ntfy with a file of its own (a deck's picture, which has no address ntfy could fetch, or
    /// the word's sound): the file is the PUT's body and the message travels in headers, each
    /// RFC 2047-encoded where it is not plain ASCII (ntfy decodes them).
    public static func ntfyUpload(_ digest: Digest, fileName: String, isSound: Bool) -> [(name: String, value: String)]
    {
        let last = isSound ? digest.soundAttachedLine : digest.pictureCreditLine
        let tail = last.map { "\n" + $0 } ?? ""
        let message = ([digest.subtitle] + digest.bodyLines).joined(separator: "\n")
        let header = { (text: String) in MailMessage.encodedWords(text, separator: " ") }
        return [
            ("Title", header(Truncation.toBytes(digest.title, 250))),
            ("Message", header(Truncation.toBytes(message, ntfyMessageBytes - tail.utf8.count) + tail)),
            ("Tags", "books"), ("Filename", header(fileName)),
        ] + (digest.link.map { [("Click", header($0))] } ?? [])
    }

    /// The picture is attached by its URL (ntfy fetches it), its credit the message's last line.
    public static func ntfy(_ digest: Digest, topic: String) -> NtfyMessage {
        let picture = digest.fetchablePicture
        let credit = picture == nil ? "" : digest.pictureCreditLine.map { "\n" + $0 } ?? ""
        let message = ([digest.subtitle] + digest.bodyLines).joined(separator: "\n")
        return NtfyMessage(
            topic: topic, title: Truncation.toBytes(digest.title, 250),
            message: Truncation.toBytes(message, ntfyMessageBytes - credit.utf8.count) + credit, tags: ["books"],
            click: digest.link, attach: picture?.url,
            filename: picture.map { "\(digest.headword ?? "wordquiz").\($0.format.fileExtension)" })
    }

    /// Slack: a header block (150 characters) and a section (3000 characters a section).
    public static let slackHeaderCharacters = 150
    public static let slackSectionCharacters = 3000

    public static func slack(_ digest: Digest) -> SlackMessage {
        var section = "*\(escapeSlack(digest.subtitle))*\n" + digest.bodyLines.map(escapeSlack).joined(separator: "\n")
        if let link = digest.link {
            section += "\n<\(link)|\(escapeSlack(Phrase("See it in the dictionary").text(in: digest.language)))>"
        }
        var blocks: [SlackMessage.Block] = [
            .init(
                type: "header",
                text: .init(type: "plain_text", text: Truncation.toCharacters(digest.title, slackHeaderCharacters))),
            .init(
                type: "section",
                text: .init(type: "mrkdwn", text: Truncation.toCharacters(section, slackSectionCharacters))),
        ]
        // The picture as an image block, its credit as the context beneath.
        if let picture = digest.fetchablePicture, let credit = digest.pictureCreditLine {
            blocks.append(
                .init(
                    type: "image", imageURL: picture.url,
                    altText: Truncation.toCharacters(digest.headword ?? digest.title, slackAltTextCharacters)))
            blocks.append(
                .init(
                    type: "context",
                    elements: [.init(type: "plain_text", text: Truncation.toCharacters(credit, slackHeaderCharacters))])
            )
        }
        return SlackMessage(
            text: Truncation.toCharacters(digest.title + " — " + digest.subtitle, slackSectionCharacters),
            blocks: blocks)
    }

    /// Slack: an image's alt text, at most 2000 characters.
    public static let slackAltTextCharacters = 2000

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
        let embeds = digest.fetchablePicture.map { picture in
            [
                DiscordMessage.Embed(
                    image: .init(url: picture.url),
                    footer: .init(text: Truncation.toCharacters(digest.pictureCreditLine ?? picture.credit, 2048)))
            ]
        }
        return DiscordMessage(
            content: Truncation.toCharacters(text, discordCharacters), allowedMentions: .init(parse: []),
            embeds: embeds)
    }

    /// The email's HTML: the word large, its English, its meaning, each fact a paragraph (the example,
    /// yesterday's word, the words due), the picture by `cid:` with its credit, the link.
    /// Every text is escaped; nothing is cut.
    public static func emailHTML(_ digest: Digest, pictureContentID: String? = nil, soundAttached: Bool = false)
        -> String
    {
        let language = digest.language.code
        var body: [String] = []
        if let headword = digest.headword {
            body.append(
                #"<p style="margin:0;color:#666">\#(escapeHTML(Phrase("Word of the day").text(in: digest.language)))</p>"#
            )
            body.append(#"<h1 style="margin:4px 0 8px;font-size:44px;line-height:1.2">\#(escapeHTML(headword))</h1>"#)
            // The subject's "(apple)", in the body too: a client that cuts the subject keeps it.
            if let english = digest.english {
                body.append(#"<p style="font-size:20px;margin:0 0 8px">\#(escapeHTML(english))</p>"#)
            }
        } else {
            body.append(#"<h1 style="margin:0 0 8px;font-size:24px">\#(escapeHTML(digest.title))</h1>"#)
        }
        body.append(#"<p style="font-size:18px;margin:0 0 12px">\#(escapeHTML(digest.subtitle))</p>"#)
        if let picture = digest.picture, let id = pictureContentID {
            let alt = escapeHTML(digest.headword ?? "")
            body.append(
                #"<p style="margin:0"><img src="cid:\#(escapeHTML(id))" alt="\#(alt)" width="\#(min(picture.width, 480))" style="max-width:100%;height:auto"></p>"#
            )
            if let credit = digest.pictureCreditLine {
                body.append(#"<p style="margin:2px 0 12px;color:#888;font-size:12px">\#(escapeHTML(credit))</p>"#)
            }
        }
        for line in digest.bodyLines { body.append(#"<p style="margin:0 0 6px">\#(escapeHTML(line))</p>"#) }
        if soundAttached, let line = digest.soundAttachedLine {
            body.append(#"<p style="margin:8px 0 0;color:#666">\#(escapeHTML(line))</p>"#)
        }
        if let link = digest.link {
            let words = escapeHTML(Phrase("See it in the dictionary").text(in: digest.language))
            body.append(#"<p style="margin-top:12px"><a href="\#(escapeHTML(link))">\#(words)</a></p>"#)
        }
        return """
            <!DOCTYPE html>
            <html lang="\(language)"><head><meta charset="utf-8"><title>\(escapeHTML(digest.title))</title></head>
            <body style="font-family:sans-serif;max-width:560px">
            \(body.joined(separator: "\n"))
            </body></html>

            """
    }

    /// Text as HTML: `&`, `<`, `>` and both quotes escaped, so that dictionary text is never markup.
    static func escapeHTML(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
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
