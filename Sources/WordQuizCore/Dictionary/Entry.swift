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
    /// True when `pronunciation` was worked out by the rules of 표준 발음법 rather than given
    /// by a dictionary or the bank (a deck's word): shown marked so.
    public var pronunciationIsComputed: Bool?
    /// 원어: the Hanja or source-language spelling.
    public var origin: String?
    /// A learner's level where the source gives one (한국어기초사전's 초급, 중급, 고급; the
    /// bank's own). Cached as its Korean name.
    public var level: BankWord.Level?
    public var senses: [Sense]
    /// A link to the entry on the dictionary's web site.
    public var link: String?
    public var provider: Provider
    /// The provider's own identifier of the entry, used to fetch it again: ASCII digits only.
    public var targetCode: String?
    /// True when the dictionary's search was all there was (its view failed): the senses are
    /// the search's, without examples. Nil means false (entries cached before it existed).
    public var isSearchOnly: Bool?
    /// The learner's deck the word came from, for an entry made from a deck's line.
    public var deck: String?
    /// What kind of unit the entry is where it is not a single word (구, 관용구, 속담); nil for
    /// a 단어.
    public var wordUnit: String?
    /// The dictionary's subject categories ("식생활 > 식재료", "요리 설명하기").
    public var categories: [String]?
    /// Words related to the entry as a whole (the word it is derived from); each sense has
    /// its own synonyms and antonyms.
    public var relatedWords: [RelatedWord]?
    /// Where the dictionary says the entry's photograph is (한국어기초사전's `multimedia_info`
    /// of type 사진): a media page or an image, not yet checked.
    public var pictureLink: String?
    /// The photograph, downloaded and checked, once it has been.
    public var picture: Picture?

    public init(
        headword: String, homographNumber: Int? = nil, partOfSpeech: String? = nil,
        pronunciation: String? = nil, origin: String? = nil, level: BankWord.Level? = nil,
        senses: [Sense], link: String? = nil, provider: Provider, targetCode: String? = nil,
        isSearchOnly: Bool? = nil, deck: String? = nil, wordUnit: String? = nil,
        categories: [String]? = nil, relatedWords: [RelatedWord]? = nil, pictureLink: String? = nil,
        picture: Picture? = nil
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
        self.isSearchOnly = isSearchOnly
        self.deck = deck
        self.wordUnit = wordUnit
        self.categories = categories
        self.relatedWords = relatedWords
        self.pictureLink = pictureLink
        self.picture = picture
    }

    /// The example a card quotes: the first sentence of any sense, else the first phrase.
    public var leadingExample: Example? {
        senses.flatMap(\.examples).standalone.first
    }

    /// The text of the example a card quotes.
    public var firstExample: String? { leadingExample?.text }

    /// Every related word, the entry's own first and then each sense's, each word and
    /// relation once.
    public var allRelatedWords: [RelatedWord] {
        var seen = Set<RelatedWord>()
        return ((relatedWords ?? []) + senses.flatMap(\.relatedWords)).filter { seen.insert($0).inserted }
    }

    /// The English translations of the senses, in order, each word once.
    public var englishTranslations: [Translation] {
        var seen = Set<String>()
        return senses.flatMap(\.translations).filter { $0.isEnglish && seen.insert($0.word).inserted }
    }

    /// The first word the dictionary gives as the entry's opposite (반대말), not the word itself.
    public var antonym: String? {
        allRelatedWords.first { $0.known == .antonym && Headword.matchKey($0.word) != Headword.matchKey(headword) }?
            .word
    }

    /// A short English gloss: the first English translation, if the dictionary gave one.
    public var englishGloss: String? { englishTranslations.first?.word }
}
