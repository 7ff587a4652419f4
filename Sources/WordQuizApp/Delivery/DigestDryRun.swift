import WordQuizCore

/// Each channel's rendering as text, for `digest --dry-run`.
enum DigestDryRun {
    static func rendering(_ digest: Digest, for spec: ChannelSpec, configuration: Configuration) throws -> String {
        var out = "── \(spec) ──\n"
        switch spec {
        case .stdout, .file, .email:
            out += ChannelRendering.plain(digest)
        case .desktop:
            let desktop = ChannelRendering.desktop(digest)
            out += desktop.summary + "\n" + desktop.body + "\n"
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
