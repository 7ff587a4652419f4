/// Where an entry comes from: one of the three online dictionaries, or the word bank.
public enum Provider: String, Codable, Sendable, CaseIterable {
    /// 우리말샘, opendict.korean.go.kr.
    case opendict
    /// 표준국어대사전, stdict.korean.go.kr.
    case stdict
    /// 한국어기초사전, krdict.korean.go.kr.
    case krdict
    /// The embedded word bank: no key, no network.
    case offline

    /// Everything wordquiz knows of one online dictionary, in one row: a new dictionary is a
    /// new row (and its decoder), nothing else.
    public struct Dictionary: Sendable {
        /// The dictionary's Korean name, as a card shows it.
        public var displayName: String
        /// The environment variable that holds its API key.
        public var keyVariable: String
        /// The environment variable that overrides its base URL.
        public var baseURLVariable: String
        /// The official host, used when no base URL is configured.
        public var defaultBaseURL: String
        /// The API's search and view paths under the base URL.
        var searchPath: String
        var viewPath: String
        /// An entry's page on the dictionary's web site, up to the target code.
        var entryLinkPrefix: String
        /// Whether it can answer in JSON as well as XML.
        public var offersJSON: Bool
        /// Whether its advanced search finds entries by 원어 (`target=2`), to tell homographs
        /// apart when the plain search gives no origins.
        public var searchesByOrigin = false
        /// The decoder of its responses.
        public var decoding: any DictionaryDecoding.Type
    }

    /// The table: one row per online dictionary.
    private static let dictionaries: [Provider: Dictionary] = [
        .opendict: Dictionary(
            displayName: "우리말샘", keyVariable: "OPENDICT_API_KEY", baseURLVariable: "OPENDICT_BASE_URL",
            defaultBaseURL: "https://opendict.korean.go.kr", searchPath: "/api/search", viewPath: "/api/view",
            entryLinkPrefix: "https://opendict.korean.go.kr/dictionary/view?sense_no=", offersJSON: true,
            decoding: OpendictDecoding.self),
        .stdict: Dictionary(
            displayName: "표준국어대사전", keyVariable: "STDICT_API_KEY", baseURLVariable: "STDICT_BASE_URL",
            defaultBaseURL: "https://stdict.korean.go.kr", searchPath: "/api/search.do", viewPath: "/api/view.do",
            entryLinkPrefix: "https://stdict.korean.go.kr/search/searchView.do?word_no=", offersJSON: true,
            searchesByOrigin: true, decoding: StdictDecoding.self),
        .krdict: Dictionary(
            displayName: "한국어기초사전", keyVariable: "KRDICT_API_KEY", baseURLVariable: "KRDICT_BASE_URL",
            defaultBaseURL: "https://krdict.korean.go.kr", searchPath: "/api/search", viewPath: "/api/view",
            entryLinkPrefix: "https://krdict.korean.go.kr/dicSearch/SearchView?ParaWordNo=", offersJSON: false,
            decoding: KrdictDecoding.self),
    ]

    /// This provider's row; nil for the offline bank.
    public var dictionary: Dictionary? { Self.dictionaries[self] }

    /// The names `--provider` and `WORDQUIZ_PROVIDER` take.
    public static let names = allCases.map(\.rawValue)

    /// The providers that fetch over the network, in the order the default choice tries them.
    public static let online: [Provider] = [.opendict, .stdict, .krdict]

    /// A key as the three dictionaries issue them: 32 hexadecimal digits. `init` checks a key
    /// for it before sending it anywhere, and `doctor` before trying it.
    public static func isWellFormedKey(_ key: String) -> Bool {
        key.count == 32 && key.allSatisfy(\.isHexDigit)
    }

    /// The name a card shows: the dictionary's (its own, in any language), or the bank's.
    public func displayName(in language: Language) -> String {
        dictionary?.displayName ?? Phrase("wordquiz's built-in word bank").text(in: language)
    }

    /// The name in Korean, as messages and logs name a dictionary.
    public var displayName: String { displayName(in: .ko) }

    /// The environment variable that holds this provider's API key.
    public var keyVariable: String? { dictionary?.keyVariable }

    /// The environment variable that overrides this provider's base URL.
    public var baseURLVariable: String? { dictionary?.baseURLVariable }

    /// The official host, used when no base URL is configured.
    public var defaultBaseURL: String? { dictionary?.defaultBaseURL }

    /// Whether the provider can answer in JSON as well as XML.
    public var offersJSON: Bool { dictionary?.offersJSON ?? false }

    /// Whether the provider's search finds entries by 원어.
    public var searchesByOrigin: Bool { dictionary?.searchesByOrigin ?? false }

    /// The decoder for this provider's responses; nil for the offline bank.
    public var decoding: (any DictionaryDecoding.Type)? { dictionary?.decoding }

    var searchPath: String { dictionary?.searchPath ?? "" }
    var viewPath: String { dictionary?.viewPath ?? "" }

    /// The entry's page on the dictionary's web site, built from a validated target code
    /// (never from a link the server sent).
    public func entryLink(targetCode: String) -> String? {
        guard let dictionary, let code = TargetCode.validated(targetCode) else { return nil }
        return dictionary.entryLinkPrefix + code
    }

    /// The link a response gives for an entry, where it is one: an `https` address on this
    /// dictionary's own site that names the entry's code as a whole query value (the site
    /// moves its pages: `/dicSearch/…` became `/kor/dicSearch/…`). Otherwise the link
    /// wordquiz builds from the code.
    public func entryLink(given: String?, targetCode: String) -> String? {
        guard let built = entryLink(targetCode: targetCode) else { return nil }
        guard let given, let site = built.firstIndex(of: "/", from: "https://".count).map({ built[..<$0] }),
            given.hasPrefix(site + "/"),
            given.allSatisfy({ $0.isASCII && !$0.isWhitespace && $0 != "\"" && $0 != "<" }),
            given.split(separator: "?").last?.split(separator: "&").contains(where: { $0.hasSuffix("=" + targetCode) })
                == true
        else { return built }
        return given
    }
}

extension String {
    /// The first index of `character` at or after `offset` characters from the start.
    fileprivate func firstIndex(of character: Character, from offset: Int) -> String.Index? {
        guard offset <= count else { return nil }
        return self[index(startIndex, offsetBy: offset)...].firstIndex(of: character)
    }
}
