/// A translation of a sense into another language (한국어기초사전 gives eleven).
public struct Translation: Codable, Sendable, Equatable {
    public var language: TranslationLanguage
    public var word: String
    public var definition: String?

    /// Whether this is the English translation.
    public var isEnglish: Bool { language == .english }

    public init(language: TranslationLanguage, word: String, definition: String? = nil) {
        self.language = language
        self.word = word
        self.definition = definition
    }
}

/// The language a translation is in, by its ISO 639-1 code where it is known (`en`), else as
/// the dictionary named it. 한국어기초사전 names its languages in Korean (영어): read in either
/// form (a cached entry may hold the older), a language is the same value, written and shown
/// as its code whatever the reader's language.
public struct TranslationLanguage: Codable, Sendable, Hashable, ExpressibleByStringLiteral {
    public let code: String

    public static let english = TranslationLanguage(named: "en")

    /// The languages 한국어기초사전 translates into, by the Korean names it gives them and the
    /// other names they go by, and their ISO 639-1 codes.
    private static let codes: [String: String] = [
        "영어": "en", "english": "en", "eng": "en", "일본어": "ja", "프랑스어": "fr", "스페인어": "es",
        "아랍어": "ar", "몽골어": "mn", "베트남어": "vi", "타이어": "th", "태국어": "th", "인도네시아어": "id",
        "러시아어": "ru", "중국어": "zh",
    ]

    public init(named name: String) {
        code = Self.codes[name.lowercased()] ?? name.lowercased()
    }

    public init(stringLiteral name: String) {
        self.init(named: name)
    }

    public init(from decoder: any Decoder) throws {
        self.init(named: try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(code)
    }
}
