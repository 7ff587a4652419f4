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
}
