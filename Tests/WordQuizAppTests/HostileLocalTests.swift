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

    @Test func aJunkConfigGivesAFewWarningsAndACount() throws {
        let bed = CLITestbed(language: "en")
        let junk = (0..<20_000).map { "junk line \($0)" }.joined(separator: "\n")
        try junk.write(toFile: bed.workingDirectory + "/Config.env", atomically: true, encoding: .utf8)
        let result = try bed.run(["today", "--date", CLITestbed.appleDay])
        #expect(result.exitCode == 0)
        let warnings = result.stderr.split(separator: "\n")
        #expect(warnings.count <= 7)
        #expect(result.stderr.contains("19995 more lines could not be read"))
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

@Suite struct HostileInputTests {
    @Test(arguments: [
        ["schedule", "add", "--at", "07:30", "--channel", "stdout\nfile:/tmp/x"],
        ["schedule", "add", "--in", "9223372036854775807", "--channel", "stdout"],
        ["schedule", "add", "--in", "2000000000000000000", "--channel", "stdout"],
        ["schedule", "add", "--in", "99999999999999999999d", "--channel", "stdout"],
        ["schedule", "add", "--in", "367d", "--channel", "stdout"],
    ])
    func hostileScheduleOptionsAreRefusedWithoutACrash(arguments: [String]) throws {
        let result = try CLITestbed().run(arguments)
        #expect(result.exitCode == 64, "\(result.stderr)")
    }

    @Test func aDamagedScheduleRowNeitherCrashesTheDaemonNorHidesTheOthers() throws {
        let bed = CLITestbed(language: "en")
        let file = bed.root.path + "/digest.txt"
        #expect(
            try bed.run(["schedule", "add", "--in", "2s", "--channel", "file:" + file, "--id", "soon"]).exitCode == 0)
        _ = try sqlite(
            bed.databasePath,
            "INSERT INTO schedule VALUES ('broken', 'once', NULL, NULL, NULL, NULL, 2000000000000000000, 'stdout', 1, 0)"
        )
        // --all: under a sanitizer's slowdown the two seconds may have passed already.
        let list = try bed.run(["schedule", "list", "--all"])
        #expect(list.exitCode == 0)
        #expect(list.stdout.contains("soon"))
        #expect(list.stderr.contains("cannot be read are skipped: broken"))
        let result = try bed.run(["daemon"], timeout: 30) { pid in
            let deadline = Date().addingTimeInterval(20)
            // Until the good schedule's fire is settled in the ledger, not merely begun.
            while Date() < deadline,
                (try? sqlite(bed.databasePath, "SELECT status FROM delivery WHERE schedule_id = 'soon'")) != "delivered"
            {
                usleep(100_000)
            }
            kill(pid, SIGTERM)
        }
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stderr.contains("cannot be read: broken"))
        #expect(FileManager.default.fileExists(atPath: file), "the good schedule was delivered")
    }

    @Test func theFileChannelWritesOnlyToTheUsersRegularFiles() throws {
        let bed = CLITestbed(language: "en")
        let fifo = bed.root.path + "/pipe"
        #expect(mkfifo(fifo, 0o600) == 0)
        let started = Date()
        let onFIFO = try bed.run(["digest", "--date", CLITestbed.appleDay, "--channel", "file:" + fifo], timeout: 20)
        #expect(onFIFO.exitCode == 69)
        #expect(onFIFO.stderr.contains("is not a regular file") || onFIFO.stderr.contains("No such device"))
        #expect(Date().timeIntervalSince(started) < 15, "a FIFO never blocks the channel")

        let target = bed.root.path + "/target"
        try "keep\n".write(toFile: target, atomically: true, encoding: .utf8)
        let link = bed.root.path + "/link"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let onLink = try bed.run(["digest", "--date", CLITestbed.appleDay, "--channel", "file:" + link])
        #expect(onLink.exitCode == 69)
        #expect(onLink.stderr.contains("symbolic link"))
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "keep\n")

        let foreign = bed.root.path + "/foreign"
        try "theirs\n".write(toFile: foreign, atomically: true, encoding: .utf8)
        chmod(foreign, 0o666)
        chown(foreign, 65534, 65534)
        let onForeign = try bed.run(["digest", "--date", CLITestbed.appleDay, "--channel", "file:" + foreign])
        #expect(onForeign.exitCode == 69)
        #expect(onForeign.stderr.contains("belongs to another user"))
        #expect(try String(contentsOfFile: foreign, encoding: .utf8) == "theirs\n")
    }
}

@Suite struct LocalFaultTests {
    @Test func theDatabaseIsCreatedPrivateInAnOpenFolder() throws {
        let bed = CLITestbed()
        let folder = (bed.databasePath as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        chmod(folder, 0o755)
        _ = try bed.today()
        var info = stat()
        #expect(stat(bed.databasePath, &info) == 0)
        #expect(Int(info.st_mode) & 0o777 == 0o600)
    }

    @Test func aDatabaseFromANewerWordquizIsLeftExactlyAsItWas() throws {
        let bed = CLITestbed(language: "en")
        let folder = (bed.databasePath as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        _ = try sqlite(
            bed.databasePath, "PRAGMA journal_mode=DELETE; CREATE TABLE future (x); PRAGMA user_version = 99;")
        let before = try Data(contentsOf: URL(fileURLWithPath: bed.databasePath))
        for command in [["today", "--date", CLITestbed.appleDay], ["stats"], ["quiz", "--count", "1"]] {
            let result = try bed.run(command, stdin: "")
            #expect(result.exitCode == 65, "\(command)")
            #expect(result.stderr.contains("written by a newer wordquiz (schema version 99"))
        }
        #expect(try sqlite(bed.databasePath, "PRAGMA journal_mode") == "delete")
        #expect(try Data(contentsOf: URL(fileURLWithPath: bed.databasePath)) == before)
        #expect(!FileManager.default.fileExists(atPath: bed.databasePath + "-wal"))
    }

    @Test func readingCommandsDoNotWaitBehindAWriter() throws {
        let bed = try CLITestbed().meet(days: 2)
        try holdingTheWriteLock(bed, seconds: 8) {
            for command in [
                ["stats"], ["history"], ["deliveries"], ["schedule", "list"], ["export", "--format", "json"],
            ] {
                let started = Date()
                let result = try bed.run(command)
                #expect(result.exitCode == 0, "\(command): \(result.stderr)")
                #expect(Date().timeIntervalSince(started) < 4, "\(command) waited for the writer")
            }
        }
    }

    @Test func aWriterHeldPastTheBusyTimeoutIsATemporaryFailureThatChangesNothing() throws {
        let bed = try CLITestbed(language: "en").meet(days: 2)
        try holdingTheWriteLock(bed, seconds: 9) {
            let result = try bed.run(["schedule", "add", "--at", "07:30", "--channel", "stdout"])
            #expect(result.exitCode == 75, "try again later: \(result.stderr)")
            #expect(result.stderr.contains("is busy in another wordquiz process"))
            #expect(result.stderr.split(separator: "\n").count == 1)
        }
        #expect(try sqlite(bed.databasePath, "SELECT count(*) FROM schedule") == "0")
        #expect(try bed.run(["schedule", "add", "--at", "07:30", "--channel", "stdout"]).exitCode == 0)
    }

    @Test func anImportThatCannotWriteLeavesNothingHalfImported() throws {
        let bed = try CLITestbed(language: "en").meet(days: 1)
        let rows = (0..<500).map { "가\($0)\t뜻 \($0)" }.joined(separator: "\n")
        let path = try bed.root.write("work/list.tsv", "word\tmeaning\n" + rows + "\n")
        try holdingTheWriteLock(bed, seconds: 9) {
            let blocked = try bed.run(["deck", "import", path])
            #expect(blocked.exitCode == 75, "\(blocked.stderr)")
        }
        #expect(try sqlite(bed.databasePath, "SELECT count(*) FROM deck_word") == "0", "all or nothing")
        let imported = try bed.run(["deck", "import", path])
        #expect(imported.stdout.contains("500 words added"), "\(imported.stdout)")
    }

    /// Runs `body` while another process holds the database's write lock (longer than the
    /// 5 s busy timeout), then waits for that process to roll back and end.
    private func holdingTheWriteLock(_ bed: CLITestbed, seconds: Int, _ body: () throws -> Void) throws {
        let holder = """
            import sqlite3, sys, time
            db = sqlite3.connect(sys.argv[1], isolation_level=None, timeout=1)
            db.execute("BEGIN IMMEDIATE")
            db.execute("INSERT INTO met_word (headword, met_day, source) VALUES ('잠금', 0, 'quiz')")
            open(sys.argv[2], "w").close()
            time.sleep(\(seconds))
            db.execute("ROLLBACK")
            """
        let ready = bed.root.path + "/locked"
        let script = bed.root.path + "/holder.py"
        try holder.write(toFile: script, atomically: true, encoding: .utf8)
        let results = Locked<[ProcessResult]>([])
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            if let held = try? ProcessRunner.run(
                "/usr/bin/python3", [script, bed.databasePath, ready], environment: [:], timeout: 30)
            {
                results.mutate { $0.append(held) }
            }
        }
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline, !FileManager.default.fileExists(atPath: ready) { usleep(50_000) }
        #expect(FileManager.default.fileExists(atPath: ready))
        try body()
        group.wait()
        #expect(results.value.first?.exitCode == 0)
    }

    @Test func anInterruptFromOutsideRestoresTheTerminal() throws {
        let bed = try CLITestbed().meet(days: 3)
        let wordquiz = ProcessRunner.wordquizPath
        let script =
            "'\(wordquiz)' quiz --mode chosung --seed 424242 --date \(CLITestbed.appleDay); stty -a | tr ' ;' '\\n\\n' | grep -x -e icanon -e -icanon -e echo -e -echo | tr '\\n' ' '; echo '<stty>'"
        let session = try TmuxSession(
            ["/bin/sh", "-c", script], environment: bed.environment, directory: bed.workingDirectory)
        defer { session.close() }
        try session.waitFor("답>")
        let pid = try #require(processID(containing: "424242"))
        kill(pid, SIGINT)
        let screen = try session.waitFor("<stty>")
        #expect(screen.contains("icanon echo"), "the terminal is back in cooked mode: \(screen)")
    }

    /// The pid of a wordquiz whose command line contains `marker`.
    func processID(containing marker: String) -> pid_t? {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return nil }
        for entry in entries {
            guard let pid = pid_t(entry),
                let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline")
            else { continue }
            let command = String(decoding: data.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
            // The wordquiz process itself, not the shell or tmux that name it in their commands.
            if command.hasPrefix(ProcessRunner.wordquizPath + " "), command.contains(marker) { return pid }
        }
        return nil
    }
}
