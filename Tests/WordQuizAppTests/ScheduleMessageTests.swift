import Foundation
import TestSupport
import Testing

/// What `schedule` warns and refuses, in English and in Korean, each schedule, setting and
/// choice in its place.
@Suite struct ScheduleMessageTests {
    static let lines: [String: [String]] = [
        "en": [
            "wordquiz: warning: 'again' delivers what 'morning' already does, at the same time to the same channels: each digest would come twice. Remove one with `wordquiz schedule remove ID`.\n",
            "wordquiz: nothing to change in 'morning': give --at, --days, --tz, --in or --channel\n",
            "wordquiz: warning: the slack channel needs SLACK_WEBHOOK_URL in Config.env before it can deliver.\n",
        ],
        "ko": [
            "wordquiz: 경고: 'again' 일정은 'morning' 일정과 같은 때에 같은 채널로 보내요. 알림이 두 번씩 가요. `wordquiz schedule remove ID`로 하나를 지우세요.\n",
            "wordquiz: 'morning'에서 바꿀 것이 없어요: --at, --days, --tz, --in, --channel 중 하나를 주세요\n",
            // A name that ends in a Latin letter keeps both forms of the particle.
            "wordquiz: 경고: slack 채널로 보내려면 Config.env에 SLACK_WEBHOOK_URL이(가) 있어야 해요.\n",
        ],
    ]

    @Test(arguments: ["en", "ko"])
    func aTwinScheduleAnEmptyEditAndAChannelWithoutItsSettingAreSaid(language: String) throws {
        let bed = CLITestbed(language: language)
        bed.extraEnvironment["COLUMNS"] = "300"
        let expected = try #require(Self.lines[language])
        #expect(
            try bed.run(["schedule", "add", "--at", "07:30", "--channel", "stdout", "--id", "morning"]).exitCode == 0)
        let twin = try bed.run(["schedule", "add", "--at", "07:30", "--channel", "stdout", "--id", "again"])
        #expect(twin.exitCode == 0)
        #expect(twin.stderr == expected[0], "\(twin.stderr)")
        let empty = try bed.run(["schedule", "edit", "morning"])
        #expect(empty.exitCode == 64)
        #expect(empty.stderr.hasPrefix(expected[1]), "\(empty.stderr)")
        let slack = try bed.run(["schedule", "add", "--at", "08:00", "--channel", "slack", "--id", "slacky"])
        #expect(slack.exitCode == 0)
        #expect(slack.stderr == expected[2], "\(slack.stderr)")
    }

    /// `schedule export --systemd` names each file it wrote: the folder, the schedule's unit
    /// and its calendar, then the daemon's unit.
    @Test(arguments: ["en", "ko"])
    func theExportNamesEachUnitItWroteAndItsCalendar(language: String) throws {
        let bed = CLITestbed(language: language)
        let added = try bed.run([
            "schedule", "add", "--at", "07:30", "--days", "mon,wed", "--tz", "Asia/Seoul", "--channel", "stdout",
            "--id", "morning",
        ])
        #expect(added.exitCode == 0, "\(added.stderr)")
        let output = bed.root.path + "/units"
        let result = try bed.run(["schedule", "export", "--systemd", "--output", output])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let expected =
            language == "en"
            ? [
                "wrote \(output)/wordquiz-morning.service and .timer (OnCalendar=Mon,Wed *-*-* 07:30:00 Asia/Seoul)",
                "wrote \(output)/wordquiz-daemon.service (the daemon, instead of the timers)",
                "enable with: systemctl --user daemon-reload && systemctl --user enable --now wordquiz-morning.timer",
                "or run the daemon instead: systemctl --user enable --now wordquiz-daemon.service (never both at once is needed; together they still deliver each fire once)",
            ]
            : [
                "\(output)/wordquiz-morning.service와 .timer를 썼어요 (OnCalendar=Mon,Wed *-*-* 07:30:00 Asia/Seoul)",
                "\(output)/wordquiz-daemon.service을(를) 썼어요 (타이머 대신 쓸 데몬)",
                "켜려면: systemctl --user daemon-reload && systemctl --user enable --now wordquiz-morning.timer",
                "또는 대신 데몬을 실행하세요: systemctl --user enable --now wordquiz-daemon.service (둘 다 켤 필요는 없어요. 함께 켜도 한 번은 한 번만 보내요)",
            ]
        #expect(lines == expected, "\(result.stdout)")
    }

    /// A digest to channels whose settings are missing names each channel and the setting it
    /// needs, then how many of how many failed.
    @Test(arguments: ["en", "ko"])
    func aChannelWithoutItsSettingNamesTheSetting(language: String) throws {
        let bed = CLITestbed(language: language)
        let result = try bed.run(["digest", "--channel", "slack", "--channel", "ntfy"])
        #expect(result.exitCode == 69)
        let expected =
            language == "en"
            ? """
            wordquiz: slack: the slack channel needs SLACK_WEBHOOK_URL in Config.env or ~/.config/wordquiz/config.env
            wordquiz: ntfy: the ntfy channel needs NTFY_URL in Config.env or ~/.config/wordquiz/config.env
            wordquiz: 2 of 2 channels failed

            """
            : """
            wordquiz: slack: slack 채널에는 Config.env나 ~/.config/wordquiz/config.env에 SLACK_WEBHOOK_URL 값이 필요해요
            wordquiz: ntfy: ntfy 채널에는 Config.env나 ~/.config/wordquiz/config.env에 NTFY_URL 값이 필요해요
            wordquiz: 채널 2개 중 2개가 실패했어요

            """
        #expect(result.stderr == expected, "\(result.stderr)")
    }

    /// A channel whose server does not answer (nothing listens on port 1): the channel, then
    /// why, in the learner's language; a test send may be tried again later (75).
    @Test(arguments: [
        ("en", "wordquiz: ntfy: not delivered — ntfy could not be reached (could not connect)\n"),
        ("ko", "wordquiz: ntfy: 보내지 못했어요 — ntfy에 닿지 못했어요(연결하지 못했어요)\n"),
    ])
    func aChannelThatCannotBeReachedSaysWhichAndWhy(language: String, said: String) throws {
        let bed = CLITestbed(language: language)
        bed.extraEnvironment["NTFY_URL"] = "http://127.0.0.1:1/wordquiz-topic"
        let result = try bed.run(["channel", "test", "ntfy"])
        #expect(result.exitCode == 75)
        #expect(result.stderr == said, "\(result.stderr)")
    }

    /// A stored channel this wordquiz cannot read (written by another version): the schedule
    /// and the channel named, the readable ones kept.
    @Test(arguments: [
        (
            "en",
            "wordquiz: warning: schedule 'morning' has channels this wordquiz cannot read, skipped when delivering: pigeon:coop; edit it with --channel.\n"
        ),
        (
            "ko",
            "wordquiz: 경고: 일정 'morning'에 이 wordquiz가 읽을 수 없는 채널이 있어 보낼 때 건너뛰어요: pigeon:coop. --channel로 고치세요.\n"
        ),
    ])
    func aChannelThisVersionCannotReadIsNamedWithItsSchedule(language: String, said: String) throws {
        let bed = CLITestbed(language: language)
        let added = try bed.run(["schedule", "add", "--at", "07:30", "--channel", "stdout", "--id", "morning"])
        #expect(added.exitCode == 0, "\(added.stderr)")
        _ = try sqlite(bed.databasePath, "UPDATE schedule SET channels = 'stdout' || char(10) || 'pigeon:coop'")
        let listed = try bed.run(["schedule", "list"])
        #expect(listed.exitCode == 0)
        #expect(listed.stderr == said, "\(listed.stderr)")
        #expect(listed.stdout.contains("stdout"), "\(listed.stdout)")
    }
}
