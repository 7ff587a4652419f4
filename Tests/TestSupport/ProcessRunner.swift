import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// How a child process ended and what it printed.
public struct ProcessResult: Sendable {
    public var exitCode: Int32
    public var stdout: String
    public var stderr: String
    /// True when the process had to be killed for running past its time limit.
    public var timedOut: Bool
}

/// Runs programs as child processes with `posix_spawn` and `waitpid`.
///
/// Not Foundation's `Process`: children start with an empty signal mask and default signal
/// dispositions (a test runner may block SIGTERM, which children would inherit), output goes
/// to files (a child that leaves a daemon behind, as tmux does, would hold a pipe open), and a
/// child's end is seen even when it leaves such a daemon.
public enum ProcessRunner {
    /// `environment` with a profile file for the coverage run (scripts/test counts coverage)
    /// added unless it names one, whatever environment a test gives a child: what a wordquiz
    /// process runs, in a process or a terminal, is counted too.
    ///
    /// The child's profile goes to `children/` beside the runner's, not among them: SwiftPM
    /// merges the runner's profiles the moment the run ends and fails the whole run on one torn
    /// file, and a child's can be torn (a test kills a process on purpose, and the kill can land
    /// while it writes its counts on its way out). scripts/coverage merges the children's after
    /// the run, leaving a torn one out and saying so.
    public static func withCoverageProfile(_ environment: [String: String]) -> [String: String] {
        var environment = environment
        if let profile = ProcessInfo.processInfo.environment["LLVM_PROFILE_FILE"],
            environment["LLVM_PROFILE_FILE"] == nil
        {
            environment["LLVM_PROFILE_FILE"] = childProfile(of: profile)
        }
        return environment
    }

    /// The runner's profile pattern moved into `children/` beside it, one file a process (`%p`).
    public static func childProfile(of runnerProfile: String) -> String {
        let slash = runnerProfile.lastIndex(of: "/")
        let folder = slash.map { String(runnerProfile[...$0]) } ?? ""
        var name = slash.map { String(runnerProfile[runnerProfile.index(after: $0)...]) } ?? runnerProfile
        if !name.contains("%p") { name = "%p." + name }
        return folder + "children/" + name
    }

    /// The `wordquiz` executable built next to the test bundle, or `$WORDQUIZ_BIN`.
    public static var wordquizPath: String {
        if let override = ProcessInfo.processInfo.environment["WORDQUIZ_BIN"] { return override }
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        // Under `swift test` the runner lives in .build/<config>/; walk up to find the binary.
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("wordquiz").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return ".build/debug/wordquiz"
    }

    /// Runs the program to its end; kills it (SIGKILL) after `timeout` seconds.
    /// - Parameters:
    ///   - stdin: text for standard input; or `stdinPath`, a file (or FIFO) to read instead.
    ///   - afterStart: called with the child's pid once it runs, to signal it.
    public static func run(
        _ executable: String, _ arguments: [String], environment: [String: String],
        currentDirectory: String? = nil, stdin: String? = nil, stdinPath: String? = nil, timeout: Double = 60,
        afterStart: (@Sendable (Int32) -> Void)? = nil
    ) throws -> ProcessResult {
        let input = ScratchFile(contents: stdin ?? "")
        let output = ScratchFile(contents: "")
        let errors = ScratchFile(contents: "")

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // A FIFO as standard input lets a test feed answers one at a time.
        posix_spawn_file_actions_addopen(&actions, 0, stdinPath ?? input.path, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output.path, O_WRONLY | O_TRUNC, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errors.path, O_WRONLY | O_TRUNC, 0)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var emptyMask = sigset_t()
        sigemptyset(&emptyMask)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &emptyMask)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        // `env -C DIR` changes directory and then runs the program in the same process.
        let argv = (currentDirectory.map { ["/usr/bin/env", "-C", $0] } ?? []) + [executable] + arguments
        let envp = withCoverageProfile(environment).map { "\($0.key)=\($0.value)" }
        var pid: pid_t = 0
        let spawned = withCStrings(argv) { cArgv in
            withCStrings(envp) { cEnvp in
                posix_spawn(&pid, argv[0], &actions, &attributes, cArgv, cEnvp)
            }
        }
        guard spawned == 0 else {
            throw ServerError("could not start \(executable): \(String(cString: strerror(spawned)))")
        }
        afterStart?(pid)

        let deadline = Date().addingTimeInterval(timeout)
        var status: Int32 = 0
        var timedOut = false
        while true {
            let reaped = waitpid(pid, &status, WNOHANG)
            if reaped == pid { break }
            if reaped < 0 && errno != EINTR { break }
            if Date() > deadline, !timedOut {
                kill(pid, SIGKILL)
                timedOut = true
            }
            usleep(5_000)
        }
        // Exited: the low seven bits are zero and the code is in the next byte; otherwise
        // the low seven bits are the signal, reported as 128 + signal like a shell does.
        let signal = status & 0x7F
        let exitCode = signal == 0 ? (status >> 8) & 0xFF : 128 + signal
        return ProcessResult(
            exitCode: exitCode, stdout: output.contents(), stderr: errors.contents(), timedOut: timedOut)
    }

    private static func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
        let pointers = strings.map { strdup($0) } + [nil]
        defer { for pointer in pointers { free(pointer) } }
        return body(pointers)
    }
}

/// A temporary file for a child's input or output, removed when dropped.
final class ScratchFile {
    let path = NSTemporaryDirectory() + "wordquiz-io-\(UUID().uuidString)"

    init(contents: String) {
        _ = FileManager.default.createFile(atPath: path, contents: Data(contents.utf8))
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func contents() -> String {
        String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
    }
}
