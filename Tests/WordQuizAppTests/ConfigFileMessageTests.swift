import Foundation
import TestSupport
import Testing

/// What a config file's problems say, in English and in Korean, each value (the file, the
/// line, the setting, the reason) in its place.
@Suite struct ConfigFileMessageTests {
    /// A line with no `=`, the second of the user's config file.
    @Test(arguments: ["en", "ko"])
    func aLineThatIsNoSettingIsNamedByFileAndNumber(language: String) throws {
        let bed = CLITestbed(language: language)
        bed.extraEnvironment["COLUMNS"] = "300"
        let config = try bed.root.write("home/.config/wordquiz/config.env", "WORDQUIZ_TIMEOUT=5\nthis is not a line\n")
        chmod(config, 0o600)
        let stderr = try bed.run(["today", "--offline", "--date", CLITestbed.appleDay]).stderr
        let line =
            language == "en"
            ? "wordquiz: warning: \(config):2: no '=' on this line; the line is ignored.\n"
            : "wordquiz: 경고: \(config):2: 이 줄에 '='이 없어요. 이 줄은 무시해요.\n"
        #expect(stderr.contains(line), "\(stderr)")
    }

    /// ./Config.env that others can write names where the digest goes: refused, saying which
    /// file, which setting and why.
    @Test(arguments: ["en", "ko"])
    func aDestinationFromAFileOthersCanChangeIsRefused(language: String) throws {
        let bed = CLITestbed(language: language)
        bed.extraEnvironment["COLUMNS"] = "300"
        let local = try bed.root.write("work/Config.env", "SLACK_WEBHOOK_URL=https://hooks.slack.com/services/T/B/x\n")
        chmod(local, 0o666)
        let result = try bed.run(["today", "--offline", "--date", CLITestbed.appleDay])
        let line =
            language == "en"
            ? "wordquiz: \(local) sets SLACK_WEBHOOK_URL, but other users can write to it; wordquiz takes where your keys and messages go only from files no one else can change. Move the setting to ~/.config/wordquiz/config.env, or make the file and its folder yours alone (chmod go-w).\n"
            : "wordquiz: \(local) 파일이 SLACK_WEBHOOK_URL 값을 정하지만 다른 사용자가 그 파일에 쓸 수 있어요. wordquiz는 키와 메시지를 보낼 곳을 다른 누구도 바꿀 수 없는 파일에서만 읽어요. 설정을 ~/.config/wordquiz/config.env로 옮기거나, 파일과 폴더를 나만 쓸 수 있게 하세요(chmod go-w).\n"
        #expect(result.stderr.hasPrefix(line), "\(result.stderr)")
        #expect(result.exitCode == 78)
    }
}
