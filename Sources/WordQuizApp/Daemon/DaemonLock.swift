import Foundation
import WordQuizCore

/// One daemon per data directory: an exclusive `flock` on `daemon.lock`, released when the
/// process ends however it ends.
struct DaemonLock {
    let descriptor: Int32

    static func acquire(in directory: String) throws(CommandFailure) -> DaemonLock {
        let path = directory + "/daemon.lock"
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw .fileAccess(.open, path: path, reason: .verbatim(String(cString: strerror(errno))))
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            var buffer = [UInt8](repeating: 0, count: 32)
            let count = pread(descriptor, &buffer, 31, 0)
            let pid =
                count > 0
                ? String(decoding: buffer[0..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
                : "?"
            close(descriptor)
            throw .daemonRunning(pid: pid, directory: directory)
        }
        ftruncate(descriptor, 0)
        let pid = Array("\(getpid())\n".utf8)
        _ = pwrite(descriptor, pid, pid.count, 0)
        return DaemonLock(descriptor: descriptor)
    }

    func release() {
        close(descriptor)
    }
}
