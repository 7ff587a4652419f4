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
        let (descriptor, scratch) = try openScratch(for: path, mode: mode)
        let written = bytes.withUnsafeBytes { DescriptorWriter.writeAll($0, to: descriptor) }
        try finish(descriptor, scratch: scratch, path: path, failure: written ? 0 : errno)
    }

    /// Writes a file in pieces, whole or not at all: `body` is handed a sink into a scratch
    /// file beside `path`; once it returns, the file is synced and takes its name. A write that
    /// fails (a full disk) fails the file — the sink takes nothing more, the scratch file is
    /// removed, and the system's reason is thrown; so does an error `body` throws.
    static func stream(to path: String, mode: mode_t, _ body: (any TextSink) throws -> Void) throws {
        let (descriptor, scratch) = try openScratch(for: path, mode: mode)
        let sink = ScratchSink(descriptor: descriptor)
        do {
            try body(sink)
        } catch {
            close(descriptor)
            unlink(scratch)
            throw error
        }
        try finish(descriptor, scratch: scratch, path: path, failure: sink.failure)
    }

    /// The scratch file beside `path` (its folder made, 0700, when needed), opened to write.
    private static func openScratch(for path: String, mode: mode_t) throws(Failure) -> (Int32, String) {
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
        return (descriptor, scratch)
    }

    /// Syncs the scratch file and gives it `path`'s name; or, after a failed write (`failure`,
    /// an errno) or a failed sync or rename, removes it and throws the reason.
    private static func finish(_ descriptor: Int32, scratch: String, path: String, failure: Int32) throws(Failure) {
        var reason = failure
        if reason == 0, fsync(descriptor) != 0 { reason = errno }
        close(descriptor)
        if reason == 0, rename(scratch, path) != 0 { reason = errno }
        guard reason != 0 else { return }
        unlink(scratch)
        throw Failure(path: path, reason: String(cString: strerror(reason)))
    }

    /// The sink `stream` hands out: it writes until a write fails, then keeps that failure
    /// and takes nothing more. Used on one thread, by the body it is handed to.
    private final class ScratchSink: TextSink, @unchecked Sendable {
        let descriptor: Int32
        private(set) var failure: Int32 = 0

        init(descriptor: Int32) { self.descriptor = descriptor }

        func write(_ text: String) {
            guard failure == 0 else { return }
            if !DescriptorWriter.writeAll(text, to: descriptor) { failure = errno }
        }
    }
}
