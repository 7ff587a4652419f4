import WordQuizCore

extension BankWord {
    /// What the dictionary is asked for: the headword, and what tells its homographs apart
    /// (a deck's word may know neither its part of speech nor its meaning; its gloss, 안녕 =
    /// "hello", may be all it knows).
    var wanted: DictionaryClient.Wanted {
        let meaning = [definition, example].filter { !$0.isEmpty }.joined(separator: " ")
        return DictionaryClient.Wanted(
            word: headword, partOfSpeech: partOfSpeech.isEmpty ? nil : partOfSpeech, origin: hanja,
            meaning: meaning.isEmpty ? nil : meaning, english: english.isEmpty ? nil : english)
    }
}
