/// Cuts text to a budget on purpose: at a grapheme boundary (never inside a syllable or a
/// UTF-8 sequence), ending with an ellipsis when anything was cut.
public enum Truncation {
    public static let ellipsis: Character = "…"

    /// At most `limit` UTF-8 bytes.
    public static func toBytes(_ text: String, _ limit: Int) -> String {
        fit(text) { $0.utf8.count <= limit }
    }

    /// At most `limit` UTF-16 code units, which is how Slack and Discord count characters.
    public static func toCharacters(_ text: String, _ limit: Int) -> String {
        fit(text) { $0.utf16.count <= limit }
    }

    /// At most `limit` terminal columns.
    public static func toColumns(_ text: String, _ limit: Int) -> String {
        fit(text) { DisplayWidth.width(of: $0) <= limit }
    }

    /// The longest prefix of whole graphemes, plus an ellipsis, that `fits`.
    static func fit(_ text: String, _ fits: (String) -> Bool) -> String {
        if fits(text) { return text }
        var characters = Array(text)
        // Binary search on the number of graphemes kept.
        var low = 0
        var high = characters.count
        while low < high {
            let mid = (low + high + 1) / 2
            if fits(String(characters[..<mid]) + String(ellipsis)) { low = mid } else { high = mid - 1 }
        }
        characters = Array(characters[..<low])
        // Do not end on a space before the ellipsis.
        while let last = characters.last, last.isWhitespace { characters.removeLast() }
        let result = String(characters) + String(ellipsis)
        return fits(result) ? result : ""
    }
}
