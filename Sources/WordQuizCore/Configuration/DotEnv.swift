/// Parses `.env` files: `KEY=value` lines with comments, blank lines, quotes and an optional
/// `export ` prefix.
///
/// - Unquoted values end at ` #` (an inline comment) and lose surrounding spaces.
/// - Single-quoted values are literal.
/// - Double-quoted values understand `\n`, `\t`, `\"` and `\\`, and may span lines.
public struct DotEnv: Sendable, Equatable {
    public var values: [String: String]
    /// Lines that could not be read, by 1-based line number, for a warning.
    public var problems: [Problem]

    public struct Problem: Sendable, Equatable {
        public var line: Int
        public var reason: String
    }

    public init(parsing text: String) {
        var values: [String: String] = [:]
        var problems: [Problem] = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasSuffix("\r") ? $0.dropLast() : $0
        }
        var index = 0
        while index < lines.count {
            let lineNumber = index + 1
            var line = Substring(lines[index].trimmingWhitespace())
            index += 1
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("export ") || line.hasPrefix("export\t") {
                line = Substring(line.dropFirst(7).trimmingWhitespace())
            }
            guard let eq = line.firstIndex(of: "=") else {
                problems.append(Problem(line: lineNumber, reason: "no '=' on this line"))
                continue
            }
            let key = String(line[..<eq]).trimmingWhitespace()
            guard Self.isValidKey(key) else {
                problems.append(Problem(line: lineNumber, reason: "'\(key)' is not a variable name"))
                continue
            }
            var raw = Substring(String(line[line.index(after: eq)...]).trimmingWhitespace())
            if raw.hasPrefix("\"") {
                // Gather lines until the closing quote.
                var body = String(raw.dropFirst())
                while Self.closingQuote(in: body) == nil, index < lines.count {
                    body += "\n" + lines[index]
                    index += 1
                }
                guard let close = Self.closingQuote(in: body) else {
                    problems.append(Problem(line: lineNumber, reason: "a double quote is never closed"))
                    continue
                }
                values[key] = Self.unescape(body[..<close])
            } else if raw.hasPrefix("'") {
                raw = raw.dropFirst()
                guard let close = raw.firstIndex(of: "'") else {
                    problems.append(Problem(line: lineNumber, reason: "a single quote is never closed"))
                    continue
                }
                values[key] = String(raw[..<close])
            } else {
                if let hash = Self.inlineCommentStart(in: raw) { raw = raw[..<hash] }
                values[key] = String(raw).trimmingWhitespace()
            }
        }
        self.values = values
        self.problems = problems
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

    private static func inlineCommentStart(in raw: Substring) -> Substring.Index? {
        var previous: Character = " "
        for index in raw.indices {
            if raw[index] == "#", previous == " " || previous == "\t" { return index }
            previous = raw[index]
        }
        return nil
    }
}
