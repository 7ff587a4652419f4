/// A setting of the config files and the environment, by the name a user writes
/// (`SLACK_WEBHOOK_URL=…`), with what kind of value it holds. Each name is written here and
/// nowhere else; a dictionary's key and base-URL variables are its row of `Provider`'s table.
public enum Setting: String, CaseIterable, Sendable, CustomStringConvertible {
    case provider = "WORDQUIZ_PROVIDER"
    case format = "WORDQUIZ_FORMAT"
    case caBundle = "WORDQUIZ_CA_BUNDLE"
    case timeout = "WORDQUIZ_TIMEOUT"
    case desiredRetention = "WORDQUIZ_DESIRED_RETENTION"
    case reviewLimit = "WORDQUIZ_REVIEW_LIMIT"
    case newPerDay = "WORDQUIZ_NEW_PER_DAY"
    case dayStartsAt = "WORDQUIZ_DAY_STARTS_AT"
    case catchUpHours = "WORDQUIZ_CATCH_UP_HOURS"
    case level = "WORDQUIZ_LEVEL"
    case language = "WORDQUIZ_LANG"
    case ntfyURL = "NTFY_URL"
    case slackWebhookURL = "SLACK_WEBHOOK_URL"
    case discordWebhookURL = "DISCORD_WEBHOOK_URL"
    case smtpURL = "SMTP_URL"
    case smtpUser = "SMTP_USER"
    case smtpPassword = "SMTP_PASSWORD"
    case smtpFrom = "SMTP_FROM"
    case smtpTo = "SMTP_TO"
    case desktopSound = "WORDQUIZ_DESKTOP_SOUND"
    case ntfyAttach = "WORDQUIZ_NTFY_ATTACH"
    case naverClientID = "NAVER_CLIENT_ID"
    case naverClientSecret = "NAVER_CLIENT_SECRET"
    case naverBaseURL = "NAVER_BASE_URL"
    case player = "WORDQUIZ_PLAYER"

    /// The name as a user writes it.
    public var name: String { rawValue }
    public var description: String { rawValue }

    /// Whether a delivery channel reads it (kept in `Configuration.channelSettings`).
    public var isChannelSetting: Bool {
        switch self {
        case .ntfyURL, .slackWebhookURL, .discordWebhookURL, .smtpURL, .smtpUser, .smtpPassword, .smtpFrom, .smtpTo,
            .desktopSound, .ntfyAttach:
            true
        default: false
        }
    }

    /// Whether its value is a secret (a webhook URL is its own password), for the warning on
    /// a config file others can read.
    public var isSecret: Bool {
        switch self {
        case .slackWebhookURL, .discordWebhookURL, .ntfyURL, .smtpPassword, .naverClientSecret: true
        default: false
        }
    }

    /// Whether it decides where keys, messages or trust go, or what program runs: taken from a
    /// config file only when the user owns the file and no one else can write it.
    public var isDestination: Bool {
        switch self {
        case .smtpURL, .slackWebhookURL, .discordWebhookURL, .ntfyURL, .caBundle, .naverBaseURL, .player: true
        default: false
        }
    }

    /// Every variable name wordquiz reads: the dictionaries' keys and base URLs, then these.
    public static let allNames: [String] =
        Provider.online.compactMap(\.keyVariable) + Provider.online.compactMap(\.baseURLVariable)
        + allCases.map(\.name)

    /// The names of the secrets: the dictionaries' keys and the secret settings.
    public static let secretNames: [String] =
        Provider.online.compactMap(\.keyVariable) + allCases.filter(\.isSecret).map(\.name)

    /// The names whose values no message shows: the secrets, and every URL (a URL can carry a
    /// user and password, `smtps://me:pw@host`, or a key in its query).
    public static let hiddenNames: Set<String> = Set(secretNames + allNames.filter { $0.hasSuffix("_URL") })

    /// The names of the destinations: the dictionaries' base URLs and the destination settings.
    public static let destinationNames: Set<String> = Set(
        Provider.online.compactMap(\.baseURLVariable) + allCases.filter(\.isDestination).map(\.name))
}
