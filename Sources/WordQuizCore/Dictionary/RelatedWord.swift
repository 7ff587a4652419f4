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
        case synonym, antonym, seeAlso, derived
    }

    /// The relation, where it is one of those the card names (the dictionaries spell a few
    /// two ways: 유의어 for 비슷한말, 참고 어휘 for 참고어).
    /// The relation 한국어기초사전's `der_info` lists, which names none.
    public static let derivedRelation = "파생어"

    public var known: Known? {
        switch relation {
        case "비슷한말", "유의어": .synonym
        case "반대말", "반의어": .antonym
        case "참고어", "참고 어휘": .seeAlso
        case Self.derivedRelation: .derived
        default: nil
        }
    }
}
