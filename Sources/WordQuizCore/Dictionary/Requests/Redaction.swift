/// Keeps secrets out of anything a person or a log can read.
public enum Redaction {
    /// Replaces the value of every `key=`, `api_key=` or `serviceKey=` query parameter
    /// (any case) with `REDACTED`.
    public static func redactingKeys(in text: String) -> String {
        var out = ""
        var rest = Substring(text)
        while let range = nextKeyParameter(in: rest) {
            out += rest[..<range.upperBound]
            out += "REDACTED"
            rest = rest[range.upperBound...]
            let end =
                rest.firstIndex(where: {
                    $0 == "&" || $0 == "#" || $0.isWhitespace
                        || $0 == "\"" || $0 == "'" || $0 == ">"
                }) ?? rest.endIndex
            rest = rest[end...]
        }
        out += rest
        return out
    }

    private static func nextKeyParameter(in text: Substring) -> Range<Substring.Index>? {
        var searchStart = text.startIndex
        while let eq = text[searchStart...].firstIndex(of: "=") {
            // The parameter name runs back to ?, & or the start.
            var nameStart = eq
            while nameStart > text.startIndex {
                let previous = text.index(before: nameStart)
                let ch = text[previous]
                if ch.isLetter || ch.isNumber || ch == "_" { nameStart = previous } else { break }
            }
            let name = text[nameStart..<eq].lowercased()
            if name == "key" || name == "api_key" || name == "apikey" || name == "servicekey" {
                return nameStart..<text.index(after: eq)
            }
            searchStart = text.index(after: eq)
        }
        return nil
    }
}
