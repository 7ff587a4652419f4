import Foundation
import WordQuizCore

/// Reads a file the user named — a config file, a deck — only when it is a regular file (a
/// symbolic link is followed): a FIFO would keep wordquiz waiting for a writer at `open`, and a
/// device has no end. Looked at before it is opened, opened without blocking, and looked at
/// again once open, so a file swapped in between is caught too.
enum RegularFile {
    enum Problem: Error, Equatable {
        /// Nothing at that path.
        case missing
        /// A FIFO, a device, a folder or a socket.
        case notRegular
        /// It could not be opened or read (the OS's reason).
        case unreadable(String)
        /// Larger than the limit.
        case tooLarge
    }

    /// The file's first `count` bytes (fewer for a shorter file), whatever its size: what kind
    /// of file it is, before a reader made for that kind opens it.
    static func prefix(_ path: String, count: Int) -> Result<[UInt8], Problem> {
        read(path, limit: .max - 1, upTo: count)
    }

    static func read(_ path: String, limit: Int) -> Result<[UInt8], Problem> {
        read(path, limit: limit, upTo: nil)
    }

    private static func read(_ path: String, limit: Int, upTo prefix: Int?) -> Result<[UInt8], Problem> {
        var info = stat()
        guard stat(path, &info) == 0 else {
            var link = stat()
            return lstat(path, &link) == 0 ? .failure(.unreadable("a symbolic link to nothing")) : .failure(.missing)
        }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(.notRegular) }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.unreadable(String(cString: strerror(errno)))) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        defer { try? handle.close() }
        var opened = stat()
        guard fstat(descriptor, &opened) == 0, opened.st_mode & S_IFMT == S_IFREG else {
            return .failure(.notRegular)
        }
        guard opened.st_size <= limit else { return .failure(.tooLarge) }
        if let prefix { return .success(Array((try? handle.read(upToCount: prefix)) ?? Data())) }
        guard let data = try? handle.read(upToCount: limit + 1) else { return .success([]) }
        guard data.count <= limit else { return .failure(.tooLarge) }
        return .success(Array(data))
    }
}
