/// The word bank that ships inside wordquiz: every word a learner can be given, with a
/// definition and an example sentence the project wrote itself, so that `wordquiz today`
/// works with no key and no network.
public struct WordBank: Sendable {
    /// The name the built-in bank goes by among the decks (`wordquiz deck use bank`).
    public static let deckName = "bank"

    public let words: [BankWord]

    public init(words: [BankWord]) {
        self.words = words
    }

    /// The bank compiled into wordquiz, in its fixed shuffled order.
    public static let embedded: WordBank = {
        var words: [BankWord] = []
        // Split on the bytes (the separators are ASCII): splitting the characters would find
        // every grapheme boundary of hundreds of lines of Korean on each start.
        for line in WordBankData.lines.utf8.split(separator: UInt8(ascii: "\n")).map(Substring.init) {
            // The data is checked by tests; a malformed line is a programming error.
            if let word = BankWord(line: line) { words.append(word) }
        }
        return WordBank(words: words)
    }()

    /// The embedded bank's words by headword, as the bank spells it.
    private static let embeddedByHeadword: [String: BankWord] = Dictionary(
        embedded.words.map { ($0.headword, $0) }, uniquingKeysWith: { first, _ in first })

    /// The English gloss of a word of the embedded bank, by its headword as the bank spells it.
    public static func embeddedGloss(of headword: String) -> String? {
        embeddedByHeadword[headword].flatMap { $0.english.isEmpty ? nil : $0.english }
    }

    /// The level of a word of the embedded bank, by its headword as the bank spells it.
    public static func embeddedLevel(of headword: String) -> BankWord.Level? {
        embeddedByHeadword[headword]?.level
    }

    /// The bank's word with this headword, if any.
    public func word(_ headword: String) -> BankWord? {
        // The headword as the bank spells it is the usual case; the normalised comparison
        // (each bank word's key made afresh) only when that finds nothing.
        if let word = words.first(where: { $0.headword == headword }) { return word }
        let key = Headword.matchKey(headword)
        return words.first { Headword.matchKey($0.headword) == key }
    }
}
