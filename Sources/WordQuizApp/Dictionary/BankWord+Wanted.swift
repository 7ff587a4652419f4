import WordQuizCore

extension BankWord {
    /// What the dictionary is asked for: the headword, and what tells its homographs apart.
    var wanted: DictionaryClient.Wanted {
        DictionaryClient.Wanted(
            word: headword, partOfSpeech: partOfSpeech, origin: hanja,
            meaning: [definition, example].compactMap { $0 }.joined(separator: " "))
    }
}
