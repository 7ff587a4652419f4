import Foundation

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
}
