import Foundation
import WordQuizCore

/// `wordquiz daemon`: delivers the digests on time, once, in the foreground
/// (`DaemonSupervisor`); `--once` delivers what is due now and exits (for cron or a timer).
///
/// `--round` is the supervisor's own: one round as its child, without the schedule summary
/// the supervisor logs already.
struct DaemonCommand: Command {
    enum Mode: Equatable {
        case foreground
        case once
        case round
        case unit
    }

    let mode: Mode

    static let onceOption = OptionSpec(
        name: "--once", help: Phrase("deliver what is due now (and retries that are due), then exit: for cron"))
    static let unitOption = OptionSpec(
        name: "--unit",
        help: Phrase(
            "print a systemd user service that runs this daemon (scripts/install puts it in ~/.config/systemd/user/wordquiz-daemon.service)"
        ))
    /// One round of deliveries, run by the foreground daemon in a child of its own.
    static let roundOption = OptionSpec(name: "--round", isHidden: true)
    static let configuration = CommandConfiguration(
        name: "daemon", summary: Phrase("deliver scheduled digests on time (runs in the foreground)"), topic: .delivery,
        synopses: [Synopsis([.either([onceOption, unitOption])])],
        help: [
            .paragraph(
                Phrase(
                    "Deliver the scheduled digests on time. The daemon runs in the foreground (under a systemd user service, tmux or nohup), sleeps until the next fire, follows schedule changes at once, catches up on fires missed while the machine slept (up to six hours late) and never delivers a fire twice, even beside `digest --schedule` timers. One daemon runs per data folder."
                )),
            .usage, .options,
        ])

    struct Options: CommandOptions {
        @LastFlag([
            (DaemonCommand.onceOption, .once), (DaemonCommand.unitOption, .unit), (DaemonCommand.roundOption, .round),
        ])
        var mode: Mode?
    }

    init(_ parsed: ParsedArguments) throws(CommandFailure) {
        mode = try parsed.options(Options.self).mode ?? .foreground
    }

    /// The foreground daemon runs synchronously, so that it never starts Swift concurrency's
    /// worker pool (see `DaemonSupervisor`); one round, `--once` and `--unit` run in it.
    func start(_ context: AppContext) -> CommandRun {
        mode == .foreground ? .synchronous { try runForeground(context) } : .concurrent { try await run(context) }
    }

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
        guard mode != .unit else {
            let executable = Self.currentExecutable(fallback: context.executablePath)
            return context.stdout.write(DaemonUnit.service(executable: executable))
        }
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
