import WordQuizCore

/// Each channel's rendering as text, for `digest --dry-run`: what it would carry, the picture
/// included (the desktop's image and sound hints, the email's parts).
enum DigestDryRun {
    static func rendering(_ digest: Digest, for spec: ChannelSpec, configuration: Configuration) throws -> String {
        var out = "── \(spec) ──\n"
        switch spec {
        case .stdout, .file:
            out += ChannelRendering.plain(digest)
        case .email:
            // The parts the message is built of: the text, the HTML, the picture inline.
            var parts = ["text/plain", "text/html"]
            if let picture = digest.picture { parts.append("\(picture.format.mimeType) inline: \(picture.file)") }
            if let sound = digest.sound { parts.append("\(sound.format.mimeType) attached: \(sound.file)") }
            out += "[" + parts.joined(separator: " · ") + "]\n" + ChannelRendering.plain(digest)
        case .desktop:
            let desktop = ChannelRendering.desktop(
                digest, soundName: configuration.channelSettings[.desktopSound])
            out += desktop.summary + "\n" + desktop.body + "\n"
            if let image = desktop.imagePath { out += "image-path: \(image)\n" }
            if let sound = desktop.soundName { out += "sound-name: \(sound)\n" }
            if let file = desktop.soundFile { out += "sound-file: \(file)\n" }
        case .ntfy:
            // The topic is the secret: whoever knows it can read and write the feed.
            out += try JSONOutput.line(ChannelRendering.ntfy(digest, topic: "(hidden: the topic in NTFY_URL)"))
        case .slack:
            out += try JSONOutput.line(ChannelRendering.slack(digest))
        case .discord:
            out += try JSONOutput.line(ChannelRendering.discord(digest))
        }
        return out + "\n"
    }
}
