/// A word the dictionary relates to an entry: a synonym, an antonym, a word to compare, the
/// word it is derived from.
public struct RelatedWord: Codable, Sendable, Equatable, Hashable {
    /// How the word relates, as the dictionary names it (비슷한말, 반대말, 참고어, 파생어,
    /// 높임말, 준말, …).
    public var relation: String
    public var word: String
    /// The related entry's own code in the same dictionary, where it gave one: ASCII digits.
    public var targetCode: String?

    public init(relation: String, word: String, targetCode: String? = nil) {
        self.relation = relation
        self.word = word
        self.targetCode = targetCode
    }

    /// The relations a card names in the reader's language; others keep the dictionary's name.
    public enum Known: CaseIterable, Sendable {
        case synonym, antonym, seeAlso, derived, proverb, idiom
    }

    /// The relation 한국어기초사전's `der_info` lists, which names none.
    public static let derivedRelation = "파생어"

    /// The relation, where it is one of those the card names. The dictionaries spell a few
    /// more than one way: 표준국어대사전's sense links say 동의어 where its pages say 비슷한말,
    /// and 유의어, 반의어 and 참고 어휘 are the terms' other names.
    public var known: Known? {
        switch relation {
        case "비슷한말", "유의어", "동의어": .synonym
        case "반대말", "반의어": .antonym
        case "참고어", "참고 어휘": .seeAlso
        case Self.derivedRelation: .derived
        case "속담": .proverb
        case "관용구": .idiom
        default: nil
        }
    }
}
