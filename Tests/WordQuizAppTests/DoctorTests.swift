import Foundation
import TestSupport
import Testing

/// `wordquiz doctor`: a line per check, ✓, ✗ with its fix, or · when it does not apply.
@Suite struct DoctorTests {
    func lines(_ result: ProcessResult) -> [Substring] {
        result.stdout.split(separator: "\n")
    }

    @Test func aNewUserWithoutKeysPassesAndIsToldWhatIsOptional() throws {
        let bed = CLITestbed(language: "en")
        let result = try bed.run(["doctor"])
        #expect(result.exitCode == 0, "\(result.stdout)\(result.stderr)")
        #expect(lines(result).allSatisfy { $0.hasPrefix("✓ ") || $0.hasPrefix("· ") }, "\(result.stdout)")
        #expect(result.stdout.contains("· no config file"))
        #expect(result.stdout.contains("· no dictionary key"))
        #expect(result.stdout.contains("✓ time zone Asia/Seoul (KST)"))
        #expect(!FileManager.default.fileExists(atPath: bed.databasePath), "doctor creates nothing")
    }

    @Test func eachProblemIsALineWithItsFixAndTheExitIs78() throws {
        let bed = CLITestbed(language: "en")
        bed.secrets = ["0123abcd"]
        try bed.root.write(
            "work/Config.env", "KRDICT_API_KEY=0123abcd\nWORDQUIZ_PROVDER=krdict\n", permissions: 0o644)
        let result = try bed.run(["doctor", "--offline"])
        #expect(result.exitCode == 78)
        let failed = lines(result).filter { $0.hasPrefix("✗ ") }
        #expect(failed.contains { $0.contains("holds a secret others can read: chmod 600") }, "\(result.stdout)")
        #expect(
            failed.contains {
                $0.contains("WORDQUIZ_PROVDER is not a wordquiz setting; did you mean `WORDQUIZ_PROVIDER`?")
            })
        #expect(failed.contains { $0.contains("KRDICT_API_KEY is not a key (32 hexadecimal digits)") })
        #expect(result.stderr.contains("3 of "), "\(result.stderr)")
    }

    /// A `file:` channel's folder that is gone, or that the user cannot write, is a failed
    /// check naming it; one that can be written passes.
    /// A channel a schedule uses that cannot deliver yet — from `init` too — is said where it
    /// is set up and is a failed check in `doctor` until its settings are there.
    @Test func aChannelWithoutItsSettingsIsCaughtAtSetUpAndByDoctor() throws {
        let bed = CLITestbed(language: "en")
        let initialized = try bed.run([
            "init", "--non-interactive", "--provider", "offline", "--at", "08:00", "--channel", "slack",
            "--channel", "email",
        ])
        #expect(initialized.exitCode == 0, "\(initialized.stderr)")
        #expect(
            initialized.stdout.hasSuffix(
                "next: `wordquiz today` for today's word; `wordquiz doctor --send` checks everything and sends a test digest.\n"
            ), "init offers the test: \(initialized.stdout)")
        #expect(
            initialized.stderr.contains(
                "wordquiz: warning: the slack channel needs SLACK_WEBHOOK_URL in Config.env before it can deliver."),
            "\(initialized.stderr)")
        #expect(
            initialized.stderr.contains(
                "wordquiz: warning: the email channel needs SMTP_URL, SMTP_FROM, SMTP_TO in Config.env before it can deliver."
            ))
        let before = try bed.run(["doctor", "--offline"])
        #expect(before.exitCode == 78)
        #expect(
            lines(before).contains("✗ the slack channel needs SLACK_WEBHOOK_URL in Config.env before it can deliver."),
            "\(before.stdout)")
        // The settings written, a user without a password: the one thing left is said.
        try bed.root.write(
            "work/Config.env",
            """
            SLACK_WEBHOOK_URL=https://hooks.slack.example/services/T/B/x
            SMTP_URL=smtps://mail.example:465
            SMTP_FROM=me@example.org
            SMTP_TO=me@example.org
            SMTP_USER=me
            """, permissions: 0o600)
        bed.secrets.append("https://hooks.slack.example/services/T/B/x")
        let after = try bed.run(["doctor", "--offline"])
        let shown = lines(after)
        #expect(shown.contains("✓ the slack channel has its settings"), "\(after.stdout)")
        #expect(
            shown.contains(
                "✗ SMTP_USER is set without SMTP_PASSWORD: the mail server would be asked to log in with an empty password"
            ), "\(after.stdout)")
    }

    @Test func aFileChannelsFolderIsCheckedForBeingThereAndWritable() throws {
        let bed = CLITestbed(language: "en")
        let gone = bed.root.path + "/gone"
        let locked = bed.root.path + "/locked"
        try FileManager.default.createDirectory(atPath: gone, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: true)
        for (id, folder) in [("a", gone), ("b", locked), ("c", bed.workingDirectory)] {
            let added = try bed.run([
                "schedule", "add", "--at", "07:30", "--channel", "file:\(folder)/d.txt", "--id", id,
            ])
            #expect(added.exitCode == 0, "\(added.stderr)")
        }
        try FileManager.default.removeItem(atPath: gone)
        chmod(locked, 0o500)
        defer { chmod(locked, 0o700) }
        let result = try bed.run(["doctor", "--offline"])
        #expect(result.exitCode == 78)
        let shown = lines(result)
        #expect(shown.contains("✗ \(gone) does not exist: a file: channel writes there; create it"), "\(result.stdout)")
        // root writes anywhere: the locked folder is a failure only for an ordinary user.
        if geteuid() != 0 {
            #expect(shown.contains("✗ \(locked) cannot be written: a file: channel writes there"), "\(result.stdout)")
        }
        #expect(shown.contains("✓ \(bed.workingDirectory): file: channels can write there"), "\(result.stdout)")
    }

    @Test func aKeyIsTriedLiveAndARefusalIsInTheDictionarysWords() throws {
        let refusing = try LoopbackHTTPServer { _ in
            .respond(status: 200, body: Fixtures.bytes("opendict-error-020.xml"))
        }
        let bed = CLITestbed(language: "en")
        bed.use(.opendict, server: refusing)
        let refused = try bed.run(["doctor"])
        #expect(refused.exitCode == 78)
        #expect(refused.stdout.contains("✗ 우리말샘 says the API key is not registered"), "\(refused.stdout)")
        #expect(refused.stdout.contains("OPENDICT_API_KEY"))

        let accepting = try LoopbackHTTPServer(handler: DictionaryServer.fixtures(.opendict))
        bed.use(.opendict, server: accepting)
        let accepted = try bed.run(["doctor"])
        #expect(accepted.stdout.contains("✓ 우리말샘 accepts OPENDICT_API_KEY\n"), "\(accepted.stdout)")
        #expect(accepted.exitCode == 0, "\(accepted.stdout)")
        let korean = CLITestbed(language: "ko")
        korean.use(.opendict, server: accepting)
        let told = try korean.run(["doctor"])
        #expect(told.stdout.contains("✓ 우리말샘에서 OPENDICT_API_KEY 키를 받아 줘요\n"), "\(told.stdout)")
    }

    @Test func schedulesWithNothingToDeliverThemFailEvenWithAUnitNoSystemdRuns() throws {
        let bed = CLITestbed(language: "en")
        #expect(try bed.run(["schedule", "add", "--at", "07:30", "--channel", "stdout", "--id", "m"]).exitCode == 0)
        let alone = try bed.run(["doctor"])
        #expect(alone.exitCode == 78)
        #expect(alone.stdout.contains("✗ 1 schedule but nothing delivers it"), "\(alone.stdout)")
        #expect(alone.stdout.contains("✓ next fire: m at "))
        #expect(alone.stdout.contains("KST"))

        // Installed is not running: here no systemd user instance would run it.
        let unit = try bed.run(["daemon", "--unit"])
        try bed.root.write("home/.config/systemd/user/wordquiz-daemon.service", unit.stdout, permissions: 0o644)
        let installed = try bed.run(["doctor"])
        #expect(installed.exitCode == 78, "\(installed.stdout)")
        #expect(
            installed.stdout.contains("✗ wordquiz-daemon.service is installed, but no systemd user instance runs here"),
            "\(installed.stdout)")
    }

    @Test func aDamagedDatabaseFails() throws {
        let bed = try CLITestbed(language: "en").meet(days: 2)
        // Everything into the main file first, then scribble over it past the header.
        _ = try sqlite(bed.databasePath, "PRAGMA wal_checkpoint(TRUNCATE)")
        let handle = try #require(FileHandle(forUpdatingAtPath: bed.databasePath))
        try handle.seek(toOffset: 4096)
        try handle.write(contentsOf: Data(repeating: 0xFF, count: 16_384))
        try handle.close()
        let result = try bed.run(["doctor"])
        #expect(result.exitCode == 78)
        #expect(result.stdout.contains("✗ ") && result.stdout.contains("damaged"), "\(result.stdout)")
    }

    /// A damaged index the database still opens with: quick_check's first problem on the
    /// finding's one line (SQLite's report opens with a heading line of its own), the file
    /// and the problem each in place, in English and Korean.
    @Test(arguments: ["en", "ko"])
    func aDamagedIndexIsNamedOnOneLine(language: String) throws {
        let bed = try CLITestbed(language: language).meet(days: 2)
        _ = try sqlite(bed.databasePath, "PRAGMA wal_checkpoint(TRUNCATE)")
        let page = try #require(
            Int(try sqlite(bed.databasePath, "SELECT rootpage FROM sqlite_master WHERE name = 'review_log_by_day'")))
        let size = try #require(Int(try sqlite(bed.databasePath, "PRAGMA page_size")))
        let handle = try #require(FileHandle(forUpdatingAtPath: bed.databasePath))
        try handle.seek(toOffset: UInt64((page - 1) * size))
        try handle.write(contentsOf: Data(repeating: 0xFF, count: size))
        try handle.close()
        let result = try bed.run(["doctor", "--offline"])
        #expect(result.exitCode == 78)
        let problem = "Page \(page): btreeInitPage() returns error code 11"
        let said =
            language == "en"
            ? "✗ \(bed.databasePath) is damaged (\(problem)): restore it from a backup"
            : "✗ \(bed.databasePath) 파일이 손상됐어요(\(problem)): 백업에서 되살리세요"
        #expect(lines(result).contains(Substring(said)), "\(result.stdout)")
    }
}

/// `doctor --send`: today's digest to every channel a schedule that is on uses, each channel's
/// result a line, nothing recorded.
@Suite struct DoctorSendTests {
    @Test func eachScheduledChannelGetsATestAndSaysWhetherItArrived() throws {
        let slack = try LoopbackHTTPServer { _ in .ok("ok", contentType: "text/plain") }
        let discord = try LoopbackHTTPServer { _ in .respond(status: 404, body: Array("Unknown Webhook".utf8)) }
        let bed = CLITestbed(language: "en")
        bed.extraEnvironment["SLACK_WEBHOOK_URL"] = slack.baseURL + "/hook"
        bed.extraEnvironment["DISCORD_WEBHOOK_URL"] = discord.baseURL + "/api/webhooks/1/x"
        let file = bed.root.path + "/digest.txt"
        for (id, channels) in [("a", ["slack", "file:" + file]), ("b", ["slack", "discord"])] {
            let added = try bed.run(
                ["schedule", "add", "--at", "07:30", "--id", id] + channels.flatMap { ["--channel", $0] })
            #expect(added.exitCode == 0, "\(added.stderr)")
        }
        let today = try #require(
            try JSONSerialization.jsonObject(with: Data(bed.run(["today", "--offline", "--json"]).stdout.utf8))
                as? [String: Any])
        let headword = try #require(today["headword"] as? String)

        let checked = try bed.run(["doctor", "--offline", "--send"])
        #expect(checked.exitCode == 78, "the discord webhook refused: \(checked.stdout)")
        let lines = checked.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("✓ slack: the test digest was delivered"), "\(checked.stdout)")
        #expect(lines.contains("✓ file:\(file): the test digest was delivered"), "\(checked.stdout)")
        let refused = try #require(lines.first { $0.hasPrefix("✗ discord: ") }, "\(checked.stdout)")
        #expect(refused == "✗ discord: the test digest was not delivered: Discord answered HTTP 404")
        #expect(slack.requests.count == 1, "once, though two schedules use it")
        #expect(String(decoding: slack.requests[0].body, as: UTF8.self).contains(headword))
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains(headword))
        #expect(try sqlite(bed.databasePath, "SELECT count(*) FROM delivery") == "0", "a test is not a fire")

        bed.extraEnvironment["WORDQUIZ_LANG"] = "ko"
        let korean = try bed.run(["doctor", "--offline", "--send"]).stdout
        #expect(korean.contains("✓ slack: 시험 소식을 보냈어요\n"), "\(korean)")
        #expect(korean.contains("✗ discord: 시험 소식을 보내지 못했어요: Discord에서 HTTP 404 응답을 보냈어요\n"), "\(korean)")
    }

    @Test func withNoScheduleOnThereIsNothingToTest() throws {
        let bed = CLITestbed(language: "en")
        let checked = try bed.run(["doctor", "--offline", "--send"])
        #expect(checked.stdout.contains("· no test sent: no schedule that is on has a channel\n"), "\(checked.stdout)")
    }
}
