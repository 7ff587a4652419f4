import Foundation
import WordQuizCore

/// Writes settings into a config file the way `wordquiz init` needs: the lines that set them
/// are replaced in place, the rest of the file (comments, other settings) is kept, new
/// settings go at the end; the file is written whole to a temporary file with mode 0600 and
/// renamed over the old one, so a reader never sees half a file and no one else can read it.
enum ConfigFileWriter {
    /// The file's new text, from its old text (empty for a new file) and the settings to set.
    static func merged(_ old: String, setting values: [(name: String, value: String)], header: String) -> String {
        var remaining = values
        var lines = old.isEmpty ? header.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) : []
        for line in old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            let body = trimmed.hasPrefix("export ") ? trimmed.dropFirst("export ".count) : trimmed
            let name = body.prefix { $0 != "=" }.trimmingCharacters(in: .whitespaces)
            if body.contains("="), let index = remaining.firstIndex(where: { $0.name == name }) {
                lines.append("\(name)=\(quoted(remaining[index].value))")
                remaining.remove(at: index)
            } else {
                lines.append(line)
            }
        }
        while lines.last == "" { lines.removeLast() }
        lines += remaining.map { "\($0.name)=\(quoted($0.value))" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A value as DotEnv reads it back unchanged: bare when it can be, else single-quoted.
    static func quoted(_ value: String) -> String {
        let plain = value.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.:/@+,%=~".contains($0)) }
        return plain ? value : "'" + value + "'"
    }

    /// The file's text as it stands, empty when there is no file yet; refused when the path is
    /// not a regular file the user can read (a FIFO, a device, a folder).
    static func currentText(of path: String) throws(CommandFailure) -> String {
        switch RegularFile.read(path, limit: ConfigLoader.maximumFileBytes) {
        case .success(let bytes): return String(decoding: bytes, as: UTF8.self)
        case .failure(.missing): return ""
        case .failure:
            throw .fileAccess(
                .read, path: path, reason: Phrase("it is not a regular file you can read"))
        }
    }

    static func write(_ text: String, to path: String) throws(CommandFailure) {
        do throws(AtomicFile.Failure) {
            try AtomicFile.write(Array(text.utf8), to: path, mode: 0o600)
        } catch {
            throw .fileAccess(.write, path: error.path, reason: .verbatim(error.reason))
        }
    }
}
