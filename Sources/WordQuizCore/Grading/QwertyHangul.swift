/// Converts Latin letters typed with the Korean keyboard switched off into the Hangul they
/// would have produced on the standard two-set (두벌식) layout: `tkrhk` → 사과.
public enum QwertyHangul {
    static let keys: [Character: Character] = [
        "q": "ㅂ", "w": "ㅈ", "e": "ㄷ", "r": "ㄱ", "t": "ㅅ", "y": "ㅛ", "u": "ㅕ", "i": "ㅑ", "o": "ㅐ", "p": "ㅔ",
        "a": "ㅁ", "s": "ㄴ", "d": "ㅇ", "f": "ㄹ", "g": "ㅎ", "h": "ㅗ", "j": "ㅓ", "k": "ㅏ", "l": "ㅣ",
        "z": "ㅋ", "x": "ㅌ", "c": "ㅊ", "v": "ㅍ", "b": "ㅠ", "n": "ㅜ", "m": "ㅡ",
        "Q": "ㅃ", "W": "ㅉ", "E": "ㄸ", "R": "ㄲ", "T": "ㅆ", "O": "ㅒ", "P": "ㅖ",
    ]

    static let compoundVowels: [String: Character] = [
        "ㅗㅏ": "ㅘ", "ㅗㅐ": "ㅙ", "ㅗㅣ": "ㅚ", "ㅜㅓ": "ㅝ", "ㅜㅔ": "ㅞ", "ㅜㅣ": "ㅟ", "ㅡㅣ": "ㅢ",
    ]
    static let compoundFinals: [String: Character] = [
        "ㄱㅅ": "ㄳ", "ㄴㅈ": "ㄵ", "ㄴㅎ": "ㄶ", "ㄹㄱ": "ㄺ", "ㄹㅁ": "ㄻ", "ㄹㅂ": "ㄼ", "ㄹㅅ": "ㄽ",
        "ㄹㅌ": "ㄾ", "ㄹㅍ": "ㄿ", "ㄹㅎ": "ㅀ", "ㅂㅅ": "ㅄ",
    ]

    /// Whether text holds a letter typed on a Latin layout that the two-set layout reads as a
    /// jamo: all of it (`tkrhk`), or part, after the keyboard was switched mid-word (`사rhk`).
    public static func holdsLatinTyping(_ text: String) -> Bool {
        text.contains { keys[$0] != nil || keys[Character($0.lowercased())] != nil }
    }

    /// The Hangul the keystrokes spell; letters with no key (none on this layout) stay.
    public static func convert(_ text: String) -> String {
        assemble(text) { keys[$0] ?? keys[Character($0.lowercased())] }
    }

    /// Compatibility jamo typed one by one (ㅅㅏㄱㅘ), assembled into syllables (사과) as an
    /// IME would have; other characters stay as they are.
    public static func composeJamo(_ text: String) -> String {
        assemble(text) {
            Hangul.vowels.contains($0) || Hangul.finals.contains($0) || Hangul.initials.contains($0) ? $0 : nil
        }
    }

    /// Whether text holds compatibility jamo (ㄱ–ㅣ) that could be assembled.
    public static func containsLooseJamo(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0x3131...0x3163).contains($0.value) }
    }

    /// Feeds each character's jamo (if it has one) to a syllable builder, as keystrokes.
    private static func assemble(_ text: String, jamo: (Character) -> Character?) -> String {
        var out = ""
        var builder = SyllableBuilder()
        for ch in text {
            guard let jamo = jamo(ch) else {
                out += builder.flush()
                out.append(ch)
                continue
            }
            out += builder.add(jamo)
        }
        return out + builder.flush()
    }

    /// The syllable being typed, as an IME builds it.
    struct SyllableBuilder {
        var initial: Character?
        var vowel: Character?
        var final: Character?

        static func isVowel(_ jamo: Character) -> Bool { Hangul.vowels.contains(jamo) }

        /// Adds one jamo; returns whatever became complete. A compound jamo typed as one
        /// (ㅘ, ㄳ) counts as typed.
        mutating func add(_ jamo: Character) -> String {
            if Self.isVowel(jamo) { return addVowel(jamo) }
            return addConsonant(jamo)
        }

        private mutating func addConsonant(_ c: Character) -> String {
            switch (initial, vowel, final) {
            case (nil, nil, _):
                initial = c
                return ""
            case (_, nil, _), (nil, _, _):
                // A consonant after a consonant alone, or after a vowel alone, starts a new
                // syllable: the first stands alone (ㄱ ㄴ, ㅏ ㄱ).
                let done = flush()
                initial = c
                return done
            case (_, _, nil):
                if Hangul.finals.contains(c) {
                    final = c
                    return ""
                }
                let done = flush()
                initial = c
                return done
            case (_, _, let existing?):
                if let compound = QwertyHangul.compoundFinals["\(existing)\(c)"] {
                    final = compound
                    return ""
                }
                let done = flush()
                initial = c
                return done
            }
        }

        private mutating func addVowel(_ v: Character) -> String {
            switch (initial, vowel, final) {
            case (nil, nil, _):
                vowel = v
                return ""
            case (_, nil, _):
                vowel = v
                return ""
            case (_, let existing?, nil):
                if let compound = QwertyHangul.compoundVowels["\(existing)\(v)"] {
                    vowel = compound
                    return ""
                }
                let done = flush()
                vowel = v
                return done
            case (_, _, let existing?):
                // The final consonant (or the second half of a double one) starts the next syllable.
                var moving = existing
                if let pair = QwertyHangul.compoundFinals.first(where: { $0.value == existing })?.key {
                    final = pair.first
                    moving = pair.last ?? existing
                } else {
                    final = nil
                }
                let done = flush()
                initial = moving
                vowel = v
                return done
            }
        }

        /// Ends the syllable being built and returns it.
        mutating func flush() -> String {
            defer { (initial, vowel, final) = (nil, nil, nil) }
            switch (initial, vowel) {
            case (let i?, let v?):
                if let syllable = Hangul.compose(i, v, final) { return String(syllable) }
                return String([i, v] + (final.map { [$0] } ?? []))
            case (let i?, nil): return String(i)
            case (nil, let v?): return String(v)
            case (nil, nil): return ""
            }
        }
    }
}
