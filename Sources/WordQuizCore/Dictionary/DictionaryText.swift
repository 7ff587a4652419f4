import Foundation

/// Cleans text that came from a dictionary before it is stored or shown.
///
/// Dictionary text is untrusted: it may carry escaped markup (`&lt;FL&gt;…`), CDATA leftovers,
/// terminal escape sequences, bidirectional overrides or other control characters. What comes
/// out is plain, NFC-normalized text with runs of white space collapsed to one space.
public enum DictionaryText {
    public static func clean(_ raw: String) -> String {
        var text = stripTags(raw)
        text = decodeEntities(text)
        // Entities may have hidden a second layer of tags (`&lt;FL&gt;`).
        text = stripTags(text)
        text = removeControlSequences(text)
        text = collapseWhitespace(text)
        return text.precomposedStringWithCanonicalMapping
    }

    /// Removes `<…>` tags and CDATA wrappers, keeping their text. A tag is what markup's tags
    /// are: a `<` right before a letter, `/` or `!`, closed by a `>`; any other `<` is text
    /// (`x < 3 and y > 2` keeps its comparison). Linear in the text: the next `>` is looked
    /// for once per stretch, not once per `<` (a body of 100,000 `&lt;` decoded to `<` with no
    /// `>` took seconds per `<` scanned to the end).
    static func stripTags(_ text: String) -> String {
        guard text.contains("<") else { return text }
        var out = String.UnicodeScalarView()
        var scalars = Array(text.unicodeScalars)[...]
        // The first `>` at or after the last place looked from; nil when there is none left.
        var nextClose = scalars.firstIndex(of: ">")
        func close(after start: Int) -> Int? {
            guard let found = nextClose else { return nil }
            if found >= start { return found }
            nextClose = scalars[start...].firstIndex(of: ">")
            return nextClose
        }
        while let scalar = scalars.first {
            if scalar == "<", let next = scalars.dropFirst().first,
                next == "/" || next == "!" || next.properties.isAlphabetic,
                let close = close(after: scalars.startIndex)
            {
                if scalars.starts(with: "<![CDATA[".unicodeScalars) {
                    // Keep what the CDATA section holds; its end marker is dropped below.
                    scalars = scalars.dropFirst("<![CDATA[".unicodeScalars.count)
                    continue
                }
                // Inline tags (<FL>, <equ>, <sup>) vanish; block tags leave a word break.
                let name = String(
                    String.UnicodeScalarView(
                        scalars[(scalars.startIndex + 1)..<close].drop(while: { $0 == "/" })
                            .prefix(while: { $0.properties.isAlphabetic }))
                ).lowercased()
                scalars = scalars[(close + 1)...]
                if ["br", "p", "div", "li", "tr"].contains(name) { out.append(" ") }
                continue
            }
            if scalar == "]", String(String.UnicodeScalarView(scalars.prefix(3))) == "]]>" {
                scalars = scalars.dropFirst(3)
                continue
            }
            out.append(scalar)
            scalars = scalars.dropFirst()
        }
        return String(out)
    }

    private static let namedEntities: [String: String] = [
        "lt": "<", "gt": ">", "amp": "&", "quot": "\"", "apos": "'", "nbsp": " ",
        "middot": "·", "hellip": "…", "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”",
    ]

    /// Decodes named and numeric character references; unknown ones are left as they are.
    static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var out = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            let after = rest[rest.index(after: amp)...]
            guard let semi = after.prefix(12).firstIndex(of: ";") else {
                out += "&"
                rest = after
                continue
            }
            let name = after[..<semi]
            if let decoded = decodeReference(name) {
                out += decoded
            } else {
                out += "&" + name + ";"
            }
            rest = after[after.index(after: semi)...]
        }
        out += rest
        return out
    }

    private static func decodeReference(_ name: Substring) -> String? {
        if let named = namedEntities[String(name)] { return named }
        guard name.hasPrefix("#") else { return nil }
        let digits = name.dropFirst()
        let value: UInt32?
        if digits.hasPrefix("x") || digits.hasPrefix("X") {
            value = UInt32(digits.dropFirst(), radix: 16)
        } else {
            value = UInt32(digits, radix: 10)
        }
        guard let value, let scalar = Unicode.Scalar(value) else { return nil }
        return String(Character(scalar))
    }

    /// Removes terminal escape sequences (CSI, OSC and single-character escapes), C0 and C1
    /// controls, and invisible formatting characters that could reorder or hide text.
    /// Tabs and line breaks become spaces.
    public static func removeControlSequences(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        var it = Array(text.unicodeScalars)[...]
        while let scalar = it.popFirst() {
            switch scalar.value {
            case 0x1B:  // ESC
                skipEscapeSequence(&it)
            case 0x9B:  // C1 CSI
                skipCSIParameters(&it)
            case 0x9D, 0x90, 0x9E, 0x9F:  // C1 OSC, DCS, PM, APC: up to the string terminator
                skipControlString(&it)
            case 0x09, 0x0A, 0x0D, 0x0B, 0x0C, 0x85, 0x2028, 0x2029:
                out.append(" ")
            case 0x00...0x1F, 0x7F...0x9F:
                continue
            default:
                // Invisible formatting, by its Unicode property (Cf), not a list that a new
                // control escapes: bidirectional controls (U+061C, U+202E, U+2066 …), zero
                // widths, tag characters, interlinear annotations, the byte-order mark.
                if scalar.properties.generalCategory == .format { continue }
                out.append(scalar)
            }
        }
        return String(out)
    }

    private static func skipEscapeSequence(_ it: inout ArraySlice<Unicode.Scalar>) {
        guard let next = it.popFirst() else { return }
        switch next {
        case "[": skipCSIParameters(&it)
        case "]", "P", "^", "_", "X": skipControlString(&it)
        default:
            // Two-character escapes (ESC c, ESC 7, ESC ( B …): the intermediate bytes too.
            while let b = it.first, (0x20...0x2F).contains(b.value) { it.removeFirst() }
            if next.value >= 0x20 && next.value <= 0x2F, !it.isEmpty { it.removeFirst() }
        }
    }

    private static func skipCSIParameters(_ it: inout ArraySlice<Unicode.Scalar>) {
        // Parameter and intermediate bytes 0x20–0x3F, then one final byte 0x40–0x7E.
        while let b = it.popFirst() {
            if (0x40...0x7E).contains(b.value) { return }
            if !(0x20...0x3F).contains(b.value) { return }
        }
    }

    private static func skipControlString(_ it: inout ArraySlice<Unicode.Scalar>) {
        // Ends at BEL, ST (ESC \) or C1 ST.
        while let b = it.popFirst() {
            if b.value == 0x07 || b.value == 0x9C { return }
            if b.value == 0x1B {
                if it.first == "\\" { it.removeFirst() }
                return
            }
        }
    }

    static func collapseWhitespace(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}
