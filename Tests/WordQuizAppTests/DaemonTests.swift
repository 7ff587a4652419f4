import Foundation
import TestSupport
import Testing
import WordQuizCore

@testable import WordQuizApp

@Suite(.serialized) struct DaemonTests {
    /// Runs the daemon until `until` says stop (checked every 100 ms), then sends SIGTERM.
    func runDaemon(_ bed: CLITestbed, timeout: Double = 30, until: @escaping @Sendable () -> Bool) throws
        -> ProcessResult
    {
        try bed.run(["daemon"], timeout: timeout) { pid in
            let deadline = Date().addingTimeInterval(timeout - 5)
            while !until(), Date() < deadline { usleep(100_000) }
            kill(pid, SIGTERM)
        }
    }

    /// Ctrl-C ends the daemon as interrupted (130, as the exit-code table says); a service
    /// manager's SIGTERM or SIGHUP is a clean stop (0).
    @Test(arguments: [(Int32(SIGINT), Int32(130)), (Int32(SIGTERM), Int32(0)), (Int32(SIGHUP), Int32(0))])
    func aSignalEndsTheDaemonWithItsCode(signal: Int32, code: Int32) throws {
        let bed = CLITestbed(language: "en")
        _ = try bed.run(["schedule", "add", "--in", "1h", "--channel", "stdout", "--id", "later"])
        let result = try bed.run(["daemon"], timeout: 30) { pid in
            let deadline = Date().addingTimeInterval(20)
            // Started once its log says so.
            while Date() < deadline, !FileManager.default.fileExists(atPath: bed.databasePath) { usleep(50_000) }
            usleep(500_000)
            kill(pid, signal)
        }
        #expect(result.exitCode == code, "\(result.stderr)")
        #expect(result.stderr.contains("wordquiz daemon: stopping"), "\(result.stderr)")
        if code == 130 {
            #expect(
                result.stderr.hasSuffix(
                    "wordquiz: the daemon was stopped; what it had started to deliver was settled first.\n"))
        }
    }

    @Test func aDaemonKilledMidDeliveryLosesNothingAndLeavesNothingSending() throws {
        let bed = CLITestbed()
        let file = bed.root.path + "/digest.txt"
        let added = try bed.run([
            "schedule", "add", "--in", "1h", "--channel", "stdout", "--channel", "file:" + file, "--id", "k",
        ])
        #expect(added.exitCode == 0)
        // What a daemon killed after claiming the fire leaves: stdout was being sent, the file
        // channel never attempted, and the claiming process is gone.
        let fire = Int(Date().timeIntervalSince1970) - 60
        _ = try sqlite(
            bed.databasePath,
            """
            INSERT INTO delivery (schedule_id, fire_time, status, recorded_at, claimed_by, late)
                VALUES ('k', \(fire), 'sending', \(fire), 2147483646, 0);
            INSERT INTO delivery_channel (schedule_id, fire_time, channel, status, attempts, updated_at)
                VALUES ('k', \(fire), 'stdout', 'sending', 1, \(fire)), ('k', \(fire), 'file:\(file)', 'pending', 0, \(fire));
            """)
        let result = try runDaemon(bed) { FileManager.default.fileExists(atPath: file) }
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stderr.contains("sent what a stopped process left unsent"))
        #expect(
            try String(contentsOfFile: file, encoding: .utf8).contains("오늘의 단어: "), "the unattempted channel was sent")
        #expect(!result.stdout.contains("오늘의 단어: "), "the channel that may have been sent was not sent again")
        let rows = try sqlite(bed.databasePath, "SELECT channel, status FROM delivery_channel ORDER BY rowid")
        #expect(rows == "stdout|unknown\nfile:\(file)|delivered")
        #expect(try sqlite(bed.databasePath, "SELECT status FROM delivery") == "partial")
        #expect(try sqlite(bed.databasePath, "SELECT count(*) FROM delivery WHERE status = 'sending'") == "0")
    }

    /// A claim whose pid is alive but is another process (a container restarted in a fresh pid
    /// namespace gives the old number to someone else): the start time in its token tells, and
    /// the restarted daemon takes the fire over at once.
    @Test func aClaimWhosePidNowNamesAnotherProcessIsTakenOver() throws {
        let bed = CLITestbed()
        let file = bed.root.path + "/digest.txt"
        _ = try bed.run(["schedule", "add", "--in", "1h", "--channel", "file:" + file, "--id", "pidns"])
        // The pid is this test runner's, alive; the token says a process started at tick 1.
        let boot = try String(contentsOfFile: "/proc/sys/kernel/random/boot_id", encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let pid = getpid()
        let fire = Int(Date().timeIntervalSince1970) - 60
        _ = try sqlite(
            bed.databasePath,
            """
            INSERT INTO delivery (schedule_id, fire_time, status, recorded_at, claimed_by, claim_token, late)
                VALUES ('pidns', \(fire), 'sending', \(fire), \(pid), '\(boot)/\(pid)/1', 0);
            INSERT INTO delivery_channel (schedule_id, fire_time, channel, status, attempts, updated_at)
                VALUES ('pidns', \(fire), 'file:\(file)', 'pending', 0, \(fire));
            """)
        let result = try runDaemon(bed) { FileManager.default.fileExists(atPath: file) }
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: file), "taken over: \(result.stderr)")
        #expect(try sqlite(bed.databasePath, "SELECT status FROM delivery") == "delivered")
    }

    /// A claim the same process still holds — its pid, boot and start time all as claimed —
    /// is left to it.
    @Test func aClaimOfAProcessStillRunningIsLeftToIt() throws {
        let bed = CLITestbed()
        let file = bed.root.path + "/digest.txt"
        _ = try bed.run(["schedule", "add", "--in", "1h", "--channel", "file:" + file, "--id", "mine"])
        let claimer = try #require(ProcessIdentity.token(of: getpid()))
        let fire = Int(Date().timeIntervalSince1970) - 60
        _ = try sqlite(
            bed.databasePath,
            """
            INSERT INTO delivery (schedule_id, fire_time, status, recorded_at, claimed_by, claim_token, late)
                VALUES ('mine', \(fire), 'sending', \(fire), \(getpid()), '\(claimer)', 0);
            INSERT INTO delivery_channel (schedule_id, fire_time, channel, status, attempts, updated_at)
                VALUES ('mine', \(fire), 'file:\(file)', 'pending', 0, \(fire));
            """)
        let result = try bed.run(["daemon", "--once"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: file))
        #expect(try sqlite(bed.databasePath, "SELECT status FROM delivery") == "sending")
    }

    /// A fire a stopped process left three days ago is not sent three days late: its day is
    /// over, and so is the six-hour catch-up window; the ledger says why.
    @Test func anAbandonedFireOlderThanTheCatchUpWindowIsNotSentLate() throws {
        let bed = CLITestbed()
        let file = bed.root.path + "/digest.txt"
        _ = try bed.run(["schedule", "add", "--in", "1h", "--channel", "file:" + file, "--id", "old"])
        let fire = Int(Date().timeIntervalSince1970) - 3 * 86_400
        _ = try sqlite(
            bed.databasePath,
            """
            INSERT INTO delivery (schedule_id, fire_time, status, recorded_at, claimed_by, late)
                VALUES ('old', \(fire), 'sending', \(fire), 2147483646, 0);
            INSERT INTO delivery_channel (schedule_id, fire_time, channel, status, attempts, updated_at)
                VALUES ('old', \(fire), 'file:\(file)', 'pending', 0, \(fire));
            """)
        let query = "SELECT status, detail FROM delivery_channel WHERE fire_time = \(fire)"
        let result = try runDaemon(bed) { ((try? sqlite(bed.databasePath, query)) ?? "").hasPrefix("failed") }
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: file), "nothing sent three days late")
        // The ledger keeps the reason as a phrase, read in each reader's language.
        let row = try sqlite(bed.databasePath, query).split(separator: "|", maxSplits: 1).map(String.init)
        #expect(row.first == "failed")
        #expect(
            Phrase(stored: row.last ?? "").description
                == "its day is over and so is its catch-up window of 6 h: too old to send")
        #expect(
            Phrase(stored: row.last ?? "").text(in: .ko) == "그날이 지났고 따라잡는 시간 6시간도 지났어요: 너무 오래돼 보내지 않아요")
        #expect(try sqlite(bed.databasePath, "SELECT status FROM delivery WHERE fire_time = \(fire)") == "failed")
    }

    @Test func aOneOffIsDeliveredOnceAcrossARestart() throws {
        let bed = CLITestbed()
        let file = bed.root.path + "/digest.txt"
        _ = try bed.run(["schedule", "add", "--in", "2s", "--channel", "file:" + file, "--id", "soon"])
        let first = try runDaemon(bed) { FileManager.default.fileExists(atPath: file) }
        #expect(first.exitCode == 0, "\(first.stderr)")
        #expect(first.stderr.contains("soon: delivered"))
        #expect(first.stderr.contains("stopping"))
        // Its rounds ended well: none is logged as a failure (an exit read as a signal would be).
        #expect(!first.stderr.contains("a round of deliveries ended with status"), "\(first.stderr)")
        // Timestamps on every log line.
        for line in first.stderr.split(separator: "\n") { #expect(line.first?.isNumber == true) }

        let restartedAt = Date()
        let second = try runDaemon(bed) { Date().timeIntervalSince(restartedAt) > 3 }
        #expect(second.exitCode == 0)
        #expect(!second.stderr.contains("delivered"))
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.components(separatedBy: "오늘의 단어: ").count == 2, "exactly one block")
        #expect(try sqlite(bed.databasePath, "SELECT schedule_id, status FROM delivery") == "soon|delivered")
    }

    @Test func aSecondDaemonRefusesToRun() throws {
        let bed = CLITestbed(language: "en")
        let second = Locked<ProcessResult?>(nil)
        let first = try runDaemon(bed) {
            // Once the first daemon holds the lock and has written its pid in it.
            let lock = bed.home + "/.local/share/wordquiz/daemon.lock"
            if second.value == nil, !((try? String(contentsOfFile: lock, encoding: .utf8))?.isEmpty ?? true) {
                second.mutate { $0 = try? bed.run(["daemon"], timeout: 10) }
            }
            return second.value != nil
        }
        #expect(first.exitCode == 0)
        let refused = try #require(second.value)
        #expect(refused.exitCode == 75)
        #expect(refused.stderr.contains("another wordquiz daemon (pid "))
    }

    @Test func aScheduleAddedWhileRunningTakesEffect() throws {
        let bed = CLITestbed()
        let file = bed.root.path + "/digest.txt"
        let added = Locked(false)
        let lock = bed.home + "/.local/share/wordquiz/daemon.lock"
        let result = try runDaemon(bed) {
            // Added once the daemon runs: it holds its lock with its pid written in it.
            if !added.value, !((try? String(contentsOfFile: lock, encoding: .utf8))?.isEmpty ?? true) {
                _ = try? bed.run(["schedule", "add", "--in", "1s", "--channel", "file:" + file])
                added.mutate { $0 = true }
            }
            return FileManager.default.fileExists(atPath: file)
        }
        #expect(FileManager.default.fileExists(atPath: file))
        #expect(result.stderr.contains("s1: delivered"))
    }

    /// The data folder removed while the daemon runs, then made again by the next
    /// `schedule add`: the daemon watches the new folder and reads the new database.
    @Test func aDataFolderRemovedAndMadeAgainIsStillWatched() throws {
        let bed = CLITestbed()
        _ = try bed.run(["schedule", "add", "--at", "07:00", "--channel", "stdout", "--id", "before"])
        let folder = bed.home + "/.local/share/wordquiz"
        let file = bed.root.path + "/digest.txt"
        let step = Locked(0)
        let result = try runDaemon(bed, timeout: 40) {
            let lock = folder + "/daemon.lock"
            switch step.value {
            case 0 where !((try? String(contentsOfFile: lock, encoding: .utf8))?.isEmpty ?? true):
                try? FileManager.default.removeItem(atPath: folder)
                step.mutate { $0 = 1 }
            case 1:
                // Made again at once: whether or not the daemon has read the removal yet, the
                // parent's watch sees the folder come back.
                _ = try? bed.run(["schedule", "add", "--in", "2s", "--channel", "file:" + file, "--id", "after"])
                step.mutate { $0 = 2 }
            default: break
            }
            return FileManager.default.fileExists(atPath: file)
        }
        #expect(FileManager.default.fileExists(atPath: file), "\(result.stderr)")
        #expect(result.stderr.contains("the database was replaced"), "\(result.stderr)")
        #expect(result.stderr.contains("after: delivered"), "\(result.stderr)")
    }

    @Test func aScheduleSwitchedOffWhileRunningDoesNotFire() throws {
        let bed = CLITestbed()
        let file = bed.root.path + "/digest.txt"
        _ = try bed.run(["schedule", "add", "--in", "3s", "--channel", "file:" + file, "--id", "soon"])
        let start = Date()
        let switched = Locked(false)
        _ = try runDaemon(bed) {
            if !switched.value {
                usleep(500_000)
                _ = try? bed.run(["schedule", "off", "soon"])
                switched.mutate { $0 = true }
            }
            return Date().timeIntervalSince(start) > 6
        }
        #expect(!FileManager.default.fileExists(atPath: file))
    }

    /// Between fires the daemon is one thread asleep: no worker pool, no periodic timer.
    @Test func anIdleDaemonIsOneSleepingThread() throws {
        let bed = CLITestbed()
        _ = try bed.run(["schedule", "add", "--in", "2h", "--channel", "stdout", "--id", "later"])
        let observed = Locked<(threads: Int, wakeUps: Int)?>(nil)
        // TSan runs a thread of its own with a timer: then only the daemon's thread is counted.
        let underTSan = ProcessInfo.processInfo.environment["WORDQUIZ_SANITIZER"] == "thread"
        let sanitized = ProcessInfo.processInfo.environment["WORDQUIZ_SANITIZER"] != nil
        let result = try runDaemon(bed) {
            guard observed.value == nil else { return true }
            // The newest wordquiz holding the lock is the daemon.
            guard
                let pidText = try? String(
                    contentsOfFile: bed.home + "/.local/share/wordquiz/daemon.lock", encoding: .utf8),
                let pid = Int32(pidText.trimmingCharacters(in: .whitespacesAndNewlines))
            else { return false }
            usleep(sanitized ? 4_000_000 : 1_000_000)  // past the first round and its inotify echo
            let before = Self.contextSwitches(pid, mainThreadOnly: underTSan)
            usleep(2_500_000)
            let after = Self.contextSwitches(pid, mainThreadOnly: underTSan)
            let threads = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task").count) ?? 0
            observed.mutate { $0 = (threads, after - before) }
            return true
        }
        #expect(result.exitCode == 0, "\(result.stderr)")
        let seen = try #require(observed.value)
        if !underTSan { #expect(seen.threads == 1) }
        #expect(seen.wakeUps == 0, "a sleeping daemon was woken \(seen.wakeUps) times in 2.5 s")
    }

    @Test func onceDeliversWhatIsDueAndExits() throws {
        let bed = CLITestbed()
        let file = bed.root.path + "/digest.txt"
        _ = try bed.run(["schedule", "add", "--in", "1s", "--channel", "file:" + file, "--id", "soon"])
        usleep(1_200_000)
        let first = try bed.run(["daemon", "--once"], timeout: 30)
        #expect(first.exitCode == 0, "\(first.stderr)")
        #expect(first.stderr.contains("soon: delivered"))
        let second = try bed.run(["daemon", "--once"], timeout: 30)
        #expect(second.exitCode == 0)
        #expect(!second.stderr.contains("delivered"))
        #expect(try String(contentsOfFile: file, encoding: .utf8).components(separatedBy: "오늘의 단어: ").count == 2)
    }

    /// Fires due at the same moment go out side by side, and still each exactly once.
    @Test func manyFiresDueTogetherAreEachDeliveredOnce() throws {
        let bed = CLITestbed()
        let file = bed.root.path + "/digest.txt"
        _ = try bed.run(["schedule", "list"])
        let fire = Int(Date().timeIntervalSince1970) - 5
        let rows = (0..<40).map { "('team\($0)', 'once', 'file:\(file)', 1, \(fire - 60), \(fire))" }
        _ = try sqlite(
            bed.databasePath,
            "INSERT INTO schedule (id, kind, channels, enabled, changed_at, fire_at) VALUES "
                + rows.joined(separator: ", ") + ";")
        let first = try bed.run(["daemon", "--once"], timeout: 60)
        #expect(first.exitCode == 0, "\(first.stderr)")
        _ = try bed.run(["daemon", "--once"], timeout: 60)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.components(separatedBy: "오늘의 단어: ").count == 41, "one block a schedule")
        #expect(try sqlite(bed.databasePath, "SELECT count(*) FROM delivery WHERE status = 'delivered'") == "40")
    }

    /// Voluntary and involuntary context switches of a process's threads (or its main one).
    static func contextSwitches(_ pid: Int32, mainThreadOnly: Bool = false) -> Int {
        let tasks =
            mainThreadOnly
            ? ["\(pid)"] : (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return tasks.reduce(0) { total, task in
            let status = (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/status", encoding: .utf8)) ?? ""
            return total
                + status.split(separator: "\n").filter {
                    $0.hasPrefix("voluntary_ctxt") || $0.hasPrefix("nonvoluntary_ctxt")
                }
                .compactMap { Int($0.split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "") }
                .reduce(0, +)
        }
    }
}
