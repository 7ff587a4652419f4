import Foundation

/// Two pronunciation tools nobody here wrote — g2pK and ko-pron, from PyPI — as the reference
/// the bank's pronunciations are checked against, through `pronunciation_reference.py`. They
/// are installed by `scripts/test` into `.build/pronunciation-venv` (test tools only; wordquiz
/// never runs them). Tests that need them skip, saying why, where they could not be installed.
public enum PronunciationReference {
    /// What each tool says of one text; ko-pron's free variants are several.
    public struct Reading: Sendable, Equatable {
        public var text: String
        public var g2pK: String
        public var koPron: [String]
    }

    /// The virtual environment's Python, when it holds both tools.
    public static let python: String? = TestToolPython.find(venv: "pronunciation-venv", importing: "g2pk, ko_pron")

    public static var isAvailable: Bool { python != nil }

    public static let absentNote =
        "g2pK and ko-pron (PyPI, which scripts/test installs into .build/pronunciation-venv) are not installed: the bank's pronunciations are not checked against them"

    /// Both tools' readings of each text, in order.
    public static func readings(of texts: [String]) throws -> [Reading] {
        guard let python else { return [] }
        let result = try ProcessRunner.run(
            python, [FixturesPath.pronunciationReference], environment: ["PATH": "/usr/bin:/bin"],
            stdin: texts.joined(separator: "\n") + "\n", timeout: 900)
        guard result.exitCode == 0 else {
            throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: result.stderr])
        }
        return result.stdout.split(separator: "\n").map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return Reading(
                text: fields[0], g2pK: fields.count > 1 ? fields[1] : "",
                koPron: fields.count > 2 ? fields[2].split(separator: "/").map(String.init) : [])
        }
    }
}
