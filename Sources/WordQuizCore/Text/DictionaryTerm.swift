/// The dictionaries' own Korean labels — parts of speech (한국어기초사전's and 표준국어대사전's
/// 품사), the units an entry that is no single word is (구, 관용구, 속담) and 한국어기초사전's word
/// grades — as a message each, so that every language reads them from its catalogue (Korean's
/// gives back the dictionary's label). A label not known here (a dictionary's new one) is shown
/// as the dictionary gave it.
public enum DictionaryTerm {
    static let terms: [String: Phrase] = {
        var table = [
            "명사": Phrase("noun"), "의존 명사": Phrase("bound noun"), "대명사": Phrase("pronoun"),
            "수사": Phrase("numeral"), "조사": Phrase("particle"), "동사": Phrase("verb"),
            "보조 동사": Phrase("auxiliary verb"), "형용사": Phrase("adjective"),
            "보조 형용사": Phrase("auxiliary adjective"), "관형사": Phrase("determiner"), "부사": Phrase("adverb"),
            "감탄사": Phrase("interjection"), "어미": Phrase("ending"), "접사": Phrase("affix"),
            "품사 없음": Phrase("no part of speech"), "구": Phrase("phrase"), "속담": Phrase("proverb"),
            "관용구": Phrase("idiom"),
        ]
        // The grades, by the names `BankWord.Level` gives them and the level notice says.
        for level in BankWord.Level.allCases { table[level.name] = level.spokenName }
        return table
    }()

    /// The term's name in wordquiz's one vocabulary, whatever the reader's language: `noun`
    /// for 명사, `auxiliary_verb` for 보조 동사, `beginner` for 초급 (an Anki tag, a JSON value);
    /// nil for a label not known here.
    public static func code(_ label: String) -> String? {
        if let level = BankWord.Level(label: label) { return level.code }
        return terms[label].map { $0.description.replacingOccurrences(of: " ", with: "_") }
    }

    /// `label` in `language`; as the dictionary gave it when it is no term known here.
    public static func label(_ label: String, in language: Language) -> String {
        terms[label].map(language.say) ?? label
    }
}
