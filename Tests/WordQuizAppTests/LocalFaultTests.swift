import Foundation
import TestSupport
import Testing
import WordQuizCore

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
        try bed.holdingTheWriteLock(seconds: 8) {
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
        try bed.holdingTheWriteLock(seconds: 9) {
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
        try bed.holdingTheWriteLock(seconds: 9) {
            let blocked = try bed.run(["deck", "import", path])
            #expect(blocked.exitCode == 75, "\(blocked.stderr)")
        }
        #expect(try sqlite(bed.databasePath, "SELECT count(*) FROM deck_word") == "0", "all or nothing")
        let imported = try bed.run(["deck", "import", path])
        #expect(imported.stdout.contains("500 words added"), "\(imported.stdout)")
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

/// A reader that goes away (`wordquiz learn | head`) ends wordquiz quietly, as git does: by
/// the signal a closed pipe sends (status 141), with nothing on stderr — whether the shell
/// left SIGPIPE to kill it or ignored it (as libcurl's set-up does too).
@Suite struct ClosedPipeTests {
    @Test(
        arguments: [["learn", "--offline"], ["quiz", "--offline", "--count", "3"], ["review", "--offline"]],
        [
            false, true,
        ])
    func aClosedPipeEndsQuietly(command: [String], ignoring: Bool) throws {
        let bed = try CLITestbed(language: "en").meet(days: 3)
        _ = try bed.run(["quiz", "--offline", "--count", "3", "--mode", "choice"], stdin: "1\n1\n1\n")
        let line = ([ProcessRunner.wordquizPath] + command + ["--date", CLITestbed.appleDay])
            .map { "'\($0)'" }.joined(separator: " ")
        // The reader closes its end at once: every write finds no one to read it.
        let script = """
            \(ignoring ? "trap '' PIPE" : "")
            \(line) </dev/null 2>"$ERRORS" | (exec <&-; sleep 2)
            echo "status=${PIPESTATUS[0]}"
            """
        var environment = bed.environment
        environment["ERRORS"] = bed.root.path + "/stderr.txt"
        let result = try ProcessRunner.run(
            "/bin/bash", ["-c", script], environment: environment, currentDirectory: bed.workingDirectory, timeout: 30)
        #expect(result.stdout == "status=141\n", "\(command): \(result.stdout)")
        #expect(try String(contentsOfFile: bed.root.path + "/stderr.txt", encoding: .utf8) == "", "\(command)")
    }
}
