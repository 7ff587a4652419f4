import Foundation
import Testing

@testable import WordQuizCore

/// Every setting a user can write, set to a value other than its default, changes what it
/// says it changes — in the unit it says (hours, not minutes; an hour of the day, not ignored).
/// A setting added without an example here fails `everySettingHasAnExample`.
@Suite struct EverySettingTests {
    /// A setting's example: the value written, and what the configuration must then hold.
    struct Example: Sendable {
        var value: String
        var holds: @Sendable (Configuration) -> Bool
    }

    static let examples: [String: Example] = {
        var examples: [String: Example] = [
            Setting.provider.name: Example(value: "STDICT") { $0.requestedProvider == .stdict },
            Setting.format.name: Example(value: "JSON") { $0.format == .json },
            Setting.caBundle.name: Example(value: "/home/me/ca.pem") { $0.caBundle == "/home/me/ca.pem" },
            Setting.timeout.name: Example(value: "2.5") { $0.networkBudget == 2.5 },
            Setting.desiredRetention.name: Example(value: "0.85") { $0.desiredRetention == 0.85 },
            Setting.reviewLimit.name: Example(value: "35") { $0.dailyReviewLimit == 35 },
            Setting.newPerDay.name: Example(value: "12") { $0.newWordsPerDay == 12 },
            Setting.dayStartsAt.name: Example(value: "06:00") { $0.dayStartHour == 6 },
            // Hours: 2 is 7,200 seconds of grace, and 1.5 is 5,400.
            Setting.catchUpHours.name: Example(value: "1.5") { $0.catchUpGrace == 5_400 },
            Setting.level.name: Example(value: "고급") { $0.level == .only(.advanced) },
            Setting.player.name: Example(value: "mpv --really-quiet") { $0.player == "mpv --really-quiet" },
            Setting.language.name: Example(value: "en") { $0.language?.code == "en" },
            Setting.ntfyURL.name: Example(value: "https://ntfy.example/words") {
                $0.channelSettings[.ntfyURL] == "https://ntfy.example/words"
            },
            Setting.slackWebhookURL.name: Example(value: "https://hooks.example/T/B/x") {
                $0.channelSettings[.slackWebhookURL] == "https://hooks.example/T/B/x"
            },
            Setting.discordWebhookURL.name: Example(value: "https://discord.example/api/webhooks/1/x") {
                $0.channelSettings[.discordWebhookURL] == "https://discord.example/api/webhooks/1/x"
            },
            Setting.smtpURL.name: Example(value: "smtps://mail.example:465") {
                $0.channelSettings[.smtpURL] == "smtps://mail.example:465"
            },
            Setting.smtpUser.name: Example(value: "me@example.org") {
                $0.channelSettings[.smtpUser] == "me@example.org"
            },
            Setting.smtpPassword.name: Example(value: "hunter2") { $0.channelSettings[.smtpPassword] == "hunter2" },
            Setting.smtpFrom.name: Example(value: "words@example.org") {
                $0.channelSettings[.smtpFrom] == "words@example.org"
            },
            Setting.smtpTo.name: Example(value: "me@example.org") { $0.channelSettings[.smtpTo] == "me@example.org" },
            Setting.desktopSound.name: Example(value: "bell") { $0.channelSettings[.desktopSound] == "bell" },
            Setting.ntfyAttach.name: Example(value: "sound") { $0.channelSettings[.ntfyAttach] == "sound" },
            // Naver's three settings, which only make a picture search together.
            Setting.naverClientID.name: Example(value: "id-1") { $0.pictureSearch?.clientID == "id-1" },
            Setting.naverClientSecret.name: Example(value: "secret-1") { $0.pictureSearch?.clientSecret == "secret-1" },
            Setting.naverBaseURL.name: Example(value: "https://naver.example") {
                $0.pictureSearch?.baseURL == "https://naver.example"
            },
        ]
        for provider in Provider.online {
            if let key = provider.keyVariable {
                examples[key] = Example(value: "0123456789abcdef0123456789abcdef") {
                    $0.keys[provider] == "0123456789abcdef0123456789abcdef"
                }
            }
            if let base = provider.baseURLVariable {
                examples[base] = Example(value: "https://mirror.example:8443") {
                    $0.baseURLs[provider] == "https://mirror.example:8443"
                }
            }
        }
        return examples
    }()

    /// Settings that only act together: each is set with its partners' examples too.
    static let partners: [String: [String]] = [
        Setting.naverClientID.name: [Setting.naverClientSecret.name],
        Setting.naverClientSecret.name: [Setting.naverClientID.name],
        Setting.naverBaseURL.name: [Setting.naverClientID.name, Setting.naverClientSecret.name],
    ]

    @Test func everySettingHasAnExample() {
        #expect(Set(Configuration.variables) == Set(Self.examples.keys))
    }

    @Test(arguments: Configuration.variables)
    func aSettingOtherThanItsDefaultTakesEffect(variable: String) throws {
        let example = try #require(Self.examples[variable], "\(variable) has no example")
        var layer = [variable: example.value]
        for partner in Self.partners[variable] ?? [] { layer[partner] = Self.examples[partner]?.value }
        let configuration = try Configuration.resolve(layers: [layer])
        #expect(example.holds(configuration), "\(variable)=\(example.value)")
        // And the default is not what the example sets: the example changes something.
        #expect(!example.holds(try Configuration.resolve(layers: [])), "\(variable)'s example is its default")
    }

    /// A value out of its range, or of another kind, is refused naming the setting.
    @Test(arguments: [
        (Setting.catchUpHours.name, "169"), (Setting.catchUpHours.name, "-1"), (Setting.catchUpHours.name, "2h"),
        (Setting.dayStartsAt.name, "24:00"), (Setting.dayStartsAt.name, "4:30"), (Setting.timeout.name, "0"),
        (Setting.desiredRetention.name, "0.995"), (Setting.reviewLimit.name, "0"), (Setting.newPerDay.name, "201"),
        (Setting.level.name, "expert"), (Setting.format.name, "yaml"), (Setting.provider.name, "naver"),
        // Just past each end of each range, on both sides (the ends themselves are accepted below).
        (Setting.desiredRetention.name, "0.69"), (Setting.reviewLimit.name, "1001"), (Setting.newPerDay.name, "-1"),
        (Setting.dayStartsAt.name, "24"), (Setting.dayStartsAt.name, "-1"), (Setting.timeout.name, "300.1"),
        (Setting.timeout.name, "0.09"), (Setting.catchUpHours.name, "168.01"), (Setting.catchUpHours.name, "nan"),
    ])
    func aValueOutOfRangeIsRefusedByName(variable: String, value: String) {
        let result = Result { () throws(ConfigurationError) in try Configuration.resolve(layers: [[variable: value]]) }
        guard case .failure(let error) = result else {
            Issue.record("\(variable)=\(value) was accepted")
            return
        }
        #expect(
            error.message.text(in: .en).hasPrefix("\(variable) is set to '\(value)', which is not valid: expected "))
    }

    /// The edges a range's ends are: accepted.
    @Test(
        arguments: [
            (Setting.catchUpHours.name, "168", { @Sendable (c: Configuration) in c.catchUpGrace == 168 * 3600 }),
            (Setting.catchUpHours.name, "0", { @Sendable (c: Configuration) in c.catchUpGrace == 0 }),
            (Setting.dayStartsAt.name, "23", { @Sendable (c: Configuration) in c.dayStartHour == 23 }),
            (Setting.dayStartsAt.name, "0", { @Sendable (c: Configuration) in c.dayStartHour == 0 }),
            (Setting.desiredRetention.name, "0.99", { @Sendable (c: Configuration) in c.desiredRetention == 0.99 }),
            (Setting.desiredRetention.name, "0.7", { @Sendable (c: Configuration) in c.desiredRetention == 0.7 }),
            (Setting.reviewLimit.name, "1000", { @Sendable (c: Configuration) in c.dailyReviewLimit == 1000 }),
            (Setting.newPerDay.name, "0", { @Sendable (c: Configuration) in c.newWordsPerDay == 0 }),
            (Setting.timeout.name, "300", { @Sendable (c: Configuration) in c.networkBudget == 300 }),
            (Setting.timeout.name, "0.1", { @Sendable (c: Configuration) in c.networkBudget == 0.1 }),
            (Setting.reviewLimit.name, "1", { @Sendable (c: Configuration) in c.dailyReviewLimit == 1 }),
            (Setting.newPerDay.name, "200", { @Sendable (c: Configuration) in c.newWordsPerDay == 200 }),
        ] as [(String, String, @Sendable (Configuration) -> Bool)])
    func aRangesEndsAreAccepted(variable: String, value: String, holds: @Sendable (Configuration) -> Bool) throws {
        #expect(holds(try Configuration.resolve(layers: [[variable: value]])), "\(variable)=\(value)")
    }
}
