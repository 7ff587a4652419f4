import Foundation

/// Real responses of the three dictionary APIs, published by other projects, read from
/// `../shared/real-responses/` beside the repository (never copied into it). Tests that need
/// them skip, saying why, where the folder is absent.
public enum RealResponses {
    /// The folder, if it is there: `WORDQUIZ_REAL_RESPONSES` when set (a scratch copy of the
    /// repository elsewhere, as scripts/mutants makes), else beside the repository.
    public static let directory: String? = {
        if let given = ProcessInfo.processInfo.environment["WORDQUIZ_REAL_RESPONSES"],
            FileManager.default.fileExists(atPath: given)
        {
            return given
        }
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/real-responses").path
        return FileManager.default.fileExists(atPath: folder) ? folder : nil
    }()

    public static var isAvailable: Bool { directory != nil }

    /// Why tests that read them were skipped.
    public static let absentNote =
        "../shared/real-responses is absent: the decoders are not checked against real dictionary responses"

    /// Every response file (not the README, not a quoted excerpt), by name.
    public static var names: [String] {
        files.filter { $0 != "README.md" && !isExcerpt($0) }
    }

    /// The excerpts: a response as a project quoted it in a comment (`// ` before each line),
    /// kept beside the body it was taken from (the README names both).
    public static var excerpts: [String] {
        files.filter(isExcerpt)
    }

    private static func isExcerpt(_ name: String) -> Bool {
        name.hasSuffix("-excerpt.txt")
    }

    private static var files: [String] {
        guard let directory, let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
            return []
        }
        return names.sorted()
    }

    public static func bytes(_ name: String) throws -> [UInt8] {
        guard let directory else { throw CocoaError(.fileNoSuchFile) }
        return Array(try Data(contentsOf: URL(fileURLWithPath: directory + "/" + name)))
    }
}
