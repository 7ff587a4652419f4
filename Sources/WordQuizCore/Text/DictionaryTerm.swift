/// The dictionaries' own Korean labels — parts of speech (한국어기초사전's and 표준국어대사전's
/// 품사) and 한국어기초사전's word grades — as an English reader reads them. A label not in the
/// table (a dictionary's new one) is shown as the dictionary gave it.
public enum DictionaryTerm {
    static let english: [String: String] = {
        var table = [
            "명사": "noun", "의존 명사": "bound noun", "대명사": "pronoun", "수사": "numeral", "조사": "particle",
            "동사": "verb", "보조 동사": "auxiliary verb", "형용사": "adjective", "보조 형용사": "auxiliary adjective",
            "관형사": "determiner", "부사": "adverb", "감탄사": "interjection", "어미": "ending", "접사": "affix",
            "품사 없음": "no part of speech",
        ]
        // The grades, as `BankWord.Level` names them in each language.
        for level in BankWord.Level.allCases { table[level.name] = LevelChoice.only(level).description }
        return table
    }()

    /// `label` in `language`: the dictionary's Korean for a Korean reader, its English for any
    /// other where the table has it.
    public static func label(_ label: String, in language: Language) -> String {
        guard let english = english[label] else { return label }
        switch language {
        case .ko: return label
        case .en: return english
        case .pseudo: return Pseudolocale.template(english)
        }
    }
}
