import Foundation
import WordQuizCore

/// Each channel's rendering as text, for `--dry-run`.
enum DryRun {
    static func rendering(_ digest: Digest, for spec: ChannelSpec, configuration: WordQuizCore.Configuration) -> String
    {
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
            out += JSONText.encode(ChannelRendering.ntfy(digest, topic: topic)) + "\n"
        case .slack:
            out += JSONText.encode(ChannelRendering.slack(digest)) + "\n"
        case .discord:
            out += JSONText.encode(ChannelRendering.discord(digest)) + "\n"
        }
        return out + "\n"
    }
}
