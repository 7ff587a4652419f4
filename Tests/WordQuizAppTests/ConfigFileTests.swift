import Foundation
import TestSupport
import Testing

@Suite struct ConfigFileTests {
    @Test func laterFilesAndTheEnvironmentWin() throws {
        let server = try LoopbackHTTPServer(handler: DictionaryServer.fixtures(.krdict))
        let bed = CLITestbed()
        bed.secrets = [CLITestbed.key]
        try bed.root.write(
            "home/.config/wordquiz/config.env",
            """
            KRDICT_API_KEY=\(CLITestbed.key)
            KRDICT_BASE_URL=\(server.baseURL)
            WORDQUIZ_PROVIDER=krdict
            """)
        // The user's file alone: krdict.
        #expect(try bed.today().stdout.contains("한국어기초사전"))
        // ./Config.env wins over it.
        try bed.root.write("work/Config.env", "export WORDQUIZ_PROVIDER='offline'\n")
        #expect(try bed.today().stdout.contains("wordquiz 내장 단어장"))
        // The environment wins over both.
        bed.extraEnvironment["WORDQUIZ_PROVIDER"] = "krdict"
        #expect(try bed.today(["--refresh"]).stdout.contains("한국어기초사전"))
        #expect(server.requests.count == 4)
    }

    @Test func xdgConfigHomeIsHonoured() throws {
        let bed = CLITestbed()
        bed.extraEnvironment["XDG_CONFIG_HOME"] = bed.root.path + "/xdg"
        try bed.root.write("xdg/wordquiz/config.env", "WORDQUIZ_FORMAT=yaml\n")
        #expect(try bed.today().exitCode == 78)
    }

    @Test func xdgDataHomeIsHonoured() throws {
        let bed = CLITestbed()
        bed.extraEnvironment["XDG_DATA_HOME"] = bed.root.path + "/data"
        _ = try bed.today()
        #expect(FileManager.default.fileExists(atPath: bed.root.path + "/data/wordquiz/wordquiz.sqlite3"))
    }

    @Test func aKeyFileReadableByOthersIsWarnedAboutOnce() throws {
        let bed = CLITestbed()
        bed.secrets = [CLITestbed.key]
        try bed.root.write(
            "work/Config.env", "OPENDICT_API_KEY=\(CLITestbed.key)\nWORDQUIZ_PROVIDER=offline\n", permissions: 0o640)
        let loose = try bed.today()
        #expect(loose.exitCode == 0)
        #expect(loose.stderr.contains("chmod 600"))
        #expect(loose.stderr.split(separator: "\n").count == 1)
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o600], ofItemAtPath: bed.workingDirectory + "/Config.env")
        #expect(try bed.today().stderr == "")
    }

    /// Every kind of secret a config file may hold draws the warning, alone in the file.
    @Test(arguments: [
        "SMTP_PASSWORD=hunter2-secret", "SLACK_WEBHOOK_URL=https://hooks.slack.com/services/T0/B0/secret-part",
        "DISCORD_WEBHOOK_URL=https://discord.com/api/webhooks/1/secret-part", "NTFY_URL=https://ntfy.sh/secret-topic",
        "SMTP_URL=smtps://learner:secret-pass@mail.example:465", "KRDICT_API_KEY=\(CLITestbed.key)",
    ])
    func aReadableFileWithOnlyOneSecretIsWarnedAbout(line: String) throws {
        let bed = CLITestbed(language: "en")
        bed.secrets = [String(line.split(separator: "=", maxSplits: 1)[1])]
        try bed.root.write("work/Config.env", line + "\nWORDQUIZ_PROVIDER=offline\n", permissions: 0o644)
        let result = try bed.today()
        #expect(result.exitCode == 0, "\(result.stderr)")
        let path = bed.workingDirectory + "/Config.env"
        #expect(
            result.stderr.contains(
                "\(path) holds an API key or other secret and can be read by other users; run: chmod 600 \(path)"),
            "\(line): \(result.stderr)")
    }

    @Test func aMailServerWithoutAPasswordInItsAddressIsNoSecret() throws {
        let bed = CLITestbed(language: "en")
        try bed.root.write(
            "work/Config.env", "SMTP_URL=smtps://mail.example:465\nWORDQUIZ_PROVIDER=offline\n", permissions: 0o644)
        #expect(!(try bed.today().stderr.contains("chmod 600")))
    }

    @Test func aBadLineIsReportedWithItsNumber() throws {
        let bed = CLITestbed()
        try bed.root.write("work/Config.env", "# fine\nWORDQUIZ_FORMAT=xml\nnonsense here\n")
        let result = try bed.today()
        #expect(result.exitCode == 0)
        #expect(result.stderr.contains("Config.env:3"))
    }
}
