/// Where a digest goes, as the user names it with `--channel`. Specs never carry secrets:
/// webhook URLs and SMTP credentials come from the configuration.
public enum ChannelSpec: Hashable, Sendable, CustomStringConvertible {
    case stdout
    /// Appends one block per delivery to a file.
    case file(String)
    /// A freedesktop notification.
    case desktop
    case ntfy
    case slack
    case discord
    case email

    /// The kinds as `--channel` takes them, for completion (`file:` goes on with a path).
    public static let kinds = ["stdout", "desktop", "ntfy", "slack", "discord", "email", "file:"]

    /// The kinds, listed as one of them is asked for (`file:PATH` as it is typed).
    public static let names = Phrase.alternatives(kinds.map { $0.hasSuffix(":") ? $0 + "PATH" : $0 })

    /// Parses a spec; a file's path is made absolute (`UserPath`: `~` is `home`, a relative
    /// path is under `directory`). A spec
    /// with a control character (a newline would split it in two where it is stored) or
    /// longer than a path can be is refused.
    public init?(parsing text: String, directory: String, home: String? = nil) {
        guard text.count <= 4096, !text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
        else { return nil }
        switch text.lowercased() {
        case "stdout": self = .stdout
        case "desktop": self = .desktop
        case "ntfy": self = .ntfy
        case "slack": self = .slack
        case "discord": self = .discord
        case "email", "mail", "smtp": self = .email
        default:
            guard text.hasPrefix("file:"), text.count > 5 else { return nil }
            let path = String(text.dropFirst(5))
            self = .file(UserPath.absolute(path, directory: directory, home: home))
        }
    }

    public var description: String {
        switch self {
        case .stdout: "stdout"
        case .file(let path): "file:\(path)"
        case .desktop: "desktop"
        case .ntfy: "ntfy"
        case .slack: "slack"
        case .discord: "discord"
        case .email: "email"
        }
    }

    /// The system's own folders, where no digest file may go whoever runs wordquiz (a root
    /// service must not append to /etc/passwd because a schedule names it).
    public static let systemFolders = [
        "/etc", "/usr", "/boot", "/proc", "/sys", "/dev", "/bin", "/sbin", "/lib", "/lib64", "/var/lib", "/var/log",
        "/run",
    ]

    /// Why a file channel may not write to `path` (it lies in one of the system's folders), or
    /// nil when it may.
    public static func systemPathProblem(_ path: String) -> Phrase? {
        guard systemFolders.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) else { return nil }
        return Phrase(
            "\(path, .path) is in a system folder: a digest file goes in a folder of your own, such as ~/digest.txt")
    }

    /// The settings a channel needs from the configuration.
    public var requiredSettings: [Setting] {
        switch self {
        case .ntfy: [.ntfyURL]
        case .slack: [.slackWebhookURL]
        case .discord: [.discordWebhookURL]
        case .email: [.smtpURL, .smtpFrom, .smtpTo]
        case .stdout, .file, .desktop: []
        }
    }

    /// Whether the channel carries the word's sound with these settings: the email attaches
    /// it, the desktop plays it when `WORDQUIZ_DESKTOP_SOUND=word`. A digest looks for a sound
    /// (a fetch, a synthesis) only when one of its channels carries it.
    public func carriesSound(_ settings: [Setting: String]) -> Bool {
        switch self {
        case .email: true
        case .desktop: settings[.desktopSound] == DesktopNotification.wordAsSound
        case .ntfy: settings[.ntfyAttach] == ChannelRendering.ntfySound
        case .stdout, .file, .slack, .discord: false
        }
    }

    /// What keeps this channel from delivering with these settings, a sentence each (empty when
    /// nothing does): a setting it needs and lacks, an ntfy URL without its topic, a mail user
    /// without a password (the server would be asked to log in with an empty one). Said where
    /// a channel is set up (`init`, `schedule add` and `edit`) and checked by `doctor`.
    public func settingProblems(_ settings: [Setting: String]) -> [Phrase] {
        let missing = requiredSettings.filter { (settings[$0] ?? "").isEmpty }
        var problems: [Phrase] = []
        if !missing.isEmpty {
            problems.append(
                Phrase(
                    "the \(self, .channel) channel needs \(missing.map(\.name).joined(separator: ", "), .setting) in Config.env before it can deliver."
                ))
        }
        if self == .ntfy, let url = settings[.ntfyURL], !url.isEmpty, Self.ntfyTopic(of: url) == nil {
            problems.append(Phrase("NTFY_URL must be a topic URL like https://ntfy.sh/your-topic"))
        }
        if self == .email, !(settings[.smtpUser] ?? "").isEmpty, (settings[.smtpPassword] ?? "").isEmpty {
            problems.append(
                Phrase(
                    "SMTP_USER is set without SMTP_PASSWORD: the mail server would be asked to log in with an empty password"
                ))
        }
        return problems
    }

    /// An ntfy URL cut at its topic: the server and the topic (`https://ntfy.sh` and `words`);
    /// nil when the URL names no topic.
    public static func ntfyTopic(of url: String) -> (server: String, topic: String)? {
        guard url.hasPrefix("http"), let slash = url.lastIndex(of: "/"),
            url.distance(from: slash, to: url.endIndex) > 1,
            let schemeEnd = url.range(of: "://"), slash > schemeEnd.upperBound
        else { return nil }
        return (String(url[..<slash]), String(url[url.index(after: slash)...]))
    }
}
