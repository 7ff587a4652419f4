import Foundation

/// What the daemon watches to see another wordquiz change its schedules: the data folder
/// (inotify), and its parent, so that a folder removed and made again (by hand, by a backup
/// tool, by the next `schedule add`) is noticed and watched again. It also tells when the
/// database file itself is another file than the one open (`replaced`).
struct DataFolderWatch {
    let descriptor: Int32
    let folder: String
    let databaseFile: String
    private var folderWatch: Int32 = -1
    private var parentWatch: Int32 = -1
    private var databaseIdentity: FileIdentity?

    /// A file's device and inode: the same path may name another file.
    struct FileIdentity: Equatable {
        var device: UInt64
        var inode: UInt64

        init?(_ path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
        }
    }

    static let folderEvents = UInt32(
        IN_MODIFY | IN_CREATE | IN_MOVED_TO | IN_CLOSE_WRITE | IN_DELETE_SELF | IN_MOVE_SELF)
    static let parentEvents = UInt32(IN_CREATE | IN_MOVED_TO | IN_DELETE | IN_MOVED_FROM)

    /// Nil when inotify is unavailable.
    init?(folder: String, databaseFile: String) {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        self.descriptor = descriptor
        self.folder = folder
        self.databaseFile = databaseFile
        databaseIdentity = FileIdentity(databaseFile)
        parentWatch = inotify_add_watch(descriptor, (folder as NSString).deletingLastPathComponent, Self.parentEvents)
        folderWatch = inotify_add_watch(descriptor, folder, Self.folderEvents)
    }

    func close() { Glibc.close(descriptor) }

    /// Reads the events waiting; true when one may concern wordquiz (a change in the folder,
    /// or the folder itself made, moved or removed). Watches the folder again when it is back.
    mutating func readEvents() -> Bool {
        let folderName = (folder as NSString).lastPathComponent
        var relevant = false
        var buffer = [UInt8](repeating: 0, count: 8192)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else { break }
            var offset = 0
            while offset + 16 <= count {
                let (watch, mask, length) = buffer.withUnsafeBytes { raw in
                    (
                        raw.loadUnaligned(fromByteOffset: offset, as: Int32.self),
                        raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
                        Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                    )
                }
                let nameBytes = buffer[(offset + 16)..<min(count, offset + 16 + length)].prefix { $0 != 0 }
                let name = String(decoding: nameBytes, as: UTF8.self)
                if watch == folderWatch {
                    relevant = true
                    if mask & UInt32(IN_IGNORED | IN_DELETE_SELF | IN_MOVE_SELF) != 0 { folderWatch = -1 }
                } else if watch == parentWatch, name == folderName {
                    relevant = true
                }
                offset += 16 + length
            }
        }
        if folderWatch < 0, access(folder, F_OK) == 0 {
            folderWatch = inotify_add_watch(descriptor, folder, Self.folderEvents)
        }
        return relevant
    }

    /// Whether the database file is now another file than when last asked (removed and made
    /// again): the open connection reads a file no one writes any more.
    mutating func databaseWasReplaced() -> Bool {
        let now = FileIdentity(databaseFile)
        guard now != databaseIdentity else { return false }
        databaseIdentity = now
        return now != nil
    }
}
