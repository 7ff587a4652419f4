/// What a synthetic voice is given to say for an entry: its standard pronunciation, never a
/// spelling that sounds otherwise. Fed 국물, a voice reads each letter as written; fed [궁물], it
/// says the word.
///
/// The entry's own pronunciation is taken where it has one (a dictionary's or the bank's,
/// which the bank's tests check against the rules and their sources), its first variant
/// without length marks ("최ː초/췌ː초" → 최초); otherwise the rules of 표준 발음법 work it
/// out from the spelling.
public enum SpokenForm {
    public static func text(for entry: Entry) -> String {
        if let given = entry.pronunciation.flatMap(firstVariant), !given.isEmpty { return given }
        return BankWord.rulesPronunciation(
            of: entry.headword, partOfSpeech: entry.partOfSpeech ?? "", hanja: entry.origin) ?? entry.headword
    }

    /// "[최ː초/췌ː초]" → "최초"; nil when what is left is not Korean to say.
    public static func firstVariant(_ pronunciation: String) -> String? {
        let first = pronunciation.split(whereSeparator: { "/,;".contains($0) }).first.map(String.init) ?? ""
        let kept = first.filter { Hangul.syllable($0) != nil || $0 == " " }
        let words = kept.split(separator: " ").joined(separator: " ")
        return words.isEmpty ? nil : words
    }
}
