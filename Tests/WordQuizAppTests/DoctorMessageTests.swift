import Foundation
import TestSupport
import Testing
import WordQuizCore

@testable import WordQuizApp
@testable import WordQuizStore

/// What `doctor` says of each finding, in English and in Korean, each file, mode, setting,
/// schedule and time in its place: two config files with different problems, two schedules
/// with different next fires, a zone west of UTC at an afternoon hour.
@Suite struct DoctorMessageTests {
    let home = TemporaryDirectory("wordquiz-doctor")
    /// Monday 2 March 2026, 16:07:09 in New York.
    let clock = ManualClock("2026-03-02T21:07:09Z")

    func doctor(language: String) async throws -> (lines: [String], code: Int32) {
        let stdout = CapturedText()
        let stderr = CapturedText()
        let context = AppContext.inProcess(
            adding: ["WORDQUIZ_LANG": language], in: home, clock: clock, zone: "America/New_York", stdout: stdout,
            stderr: stderr)
        // 07:30 in the learner's zone, and 21:00 in UTC: seven minutes gone today.
        for (id, at, zone) in [("morning", "07:30", "America/New_York"), ("evening", "21:00", "UTC")] {
            let added = await WordQuizCLI.run(
                ["schedule", "add", "--at", at, "--tz", zone, "--id", id, "--channel", "stdout"], context: context)
            #expect(added == 0, "\(stderr.text)")
        }
        // The user's file holds a key its group can read, and a misspelt setting; the working
        // folder's file, which anyone can write, names where the digest goes.
        try home.write(
            ".config/wordquiz/config.env", "KRDICT_API_KEY=0123456789abcdef0123456789abcdef\nWORDQUIZ_LEVLE=2\n",
            permissions: 0o640)
        try home.write("Config.env", "DISCORD_WEBHOOK_URL=https://discord.com/api/webhooks/1/abc\n", permissions: 0o666)
        let code = await WordQuizCLI.run(["doctor", "--offline"], context: context)
        return (stdout.text.split(separator: "\n").map(String.init), code)
    }

    var local: String { home.path + "/Config.env" }
    var user: String { home.path + "/.config/wordquiz/config.env" }
    var database: String { home.path + "/.local/share/wordquiz/wordquiz.sqlite3" }
    var version: Int { Migrations.steps.count }
    var unit: String { DaemonUnit.fileName }

    /// Each finding's line, in the language asked for.
    func expected(_ language: String) -> [String] {
        language == "en"
            ? [
                "✗ \(local) (mode 666) holds a secret others can read: chmod 600 \(local)",
                "✗ \(local) may not say where a secret goes: other users can write to it",
                "✗ \(user) (mode 640) holds a secret others can read: chmod 600 \(user)",
                "✗ \(user): WORDQUIZ_LEVLE is not a wordquiz setting; did you mean `WORDQUIZ_LEVEL`?",
                "✓ \(database): sound, schema version \(version)",
                "✓ time zone America/New_York (EST); now 2026-03-02 16:07:09 Mon EST",
                "✗ 2 schedules but nothing delivers them: run `wordquiz daemon`, or scripts/install and `systemctl --user enable --now \(unit)`",
                "✓ next fire: morning at 2026-03-03 07:30:00 Tue EST",
            ]
            : [
                "✗ \(local) (권한 666): 다른 사용자가 읽을 수 있는 비밀 값이 있어요: chmod 600 \(local)",
                "✗ \(local) 파일은 비밀 값을 보낼 곳을 정할 수 없어요: 다른 사용자가 그 파일에 쓸 수 있어요",
                "✗ \(user) (권한 640): 다른 사용자가 읽을 수 있는 비밀 값이 있어요: chmod 600 \(user)",
                "✗ \(user): WORDQUIZ_LEVLE은(는) wordquiz 설정이 아니에요. 혹시 `WORDQUIZ_LEVEL`인가요?",
                "✓ \(database): 이상 없음, 스키마 버전 \(version)",
                "✓ 시간대 America/New_York (EST); 지금 2026-03-02 16:07:09 (월) EST",
                "✗ 일정이 2개 있지만 보내는 것이 없어요: `wordquiz daemon`을 실행하거나, scripts/install 뒤에 `systemctl --user enable --now \(unit)`",
                "✓ 다음에 보낼 때: morning, 2026-03-03 07:30:00 (화) EST",
            ]
    }

    @Test(arguments: ["en", "ko"])
    func eachFindingHasItsValuesInPlace(language: String) async throws {
        let (lines, code) = try await doctor(language: language)
        #expect(code == 78)
        for line in expected(language) {
            #expect(lines.contains(line), "\(line)\n---\n\(lines.joined(separator: "\n"))")
        }
    }

    /// The session bus doctor names: the address the environment gives, or the runtime
    /// folder's bus when it names none; each its own value, the other set to something else.
    @Test func theSessionBusIsTheOneTheEnvironmentNamesOrTheRuntimeFolders() async throws {
        let runtime = home.path + "/run"
        try home.write("run/bus", "")
        func busLine(_ environment: [String: String]) async -> String? {
            let stdout = CapturedText()
            let context = AppContext.inProcess(
                adding: environment.merging(["WORDQUIZ_LANG": "en", "XDG_RUNTIME_DIR": runtime]) { $1 }, in: home,
                clock: clock, zone: "UTC", stdout: stdout, stderr: CapturedText())
            _ = await WordQuizCLI.run(["doctor", "--offline"], context: context)
            return stdout.text.split(separator: "\n").map(String.init).first { $0.contains("D-Bus") }
        }
        #expect(
            await busLine(["DBUS_SESSION_BUS_ADDRESS": "unix:path=/elsewhere/bus"])
                == "✓ the desktop session's D-Bus: unix:path=/elsewhere/bus")
        #expect(await busLine([:]) == "✓ the desktop session's D-Bus: \(runtime)/bus")
    }
}
