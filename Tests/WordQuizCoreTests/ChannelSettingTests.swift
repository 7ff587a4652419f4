import Testing
import WordQuizCore

/// A channel that cannot deliver with the settings as they are is said where it is set up and
/// by `doctor`, each reason once: a setting it lacks, an ntfy URL without its topic, a mail user
/// without a password.
@Suite struct ChannelSettingTests {
    @Test func eachChannelSaysWhatItLacks() {
        #expect(
            ChannelSpec.slack.settingProblems([:]).map { $0.text(in: .en) } == [
                "the slack channel needs SLACK_WEBHOOK_URL in Config.env before it can deliver."
            ])
        #expect(
            ChannelSpec.email.settingProblems([.smtpURL: "smtps://mail.example:465"]).map { $0.text(in: .en) } == [
                "the email channel needs SMTP_FROM, SMTP_TO in Config.env before it can deliver."
            ])
        #expect(ChannelSpec.desktop.settingProblems([:]).isEmpty)
        #expect(ChannelSpec.file("/home/me/d.txt").settingProblems([:]).isEmpty)
        #expect(
            ChannelSpec.discord.settingProblems([.discordWebhookURL: "https://discord.example/api/webhooks/1/x"])
                .isEmpty)
    }

    @Test func onlyTheEmailAndADesktopAskedForTheWordCarryItsSound() {
        #expect(ChannelSpec.email.carriesSound([:]))
        #expect(!ChannelSpec.desktop.carriesSound([:]))
        #expect(!ChannelSpec.desktop.carriesSound([.desktopSound: "message-new-instant"]))
        #expect(ChannelSpec.desktop.carriesSound([.desktopSound: "word"]))
        for spec in [ChannelSpec.stdout, .file("/d.txt"), .ntfy, .slack, .discord] {
            #expect(!spec.carriesSound([.desktopSound: "word"]), "\(spec)")
        }
    }

    @Test func aMailUserWithoutAPasswordIsSaid() {
        let settings: [Setting: String] = [
            .smtpURL: "smtps://mail.example:465", .smtpFrom: "me@example.org", .smtpTo: "me@example.org",
            .smtpUser: "me",
        ]
        #expect(
            ChannelSpec.email.settingProblems(settings).map { $0.text(in: .ko) } == [
                "SMTP_USER는 있는데 SMTP_PASSWORD가 없어요: 메일 서버에 빈 비밀번호로 로그인하게 돼요"
            ])
        var complete = settings
        complete[.smtpPassword] = "secret"
        #expect(ChannelSpec.email.settingProblems(complete).isEmpty)
    }

    @Test func anNtfyURLNeedsItsTopic() {
        for url in ["https://ntfy.sh", "https://ntfy.sh/", "ntfy.sh/words"] {
            #expect(
                ChannelSpec.ntfy.settingProblems([.ntfyURL: url]).map { $0.text(in: .en) } == [
                    "NTFY_URL must be a topic URL like https://ntfy.sh/your-topic"
                ], "\(url)")
        }
        #expect(
            ChannelSpec.ntfyTopic(of: "https://ntfy.example/a/words").map { [$0.server, $0.topic] } == [
                "https://ntfy.example/a", "words",
            ])
        #expect(ChannelSpec.ntfy.settingProblems([.ntfyURL: "https://ntfy.sh/words"]).isEmpty)
    }
}
