/// One meaning of an entry.
public struct Sense: Codable, Sendable, Equatable {
    public var definition: String
    /// The examples in the dictionary's order, each of its kind.
    public var examples: [Example]
    public var translations: [Translation]
    /// Sentence patterns the sense is used in (한국어기초사전's 문형: "1이 2에 가입하다").
    public var patterns: [String]
    /// Notes on how the sense is used (표준국어대사전's 문법: "흔히 ‘지상’, ‘지상의’ 꼴로 쓰여").
    public var grammarNotes: [String]
    /// Synonyms, antonyms and words to compare for this sense.
    public var relatedWords: [RelatedWord]

    public init(
        definition: String, examples: [Example] = [], translations: [Translation] = [],
        patterns: [String] = [], grammarNotes: [String] = [], relatedWords: [RelatedWord] = []
    ) {
        self.definition = definition
        self.examples = examples
        self.translations = translations
        self.patterns = patterns
        self.grammarNotes = grammarNotes
        self.relatedWords = relatedWords
    }

    private enum CodingKeys: String, CodingKey {
        case definition, examples, translations, patterns, grammarNotes, relatedWords
    }

    /// Senses cached before patterns, notes and related words existed lack those keys.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            definition: try container.decode(String.self, forKey: .definition),
            examples: try container.decodeIfPresent([Example].self, forKey: .examples) ?? [],
            translations: try container.decodeIfPresent([Translation].self, forKey: .translations) ?? [],
            patterns: try container.decodeIfPresent([String].self, forKey: .patterns) ?? [],
            grammarNotes: try container.decodeIfPresent([String].self, forKey: .grammarNotes) ?? [],
            relatedWords: try container.decodeIfPresent([RelatedWord].self, forKey: .relatedWords) ?? [])
    }
}
