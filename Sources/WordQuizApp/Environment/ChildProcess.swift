import Foundation

/// Runs a helper program (notify-send, systemctl, a sound player) to its end with `posix_spawn`, capturing its output.
enum ChildProcess {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        /// Killed at the time limit: it ran, and may have done its work before it was stopped.
        var timedOut = false
    }

    /// Finds a program on `PATH`.
    static func find(_ name: String, path: String?) -> String? {
        for directory in (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    /// Runs `executable` to its end, or kills it after `timeout` seconds on the monotonic
    /// clock `now` (the context's: a wall clock put right mid-run neither cuts it short nor
    /// lets it run on). Its output goes to unnamed-by-us temporary files (`mkstemp`), read
    /// afterwards; nil when it could not be started.
    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String], timeout: Double = 10,
        now: () -> ContinuousClock.Instant
    ) -> Result? {
        guard let output = TemporaryFile(), let errors = TemporaryFile() else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output.descriptor, 1)
        posix_spawn_file_actions_adddup2(&actions, errors.descriptor, 2)
        let argv = [executable] + arguments
        let envp = environment.map { "\($0.key)=\($0.value)" }
        let cArgv = argv.map { strdup($0) } + [nil]
        let cEnvp = envp.map { strdup($0) } + [nil]
        defer {
            for pointer in cArgv { free(pointer) }
            for pointer in cEnvp { free(pointer) }
        }
        var pid: pid_t = 0
        guard posix_spawn(&pid, executable, &actions, nil, cArgv, cEnvp) == 0 else { return nil }
        let deadline = now() + .milliseconds(Int(timeout * 1000))
        var status: Int32 = 0
        var timedOut = false
        while waitpid(pid, &status, WNOHANG) == 0 {
            if now() > deadline {
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
                timedOut = true
                break
            }
            usleep(10_000)
        }
        let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Result(status: exitStatus, stdout: output.text(), stderr: errors.text(), timedOut: timedOut)
    }

    /// A file of the child's output: made by `mkstemp` (a name no other process has), unlinked
    /// at once, and closed when dropped.
    private final class TemporaryFile {
        let descriptor: Int32

        init?() {
            var template = Array((NSTemporaryDirectory() + "wordquiz-child-XXXXXX").utf8CString)
            let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            guard descriptor >= 0 else { return nil }
            template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            self.descriptor = descriptor
        }

        deinit { close(descriptor) }

        /// What was written, from its start, up to 1 MB. Read with plain POSIX calls:
        /// FileManager.contents(atPath:) leaks its buffer for an empty file (found by
        /// LeakSanitizer).
        func text() -> String {
            var bytes: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 4096)
            var offset: off_t = 0
            while bytes.count < 1 << 20 {
                let count = pread(descriptor, &chunk, chunk.count, offset)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                bytes += chunk[0..<count]
                offset += off_t(count)
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}
