/// Where an entry comes from.
public enum Provider: String, Codable, Sendable, CaseIterable {
    /// 우리말샘, opendict.korean.go.kr.
    case opendict
    /// 표준국어대사전, stdict.korean.go.kr.
    case stdict
    /// 한국어기초사전, krdict.korean.go.kr.
    case krdict
    /// The embedded word bank: no key, no network.
    case offline

    /// The dictionary's Korean name, as a card shows it.
    public var displayName: String {
        switch self {
        case .opendict: "우리말샘"
        case .stdict: "표준국어대사전"
        case .krdict: "한국어기초사전"
        case .offline: "wordquiz 내장 단어장"
        }
    }

    /// The environment variable that holds this provider's API key.
    public var keyVariable: String? {
        switch self {
        case .opendict: "OPENDICT_API_KEY"
        case .stdict: "STDICT_API_KEY"
        case .krdict: "KRDICT_API_KEY"
        case .offline: nil
        }
    }

    /// The environment variable that overrides this provider's base URL.
    public var baseURLVariable: String? {
        switch self {
        case .opendict: "OPENDICT_BASE_URL"
        case .stdict: "STDICT_BASE_URL"
        case .krdict: "KRDICT_BASE_URL"
        case .offline: nil
        }
    }

    /// The official host, used when no base URL is configured.
    public var defaultBaseURL: String? {
        switch self {
        case .opendict: "https://opendict.korean.go.kr"
        case .stdict: "https://stdict.korean.go.kr"
        case .krdict: "https://krdict.korean.go.kr"
        case .offline: nil
        }
    }

    /// The entry's page on the dictionary's web site, built from a validated target code
    /// (never from a link the server sent).
    public func entryLink(targetCode: String) -> String? {
        guard let code = TargetCode.validated(targetCode) else { return nil }
        switch self {
        case .opendict: return "https://opendict.korean.go.kr/dictionary/view?sense_no=\(code)"
        case .stdict: return "https://stdict.korean.go.kr/search/searchView.do?word_no=\(code)"
        case .krdict: return "https://krdict.korean.go.kr/dicSearch/SearchView?ParaWordNo=\(code)"
        case .offline: return nil
        }
    }

    /// Whether the provider can answer in JSON as well as XML.
    public var offersJSON: Bool {
        self == .opendict || self == .stdict
    }

    /// The providers that fetch over the network, in the order the default choice tries them.
    public static let online: [Provider] = [.opendict, .stdict, .krdict]
}
