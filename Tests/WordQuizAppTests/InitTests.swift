import Foundation
import TestSupport
import Testing
import WordQuizCore

/// `wordquiz init`, as a new user runs it: with a pipe or options, against a loopback
/// dictionary, then `doctor`.
@Suite struct InitTests {
    var configPath: (CLITestbed) -> String { { $0.home + "/.config/wordquiz/config.env" } }

    @Test func nonInteractiveSetUpThenDoctorPassesEveryCheck() throws {
        let server = try LoopbackHTTPServer(handler: DictionaryServer.fixtures(.krdict))
        let bed = CLITestbed(language: "en")
        bed.secrets = [CLITestbed.key]
        bed.extraEnvironment["KRDICT_API_KEY"] = CLITestbed.key
        let result = try bed.run([
            "init", "--non-interactive", "--provider", "krdict", "--base-url", server.baseURL, "--at", "07:30",
            "--days", "weekdays", "--channel", "stdout",
        ])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.contains("✓ 한국어기초사전 accepts the key"))
        #expect(result.stdout.contains("schedule daily: 07:30 weekdays (Asia/Seoul) → stdout (next "))
        #expect(result.stdout.contains("no systemd user instance here"), "where systemd does not run, it says so")
        #expect(server.requests.count == 1, "the key was tried with one search")

        let path = configPath(bed)
        var info = stat()
        #expect(stat(path, &info) == 0 && Int(info.st_mode) & 0o777 == 0o600)
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written.contains("KRDICT_API_KEY=\(CLITestbed.key)\n"))
        #expect(written.contains("KRDICT_BASE_URL=\(server.baseURL)\n"))
        #expect(written.contains("WORDQUIZ_PROVIDER=krdict\n"))

        // From here on the key comes from the file alone; a daemon is delivering.
        bed.extraEnvironment["KRDICT_API_KEY"] = nil
        let lock = bed.home + "/.local/share/wordquiz/daemon.lock"
        let doctor = Locked<ProcessResult?>(nil)
        _ = try bed.run(["daemon"], timeout: 40) { pid in
            let deadline = Date().addingTimeInterval(20)
            while Date() < deadline, (try? String(contentsOfFile: lock, encoding: .utf8))?.isEmpty ?? true {
                usleep(50_000)
            }
            let checked = try? bed.run(["doctor"])
            doctor.mutate { $0 = checked }
            kill(pid, SIGTERM)
        }
        let checked = try #require(doctor.value)
        #expect(checked.exitCode == 0, "\(checked.stdout)\(checked.stderr)")
        let lines = checked.stdout.split(separator: "\n")
        #expect(lines.allSatisfy { $0.hasPrefix("✓ ") || $0.hasPrefix("· ") }, "\(checked.stdout)")
        #expect(checked.stdout.contains("✓ 한국어기초사전 accepts KRDICT_API_KEY"))
        #expect(checked.stdout.contains("✓ a daemon is delivering"))
    }

    @Test func aRefusedKeyIsReportedInTheDictionarysWordsAndNothingIsWritten() throws {
        let server = try LoopbackHTTPServer { _ in .respond(status: 200, body: Fixtures.bytes("opendict-error-020.xml"))
        }
        let bed = CLITestbed(language: "en")
        bed.secrets = [CLITestbed.key]
        bed.extraEnvironment["OPENDICT_API_KEY"] = CLITestbed.key
        let result = try bed.run([
            "init", "--non-interactive", "--provider", "opendict", "--base-url", server.baseURL, "--channel", "stdout",
        ])
        #expect(result.exitCode == 78)
        #expect(result.stdout.contains("✗ 우리말샘 says the API key is not registered"), "\(result.stdout)")
        #expect(!FileManager.default.fileExists(atPath: configPath(bed)))
    }

    /// A key of the wrong form in the environment stops a non-interactive init before any
    /// request, with the setting to fix (78) and the key itself unshown.
    @Test func aKeyOfTheWrongFormIsRefusedBeforeItIsSent() throws {
        let server = try LoopbackHTTPServer(handler: DictionaryServer.fixtures(.krdict))
        let bed = CLITestbed(language: "en")
        let typo = "0123456789abcdef0123456789abcdeg"
        bed.secrets = [typo]
        bed.extraEnvironment["KRDICT_API_KEY"] = typo
        let result = try bed.run([
            "init", "--non-interactive", "--provider", "krdict", "--base-url", server.baseURL, "--channel", "stdout",
        ])
        #expect(result.exitCode == 78, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "KRDICT_API_KEY is set to (hidden), which is not valid: expected a key of 32 hexadecimal digits."),
            "\(result.stderr)")
        #expect(server.requests.isEmpty, "nothing was sent")
        #expect(!FileManager.default.fileExists(atPath: configPath(bed)))
    }

    @Test func anExistingConfigChangesOnlyWithForceAndKeepsTheRest() throws {
        let bed = CLITestbed(language: "en")
        let path = configPath(bed)
        let before = "# my notes\nNTFY_URL=https://ntfy.example.org/topic\nWORDQUIZ_PROVIDER=krdict\n"
        _ = try bed.root.write("home/.config/wordquiz/config.env", before)
        let refused = try bed.run(["init", "--non-interactive", "--provider", "offline", "--no-schedule"])
        #expect(refused.exitCode == 64)
        #expect(refused.stderr.contains("add --force"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == before)

        let forced = try bed.run(["init", "--non-interactive", "--provider", "offline", "--no-schedule", "--force"])
        #expect(forced.exitCode == 0, "\(forced.stderr)")
        #expect(
            try String(contentsOfFile: path, encoding: .utf8)
                == "# my notes\nNTFY_URL=https://ntfy.example.org/topic\nWORDQUIZ_PROVIDER=offline\n")
    }

    @Test func answeredThroughAPipeTheKeyIsNeverEchoed() throws {
        let server = try LoopbackHTTPServer(handler: DictionaryServer.fixtures(.stdict))
        let bed = CLITestbed(language: "en")
        bed.secrets = [CLITestbed.key]
        bed.extraEnvironment["STDICT_BASE_URL"] = server.baseURL
        // The dictionary (4: 표준국어대사전), the key, beginner words (1) in English (2), then
        // 21:00 on weekends to a file.
        let file = bed.root.path + "/digest.txt"
        let answers = "4\n\(CLITestbed.key)\n1\n2\n21:00\nweekends\nfile:\(file)\n"
        let result = try bed.run(["init"], stdin: answers)
        #expect(result.exitCode == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("STDICT_API_KEY (get one at https://stdict.korean.go.kr): "))
        #expect(result.stdout.contains("schedule daily: 21:00 weekends (Asia/Seoul) → file:\(file)"))
        let written = try String(contentsOfFile: configPath(bed), encoding: .utf8)
        #expect(written.contains("STDICT_API_KEY=\(CLITestbed.key)\n"))
        #expect(written.contains("WORDQUIZ_LEVEL=beginner\n") && written.contains("WORDQUIZ_LANG=en\n"))

        // Run again: it edits the same schedule.
        let again = try bed.run(["init", "--non-interactive", "--provider", "offline", "--at", "06:00", "--force"])
        #expect(again.exitCode == 0, "\(again.stderr)")
        let listed = try bed.run(["schedule", "list"]).stdout.split(separator: "\n")
        #expect(listed.count == 1 && listed[0].contains("06:00 daily"), "\(listed)")
    }
}
