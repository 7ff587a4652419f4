import Foundation
import WordQuizStore

/// Who a process is, beyond its pid: the kernel's boot id and the process's start time (in
/// clock ticks since boot, `/proc/PID/stat`'s 22nd field). A pid alone is not a process: after
/// a reboot, or in a container's fresh pid namespace, the same number names another one.
enum ProcessIdentity {
    /// This process, as a fire's claimer.
    static var current: WordStore.Claimer {
        let pid = getpid()
        return WordStore.Claimer(pid: pid, token: token(of: pid))
    }

    /// `BOOT_ID/PID/START`, or nil where /proc cannot tell (then the pid alone is kept).
    static func token(of pid: Int32) -> String? {
        guard let boot = bootID(), let start = startTime(of: pid) else { return nil }
        return "\(boot)/\(pid)/\(start)"
    }

    /// Whether the claimer is a process still running: its pid alive, and — where the claim
    /// kept a token — the same boot and the same start time. A pid that cannot be signalled
    /// for lack of permission is alive.
    static func isRunning(_ claimer: WordStore.Claimer) -> Bool {
        guard claimer.pid > 0, kill(claimer.pid, 0) == 0 || errno == EPERM else { return false }
        guard let claimed = claimer.token else { return true }
        // Where /proc says nothing now, the pid's word stands.
        guard let now = token(of: claimer.pid) else { return true }
        return now == claimed
    }

    static func bootID() -> String? {
        guard let text = try? String(contentsOfFile: "/proc/sys/kernel/random/boot_id", encoding: .utf8) else {
            return nil
        }
        let id = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return id.isEmpty ? nil : id
    }

    /// The 22nd field of `/proc/PID/stat`, read after the command name's closing parenthesis
    /// (a name may hold spaces and parentheses).
    static func startTime(of pid: Int32) -> UInt64? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = text.lastIndex(of: ")")
        else { return nil }
        // After ")": state is field 3, so the start time (22) is the 20th of what follows.
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count >= 20 else { return nil }
        return UInt64(fields[19])
    }
}
