/// One meaning of an entry.
public struct Sense: Codable, Sendable, Equatable {
    public var definition: String
    public var examples: [String]
    public var translations: [Translation]

    public init(definition: String, examples: [String] = [], translations: [Translation] = []) {
        self.definition = definition
        self.examples = examples
        self.translations = translations
    }
}
