import Foundation
import WordQuizCore

/// The write end of the daemon's self-pipe, for signal handlers (async-signal-safe `write`).
nonisolated(unsafe) private var daemonWakePipe: Int32 = -1

/// `wordquiz daemon`: delivers the digests on time, once, in the foreground.
///
/// It sleeps until the next fire (no polling), woken early by a change to the database
/// directory (another wordquiz adding, editing or switching off a schedule) through inotify,
/// or by SIGTERM/SIGINT to stop. The sleep is capped at a minute so that a jump of the wall
/// clock (a suspend) is noticed; missed fires are then caught up as the plan says.
struct DaemonCommand {
    static let usage = "Usage: wordquiz daemon"

    /// The longest single sleep, in milliseconds.
    static let maximumSleepMilliseconds: Int64 = 60_000

    init(arguments: [String]) throws(CommandFailure) {
        var scanner = ArgumentScanner(arguments, usage: Self.usage)
        if let option = try scanner.next() { throw scanner.failure("unknown option '\(option.name)' for daemon") }
    }

    func run(_ context: AppContext) async throws {
        let setup = try CommandSetup.prepare(context, date: nil)
        let lock = try DaemonLock.acquire(in: context.paths.dataDirectory)
        defer { lock.release() }
        var daemon = Daemon(context: context, setup: setup)
        let log = daemon.log

        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else {
            throw CommandFailure.fileAccess(
                action: "create", path: "a pipe", reason: String(cString: strerror(errno)))
        }
        daemonWakePipe = pipeEnds[1]
        for signalNumber in [SIGTERM, SIGINT, SIGHUP] {
            signal(signalNumber) { _ in
                var byte: UInt8 = 1
                _ = write(daemonWakePipe, &byte, 1)
            }
        }
        let watcher = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        if watcher >= 0 {
            _ = inotify_add_watch(
                watcher, context.paths.dataDirectory, UInt32(IN_MODIFY | IN_CREATE | IN_MOVED_TO | IN_CLOSE_WRITE))
        } else {
            log.write("warning: inotify is unavailable; changes by other processes are seen within a minute")
        }
        defer {
            if watcher >= 0 { close(watcher) }
            close(pipeEnds[0])
            close(pipeEnds[1])
        }

        await daemon.recoverAbandonedFires()
        let grace = setup.configuration.catchUpGrace
        log.write("started (pid \(getpid())); database \(context.paths.databaseFile); catch-up grace \(grace / 3600) h")
        while true {
            // A failure of one round (a busy or damaged store) is logged; the next round tries
            // again. The daemon does not die of it.
            let wake: Int64?
            do {
                wake = try await daemon.deliverDueFires()
            } catch {
                log.write("could not look at the schedules: \(ErrorReport(error).message)")
                wake = nil
            }
            let nowPrecise = context.now().timeIntervalSince1970
            var timeout = Self.maximumSleepMilliseconds
            if let wake {
                // Clamped before converting: a fire far away must not overflow the sleep.
                let seconds = min(max(Double(wake) - nowPrecise, 0), Double(Self.maximumSleepMilliseconds) / 1000)
                timeout = min(timeout, Int64(seconds * 1000) + 5)
            }
            var descriptors = [pollfd(fd: pipeEnds[0], events: Int16(POLLIN), revents: 0)]
            if watcher >= 0 { descriptors.append(pollfd(fd: watcher, events: Int16(POLLIN), revents: 0)) }
            let ready = poll(&descriptors, nfds_t(descriptors.count), Int32(timeout))
            if ready > 0, descriptors[0].revents != 0 {
                log.write("stopping")
                return
            }
            if ready > 0, descriptors.count > 1, descriptors[1].revents != 0 {
                // Drain the events; the loop re-reads the schedules.
                var buffer = [UInt8](repeating: 0, count: 4096)
                while read(watcher, &buffer, buffer.count) > 0 {}
                // Let a burst of writes settle before looking.
                usleep(100_000)
            }
        }
    }
}
