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
            let topic =
                configuration.channelSettings["NTFY_URL"].flatMap { $0.split(separator: "/").last }.map(String.init)
                ?? "TOPIC"
            out += try JSONOutput.line(ChannelRendering.ntfy(digest, topic: topic))
        case .slack:
            out += try JSONOutput.line(ChannelRendering.slack(digest))
        case .discord:
            out += try JSONOutput.line(ChannelRendering.discord(digest))
        }
        return out + "\n"
    }
}
