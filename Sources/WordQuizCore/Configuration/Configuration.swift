/// Settings resolved from the layered env files and the process environment.
///
/// Resolution is pure: the caller reads the layers (later layers win) and hands them over.
public struct Configuration: Sendable, Equatable {
    /// API keys by provider; empty values count as missing.
    public var keys: [Provider: String]
    /// The provider asked for with `WORDQUIZ_PROVIDER`, if any.
    public var requestedProvider: Provider?
    public var format: ResponseFormat
    /// Base URLs (scheme, host and port) by provider.
    public var baseURLs: [Provider: String]
    /// A CA bundle to verify servers with, instead of the system's.
    public var caBundle: String?
    /// Seconds one command may spend on the network in all (`WORDQUIZ_TIMEOUT`).
    public var networkBudget: Double?
    /// The probability of recall at which a word comes back for review.
    public var desiredRetention: Double = 0.9
    /// How many words `wordquiz review` drills in one learner's day.
    public var dailyReviewLimit: Int = 20
    /// New words a learner meets a day at most (`learn`), as Anki's new-cards limit.
    public var newWordsPerDay: Int = 5
    /// The hour (0–23, local) at which the learner's day begins.
    public var dayStartHour: Int = LearnerDay.defaultRolloverHour
    /// Secrets and addresses of the delivery channels (`SLACK_WEBHOOK_URL`…).
    public var channelSettings: [Setting: String] = [:]
    /// How late a missed digest may still be delivered, in seconds.
    public var catchUpGrace: Int64 = 6 * 3600
    /// Which words are the words of the day and `learn`'s new words (`WORDQUIZ_LEVEL`).
    public var level: LevelChoice = .all
    /// `WORDQUIZ_LANG`: a language's code (`Language.readable`); nil to follow the locale.
    public var language: Language?
    /// Naver's image search, a second source of pictures for entries the dictionary shows
    /// none for; nil unless both `NAVER_CLIENT_ID` and `NAVER_CLIENT_SECRET` are set.
    public var pictureSearch: PictureSearch?
    /// The program that plays a word's sound (`WORDQUIZ_PLAYER`), its arguments split at
    /// spaces; nil: the first player found (`AudioPlayerChoice`).
    public var player: String?

    /// The credentials and address of Naver's search API.
    public struct PictureSearch: Sendable, Equatable {
        public var clientID: String
        public var clientSecret: String
        public var baseURL: String

        public init(clientID: String, clientSecret: String, baseURL: String = NaverImageSearch.defaultBaseURL) {
            self.clientID = clientID
            self.clientSecret = clientSecret
            self.baseURL = baseURL
        }
    }

    /// Every variable name wordquiz reads (`Setting` and the dictionaries' rows).
    public static var variables: [String] { Setting.allNames }

    public init(
        keys: [Provider: String] = [:], requestedProvider: Provider? = nil,
        format: ResponseFormat = .xml, baseURLs: [Provider: String] = [:], caBundle: String? = nil
    ) {
        self.keys = keys
        self.requestedProvider = requestedProvider
        self.format = format
        self.baseURLs = baseURLs
        self.caBundle = caBundle
    }

    /// Merges the layers, later ones winning, and validates every value.
    public static func resolve(layers: [[String: String]]) throws(ConfigurationError)
        -> Configuration
    {
        var merged: [String: String] = [:]
        for layer in layers {
            for name in Setting.allNames {
                if let value = layer[name] { merged[name] = value.trimmingWhitespace() }
            }
        }
        var config = Configuration()
        for provider in Provider.online {
            if let name = provider.keyVariable, let key = merged[name], !key.isEmpty {
                config.keys[provider] = key
            }
            if let name = provider.baseURLVariable, let url = merged[name], !url.isEmpty {
                config.baseURLs[provider] = try validatedBaseURL(url, variable: name)
            }
        }
        if let name = merged[Setting.provider.name], !name.isEmpty {
            guard let provider = Provider(rawValue: name.lowercased()) else {
                throw .invalidValue(
                    variable: Setting.provider.name, value: name,
                    expected: .alternatives(Provider.names))
            }
            config.requestedProvider = provider
        }
        if let format = merged[Setting.format.name], !format.isEmpty {
            guard let parsed = ResponseFormat(rawValue: format.lowercased()) else {
                throw .invalidValue(
                    variable: Setting.format.name, value: format,
                    expected: .alternatives(ResponseFormat.allCases.map(\.rawValue)))
            }
            config.format = parsed
        }
        if let bundle = merged[Setting.caBundle.name], !bundle.isEmpty { config.caBundle = bundle }
        if let seconds = try number(
            merged, Setting.timeout.name, in: 0.1...300, expected: Phrase("seconds, from 0.1 to 300"))
        {
            config.networkBudget = seconds
        }
        if let retention = try number(
            merged, Setting.desiredRetention.name, in: 0.7...0.99, expected: Phrase("a probability from 0.70 to 0.99"))
        {
            config.desiredRetention = retention
        }
        if let limit = try number(
            merged, Setting.reviewLimit.name, in: 1...1000, expected: Phrase("a number of words, 1 to 1000"))
        {
            config.dailyReviewLimit = limit
        }
        if let limit = try number(
            merged, Setting.newPerDay.name, in: 0...200, expected: Phrase("a number of new words, 0 to 200"))
        {
            config.newWordsPerDay = limit
        }
        for setting in Setting.allCases where setting.isChannelSetting {
            if let value = merged[setting.name], !value.isEmpty { config.channelSettings[setting] = value }
        }
        // A webhook's URL is its own password: never in clear text to another machine. One
        // pasted without its scheme (`hooks.slack.com/services/…`) is refused, not guessed:
        // libcurl would send it over plain http.
        for setting in [Setting.slackWebhookURL, .discordWebhookURL, .ntfyURL] {
            guard let url = config.channelSettings[setting] else { continue }
            guard let scheme = URLHost.parse(url)?.scheme, ["http", "https"].contains(scheme) else {
                throw .invalidValue(
                    variable: setting.name, value: url, expected: Phrase("a whole URL that begins with https://"))
            }
            if scheme == "http", !URLHost.isLoopbackURL(url) { throw .insecureWebhook(variable: setting.name) }
        }
        if let text = merged[Setting.catchUpHours.name], !text.isEmpty {
            guard let hours = Double(text), hours >= 0, hours <= 168 else {
                throw .invalidValue(
                    variable: Setting.catchUpHours.name, value: text, expected: Phrase("hours, from 0 to 168"))
            }
            config.catchUpGrace = Int64(hours * 3600)
        }
        if let text = merged[Setting.language.name], !text.isEmpty {
            guard let language = Language(parsing: text) else {
                throw .invalidValue(
                    variable: Setting.language.name, value: text, expected: .verbatim(Language.readableCodes))
            }
            config.language = language
        }
        if let text = merged[Setting.level.name], !text.isEmpty {
            guard let level = LevelChoice(parsing: text) else {
                throw .invalidValue(variable: Setting.level.name, value: text, expected: LevelChoice.names)
            }
            config.level = level
        }
        if let id = merged[Setting.naverClientID.name], !id.isEmpty,
            let secret = merged[Setting.naverClientSecret.name],
            !secret.isEmpty
        {
            var search = PictureSearch(clientID: id, clientSecret: secret)
            if let url = merged[Setting.naverBaseURL.name], !url.isEmpty {
                search.baseURL = try validatedBaseURL(url, variable: Setting.naverBaseURL.name)
            }
            config.pictureSearch = search
        }
        if let text = merged[Setting.player.name], !text.isEmpty { config.player = text }
        if let text = merged[Setting.dayStartsAt.name], !text.isEmpty {
            guard let hour = Self.hour(text) else {
                throw .invalidValue(
                    variable: Setting.dayStartsAt.name, value: text, expected: Phrase("an hour like 4 or 04:00"))
            }
            config.dayStartHour = hour
        }
        return config
    }

    /// Reads `4`, `04` or `04:00` as an hour of the day.
    /// A number setting within `range`; nil when unset or empty, an error naming the
    /// variable and what it takes otherwise.
    static func number<Number: LosslessStringConvertible & Comparable>(
        _ values: [String: String], _ variable: String, in range: ClosedRange<Number>, expected: Phrase
    ) throws(ConfigurationError) -> Number? {
        guard let text = values[variable], !text.isEmpty else { return nil }
        guard let value = Number(text), range.contains(value) else {
            throw .invalidValue(variable: variable, value: text, expected: expected)
        }
        return value
    }

    static func hour(_ text: String) -> Int? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count <= 2, let hour = Int(parts[0]), (0...23).contains(hour) else { return nil }
        if parts.count == 2, parts[1] != "00" { return nil }
        return hour
    }

    /// The provider to use: the one named on the command line, else `WORDQUIZ_PROVIDER`,
    /// else the first provider that has a key, else the offline bank.
    public func provider(override: Provider? = nil) throws(ConfigurationError) -> Provider {
        let chosen = override ?? requestedProvider
        guard let chosen else {
            return Provider.online.first { keys[$0] != nil } ?? .offline
        }
        if chosen != .offline, keys[chosen] == nil, let variable = chosen.keyVariable {
            throw .missingKey(provider: chosen, variable: variable)
        }
        return chosen
    }

    /// The base URL for a provider: configured, else the official host.
    public func baseURL(for provider: Provider) -> String {
        baseURLs[provider] ?? provider.defaultBaseURL ?? ""
    }

    /// The format to ask a provider for: JSON only where the provider offers it.
    public func format(for provider: Provider) -> ResponseFormat {
        provider.offersJSON ? format : .xml
    }

    /// Accepts `scheme://host[:port]` with scheme http or https and no path, query or
    /// credentials (a trailing slash is tolerated).
    static func validatedBaseURL(_ url: String, variable: String) throws(ConfigurationError) -> String {
        let expected = Phrase("scheme, host and port only, like https://opendict.korean.go.kr or http://127.0.0.1:8080")
        var rest = Substring(url)
        guard let schemeEnd = rest.range(of: "://") else {
            throw .invalidValue(variable: variable, value: url, expected: expected)
        }
        let scheme = rest[..<schemeEnd.lowerBound].lowercased()
        guard scheme == "http" || scheme == "https" else {
            throw .invalidValue(variable: variable, value: url, expected: expected)
        }
        rest = rest[schemeEnd.upperBound...]
        while rest.hasSuffix("/") { rest = rest.dropLast() }
        let isHostChar: (Character) -> Bool = {
            $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == ":" || $0 == "[" || $0 == "]"
        }
        guard !rest.isEmpty, rest.allSatisfy(isHostChar), !rest.hasPrefix(":") else {
            throw .invalidValue(variable: variable, value: url, expected: expected)
        }
        // The key travels in the URL: in clear text only to this machine.
        let normalized = scheme + "://" + rest
        if scheme == "http", !URLHost.isLoopbackURL(normalized) {
            throw .insecureURL(variable: variable)
        }
        return normalized
    }
}
