/// A translation of a sense into another language (한국어기초사전 gives eleven).
public struct Translation: Codable, Sendable, Equatable {
    public var language: String
    public var word: String
    public var definition: String?

    /// Whether this is the English translation (한국어기초사전 names languages in Korean).
    public var isEnglish: Bool {
        ["영어", "english", "en", "eng"].contains(language.lowercased())
    }

    /// The languages 한국어기초사전 translates into, by the Korean names it gives them, and
    /// their ISO 639-1 codes.
    static let codes: [String: String] = [
        "영어": "en", "일본어": "ja", "프랑스어": "fr", "스페인어": "es", "아랍어": "ar", "몽골어": "mn",
        "베트남어": "vi", "타이어": "th", "태국어": "th", "인도네시아어": "id", "러시아어": "ru", "중국어": "zh",
    ]

    /// The same translation with its language named by its ISO 639-1 code (`en` for 영어), as
    /// JSON gives it whatever the reader's language; a language not known here as it was named.
    public var withLanguageCode: Translation {
        var coded = self
        coded.language = isEnglish ? "en" : Self.codes[language] ?? language
        return coded
    }

    public init(language: String, word: String, definition: String? = nil) {
        self.language = language
        self.word = word
        self.definition = definition
    }
}
