/// The word wanted of a dictionary, as wordquiz knows it: the headword and what tells its
/// homographs apart (a deck's word may know neither its part of speech nor its meaning; its
/// gloss, 안녕 = "hello", may be all it knows).
public struct WantedWord: Sendable, Equatable {
    public var word: String
    public var partOfSpeech: String?
    /// The 한자 (or other 원어) of the wanted sense.
    public var origin: String?
    /// The bank's or deck's own meaning (and example), to tell which homograph is wanted.
    public var meaning: String?
    /// The bank's or deck's English gloss, matched against the dictionary's translations.
    public var english: String?

    public init(
        word: String, partOfSpeech: String?, origin: String? = nil, meaning: String? = nil, english: String? = nil
    ) {
        self.word = word
        self.partOfSpeech = partOfSpeech
        self.origin = origin
        self.meaning = meaning
        self.english = english
    }
}

extension BankWord {
    /// What the dictionary is asked for: the headword, its part of speech, its 한자, its
    /// meaning with its example, and its gloss, each where the bank or deck has one.
    public var wanted: WantedWord {
        let meaning = [definition, example].filter { !$0.isEmpty }.joined(separator: " ")
        return WantedWord(
            word: headword, partOfSpeech: partOfSpeech.isEmpty ? nil : partOfSpeech, origin: hanja,
            meaning: meaning.isEmpty ? nil : meaning, english: english.isEmpty ? nil : english)
    }
}
