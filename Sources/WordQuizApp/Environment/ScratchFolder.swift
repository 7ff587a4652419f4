import Foundation
import Synchronization

/// The one folder wordquiz unpacks and builds in (`DATA/scratch`, mode 0700): an Anki
/// collection read from a package, one written for an export. A file is named for the process
/// that made it (`PID-what`) and removed by that process on every way out it controls — a
/// return, a thrown error, and Ctrl-C, SIGTERM or SIGHUP (`SignalCleanup`); one a killed
/// process left (SIGKILL, a crash, a power cut) is swept by the next process that needs the
/// folder, once nothing runs under its number.
enum ScratchFolder {
    static func path(_ paths: AppPaths) -> String { paths.dataDirectory + "/scratch" }

    /// A new file's path in the folder for this process's `what` (made, with the folder, empty
    /// and 0600); leftovers of dead processes are swept first.
    static func file(_ what: String, _ paths: AppPaths) throws(CommandFailure) -> (path: String, descriptor: Int32) {
        let folder = path(paths)
        do {
            try FileManager.default.createDirectory(
                atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw CommandFailure.fileAccess(.writeInto, path: folder, reason: .verbatim(FileErrorReason.of(error)))
        }
        sweep(folder)
        let file = folder + "/\(getpid())-\(what)"
        removeWithCompanions(file)
        let descriptor = open(file, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else {
            throw CommandFailure.fileAccess(
                .writeInto, path: folder, reason: .verbatim(String(cString: strerror(errno))))
        }
        SignalCleanup.register(file)
        return (file, descriptor)
    }

    /// What SQLite may leave beside a file.
    static let companions = ["", "-wal", "-shm", "-journal"]

    /// Removes a scratch file and what SQLite may leave beside it.
    static func removeWithCompanions(_ file: String) {
        for suffix in companions { unlink(file + suffix) }
        SignalCleanup.unregister(file)
    }

    /// The scratch files a signal that ends the process removes first: Ctrl-C (SIGINT), a
    /// service manager's or `kill`'s SIGTERM, a closed terminal's SIGHUP. The handler does only
    /// what a signal handler may — an atomic load, `unlink` on paths written beforehand, then
    /// `_exit` with 128 + the signal's number — so the paths live in memory set aside once, a
    /// slot a file, and a slot is published (its bit in `ready`, with release ordering) only
    /// once its paths are written whole.
    enum SignalCleanup {
        /// Files at once (an import and an export never run together in one process).
        private static let slots = 4
        private static let pathBytes = 4096
        /// The slots whose paths are written, a bit each.
        private static let ready = Atomic<Int>(0)
        nonisolated(unsafe) private static let paths: UnsafeMutablePointer<CChar> = {
            let count = slots * companions.count * pathBytes
            let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: count)
            pointer.initialize(repeating: 0, count: count)
            return pointer
        }()
        /// Which file each slot holds (read and written under `lock`, never by the handler).
        nonisolated(unsafe) private static var files: [String?] = Array(repeating: nil, count: slots)
        private static let lock = NSLock()
        nonisolated(unsafe) private static var isInstalled = false

        static func register(_ file: String) {
            lock.withLock {
                if !isInstalled {
                    _ = paths
                    for number in [SIGINT, SIGTERM, SIGHUP] { signal(number, handler) }
                    isInstalled = true
                }
                let names = companions.map { Array((file + $0).utf8CString) }
                guard let slot = files.firstIndex(where: { $0 == nil }), names.allSatisfy({ $0.count <= pathBytes })
                else { return }
                for (index, bytes) in names.enumerated() {
                    let entry = paths + (slot * companions.count + index) * pathBytes
                    for (offset, byte) in bytes.enumerated() { entry[offset] = byte }
                }
                files[slot] = file
                ready.bitwiseOr(1 << slot, ordering: .releasing)
            }
        }

        static func unregister(_ file: String) {
            lock.withLock {
                for slot in files.indices where files[slot] == file {
                    ready.bitwiseAnd(~(1 << slot), ordering: .releasing)
                    files[slot] = nil
                }
            }
        }

        private static let handler: @convention(c) (Int32) -> Void = { number in
            let published = SignalCleanup.ready.load(ordering: .acquiring)
            // The sizes are read as the slots were written (`companions` was made before the
            // handler was installed): each fact once, no allocation here.
            let perFile = ScratchFolder.companions.count
            for slot in 0..<SignalCleanup.slots where published & (1 << slot) != 0 {
                for index in 0..<perFile {
                    unlink(SignalCleanup.paths + (slot * perFile + index) * SignalCleanup.pathBytes)
                }
            }
            _exit(128 + number)
        }
    }

    /// Removes the files of processes that no longer run (`kill(pid, 0)` says ESRCH).
    static func sweep(_ folder: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names {
            guard let pid = Int32(name.prefix { $0.isASCII && $0.isNumber }), pid > 0, pid != getpid(),
                kill(pid, 0) != 0, errno == ESRCH
            else { continue }
            unlink(folder + "/" + name)
        }
    }
}
