/// Parses `.env` files: `KEY=value` lines with comments, blank lines, quotes and an optional
/// `export ` prefix.
///
/// - Lines end at LF, with or without a CR before it (Windows files), read as bytes: a CR
///   never glues two lines into one.
/// - Unquoted values end at ` #` (an inline comment) and lose surrounding spaces; a `#`
///   right after the `=` is the value's own first character (`SMTP_PASSWORD=#s3cret`), as
///   the shell reads it.
/// - Single-quoted values are literal.
/// - Double-quoted values understand `\n`, `\t`, `\r`, `\"` and `\\` (another escaped
///   character stands for itself), and may go on for up to `maximumQuotedLines` lines after
///   their first — but never over a line that sets a variable: a quote never closed is
///   reported with its line, and the lines after it are read as lines of their own (an
///   unclosed `SMTP_PASSWORD="…` must not swallow the webhook URL set below it).
/// - A UTF-8 byte-order mark at the start (editors on other systems write one) is skipped.
/// - At most `maximumReportedProblems` problems are kept; the rest are counted.
public struct DotEnv: Sendable, Equatable {
    public var values: [String: String]
    /// Lines that could not be read, by 1-based line number, for a warning.
    public var problems: [Problem]
    /// Problems beyond those kept in `problems`.
    public var unreportedProblems: Int

    public struct Problem: Sendable, Equatable {
        public var line: Int
        public var reason: Phrase
    }

    public static let maximumReportedProblems = 5
    public static let maximumQuotedLines = 64

    public init(parsing text: String) {
        self.init(parsing: Array(text.utf8))
    }

    public init(parsing bytes: [UInt8]) {
        var values: [String: String] = [:]
        var problems: [Problem] = []
        var unreported = 0
        func report(_ line: Int, _ reason: Phrase) {
            if problems.count < Self.maximumReportedProblems {
                problems.append(Problem(line: line, reason: reason))
            } else {
                unreported += 1
            }
        }
        // Lines as bytes, split at LF, a CR before it dropped; nil where not UTF-8.
        var lines: [String?] = []
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        for index in 0...bytes.count where index == bytes.count || bytes[index] == 0x0A {
            var end = index
            if end > start, bytes[end - 1] == 0x0D { end -= 1 }
            lines.append(String(validating: bytes[start..<end], as: UTF8.self))
            start = index + 1
        }
        if bytes.last == 0x0A { lines.removeLast() }

        var index = 0
        while index < lines.count {
            let lineNumber = index + 1
            guard let text = lines[index] else {
                report(lineNumber, Phrase("the line is not UTF-8 text"))
                index += 1
                continue
            }
            var line = Substring(text.trimmingWhitespace())
            index += 1
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("export ") || line.hasPrefix("export\t") {
                line = Substring(line.dropFirst(7).trimmingWhitespace())
            }
            guard let eq = line.firstIndex(of: "=") else {
                report(lineNumber, Phrase("no '=' on this line"))
                continue
            }
            let key = String(line[..<eq]).trimmingWhitespace()
            guard Self.isValidKey(key) else {
                report(lineNumber, Phrase("'\(String(key.prefix(40)), .value)' is not a variable name"))
                continue
            }
            let afterEquals = line[line.index(after: eq)...]
            var raw = Substring(String(afterEquals).trimmingWhitespace())
            if raw.hasPrefix("\"") {
                // Gather lines until the closing quote, within reason.
                var body = String(raw.dropFirst())
                var next = index
                while Self.closingQuote(in: body) == nil, next < lines.count, next - index < Self.maximumQuotedLines,
                    !Self.setsAVariable(lines[next])
                {
                    body += "\n" + (lines[next] ?? "")
                    next += 1
                }
                guard let close = Self.closingQuote(in: body) else {
                    // The lines after it are read as lines of their own.
                    report(lineNumber, Phrase("a double quote is never closed"))
                    continue
                }
                index = next
                values[key] = Self.unescape(body[..<close])
            } else if raw.hasPrefix("'") {
                raw = raw.dropFirst()
                guard let close = raw.firstIndex(of: "'") else {
                    report(lineNumber, Phrase("a single quote is never closed"))
                    continue
                }
                values[key] = String(raw[..<close])
            } else {
                // Read before the spaces after `=` are trimmed: they are what makes a `#` a comment.
                raw = afterEquals
                if let hash = Self.inlineCommentStart(in: raw) { raw = raw[..<hash] }
                values[key] = String(raw).trimmingWhitespace()
            }
        }
        self.values = values
        self.problems = problems
        unreportedProblems = unreported
    }

    /// Whether a line reads as `NAME=…` (or `export NAME=…`): where a quoted value cannot go on.
    private static func setsAVariable(_ line: String?) -> Bool {
        guard var text = line.map({ Substring($0.trimmingWhitespace()) }) else { return false }
        if text.hasPrefix("export ") { text = text.dropFirst(7) }
        guard let eq = text.firstIndex(of: "=") else { return false }
        return isValidKey(String(text[..<eq]).trimmingWhitespace())
    }

    static func isValidKey(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic)
        else { return false }
        return key.unicodeScalars.allSatisfy {
            $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)))
        }
    }

    private static func closingQuote(in body: String) -> String.Index? {
        var escaped = false
        for index in body.indices {
            let ch = body[index]
            if escaped {
                escaped = false
                continue
            }
            if ch == "\\" {
                escaped = true
                continue
            }
            if ch == "\"" { return index }
        }
        return nil
    }

    private static func unescape(_ body: Substring) -> String {
        var out = ""
        var escaped = false
        for ch in body {
            if escaped {
                switch ch {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "r": out.append("\r")
                default: out.append(ch)
                }
                escaped = false
            } else if ch == "\\" {
                escaped = true
            } else {
                out.append(ch)
            }
        }
        return out
    }

    /// Where a comment starts in an unquoted value as it follows the `=`: at a `#` after a
    /// space or a tab, never at its first character.
    private static func inlineCommentStart(in raw: Substring) -> Substring.Index? {
        var previous: Character = "="
        for index in raw.indices {
            if raw[index] == "#", previous == " " || previous == "\t" { return index }
            previous = raw[index]
        }
        return nil
    }
}
