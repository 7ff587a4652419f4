/// An example sentence with the word blanked out, for a cloze question, when the sentence
/// can be one: the word's form (`먹는` for 먹다, `사과` for 사과) occurs in it exactly once, at the
/// start of a word (never inside another: `세종대왕` for 왕), and once it is blanked no other
/// copy of the answer — the form, the headword, a verb's or adjective's stem at a word's start
/// (`먹고` for 먹다) — is left in the sentence to give it away, and some other word is left to
/// answer from. A sentence where that cannot be done is no cloze.
public enum Cloze {
    /// `example` with `form` blanked, `＿` a syllable (two at least); nil when it cannot be.
    public static func blanked(_ example: String, form: String, headword: String) -> String? {
        guard !form.isEmpty else { return nil }
        let text = Array(example)
        let sought = Array(form)
        let starts = occurrences(of: sought, in: text)
        guard starts.count == 1, let start = starts.first, isWordStart(start, in: text) else { return nil }
        let before = text[..<start]
        let after = text[(start + sought.count)...]
        // The word alone (or with marks and numbers about it) leaves nothing to answer from.
        guard before.contains(where: \.isLetter) || after.contains(where: \.isLetter) else { return nil }
        let rest = String(before) + " " + String(after)
        if rest.contains(form) || rest.contains(headword) { return nil }
        // A verb's or adjective's stem beginning another word is the answer in another form.
        if let stem = stem(of: headword) {
            let restText = Array(rest)
            if occurrences(of: Array(stem), in: restText).contains(where: { isWordStart($0, in: restText) }) {
                return nil
            }
        }
        return String(before) + String(repeating: "＿", count: max(2, sought.count)) + String(after)
    }

    /// A verb's or adjective's stem: the headword without its 다 (먹다 → 먹).
    static func stem(of headword: String) -> String? {
        guard headword.hasSuffix("다"), headword.count >= 2 else { return nil }
        return String(headword.dropLast())
    }

    /// Where `sought` starts in `text`, every place. Linear in the text for the short forms
    /// a word has (the search is the text's length times the form's).
    static func occurrences(of sought: [Character], in text: [Character]) -> [Int] {
        guard !sought.isEmpty, sought.count <= text.count else { return [] }
        return (0...(text.count - sought.count)).filter { start in
            text[start..<(start + sought.count)].elementsEqual(sought)
        }
    }

    /// Whether `index` begins a word: the sentence's start, or after a space, a mark (quotes,
    /// brackets, punctuation) or a numeral (`5년`, a counter after its number); not after a
    /// letter.
    static func isWordStart(_ index: Int, in text: [Character]) -> Bool {
        guard index > 0 else { return true }
        return !text[index - 1].isLetter
    }
}
