import Foundation
import WordQuizCore

/// `wordquiz daemon`: delivers the digests on time, once, in the foreground
/// (`DaemonSupervisor`); `--once` delivers what is due now and exits (for cron or a timer).
///
/// `--round` is the supervisor's own: one round as its child, without the schedule summary
/// the supervisor logs already.
struct DaemonCommand {
    static let usage = """
        Usage: wordquiz daemon [--once]

        --once  deliver what is due now (and retries that are due), then exit
        """

    enum Mode: Equatable {
        case foreground
        case once
        case round
    }

    let mode: Mode

    init(arguments: [String]) throws(CommandFailure) {
        var scanner = ArgumentScanner(arguments, usage: Self.usage)
        var mode = Mode.foreground
        while let option = try scanner.next() {
            switch option.name {
            case "--once": mode = .once
            case "--round": mode = .round
            default: throw scanner.failure("unknown option '\(option.name)' for daemon")
            }
        }
        self.mode = mode
    }

    /// The foreground daemon: synchronous, so that it never starts Swift concurrency's
    /// worker pool (see `DaemonSupervisor`).
    func runForeground(_ context: AppContext) throws {
        let setup = try CommandSetup.prepare(context, date: nil)
        let lock = try DaemonLock.acquire(in: context.paths.dataDirectory)
        defer { lock.release() }
        let supervisor = DaemonSupervisor(
            context: context, daemon: Daemon(context: context, setup: setup),
            executable: Self.currentExecutable(fallback: context.executablePath))
        try supervisor.run()
    }

    /// One round: what a stopped process left `sending`, then the due fires and retries.
    func run(_ context: AppContext) async throws {
        guard mode != .foreground else { return try runForeground(context) }
        let setup = try CommandSetup.prepare(context, date: nil)
        var daemon = Daemon(context: context, setup: setup)
        await daemon.recoverAbandonedFires()
        _ = try await daemon.deliverDueFires(logsSchedules: mode == .once)
    }

    /// This program's own file, for the rounds (the name it was started by may be relative
    /// or found on `PATH`).
    static func currentExecutable(fallback: String) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, Int(PATH_MAX))
        guard count > 0 else { return fallback }
        let path = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        // An upgraded binary leaves the old path " (deleted)"; the name it was started by
        // then finds the new one.
        return access(path, X_OK) == 0 ? path : fallback
    }
}
