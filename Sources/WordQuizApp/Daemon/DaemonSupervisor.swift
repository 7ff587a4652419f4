import CLinux
import Foundation
import WordQuizCore

/// The write end of the supervisor's self-pipe, for signal handlers (async-signal-safe `write`).
nonisolated(unsafe) private var supervisorWakePipe: Int32 = -1

/// The long-lived part of `wordquiz daemon`: it sleeps until the next fire, a change to the
/// schedules, a jump of the wall clock or a signal to stop, and runs each round of deliveries
/// as a child process (`wordquiz daemon --round`).
///
/// Why a child: the deliveries use Swift concurrency, and once a process has used it,
/// libdispatch's worker-pool monitor wakes it every second for the rest of its life. The
/// supervisor itself is plain synchronous code on the main thread, so between rounds it is
/// a single thread blocked in `poll`, with nothing else loaded into its memory.
///
/// Sleeping: a `timerfd` on the real-time clock, armed for the absolute moment of the next
/// fire, fires on time across a suspend, and `TFD_TIMER_CANCEL_ON_SET` wakes it when the
/// clock is set; inotify on the data directory wakes it when another wordquiz changes a
/// schedule; SIGTERM, SIGINT and SIGHUP arrive through a self-pipe.
struct DaemonSupervisor {
    var context: AppContext
    var daemon: Daemon
    /// The program each round runs (this wordquiz).
    var executable: String

    /// The longest sleep when no timerfd can be had (then a suspend or a clock change is
    /// noticed within this), in milliseconds.
    static let fallbackSleepMilliseconds: Int64 = 60_000

    /// How long to wait before trying again when a round left work due.
    static let failedRoundPauseSeconds: Int64 = 60

    func run() throws {
        let log = daemon.log
        var daemon = daemon
        var pipeEnds: [Int32] = [0, 0]
        guard wq_pipe_cloexec_nonblock(&pipeEnds) == 0 else {
            throw CommandFailure.fileAccess(
                .createPipe, path: "", reason: .verbatim(String(cString: strerror(errno))))
        }
        supervisorWakePipe = pipeEnds[1]
        for signalNumber in [SIGTERM, SIGINT, SIGHUP] {
            // The signal's number goes down the pipe: Ctrl-C ends the daemon as interrupted.
            signal(signalNumber) { received in
                var byte = UInt8(truncatingIfNeeded: received)
                _ = write(supervisorWakePipe, &byte, 1)
            }
        }
        var folderWatch = DataFolderWatch(
            folder: context.paths.dataDirectory, databaseFile: context.paths.databaseFile)
        let watcher = folderWatch?.descriptor ?? -1
        if folderWatch == nil {
            log.write("warning: inotify is unavailable; changes by other processes are seen within a minute")
        }
        let timer = wq_timerfd_create()
        defer {
            folderWatch?.close()
            if timer >= 0 { close(timer) }
            close(pipeEnds[0])
            close(pipeEnds[1])
        }

        let grace = daemon.setup.configuration.catchUpGrace
        log.write("started (pid \(getpid())); database \(context.paths.databaseFile); catch-up grace \(grace / 3600) h")
        // The first round also finishes what a stopped process left `sending`.
        var roundNeeded = true
        var pauseUntil: Int64 = 0
        while true {
            // A stop asked for during a round ends the daemon before the next one.
            var byte: UInt8 = 0
            if read(pipeEnds[0], &byte, 1) > 0 { return try Self.stop(byte, log: log) }
            var roundStartedAt: Int64?
            if roundNeeded {
                roundStartedAt = context.unixSeconds
                let status = runRound()
                if status != 0 { log.write("a round of deliveries ended with status \(status)") }
            }
            // A failure to read (a busy or damaged store) is logged; the next wake tries again.
            var wake: Int64?
            do {
                try daemon.logScheduleChanges()
                let agenda = try daemon.agenda()
                let now = context.unixSeconds
                if let roundStartedAt, agenda.isDue, try daemon.agenda(at: roundStartedAt).isDue {
                    // Work that was due when the round began and is still there (a busy store,
                    // a fire another process holds) waits a minute rather than spinning; work
                    // that fell due during the round gets a round at once.
                    log.write("work is still due after a round; looking again in a minute")
                    pauseUntil = now + Self.failedRoundPauseSeconds
                }
                roundNeeded = agenda.isDue && now >= pauseUntil
                wake = agenda.isDue ? max(pauseUntil, now) : agenda.nextWake
            } catch {
                log.write("could not look at the schedules: \(ErrorReport(error).message.description)")
                roundNeeded = false
                wake = context.unixSeconds + Self.failedRoundPauseSeconds
            }
            if roundNeeded { continue }

            var timeout = Int32(-1)
            if timer >= 0 {
                arm(timer, at: wake)
            } else {
                var milliseconds = Self.fallbackSleepMilliseconds
                if let wake {
                    let seconds = min(
                        max(Double(wake) - context.now().timeIntervalSince1970, 0), Double(milliseconds) / 1000)
                    milliseconds = Int64(seconds * 1000) + 5
                }
                timeout = Int32(milliseconds)
            }
            var descriptors = [pollfd(fd: pipeEnds[0], events: Int16(POLLIN), revents: 0)]
            if watcher >= 0 { descriptors.append(pollfd(fd: watcher, events: Int16(POLLIN), revents: 0)) }
            if timer >= 0 { descriptors.append(pollfd(fd: timer, events: Int16(POLLIN), revents: 0)) }
            let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
            guard ready > 0 else { continue }
            if descriptors[0].revents != 0 {
                var byte: UInt8 = 0
                _ = read(pipeEnds[0], &byte, 1)
                return try Self.stop(byte, log: log)
            }
            if watcher >= 0, descriptors[1].revents != 0 {
                // Let a burst of writes settle before looking.
                usleep(100_000)
                _ = folderWatch?.readEvents()
            }
            // A data folder removed and made again holds a new database: read that one.
            if folderWatch?.databaseWasReplaced() == true {
                do {
                    daemon = Daemon(context: context, setup: try CommandSetup.prepare(context, date: nil))
                    log.write("the database was replaced; reading the new one at \(context.paths.databaseFile)")
                    roundNeeded = true
                } catch {
                    log.write("could not open the new database: \(ErrorReport(error).message.description)")
                }
            }
            if timer >= 0, descriptors[descriptors.count - 1].revents != 0 {
                // Expired, or cancelled because the clock was set: either way, look again.
                drain(timer)
            }
        }
    }

    /// Ends the daemon for the signal whose number `byte` is: Ctrl-C (SIGINT) as interrupted
    /// (130, as the exit-code table says), a service manager's SIGTERM or SIGHUP as a clean stop.
    private static func stop(_ byte: UInt8, log: DaemonLog) throws {
        log.write("stopping")
        if Int32(byte) == SIGINT { throw CommandFailure.daemonInterrupted }
    }

    /// Runs one round as a child and waits for it; its log lines go to the same stderr.
    /// A stop signal during the round is handled after it: a round is bounded by the
    /// delivery budget, and what it claimed it also settles.
    private func runRound() -> Int32 {
        let arguments = [executable, "daemon", "--round"]
        let cArguments = arguments.map { strdup($0) } + [nil]
        defer { for pointer in cArguments { free(pointer) } }
        // In its own process group, so that a Ctrl-C meant for the daemon does not cut a
        // delivery off mid-send; the supervisor stops after the round.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, nil, &attributes, cArguments, environ)
        guard spawned == 0 else {
            daemon.log.write("could not start a round of deliveries: \(String(cString: strerror(spawned)))")
            return -1
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }

    /// Arms the timer for an absolute wall-clock moment (the far future for none), to be
    /// cancelled if the clock is set.
    private func arm(_ timer: Int32, at wake: Int64?) {
        // The context's clock may be offset from the system's (tests); the timer runs on the
        // system's.
        let offset = Int64(Date().timeIntervalSince1970) - context.unixSeconds
        let target = wake.map { max($0 + offset, 1) } ?? Int64(Date().timeIntervalSince1970) + 365 * 86_400
        _ = wq_timerfd_arm_absolute(timer, target)
    }

    private func drain(_ descriptor: Int32) {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while read(descriptor, &buffer, buffer.count) > 0 {}
    }
}
