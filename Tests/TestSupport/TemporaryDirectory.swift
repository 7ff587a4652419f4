import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A fresh directory under the system's temporary folder, removed when the value is dropped.
public final class TemporaryDirectory: @unchecked Sendable {
    public let path: String

    public init(_ label: String = "wordquiz-test") {
        path = NSTemporaryDirectory() + "\(label)-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes a file below the directory, creating folders on the way.
    @discardableResult
    public func write(_ relative: String, _ contents: String, permissions: Int = 0o600) throws -> String {
        let full = path + "/" + relative
        try FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: URL(fileURLWithPath: full))
        try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: full)
        return full
    }

    /// Writes a program below the directory. The file is opened close-on-exec and closed
    /// before it is run: a child another test forks meanwhile must not hold it open for
    /// writing, which makes running it fail with "text file busy".
    @discardableResult
    public func writeExecutable(_ relative: String, _ contents: String) throws -> String {
        let full = path + "/" + relative
        try FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let descriptor = open(full, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard descriptor >= 0 else { throw POSIXError(.EIO) }
        let bytes = Array(contents.utf8)
        let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        guard written == bytes.count else { throw POSIXError(.EIO) }
        return full
    }
}
