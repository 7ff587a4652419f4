import Foundation
import TestSupport
import Testing
import WordQuizCore

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
