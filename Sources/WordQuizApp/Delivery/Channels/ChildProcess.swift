import Foundation

/// Runs a helper program (notify-send) to its end with `posix_spawn`, capturing its output.
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

    static func run(_ executable: String, _ arguments: [String], environment: [String: String], timeout: Double = 10)
        -> Result?
    {
        let directory = NSTemporaryDirectory()
        let outPath = directory + "wordquiz-child-\(UUID().uuidString).out"
        let errPath = directory + "wordquiz-child-\(UUID().uuidString).err"
        defer {
            unlink(outPath)
            unlink(errPath)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
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
        let deadline = Date().addingTimeInterval(timeout)
        var status: Int32 = 0
        var timedOut = false
        while waitpid(pid, &status, WNOHANG) == 0 {
            if Date() > deadline {
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
                timedOut = true
                break
            }
            usleep(10_000)
        }
        // Read with plain POSIX calls: FileManager.contents(atPath:) leaks its buffer for an
        // empty file (found by LeakSanitizer).
        func read(_ path: String) -> String {
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return "" }
            defer { close(descriptor) }
            var bytes: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 4096)
            while bytes.count < 1 << 20 {
                let count = Glibc.read(descriptor, &chunk, chunk.count)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                bytes += chunk[0..<count]
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Result(status: exitStatus, stdout: read(outPath), stderr: read(errPath), timedOut: timedOut)
    }
}
