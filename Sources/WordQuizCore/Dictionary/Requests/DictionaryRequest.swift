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

    /// 표준국어대사전's advanced search by 원어 (`target=2`): the homographs whose origin is
    /// `origin` (沙果), when its plain search gives no origins to tell 사과's eight apart.
    public static func searchByOrigin(
        _ origin: String, provider: Provider, baseURL: String, key: String, format: ResponseFormat
    ) -> DictionaryRequest {
        let query: [(String, String)] = [
            ("key", key), ("q", origin), ("req_type", format.rawValue), ("num", "10"), ("advanced", "y"),
            ("target", "2"), ("method", "exact"),
        ]
        return DictionaryRequest(provider: provider, url: build(baseURL, provider.searchPath, query))
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
