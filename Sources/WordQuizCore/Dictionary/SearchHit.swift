/// One result of a dictionary search: enough to choose the entry to view.
public struct SearchHit: Sendable, Equatable {
    public var headword: Headword
    public var targetCode: String?
    public var partOfSpeech: String?
    public var definition: String
    /// 일반어, 방언, 북한어, 옛말 (우리말샘 and 표준국어대사전).
    public var wordType: String?
    public var category: String?
    public var origin: String?
    public var pronunciation: String?
    public var level: BankWord.Level?
    public var link: String?
    public var translations: [Translation]
    /// Every sense the search item holds (한국어기초사전 lists them all, with translations): what
    /// a card shows when the view cannot be had.
    public var senses: [Sense]

    public init(
        headword: Headword, targetCode: String? = nil, partOfSpeech: String? = nil,
        definition: String, wordType: String? = nil, category: String? = nil,
        origin: String? = nil, pronunciation: String? = nil, level: BankWord.Level? = nil,
        link: String? = nil, translations: [Translation] = [], senses: [Sense]? = nil
    ) {
        self.headword = headword
        self.targetCode = targetCode
        self.partOfSpeech = partOfSpeech
        self.definition = definition
        self.wordType = wordType
        self.category = category
        self.origin = origin
        self.pronunciation = pronunciation
        self.level = level
        self.link = link
        self.translations = translations
        self.senses = senses ?? [Sense(definition: definition, translations: translations)]
    }

    /// Whether this is a standard, general word: not a dialect, North Korean or archaic form,
    /// not a misspelling pointing at the standard one, and not a proper noun.
    ///
    /// Dictionaries hide non-standard forms under `type=일반어` with definitions such as
    /// `‘X’의 방언`, `⇒규범 표기는 ‘X’이다.` or `→ X.`, so the definition is read too.
    public var isStandard: Bool {
        if let wordType, !wordType.isEmpty, wordType != "일반어" { return false }
        if let category, Self.properNounCategories.contains(category) { return false }
        return !Self.isNonStandardDefinition(definition)
    }

    static let properNounCategories: Set<String> = ["인명", "지명", "책명", "고유명 일반"]

    static func isNonStandardDefinition(_ definition: String) -> Bool {
        let text = definition.trimmingWhitespace()
        if text.isEmpty { return true }
        if text.contains("⇒규범 표기는") || text.hasPrefix("→") { return true }
        if text.hasPrefix("‘") || text.hasPrefix("'") {
            for marker in ["의 방언", "의 북한어", "의 옛말", "의 잘못"] where text.contains(marker) {
                return true
            }
        }
        return false
    }
}
