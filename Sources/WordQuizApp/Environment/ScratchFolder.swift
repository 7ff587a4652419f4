import Foundation

/// The one folder wordquiz unpacks and builds in (`DATA/scratch`, mode 0700): an Anki
/// collection read from a package, one written for an export. A file is named for the process
/// that made it (`PID-what`) and removed by that process on every way out it controls; one a
/// killed process left is swept by the next process that needs the folder, once nothing runs
/// under its number.
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
        return (file, descriptor)
    }

    /// Removes a scratch file and what SQLite may leave beside it.
    static func removeWithCompanions(_ file: String) {
        for suffix in ["", "-wal", "-shm", "-journal"] { unlink(file + suffix) }
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
