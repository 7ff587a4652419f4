/// A setting that cannot be used as it stands.
public enum ConfigurationError: Error, Sendable, Equatable {
    /// A variable holds a value wordquiz does not understand.
    case invalidValue(variable: String, value: String, expected: Phrase)
    /// A provider was asked for but its key is not set.
    case missingKey(provider: Provider, variable: String)
    /// A URL that would carry a secret in clear text to another machine.
    case insecureURL(variable: String)
    /// A webhook or ntfy URL (itself the secret) that would go over plain http to another machine.
    case insecureWebhook(variable: String)
    /// A file that others can change says where a secret goes.
    case untrustedDestination(variable: String, file: String, reason: Phrase)

    public var message: Phrase {
        switch self {
        case .invalidValue(let variable, let value, let expected):
            // Never echo a secret, or a URL that may carry one.
            let shown = Setting.hiddenNames.contains(variable) ? Phrase("(hidden)") : .verbatim("'\(value)'")
            return Phrase(
                "\(variable, .setting) is set to \(shown, .value), which is not valid: expected \(expected, .choices).")
        case .missingKey(let provider, let variable):
            return Phrase(
                "\(provider.displayName, .dictionary) (\(provider.rawValue, .provider)) needs an API key: set \(variable, .setting) in Config.env or ~/.config/wordquiz/config.env, or use --offline."
            )
        case .insecureURL(let variable):
            return Phrase(
                "\(variable, .setting) must use https: http would send your key in clear text (http is accepted only for this machine: 127.0.0.1, localhost, [::1])."
            )
        case .insecureWebhook(let variable):
            return Phrase(
                "\(variable, .setting) must use https: the URL is itself the secret, and http would send it in clear text (http is accepted only for this machine: 127.0.0.1, localhost, [::1])."
            )
        case .untrustedDestination(let variable, let file, let reason):
            return Phrase(
                "\(file, .path) sets \(variable, .setting), but \(reason, .reason); wordquiz takes where your keys and messages go only from files no one else can change. Move the setting to ~/.config/wordquiz/config.env, or make the file and its folder yours alone (chmod go-w)."
            )
        }
    }
}
