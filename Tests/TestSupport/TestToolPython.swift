import Foundation

/// The Python of a test tool's virtual environment that `scripts/test` makes under the
/// package's `.build` (Anki's backend, the pronunciation references), when it holds what the
/// tool imports.
enum TestToolPython {
    /// The first of `preferred` (a path a variable gives) and `.build/<venv>/bin/python` that
    /// runs and imports `modules`.
    static func find(venv: String, importing modules: String, preferred: String? = nil) -> String? {
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let candidates: [String?] = [preferred, packageRoot.appendingPathComponent(".build/\(venv)/bin/python").path]
        for candidate in candidates.compactMap({ $0 }) where FileManager.default.isExecutableFile(atPath: candidate) {
            let check = try? ProcessRunner.run(
                candidate, ["-c", "import \(modules)"], environment: ["PATH": "/usr/bin:/bin"], timeout: 120)
            if check?.exitCode == 0 { return candidate }
        }
        return nil
    }
}
