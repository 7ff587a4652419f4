import Foundation
import TestSupport
import Testing
import WordQuizCore

@testable import WordQuizApp

/// What `init` and `level` say when they set wordquiz up, in English and in Korean, each
/// dictionary, setting, schedule, time and level in its place.
@Suite struct SetUpMessageTests {
    let home = TemporaryDirectory("wordquiz-setup")
    let stdout = CapturedText()
    let stderr = CapturedText()

    /// Monday 2 March 2026, 16:07:09 in New York.
    func context(_ language: String, adding extra: [String: String] = [:]) -> AppContext {
        AppContext.inProcess(
            adding: ["WORDQUIZ_LANG": language].merging(extra) { $1 }, in: home,
            clock: ManualClock("2026-03-02T21:07:09Z"), zone: "America/New_York", stdout: stdout, stderr: stderr)
    }

    /// Without a terminal to ask on, a dictionary chosen without its key is a usage error
    /// naming the dictionary and the variable.
    @Test(arguments: [
        ("en", "wordquiz: 한국어기초사전 needs a key: set KRDICT_API_KEY in the environment"),
        ("ko", "wordquiz: 한국어기초사전에는 키가 필요해요: KRDICT_API_KEY 환경 변수를 설정하세요"),
    ])
    func aDictionaryWithoutItsKeyIsNamedWithItsVariable(language: String, line: String) async throws {
        let code = await WordQuizCLI.run(
            ["init", "--non-interactive", "--provider", "krdict"], context: context(language))
        #expect(code == 64)
        #expect(stderr.text.split(separator: "\n").first.map(String.init) == line, "\(stderr.text)")
        #expect(!FileManager.default.fileExists(atPath: home.path + "/.config/wordquiz/config.env"))
    }

    /// The schedule `init` adds is said with its days, zone, channel and next fire: on a
    /// Monday afternoon, Monday's 07:30 is gone and Wednesday's is next.
    @Test(arguments: [
        ("en", "schedule daily: 07:30 mon,wed (America/New_York) → stdout (next 2026-03-04 07:30:00 Wed EST)"),
        ("ko", "일정 daily: 07:30 월,수 (America/New_York) → stdout (다음 2026-03-04 07:30:00 (수) EST)"),
    ])
    func theScheduleItAddsIsSaidWithItsNextFire(language: String, line: String) async throws {
        let code = await WordQuizCLI.run(
            ["init", "--non-interactive", "--at", "07:30", "--days", "mon,wed", "--channel", "stdout"],
            context: context(language))
        #expect(code == 0, "\(stderr.text)")
        #expect(stdout.text.split(separator: "\n").map(String.init).contains(line), "\(stdout.text)")
    }

    /// A level chosen while the environment sets another: kept in the config file, and the
    /// learner told which setting wins and what to remove.
    @Test(arguments: [
        (
            "en",
            "WORDQUIZ_LEVEL=beginner in the environment or in ./Config.env wins over the config file: remove it there to use advanced."
        ),
        ("ko", "환경 변수나 ./Config.env의 WORDQUIZ_LEVEL=beginner이(가) 설정 파일보다 이겨요. 고급을 쓰려면 그쪽에서 지우세요."),
    ])
    func aLevelTheEnvironmentOverridesIsSaidToBeOverridden(language: String, line: String) async throws {
        let code = await WordQuizCLI.run(
            ["level", "advanced"], context: context(language, adding: ["WORDQUIZ_LEVEL": "beginner"]))
        #expect(code == 0, "\(stderr.text)")
        #expect(stdout.text.split(separator: "\n").map(String.init).contains(line), "\(stdout.text)")
        let config = try String(contentsOfFile: home.path + "/.config/wordquiz/config.env", encoding: .utf8)
        #expect(config.contains("WORDQUIZ_LEVEL=advanced\n"), "\(config)")
    }

    /// Where systemd runs but will not start the daemon (a `systemctl` whose `enable` fails):
    /// the unit file written and the command to start it by hand, each in its place.
    @Test(arguments: ["en", "ko"])
    func aDaemonSystemdWillNotStartIsSaidWithTheCommandToTry(language: String) async throws {
        try home.writeExecutable(
            "bin/systemctl", "#!/bin/sh\n[ \"$2\" = enable ] && { echo 'Failed to enable' >&2; exit 1; }\nexit 0\n")
        let code = await WordQuizCLI.run(
            ["init", "--non-interactive", "--at", "07:30", "--channel", "stdout"],
            context: context(language, adding: ["PATH": home.path + "/bin:/usr/bin:/bin"]))
        #expect(code == 0, "\(stderr.text)")
        let unit = home.path + "/.config/systemd/user/wordquiz-daemon.service"
        #expect(FileManager.default.fileExists(atPath: unit))
        let said =
            language == "en"
            ? "wrote \(unit), but systemctl could not start it: systemctl --user enable --now wordquiz-daemon.service"
            : "\(unit) 파일을 썼지만 systemctl이 시작하지 못했어요: systemctl --user enable --now wordquiz-daemon.service"
        #expect(stdout.text.split(separator: "\n").map(String.init).contains(said), "\(stdout.text)")
    }

    /// Where the unit's folder cannot be made (a file stands where it goes): the unit's path
    /// and why, each in its place; the rest of the set-up stands.
    @Test(arguments: ["en", "ko"])
    func aUnitThatCannotBeWrittenIsSaidWithWhy(language: String) async throws {
        try home.writeExecutable("bin/systemctl", "#!/bin/sh\nexit 0\n")
        try home.write(".config/systemd", "a file where the folder would go")
        let code = await WordQuizCLI.run(
            ["init", "--non-interactive", "--at", "07:30", "--channel", "stdout"],
            context: context(language, adding: ["PATH": home.path + "/bin:/usr/bin:/bin"]))
        #expect(code == 0, "\(stderr.text)")
        let unit = home.path + "/.config/systemd/user/wordquiz-daemon.service"
        // The system's reason, not Foundation's error number.
        let said =
            language == "en"
            ? "could not write \(unit): Not a directory" : "\(unit) 파일을 쓰지 못했어요: Not a directory"
        #expect(stdout.text.split(separator: "\n").map(String.init).contains(said), "\(stdout.text)")
        #expect(FileManager.default.fileExists(atPath: home.path + "/.config/wordquiz/config.env"))
    }
}
