import Testing

@testable import WordQuizCore

@Suite struct ConfigurationTests {
    /// A webhook's (or ntfy's) URL is its own secret: plain http only to this machine.
    @Test(arguments: [
        ("SLACK_WEBHOOK_URL", "http://hooks.example.com/T/B/x", false),
        ("DISCORD_WEBHOOK_URL", "HTTP://discord.example/api/webhooks/1/x", false),
        ("NTFY_URL", "http://ntfy.example/topic", false),
        ("SLACK_WEBHOOK_URL", "https://hooks.example.com/T/B/x", true),
        ("SLACK_WEBHOOK_URL", "http://127.0.0.1:8080/hook", true),
        ("NTFY_URL", "http://localhost:80/topic", true),
    ])
    func aWebhookURLGoesInClearTextOnlyToThisMachine(variable: String, url: String, accepted: Bool) {
        let result = Result { () throws(ConfigurationError) in try Configuration.resolve(layers: [[variable: url]]) }
        switch result {
        case .success: #expect(accepted, "\(url) was accepted")
        case .failure(let error):
            #expect(!accepted, "\(url): \(error.message)")
            #expect(error.message.text(in: .en).hasPrefix("\(variable) must use https: the URL is itself the secret"))
        }
    }

    /// A webhook URL pasted without its scheme would go over plain http to another host:
    /// refused with the setting named, the value (a secret) never shown.
    @Test(arguments: [
        ("SLACK_WEBHOOK_URL", "hooks.slack.com/services/T000/B000/XXXX"),
        ("DISCORD_WEBHOOK_URL", "discord.com:443/api/webhooks/1/x"),
        ("NTFY_URL", "ntfy.sh/my-secret-topic"), ("SLACK_WEBHOOK_URL", "ftp://hooks.example/x"),
    ])
    func aWebhookURLWithoutHTTPSIsRefused(variable: String, url: String) {
        let result = Result { () throws(ConfigurationError) in try Configuration.resolve(layers: [[variable: url]]) }
        guard case .failure(let error) = result else {
            Issue.record("\(url) was accepted")
            return
        }
        let message = error.message.text(in: .en)
        #expect(
            message
                == "\(variable) is set to (hidden), which is not valid: expected a whole URL that begins with https://."
        )
        #expect(!message.contains(url))
    }

    /// Every secret wordquiz declares (the keys, the webhooks, the passwords, the Naver
    /// secret) and every URL is hidden in a refusal; any other setting's value is shown, to be
    /// corrected.
    @Test func aRefusalHidesEverySecretAndURLAndShowsTheRest() {
        for name in Setting.allNames {
            let message = ConfigurationError.invalidValue(variable: name, value: "v4lue-9", expected: Phrase("x"))
                .message.text(in: .en)
            let hidden = Setting.secretNames.contains(name) || name.hasSuffix("_URL")
            #expect(message.contains("(hidden)") == hidden, "\(name): \(message)")
            #expect(message.contains("v4lue-9") == !hidden, "\(name): \(message)")
        }
        #expect(Setting.hiddenNames.contains("NAVER_CLIENT_SECRET"))
        #expect(Setting.hiddenNames.contains("SMTP_URL") && Setting.hiddenNames.contains("OPENDICT_API_KEY"))
        #expect(!Setting.hiddenNames.contains("WORDQUIZ_TIMEOUT"))
    }

    @Test func laterLayersWin() throws {
        let config = try Configuration.resolve(layers: [
            ["OPENDICT_API_KEY": "from-user-file", "WORDQUIZ_FORMAT": "json"],
            ["OPENDICT_API_KEY": "from-local-file"],
            ["WORDQUIZ_FORMAT": "xml"],
        ])
        #expect(config.keys[.opendict] == "from-local-file")
        #expect(config.format == .xml)
    }

    @Test func defaultProviderIsTheFirstWithAKeyElseOffline() throws {
        #expect(try Configuration.resolve(layers: []).provider() == .offline)
        let withKrdict = try Configuration.resolve(layers: [["KRDICT_API_KEY": "k", "STDICT_API_KEY": ""]])
        #expect(try withKrdict.provider() == .krdict)
        let withTwo = try Configuration.resolve(layers: [["KRDICT_API_KEY": "k", "STDICT_API_KEY": "s"]])
        #expect(try withTwo.provider() == .stdict)
    }

    @Test func askingForAProviderWithoutKeyNamesTheVariable() throws {
        let config = try Configuration.resolve(layers: [["WORDQUIZ_PROVIDER": "stdict"]])
        #expect(throws: ConfigurationError.missingKey(provider: .stdict, variable: "STDICT_API_KEY")) {
            try config.provider()
        }
        #expect(try config.provider(override: .offline) == .offline)
    }

    @Test func invalidValuesAreRejectedWithTheVariableName() {
        #expect(throws: ConfigurationError.self) {
            try Configuration.resolve(layers: [["WORDQUIZ_PROVIDER": "naver"]])
        }
        #expect(throws: ConfigurationError.self) {
            try Configuration.resolve(layers: [["WORDQUIZ_FORMAT": "yaml"]])
        }
        #expect(throws: ConfigurationError.self) {
            try Configuration.resolve(layers: [["WORDQUIZ_TIMEOUT": "forever"]])
        }
    }

    @Test(arguments: [
        ("http://127.0.0.1:8080", "http://127.0.0.1:8080"),
        ("https://opendict.example.test", "https://opendict.example.test"),
        ("https://opendict.example.test/", "https://opendict.example.test"),
        ("HTTP://[::1]:9000", "http://[::1]:9000"),
    ])
    func acceptsSchemeHostAndPort(url: String, expected: String) throws {
        let config = try Configuration.resolve(layers: [["OPENDICT_BASE_URL": url]])
        #expect(config.baseURL(for: .opendict) == expected)
    }

    @Test(arguments: [
        "ftp://host", "opendict.korean.go.kr", "http://host/api/search", "http://host?x=1",
        "http://user:pw@host", "file:///etc/passwd",
    ])
    func rejectsAnythingButSchemeHostAndPort(url: String) {
        let error = #expect(throws: ConfigurationError.self) {
            try Configuration.resolve(layers: [["OPENDICT_BASE_URL": url]])
        }
        // The one line names the variable and what it holds, each in its place.
        guard case .invalidValue(let variable, let value, _)? = error else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(variable == "OPENDICT_BASE_URL" && value == url)
    }

    @Test func baseURLDefaultsToTheOfficialHost() throws {
        let config = try Configuration.resolve(layers: [])
        #expect(config.baseURL(for: .stdict) == "https://stdict.korean.go.kr")
    }

    @Test func jsonIsOnlyAskedOfProvidersThatOfferIt() throws {
        let config = try Configuration.resolve(layers: [["WORDQUIZ_FORMAT": "JSON"]])
        #expect(config.format(for: .opendict) == .json)
        #expect(config.format(for: .krdict) == .xml)
    }

    @Test func messagesNeverEchoAKeyValue() {
        let error = ConfigurationError.invalidValue(
            variable: "OPENDICT_API_KEY", value: "secret123", expected: .verbatim("x"))
        for language in Language.allCases {
            #expect(!error.message.text(in: language).contains("secret123"))
        }
    }
}
