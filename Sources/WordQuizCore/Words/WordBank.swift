/// The word bank that ships inside wordquiz: every word a learner can be given, with a
/// definition and an example sentence the project wrote itself, so that `wordquiz today`
/// works with no key and no network.
public struct WordBank: Sendable {
    public let words: [BankWord]

    public init(words: [BankWord]) {
        self.words = words
    }

    /// The bank compiled into wordquiz, in its fixed shuffled order.
    public static let embedded: WordBank = {
        var words: [BankWord] = []
        for line in WordBankData.lines.split(separator: "\n") {
            // The data is checked by tests; a malformed line is a programming error.
            if let word = BankWord(line: line) { words.append(word) }
        }
        return WordBank(words: words)
    }()

    /// The bank's word with this headword, if any.
    public func word(_ headword: String) -> BankWord? {
        let key = Headword.matchKey(headword)
        return words.first { Headword.matchKey($0.headword) == key }
    }
}
