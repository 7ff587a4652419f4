import Foundation

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
    /// what a signal handler may — `unlink` on paths written beforehand, then `_exit` with
    /// 128 + the signal's number — so the paths live in memory set aside once, a slot a file.
    enum SignalCleanup {
        /// Files at once (an import and an export never run together in one process).
        private static let slots = 4
        /// Each file with its companions.
        private static let entries = 16
        private static let pathBytes = 4096
        nonisolated(unsafe) private static let paths: UnsafeMutablePointer<CChar> = {
            let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: entries * pathBytes)
            pointer.initialize(repeating: 0, count: entries * pathBytes)
            return pointer
        }()
        private static let lock = NSLock()
        nonisolated(unsafe) private static var isInstalled = false

        static func register(_ file: String) {
            lock.withLock {
                if !isInstalled {
                    _ = paths
                    for number in [SIGINT, SIGTERM, SIGHUP] { signal(number, handler) }
                    isInstalled = true
                }
                guard let slot = (0..<slots).first(where: { paths[$0 * companions.count * pathBytes] == 0 }) else {
                    return
                }
                for (index, suffix) in companions.enumerated() {
                    let bytes = Array((file + suffix).utf8CString)
                    guard bytes.count <= pathBytes else { return }
                    let entry = paths + (slot * companions.count + index) * pathBytes
                    // The first byte last: a handler never reads half a path.
                    for offset in bytes.indices.dropFirst() { entry[offset] = bytes[offset] }
                    entry.pointee = bytes[0]
                }
            }
        }

        static func unregister(_ file: String) {
            lock.withLock {
                for slot in 0..<slots where String(cString: paths + slot * companions.count * pathBytes) == file {
                    for index in companions.indices { paths[(slot * companions.count + index) * pathBytes] = 0 }
                }
            }
        }

        private static let handler: @convention(c) (Int32) -> Void = { number in
            for entry in 0..<16 where SignalCleanup.paths[entry * 4096] != 0 {
                unlink(SignalCleanup.paths + entry * 4096)
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
