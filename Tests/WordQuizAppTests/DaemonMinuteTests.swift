import Foundation
import TestSupport
import Testing

/// The daemon's minute, timed to the second: a fire it could not claim, and a fire another
/// process held, are looked at again a minute later. A suite of its own, not serialized like
/// `DaemonTests`: each test is a minute of a daemon asleep, and they run beside the others.
@Suite struct DaemonMinuteTests {
    /// Not under a sanitizer: the tests that time the daemon's minute to the second (their
    /// code runs under the sanitizers in the tests around them).
    static let unsanitized = ProcessInfo.processInfo.environment["WORDQUIZ_SANITIZER"] == nil

    /// Runs `script`, which starts the daemon with its log in `log`, and returns how it ended
    /// and the log's lines. The minute is waited out on a thread of its own: a test blocking
    /// one of the test run's few threads for a minute would hold every other test back.
    func runScript(_ bed: CLITestbed, _ script: String, log: String) async throws -> (ProcessResult, [String]) {
        let (environment, folder) = (bed.environment, bed.workingDirectory)
        let result = try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(
                    with: Result {
                        try ProcessRunner.run(
                            "/bin/sh", ["-c", script], environment: environment, currentDirectory: folder,
                            timeout: 150)
                    })
            }.start()
        }
        return (result, try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").map(String.init))
    }

    /// How long after the moment a log line is stamped with (to the second) `file` was last
    /// written.
    func secondsFrom(_ line: String?, toTheWritingOf file: String) throws -> Double {
        let stamp = try #require(line.map { String($0.prefix { $0 != " " }) })
        let logged = try #require(ISO8601DateFormatter().date(from: stamp), "\(stamp)")
        let written = try #require(try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date)
        return written.timeIntervalSince(logged)
    }

    /// A testbed with a schedule `held`, an hour on, to a file channel: the bed, the channel's
    /// file and where the script puts the daemon's log.
    func heldSchedule() throws -> (bed: CLITestbed, file: String, log: String) {
        let bed = CLITestbed()
        let file = bed.root.path + "/digest.txt"
        _ = try bed.run(["schedule", "add", "--in", "1h", "--channel", "file:" + file, "--id", "held"])
        return (bed, file, bed.root.path + "/daemon.log")
    }

    /// A script's end: wait (0.05 s a look, `looks` at most) for the fire's status to be
    /// `status`, then stop the daemon.
    func stopTheDaemon(onceTheFireIs status: String, _ bed: CLITestbed, looks: Int) -> String {
        """
        for i in $(seq \(looks)); do
            [ "$(sqlite3 '\(bed.databasePath)' 'SELECT status FROM delivery')" = \(status) ] && break; sleep 0.05
        done
        kill $daemon; wait $daemon
        """
    }

    /// A fire a round could not claim (the store refused the write: a full disk, a file
    /// another program holds) is not spun on: the daemon looks again a minute later — not at
    /// once, not a second late — and that look, the store writable again, sends it.
    @Test(.enabled(if: Self.unsanitized, "a second's timing, which a sanitizer's slowdown does not keep"))
    func aFireTheStoreWouldNotLetARoundClaimIsTriedAgainAMinuteLater() async throws {
        let (bed, file, log) = try heldSchedule()
        let fire = Int(Date().timeIntervalSince1970) - 60
        // The schedule's fire a minute ago, and a store that refuses every claim until the
        // script lets it write again (once the daemon has logged its pause).
        _ = try sqlite(
            bed.databasePath,
            """
            UPDATE schedule SET fire_at = \(fire), changed_at = \(fire - 60) WHERE id = 'held';
            CREATE TRIGGER refuse BEFORE INSERT ON delivery BEGIN SELECT RAISE(ABORT, 'disk full'); END;
            """)
        let script = """
            '\(ProcessRunner.wordquizPath)' daemon 2> '\(log)' & daemon=$!
            for i in $(seq 400); do grep -q 'still due' '\(log)' && break; sleep 0.05; done
            sqlite3 '\(bed.databasePath)' 'DROP TRIGGER refuse' || exit 3
            \(stopTheDaemon(onceTheFireIs: "late", bed, looks: 1800))
            """
        let (result, lines) = try await runScript(bed, script, log: log)
        #expect(result.exitCode == 0, "\(result.stderr)")
        let pause = "wordquiz daemon: work is still due after a round; looking again in a minute"
        let pauses = lines.filter { $0.hasSuffix(pause) }
        #expect(pauses.count == 1, "one round could not claim the fire, the next sent it: \(lines)")
        let refusal =
            "wordquiz daemon: held: failed: database error in \(bed.databasePath): disk full (SQLite code 1811)."
        #expect(lines.contains { $0.hasSuffix(refusal) }, "the round said why: \(lines)")
        // The look comes on the minute (the log's stamp is to the second; sending takes a moment).
        let after = try secondsFrom(pauses.first, toTheWritingOf: file)
        #expect(after >= 60 && after < 61, "sent \(after) s after the pause began")
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("오늘의 단어: "))
        // Sent a minute after its moment: the ledger says late.
        #expect(try sqlite(bed.databasePath, "SELECT status FROM delivery") == "late")
    }

    /// A fire another process is sending is left to it while it runs, and looked at once a
    /// minute: once that process has ended without settling it (killed mid-send, say a
    /// `digest --schedule` from cron), the running daemon finishes it within the minute —
    /// not at the schedule's next fire, a day on and past its catch-up window.
    @Test(.enabled(if: Self.unsanitized, "a second's timing, which a sanitizer's slowdown does not keep"))
    func aFireWhoseHolderDiesWhileTheDaemonRunsIsFinishedWithinAMinute() async throws {
        let (bed, file, log) = try heldSchedule()
        // The holder is a `sleep` claimed for as a daemon's claim has it (pid, boot and start
        // time); the script ends it once the daemon has settled into its sleep.
        let script = """
            sleep 600 & holder=$!
            token="$(cat /proc/sys/kernel/random/boot_id)/$holder/$(cut -d' ' -f22 /proc/$holder/stat)"
            fire=$(( $(date +%s) - 60 ))
            sqlite3 '\(bed.databasePath)' "
                INSERT INTO delivery (schedule_id, fire_time, status, recorded_at, claimed_by, claim_token, late)
                    VALUES ('held', $fire, 'sending', $fire, $holder, '$token', 0);
                INSERT INTO delivery_channel (schedule_id, fire_time, channel, status, attempts, updated_at)
                    VALUES ('held', $fire, 'file:\(file)', 'pending', 0, $fire);" || exit 3
            '\(ProcessRunner.wordquizPath)' daemon 2> '\(log)' & daemon=$!
            for i in $(seq 400); do grep -q 'schedules: 1 on' '\(log)' && break; sleep 0.05; done
            sleep 1
            [ -e '\(file)' ] && exit 4
            kill $holder; wait $holder
            # Waited for by the file alone: reading the database would wake the daemon early.
            for i in $(seq 1800); do [ -s '\(file)' ] && break; sleep 0.05; done
            \(stopTheDaemon(onceTheFireIs: "delivered", bed, looks: 100))
            """
        let (result, lines) = try await runScript(bed, script, log: log)
        #expect(result.exitCode == 0, "left to its holder while it ran: \(result.stderr)")
        #expect(lines.contains { $0.contains("wordquiz daemon: held: sent what a stopped process left unsent: ") })
        // The minute counts from the look after the first round. The line logged just before
        // that look is stamped to the second, and the look reads the clock after the store's
        // reads: under load in the next second. So the fire is sent 60 s after the stamp, or
        // 61 s when the look fell in the next second — never at once, never an hour on.
        let settled = lines.first { $0.hasSuffix("wordquiz daemon: schedules: 1 on, 0 off") }
        let after = try secondsFrom(settled, toTheWritingOf: file)
        #expect(after >= 60 && after < 62, "finished on the minute, \(after) s after: \(lines)")
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("오늘의 단어: "))
        #expect(try sqlite(bed.databasePath, "SELECT status FROM delivery") == "delivered")
    }
}
