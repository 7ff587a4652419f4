import Foundation

/// A file written whole or not at all: the bytes go to a scratch file beside it, are synced,
/// and take its name in one `rename`. A reader sees the old file or the new one, never half.
enum AtomicFile {
    /// Why a write failed: the system's words.
    struct Failure: Error {
        var path: String
        var reason: String
    }

    /// Writes `bytes` to `path` with `mode`, creating its folder (0700) when needed.
    static func write(_ bytes: [UInt8], to path: String, mode: mode_t) throws(Failure) {
        let folder = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(
                atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw Failure(path: folder, reason: FileErrorReason.of(error))
        }
        let scratch = path + ".new-\(getpid())"
        let descriptor = open(scratch, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode)
        guard descriptor >= 0 else { throw Failure(path: scratch, reason: String(cString: strerror(errno))) }
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            written += count
        }
        let synced = fsync(descriptor) == 0
        close(descriptor)
        guard written == bytes.count, synced, rename(scratch, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(scratch)
            throw Failure(path: path, reason: reason)
        }
    }
}
