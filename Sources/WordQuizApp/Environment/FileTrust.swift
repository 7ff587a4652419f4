import Foundation
import WordQuizCore

/// Who may change a file: whether wordquiz may take settings that say where secrets go from
/// it.
enum FileTrust {
    /// The permission bits of a file, or nil when it cannot be read.
    static func mode(of path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Int(info.st_mode) & 0o7777
    }

    /// Why the file is not the user's alone to change, or nil when it is: owned by the
    /// user, not writable by group or others, in a folder owned by the user (or root) that
    /// only its owner can write to. A symbolic link (a dotfile manager's) is as trusted as
    /// both the folder it sits in and the file it leads to.
    static func whyUntrusted(_ path: String) -> Phrase? {
        var link = stat()
        guard lstat(path, &link) == 0 else { return Phrase("it cannot be examined") }
        guard link.st_mode & S_IFMT == S_IFLNK else { return whyUntrustedFile(path) }
        // Whoever can write the link's folder can point the link elsewhere.
        if let why = whyUntrustedFolder(of: path) { return why }
        guard let resolved = realpath(path, nil) else { return Phrase("it is a symbolic link to nothing") }
        defer { free(resolved) }
        return whyUntrustedFile(String(cString: resolved))
    }

    /// `whyUntrusted` for a file that is not a link.
    private static func whyUntrustedFile(_ path: String) -> Phrase? {
        var file = stat()
        guard lstat(path, &file) == 0 else { return Phrase("it cannot be examined") }
        if file.st_mode & S_IFMT == S_IFLNK { return Phrase("it is a symbolic link") }
        let user = geteuid()
        if file.st_uid != user { return Phrase("it belongs to another user") }
        if Int(file.st_mode) & 0o022 != 0 { return Phrase("other users can write to it") }
        return whyUntrustedFolder(of: path)
    }

    /// Why the folder `path` is in is not the user's (or root's) alone to write, or nil.
    private static func whyUntrustedFolder(of path: String) -> Phrase? {
        let user = geteuid()
        let folder = (path as NSString).deletingLastPathComponent
        var directory = stat()
        guard stat(folder.isEmpty ? "." : folder, &directory) == 0 else {
            return Phrase("its folder cannot be examined")
        }
        if directory.st_uid != user, directory.st_uid != 0 { return Phrase("its folder belongs to another user") }
        if Int(directory.st_mode) & 0o022 != 0 { return Phrase("other users can write to its folder") }
        return nil
    }
}
