/// The HTML of Anki's fields, as wordquiz writes and reads it: text escaped going in, and
/// Anki's own `[sound:…]` references found coming out. (Markup is removed from imported
/// fields by `DeckFile.clean`, and pictures found by libxml2's HTML parser, in the app.)
public enum AnkiHTML {
    /// Text as HTML, as the email's is made: dictionary text is shown as text, never markup.
    public static func escaped(_ text: String) -> String {
        ChannelRendering.escapeHTML(text)
    }

    /// An example with its form in braces (`{사과}를`) as HTML with the form in bold.
    public static func markedExample(_ marked: String) -> String {
        guard let open = marked.firstIndex(of: "{"), let close = marked[open...].firstIndex(of: "}") else {
            return escaped(marked.filter { $0 != "{" && $0 != "}" })
        }
        let before = marked[..<open]
        let form = marked[marked.index(after: open)..<close]
        let after = marked[marked.index(after: close)...]
        return escaped(String(before)) + "<b>" + escaped(String(form)) + "</b>"
            + escaped(String(after).filter { $0 != "{" && $0 != "}" })
    }

    /// The files a field plays (`[sound:name.mp3]`), in order.
    public static func sounds(in field: String) -> [String] {
        var names: [String] = []
        var rest = field[...]
        while let start = rest.range(of: "[sound:") {
            guard let end = rest[start.upperBound...].firstIndex(of: "]") else { break }
            let name = String(rest[start.upperBound..<end])
            if !name.isEmpty { names.append(name) }
            rest = rest[rest.index(after: end)...]
        }
        return names
    }
}

extension AnkiNote {
    /// Anki's guid alphabet (base 91).
    static let guidDigits = Array(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&()*+,-./:;<=>?@[]^_`{|}~")

    /// A note's guid made from the word's identity (`bank/12`, `deck/mine/wq3f…`), never from
    /// its text: 64 bits of FNV-1a over the identity, in Anki's base 91, as Anki spells the
    /// guids it makes. The same identity gives the same guid in every export.
    public static func guid(for identity: String) -> String {
        var hash = FNV1a.hash("wordquiz:" + identity)
        var digits: [Character] = []
        repeat {
            digits.append(guidDigits[Int(hash % 91)])
            hash /= 91
        } while hash > 0
        return String(digits.reversed())
    }
}
