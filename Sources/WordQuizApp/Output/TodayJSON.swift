import WordQuizCore

/// The object `wordquiz today --json` prints. Every field is present; missing values are
/// `null`.
struct TodayJSON: Codable, Sendable, Equatable {
    var date: CalendarDate
    var provider: Provider
    var cached: Bool
    var headword: String
    @ExplicitNull var homographNumber: Int?
    @ExplicitNull var partOfSpeech: String?
    @ExplicitNull var pronunciation: String?
    @ExplicitNull var origin: String?
    @ExplicitNull var level: String?
    var senses: [Sense]
    @ExplicitNull var example: String?
    @ExplicitNull var link: String?
    @ExplicitNull var targetCode: String?
    /// The English translations the dictionary gave (한국어기초사전), each word once.
    var translations: [Translation]
    /// True when the dictionary's view failed and the entry is what its search said.
    var searchOnly: Bool
    /// The learner's deck the word comes from; null for the built-in word bank's words. With
    /// `provider: "offline"`, the entry is the deck's own text.
    @ExplicitNull var deck: String?
    /// 구, 관용구 or 속담 where the entry is not a single word.
    @ExplicitNull var wordUnit: String?
    /// The dictionary's subject categories.
    var categories: [String]
    /// Every related word (synonyms, antonyms, words to compare, its word family), each
    /// with its relation as the dictionary names it; each sense also lists its own.
    var relatedWords: [RelatedWord]
    /// The entry's photograph in the cache: its file, address, size, licence and credit.
    @ExplicitNull var picture: Picture?

    init(date: CalendarDate, outcome: DailyEntryResolver.Outcome) {
        let entry = outcome.entry
        self.date = date
        provider = outcome.provider
        cached = outcome.isCached
        headword = entry.headword
        homographNumber = entry.homographNumber
        partOfSpeech = entry.partOfSpeech
        pronunciation = entry.pronunciation
        origin = entry.origin
        // JSON speaks one vocabulary, whatever the reader's language: a level's code (beginner),
        // a language's ISO 639-1 code (en).
        level = entry.level?.code
        senses = entry.senses
        example = entry.firstExample
        link = entry.link
        targetCode = entry.targetCode
        translations = entry.englishTranslations
        searchOnly = entry.isSearchOnly ?? false
        deck = outcome.word.deck
        wordUnit = entry.wordUnit
        categories = entry.categories ?? []
        relatedWords = entry.allRelatedWords
        picture = entry.picture
    }
}
