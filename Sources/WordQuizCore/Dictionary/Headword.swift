import Foundation

/// A headword as dictionaries spell it, split into the word and its homograph number.
///
/// Dictionaries mark a morpheme boundary with `-` (사과-나무), an optional space with `^`
/// (가정^법원), and may append the homograph number as digits (`인간01`, `나무1`).
public struct Headword: Sendable, Equatable {
    /// The word as a reader writes it: markers removed, `^` as a space.
    public var text: String
    public var homographNumber: Int?
    /// An affix or an ending (남-, -남, -었-): the dictionary writes it with a hyphen where it
    /// binds to a stem. It is not the free word spelled the same.
    public var isBound: Bool

    public init(text: String, homographNumber: Int? = nil, isBound: Bool = false) {
        self.text = text
        self.homographNumber = homographNumber
        self.isBound = isBound
    }

    /// Parses a raw headword; the text must already be clean (`DictionaryText.clean`).
    public init(parsing raw: String) {
        var word = Substring(raw)
        var number: Int?
        // Trailing digits after a non-digit are a homograph number (up to three digits).
        let digits = word.reversed().prefix(while: { $0.isASCII && $0.isNumber })
        if !digits.isEmpty, digits.count <= 3, digits.count < word.count {
            number = Int(String(digits.reversed()))
            word = word.dropLast(digits.count)
        }
        var text = ""
        for ch in word {
            switch ch {
            case "-": continue
            case "^": text.append(" ")
            default: text.append(ch)
            }
        }
        self.text = DictionaryText.collapseWhitespace(text)
        self.homographNumber = (number == 0) ? nil : number
        self.isBound = word.hasPrefix("-") || word.hasSuffix("-")
    }

    /// The form used to compare headwords: no spaces and no markers.
    public static func matchKey(_ word: String) -> String {
        // Most headwords are their own key already (Hangul syllables, printable ASCII, no space
        // or marker): normalising is the costly part of comparing a 20,000-word deck's words.
        if word.unicodeScalars.allSatisfy(isOwnKey) { return word }
        return normalizedKey(word)
    }

    /// The key worked out in full: markers and spaces out, then Unicode's canonical composition.
    static func normalizedKey(_ word: String) -> String {
        String(word.filter { !$0.isWhitespace && $0 != "-" && $0 != "^" })
            .precomposedStringWithCanonicalMapping
    }

    /// A scalar the key keeps as it is: a precomposed Hangul syllable (canonical composition
    /// leaves it alone, and nothing composes onto it but a trailing jamo, itself not such a
    /// scalar), or printable ASCII other than the markers.
    private static func isOwnKey(_ scalar: Unicode.Scalar) -> Bool {
        (0xAC00...0xD7A3).contains(scalar.value)
            || ((0x21...0x7E).contains(scalar.value) && scalar != "-" && scalar != "^")
    }
}
