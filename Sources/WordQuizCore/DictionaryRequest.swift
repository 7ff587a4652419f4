/// The URL of one request to a dictionary API.
///
/// Every query value is percent-encoded here (the ancestors put raw Hangul into the URL).
/// The URL holds the API key: pass it through `Redaction.redactingKeys(in:)` before it can
/// reach a message, a log or an error.
public struct DictionaryRequest: Sendable, Equatable {
    public var provider: Provider
    public var url: String

    /// A search for a headword, asking for exact matches of the headword.
    public static func search(
        _ word: String, provider: Provider, baseURL: String, key: String, format: ResponseFormat
    ) -> DictionaryRequest {
        var query: [(String, String)] = [("key", key), ("q", word)]
        switch provider {
        case .opendict:
            query += [
                ("req_type", format.rawValue), ("part", "word"), ("sort", "dict"), ("num", "10"),
                ("advanced", "y"), ("method", "exact"),
            ]
        case .stdict:
            query += [
                ("req_type", format.rawValue), ("num", "10"), ("advanced", "y"), ("method", "exact"),
            ]
        case .krdict:
            query += [
                ("part", "word"), ("sort", "dict"), ("num", "10"), ("translated", "y"),
                ("trans_lang", "1"), ("advanced", "y"), ("method", "exact"),
            ]
        case .offline:
            break
        }
        return DictionaryRequest(
            provider: provider, url: build(baseURL, provider.searchPath, query))
    }

    /// The full entry for a provider's `target_code`.
    public static func view(
        targetCode: String, provider: Provider, baseURL: String, key: String,
        format: ResponseFormat
    ) -> DictionaryRequest {
        var query: [(String, String)] = [("key", key), ("method", "target_code"), ("q", targetCode)]
        if provider == .krdict {
            query += [("translated", "y"), ("trans_lang", "1")]
        } else {
            query += [("req_type", format.rawValue)]
        }
        return DictionaryRequest(provider: provider, url: build(baseURL, provider.viewPath, query))
    }

    static func build(_ baseURL: String, _ path: String, _ query: [(String, String)]) -> String {
        var base = baseURL
        while base.hasSuffix("/") { base.removeLast() }
        let pairs = query.map { "\(PercentEncoding.encode($0.0))=\(PercentEncoding.encode($0.1))" }
        return base + path + "?" + pairs.joined(separator: "&")
    }
}

extension Provider {
    var searchPath: String { self == .stdict ? "/api/search.do" : "/api/search" }
    var viewPath: String { self == .stdict ? "/api/view.do" : "/api/view" }
}

/// RFC 3986 percent-encoding of a query component: everything but the unreserved characters.
public enum PercentEncoding {
    public static func encode(_ value: String) -> String {
        var out = ""
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                UInt8(ascii: "_"), UInt8(ascii: "~"):
                out.append(Character(Unicode.Scalar(byte)))
            default:
                let hex = Array("0123456789ABCDEF")
                out.append("%")
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0x0F)])
            }
        }
        return out
    }
}

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
