/// A translation of a sense into another language (한국어기초사전 gives eleven).
public struct Translation: Codable, Sendable, Equatable {
    public var language: String
    public var word: String
    public var definition: String?

    /// Whether this is the English translation (한국어기초사전 names languages in Korean).
    public var isEnglish: Bool {
        ["영어", "english", "en", "eng"].contains(language.lowercased())
    }

    public init(language: String, word: String, definition: String? = nil) {
        self.language = language
        self.word = word
        self.definition = definition
    }
}
