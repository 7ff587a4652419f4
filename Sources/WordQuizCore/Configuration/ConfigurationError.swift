/// A setting that cannot be used as it stands.
public enum ConfigurationError: Error, Sendable, Equatable {
    /// A variable holds a value wordquiz does not understand.
    case invalidValue(variable: String, value: String, expected: String)
    /// A provider was asked for but its key is not set.
    case missingKey(provider: Provider, variable: String)

    public var message: String {
        switch self {
        case .invalidValue(let variable, let value, let expected):
            // Never echo a value that might be a key.
            let secret = variable.hasSuffix("_KEY") || variable.hasSuffix("_URL") || variable.hasSuffix("PASSWORD")
            let shown = secret ? "(hidden)" : "'\(value)'"
            return "\(variable) is set to \(shown), which is not valid: expected \(expected)."
        case .missingKey(let provider, let variable):
            return
                "\(provider.displayName) (\(provider.rawValue)) needs an API key: set \(variable) in Config.env or ~/.config/wordquiz/config.env, or use --offline."
        }
    }
}
