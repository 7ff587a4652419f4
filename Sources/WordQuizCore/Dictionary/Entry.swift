/// One dictionary entry, as every provider's response is reduced to it.
///
/// All text in an `Entry` has already been through `DictionaryText.clean(_:)`: it is safe to
/// print and to store.
public struct Entry: Codable, Sendable, Equatable {
    public var headword: String
    /// The homograph (어깨번호) number, when the dictionary distinguishes several.
    public var homographNumber: Int?
    public var partOfSpeech: String?
    public var pronunciation: String?
    /// 원어: the Hanja or source-language spelling.
    public var origin: String?
    /// A learner's level (초급, 중급, 고급) where the source gives one.
    public var level: String?
    public var senses: [Sense]
    /// A link to the entry on the dictionary's web site.
    public var link: String?
    public var provider: Provider
    /// The provider's own identifier of the entry, used to fetch it again.
    public var targetCode: String?

    public init(
        headword: String, homographNumber: Int? = nil, partOfSpeech: String? = nil,
        pronunciation: String? = nil, origin: String? = nil, level: String? = nil,
        senses: [Sense], link: String? = nil, provider: Provider, targetCode: String? = nil
    ) {
        self.headword = headword
        self.homographNumber = homographNumber
        self.partOfSpeech = partOfSpeech
        self.pronunciation = pronunciation
        self.origin = origin
        self.level = level
        self.senses = senses
        self.link = link
        self.provider = provider
        self.targetCode = targetCode
    }

    /// The first example sentence of any sense, the one a card shows.
    public var firstExample: String? {
        senses.lazy.flatMap(\.examples).first
    }
}
