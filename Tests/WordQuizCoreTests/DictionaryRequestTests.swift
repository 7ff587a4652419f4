import Testing

@testable import WordQuizCore

@Suite struct DictionaryRequestTests {
    @Test func percentEncodesEveryQueryValue() {
        let request = DictionaryRequest.search(
            "가정^법원 &x=1", provider: .opendict, baseURL: "http://127.0.0.1:8080", key: "k/y+", format: .json)
        #expect(request.url.hasPrefix("http://127.0.0.1:8080/api/search?"))
        #expect(request.url.contains("q=%EA%B0%80%EC%A0%95%5E%EB%B2%95%EC%9B%90%20%26x%3D1"))
        #expect(request.url.contains("key=k%2Fy%2B"))
        #expect(request.url.contains("req_type=json"))
        #expect(!request.url.contains(" "))
    }

    @Test(arguments: [
        (Provider.opendict, "/api/search?", "/api/view?"),
        (Provider.stdict, "/api/search.do?", "/api/view.do?"),
        (Provider.krdict, "/api/search?", "/api/view?"),
    ])
    func usesEachProvidersDocumentedPaths(provider: Provider, search: String, view: String) {
        let base = "https://example.test"
        #expect(
            DictionaryRequest.search("나무", provider: provider, baseURL: base, key: "k", format: .xml)
                .url.hasPrefix(base + search))
        #expect(
            DictionaryRequest.view(targetCode: "1", provider: provider, baseURL: base, key: "k", format: .xml)
                .url.hasPrefix(base + view))
    }

    @Test func krdictNeverAsksForJSONButAsksForTranslations() {
        let url = DictionaryRequest.view(
            targetCode: "32750", provider: .krdict, baseURL: "http://h", key: "k", format: .json
        ).url
        #expect(!url.contains("req_type"))
        #expect(url.contains("translated=y"))
        #expect(url.contains("method=target_code"))
    }

    @Test func searchesAskForAtLeastTenResults() {
        // num below 10 fails with error 103 on these APIs.
        for provider in Provider.online {
            let url = DictionaryRequest.search("나무", provider: provider, baseURL: "http://h", key: "k", format: .xml)
                .url
            #expect(url.contains("num=10"))
        }
    }

    @Test(arguments: [
        ("https://h/api/search?key=0123abcd&q=x", "https://h/api/search?key=REDACTED&q=x"),
        ("https://h/api/search?q=x&key=0123abcd", "https://h/api/search?q=x&key=REDACTED"),
        // Over-redacting is safer than leaking: the value runs to the next separator or space.
        ("error at https://h/?KEY=abc: refused", "error at https://h/?KEY=REDACTED refused"),
        ("https://h/?api_key=abc&monkey=1", "https://h/?api_key=REDACTED&monkey=1"),
        // The names other Korean open APIs (data.go.kr) give their keys, in any case.
        ("https://h/?serviceKey=abc%2B1&q=x", "https://h/?serviceKey=REDACTED&q=x"),
        ("https://h/?apiKey=abc", "https://h/?apiKey=REDACTED"),
        ("no secrets here", "no secrets here"),
    ])
    func redactsKeysWherever(input: String, expected: String) {
        #expect(Redaction.redactingKeys(in: input) == expected)
    }
}
