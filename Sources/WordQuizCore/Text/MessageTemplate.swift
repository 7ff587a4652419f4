/// How a `Phrase`'s template is filled with the values of its named slots (`{word}`), in one
/// pass (a value that holds `{…}` is not filled again):
/// - `{key}` becomes its value;
/// - `{key one|other}` becomes the value and the form of the noun that fits its number,
///   English's two: "1 word", "2 words" (a language without plural forms writes `{key}`);
/// - a Korean particle written after a placeholder as both forms (`{word}을(를)`) takes the one
///   that follows the value (`KoreanParticle`).
enum MessageTemplate {
    /// `template` filled with `value(key)` for each placeholder; a brace with no value known
    /// for it stays as written.
    static func fill(_ template: String, value: (Substring) -> String?) -> String {
        var out = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "}"),
                let placeholder = Placeholder(rest[afterOpen..<close]), let filled = value(placeholder.key)
            else {
                out += "{"
                rest = rest[afterOpen...]
                continue
            }
            let shown = placeholder.shown(filled)
            out += shown
            rest = rest[rest.index(after: close)...]
            if let particle = KoreanParticle.resolve(after: shown, in: rest) {
                out += particle.text
                rest = rest[particle.replaced...]
            }
        }
        return out + rest
    }

    /// The keys of the placeholders `template` uses.
    static func keys(in template: String) -> [Substring] {
        var keys: [Substring] = []
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            if let placeholder = Placeholder(rest[rest.index(after: open)..<close]) { keys.append(placeholder.key) }
            rest = rest[rest.index(after: close)...]
        }
        return keys
    }

    /// What is written between the braces: a key, and for a count the noun's two forms.
    struct Placeholder {
        var key: Substring
        var one: Substring?
        var other: Substring?

        init?(_ inside: Substring) {
            key = inside.prefix { $0 != " " }
            guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
            guard key.endIndex < inside.endIndex else { return }
            let forms = inside[inside.index(after: key.endIndex)...].split(
                separator: "|", omittingEmptySubsequences: false)
            guard forms.count == 2 else { return nil }
            one = forms[0]
            other = forms[1]
        }

        /// The value as the message shows it: with its noun in the form its number takes.
        func shown(_ value: String) -> String {
            guard let one, let other else { return value }
            return value + " " + (value == "1" ? one : other)
        }
    }
}
