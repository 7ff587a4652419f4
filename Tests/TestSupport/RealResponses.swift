import Foundation

/// Real responses of the three dictionary APIs, published by other projects, read from
/// `../shared/real-responses/` beside the repository (never copied into it). Tests that need
/// them skip, saying why, where the folder is absent.
public enum RealResponses {
    /// The folder, if it is there.
    public static let directory: String? = {
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/real-responses").path
        return FileManager.default.fileExists(atPath: folder) ? folder : nil
    }()

    public static var isAvailable: Bool { directory != nil }

    /// Why tests that read them were skipped.
    public static let absentNote =
        "../shared/real-responses is absent: the decoders are not checked against real dictionary responses"

    /// Every response file (not the README), by name.
    public static var names: [String] {
        guard let directory, let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
            return []
        }
        return names.filter { $0 != "README.md" }.sorted()
    }

    public static func bytes(_ name: String) throws -> [UInt8] {
        guard let directory else { throw CocoaError(.fileNoSuchFile) }
        return Array(try Data(contentsOf: URL(fileURLWithPath: directory + "/" + name)))
    }
}
