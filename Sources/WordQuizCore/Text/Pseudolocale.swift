/// The pseudo-locale `en-XA` (Android's and Chromium's pseudolocalisation): each English
/// message with its letters accented and wrapped in ⟦ ⟧. A line that shows English outside
/// the brackets came from somewhere other than a message — a string no translator could
/// reach. Slots (`{option}`, `{count word|words}`), option names (`--json`) and code in
/// backticks are kept as they are, so the text still works.
enum Pseudolocale {
    private static let accented: [Character: Character] = [
        "a": "á", "b": "ƀ", "c": "ç", "d": "ð", "e": "é", "f": "ƒ", "g": "ĝ", "h": "ĥ", "i": "í", "j": "ĵ",
        "k": "ķ", "l": "ļ", "m": "ɱ", "n": "ñ", "o": "ö", "p": "þ", "q": "ǫ", "r": "ŕ", "s": "š", "t": "ţ",
        "u": "ü", "v": "ṽ", "w": "ŵ", "x": "ẋ", "y": "ý", "z": "ž",
        "A": "Å", "B": "Ɓ", "C": "Ç", "D": "Ð", "E": "É", "F": "Ƒ", "G": "Ĝ", "H": "Ĥ", "I": "Î", "J": "Ĵ",
        "K": "Ķ", "L": "Ļ", "M": "Ṁ", "N": "Ñ", "O": "Ö", "P": "Þ", "Q": "Ǫ", "R": "Ŕ", "S": "Š", "T": "Ţ",
        "U": "Û", "V": "Ṽ", "W": "Ŵ", "X": "Ẋ", "Y": "Ý", "Z": "Ž",
    ]

    /// An English template as the pseudo-locale shows it.
    static func template(_ english: String) -> String {
        guard !english.isEmpty else { return english }
        // Leading and trailing white space (a message that starts a line, or ends one) stays
        // outside the brackets, where the layout expects it.
        let leading = english.prefix { $0 == " " || $0 == "\n" }
        let rest = english.dropFirst(leading.count)
        let trailing = rest.reversed().prefix { $0 == " " || $0 == "\n" }
        let body = rest.dropLast(trailing.count)
        guard !body.isEmpty else { return english }
        return String(leading) + "⟦" + accent(body) + "⟧" + String(trailing.reversed())
    }

    /// The letters accented, except inside `{…}` (but for a count's nouns, `{count ŵöŕð|ŵöŕðš}`),
    /// backticks and words that start with `-`.
    private static func accent(_ text: Substring) -> String {
        var out = ""
        var inSlot = false
        // Past a slot's name: the nouns a count takes.
        var inNouns = false
        var inCode = false
        var inOption = false
        var previous: Character = " "
        for character in text {
            switch character {
            case "{":
                inSlot = true
                inNouns = false
            case "}": inSlot = false
            case " " where inSlot: inNouns = true
            case "`": inCode.toggle()
            case "-" where previous == " " || previous == "(" || previous == "-": inOption = true
            case " ", ",", ")", ";", ":": inOption = false
            default: break
            }
            previous = character
            out.append((inSlot && !inNouns) || inCode || inOption ? character : accented[character] ?? character)
        }
        return out
    }
}
