import Foundation
import TestSupport
import Testing
import WordQuizCore

/// Local faults and attacks, as a hostile tester tried them: config files others prepared,
/// hostile paths and values, damaged rows, a database from a newer wordquiz, a writer holding
/// the lock, a signal from outside during a quiz.
@Suite struct HostileConfigTests {
    @Test func aConfigEnvSomeoneElseCanChangeCannotSendTheKeyElsewhere() throws {
        let bed = CLITestbed(language: "en")
        let work = bed.workingDirectory
        try "KRDICT_BASE_URL=http://127.0.0.1:9\n".write(
            toFile: work + "/Config.env", atomically: true, encoding: .utf8)
        chmod(work + "/Config.env", 0o644)
        // A folder anyone may write to: someone else could have put Config.env there.
        chmod(work, 0o777)
        let result = try bed.run(["today", "--date", CLITestbed.appleDay])
        #expect(result.exitCode == 78)
        #expect(result.stderr.contains("\(work)/Config.env sets KRDICT_BASE_URL"))
        #expect(result.stderr.contains("other users can write to its folder"))
        #expect(result.stderr.split(separator: "\n").count == 1)

        chmod(work, 0o755)
        chown(work + "/Config.env", 65534, 65534)  // nobody's
        let foreign = try bed.run(["today", "--date", CLITestbed.appleDay])
        #expect(foreign.exitCode == 78)
        #expect(foreign.stderr.contains("it belongs to another user"))

        // The same file, the user's own in a folder only they can write: accepted.
        chown(work + "/Config.env", geteuid(), getegid())
        try "WORDQUIZ_PROVIDER=offline\n".write(toFile: work + "/Config.env", atomically: true, encoding: .utf8)
        #expect(try bed.run(["today", "--date", CLITestbed.appleDay]).exitCode == 0)
    }

    /// A config file that is a FIFO (or the user's config as one) is named and passed over at
    /// once: opening it would wait for a writer forever. Doctor says so too; a deck that is a
    /// FIFO is refused.
    @Test func aConfigFileThatIsAFIFOIsPassedOverWithoutWaiting() throws {
        let bed = CLITestbed(language: "en")
        let local = bed.workingDirectory + "/Config.env"
        let user = bed.home + "/.config/wordquiz/config.env"
        try FileManager.default.createDirectory(
            atPath: bed.home + "/.config/wordquiz", withIntermediateDirectories: true)
        #expect(mkfifo(local, 0o600) == 0 && mkfifo(user, 0o600) == 0)
        let result = try bed.run(["today", "--date", CLITestbed.appleDay], timeout: 20)
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.contains("사과"))
        let warnings = result.stderr.split(separator: "\n")
        #expect(warnings.contains("wordquiz: warning: \(local) is not a regular file; its settings are ignored."))
        #expect(warnings.contains("wordquiz: warning: \(user) is not a regular file; its settings are ignored."))
        let doctor = try bed.run(["doctor", "--offline"], timeout: 20)
        #expect(doctor.stdout.contains("✗ \(local) is not a regular file: make it one"), "\(doctor.stdout)")
        let fifo = bed.root.path + "/words.tsv"
        #expect(mkfifo(fifo, 0o600) == 0)
        let imported = try bed.run(["deck", "import", fifo], timeout: 20)
        #expect(imported.exitCode == 74)
        #expect(imported.stderr.contains("it is not a regular file"), "\(imported.stderr)")
    }

    /// The user's own 0600 config reached through a symbolic link (a dotfile manager's) is
    /// read, destinations included; a link someone else could repoint is not trusted.
    @Test func aConfigReachedThroughTheUsersOwnLinkIsRead() throws {
        let bed = CLITestbed(language: "en")
        let dotfiles = bed.home + "/dotfiles"
        try FileManager.default.createDirectory(atPath: dotfiles, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            atPath: bed.home + "/.config/wordquiz", withIntermediateDirectories: true)
        let target = dotfiles + "/wordquiz.env"
        try "WORDQUIZ_PROVIDER=offline\nWORDQUIZ_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt\n".write(
            toFile: target, atomically: true, encoding: .utf8)
        chmod(target, 0o600)
        chmod(dotfiles, 0o700)
        let link = bed.home + "/.config/wordquiz/config.env"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let result = try bed.run(["today", "--date", CLITestbed.appleDay])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        // The file it leads to, writable by others: refused, naming why.
        chmod(target, 0o666)
        let refused = try bed.run(["today", "--date", CLITestbed.appleDay])
        #expect(refused.exitCode == 78)
        #expect(refused.stderr.contains("other users can write to it"), "\(refused.stderr)")
    }

    @Test func aConfigEnvItsGroupCanWriteCannotSendTheKeyElsewhere() throws {
        let bed = CLITestbed(language: "en")
        let work = bed.workingDirectory
        try "KRDICT_BASE_URL=http://127.0.0.1:9\n".write(
            toFile: work + "/Config.env", atomically: true, encoding: .utf8)
        chmod(work, 0o755)
        chmod(work + "/Config.env", 0o664)  // the user's own, but the group may change it
        let result = try bed.run(["today", "--date", CLITestbed.appleDay])
        #expect(result.exitCode == 78)
        #expect(result.stderr.contains("other users can write to it"))
    }

    @Test func aBaseURLToAnotherMachineMustBeHttps() throws {
        let bed = CLITestbed(language: "en")
        bed.extraEnvironment["KRDICT_API_KEY"] = CLITestbed.key
        bed.extraEnvironment["KRDICT_BASE_URL"] = "http://dictionary.example.org"
        bed.secrets = [CLITestbed.key]
        let result = try bed.run(["today", "--date", CLITestbed.appleDay])
        #expect(result.exitCode == 78)
        #expect(result.stderr.contains("KRDICT_BASE_URL must use https"))
    }

    @Test func aCRLFConfigDoesNotGlueASecretIntoTheKey() throws {
        let server = try LoopbackHTTPServer(handler: DictionaryServer.fixtures(.krdict))
        let bed = CLITestbed()
        try Data("KRDICT_API_KEY=\(CLITestbed.key)\r\nSMTP_PASSWORD=hunter2-secret\r\n".utf8)
            .write(to: URL(fileURLWithPath: bed.workingDirectory + "/Config.env"))
        chmod(bed.workingDirectory + "/Config.env", 0o600)
        bed.extraEnvironment["KRDICT_BASE_URL"] = server.baseURL
        bed.secrets = [CLITestbed.key, "hunter2-secret"]
        let result = try bed.run(["today", "--date", CLITestbed.appleDay])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let keys = server.requests.compactMap { $0.query["key"] }
        #expect(!keys.isEmpty)
        #expect(keys.allSatisfy { $0 == CLITestbed.key }, "the key went out alone")
    }

    /// Five lines named, then the rest counted: the file and the count, each in its place.
    @Test(arguments: ["en", "ko"])
    func aJunkConfigGivesAFewWarningsAndACount(language: String) throws {
        let bed = CLITestbed(language: language)
        let junk = (0..<20_000).map { "junk line \($0)" }.joined(separator: "\n")
        let path = bed.workingDirectory + "/Config.env"
        try junk.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try bed.run(["today", "--date", CLITestbed.appleDay])
        #expect(result.exitCode == 0)
        let warnings = result.stderr.split(separator: "\n").map(String.init)
        #expect(warnings.count == 6, "\(result.stderr)")
        let counted =
            language == "en"
            ? "wordquiz: warning: \(path): 19995 more lines could not be read and are ignored."
            : "wordquiz: 경고: \(path): 읽을 수 없는 줄 19995개를 더 무시해요."
        #expect(warnings.last == counted, "\(result.stderr)")
    }

    /// A notify-send that hangs is stopped at its limit and its channel is `unknown`: it ran
    /// and may have shown the digest, so it is never retried (that put it on the desktop twice).
    @Test func aHungNotifySendIsUnknownAndNeverSentAgain() throws {
        let bed = CLITestbed(language: "en")
        let calls = bed.root.path + "/notify-calls"
        try useFakeNotifySend(bed, "echo called >> '\(calls)'\nexec sleep 60")
        bed.extraEnvironment["WORDQUIZ_TIMEOUT"] = "1"
        try bed.addScheduleDueTenMinutesAgo(id: "d", channels: ["desktop"])
        _ = try bed.run(["digest", "--schedule", "d"], timeout: 30)
        let detail = try sqlite(bed.databasePath, "SELECT detail FROM delivery_channel")
        #expect(detail.contains("notify-send did not finish in time and was stopped"), "\(detail)")
        #expect(
            try sqlite(bed.databasePath, "SELECT status, coalesce(retry_at, 'none') FROM delivery_channel")
                == "unknown|none")
        // Another round, later: nothing is sent again.
        _ = try bed.run(["daemon", "--once"], timeout: 30)
        #expect(try String(contentsOfFile: calls, encoding: .utf8) == "called\n")
    }

    /// notify-send's failures on a desktop without a notification service — the bus's
    /// ServiceUnknown, or libnotify naming the service it could not reach — say to start the
    /// desktop's notification service; any other failure is notify-send's own words.
    @Test(arguments: [
        ("GDBus.Error:org.freedesktop.DBus.Error.ServiceUnknown: The name is not activatable", true),
        ("Could not connect: org.freedesktop.Notifications was not provided by any .service files", true),
        ("Invalid number of options.", false),
    ])
    func aNotifySendWithoutANotificationServiceSaysToStartOne(reason: String, noService: Bool) throws {
        let bed = CLITestbed(language: "en")
        try useFakeNotifySend(bed, "echo '\(reason)' >&2\nexit 1")
        let result = try bed.run(["digest", "--date", CLITestbed.appleDay, "--channel", "desktop"])
        #expect(result.exitCode == 69, "\(result.stderr)")
        let said =
            noService
            ? "desktop: no notification daemon is running on the session bus (\(reason)); start your desktop's notification service."
            : "desktop: notify-send failed: \(reason)"
        #expect(result.stderr.contains(said), "\(result.stderr)")
    }

    /// A `notify-send` of the test's own first on PATH, running `script`, and a session bus
    /// address so the desktop channel goes as far as starting it.
    func useFakeNotifySend(_ bed: CLITestbed, _ script: String) throws {
        let bin = bed.root.path + "/bin"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try bed.root.writeExecutable("bin/notify-send", "#!/bin/sh\n\(script)\n")
        bed.extraEnvironment["PATH"] = bin + ":/usr/bin:/bin"
        bed.extraEnvironment["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=/nonexistent/bus"
    }

    @Test func notifySendGetsOnlyWhatItNeeds() throws {
        let bed = CLITestbed()
        let seen = bed.root.path + "/notify-env"
        try useFakeNotifySend(bed, "env > '\(seen)'\necho 7")
        bed.extraEnvironment["KRDICT_API_KEY"] = CLITestbed.key
        bed.extraEnvironment["SMTP_PASSWORD"] = "hunter2-secret"
        bed.extraEnvironment["WORDQUIZ_PROVIDER"] = "offline"
        bed.secrets = [CLITestbed.key, "hunter2-secret"]
        let result = try bed.run(["digest", "--date", CLITestbed.appleDay, "--channel", "desktop"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let environment = try String(contentsOfFile: seen, encoding: .utf8)
        #expect(environment.contains("DBUS_SESSION_BUS_ADDRESS="))
        #expect(!environment.contains(CLITestbed.key))
        #expect(!environment.contains("hunter2"))
    }

    @Test func aDryRunDoesNotShowTheNtfyTopic() throws {
        let bed = CLITestbed()
        bed.extraEnvironment["NTFY_URL"] = "https://ntfy.example.org/very-secret-topic"
        bed.secrets = ["very-secret-topic"]
        let result = try bed.run(["digest", "--dry-run", "--date", CLITestbed.appleDay, "--channel", "ntfy"])
        #expect(result.exitCode == 0)
        #expect(result.stdout.contains("── ntfy ──"))
    }
}
