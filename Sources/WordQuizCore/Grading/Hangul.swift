/// Hangul syllables as their parts: an initial consonant (초성), a vowel (중성) and an
/// optional final consonant (종성), written with compatibility jamo (ㄱ, ㅏ) as a reader
/// sees them.
public enum Hangul {
    static let syllableBase: UInt32 = 0xAC00
    static let syllableLast: UInt32 = 0xD7A3

    /// The 19 initial consonants, in Unicode order.
    public static let initials: [Character] = [
        "ㄱ", "ㄲ", "ㄴ", "ㄷ", "ㄸ", "ㄹ", "ㅁ", "ㅂ", "ㅃ", "ㅅ", "ㅆ", "ㅇ", "ㅈ", "ㅉ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ",
    ]
    /// The 21 vowels, in Unicode order.
    public static let vowels: [Character] = [
        "ㅏ", "ㅐ", "ㅑ", "ㅒ", "ㅓ", "ㅔ", "ㅕ", "ㅖ", "ㅗ", "ㅘ", "ㅙ", "ㅚ", "ㅛ", "ㅜ", "ㅝ", "ㅞ", "ㅟ", "ㅠ", "ㅡ", "ㅢ",
        "ㅣ",
    ]
    /// The 27 final consonants, in Unicode order (index 0 of a syllable means none).
    public static let finals: [Character] = [
        "ㄱ", "ㄲ", "ㄳ", "ㄴ", "ㄵ", "ㄶ", "ㄷ", "ㄹ", "ㄺ", "ㄻ", "ㄼ", "ㄽ", "ㄾ", "ㄿ", "ㅀ", "ㅁ", "ㅂ", "ㅄ", "ㅅ", "ㅆ",
        "ㅇ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ",
    ]

    /// A syllable's parts.
    public struct Syllable: Equatable, Sendable {
        public var initial: Character
        public var vowel: Character
        public var final: Character?
    }

    /// The parts of a precomposed syllable, or nil for anything else.
    public static func syllable(_ character: Character) -> Syllable? {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
            (syllableBase...syllableLast).contains(scalar.value)
        else { return nil }
        let index = Int(scalar.value - syllableBase)
        let finalIndex = index % 28
        return Syllable(
            initial: initials[index / 588], vowel: vowels[(index % 588) / 28],
            final: finalIndex == 0 ? nil : finals[finalIndex - 1])
    }

    /// The precomposed syllable for these parts, if they make one.
    public static func compose(_ initial: Character, _ vowel: Character, _ final: Character? = nil) -> Character? {
        guard let i = initials.firstIndex(of: initial), let v = vowels.firstIndex(of: vowel) else { return nil }
        var f = 0
        if let final {
            guard let index = finals.firstIndex(of: final) else { return nil }
            f = index + 1
        }
        return Unicode.Scalar(syllableBase + UInt32(i * 588 + v * 28 + f)).map(Character.init)
    }

    /// The initial consonants of a word (초성): 사과 → ㅅㄱ. Other characters stay as they are.
    public static func chosung(of word: String) -> String {
        String(word.map { syllable($0)?.initial ?? $0 })
    }

    /// The word as a sequence of jamo, syllable by syllable: 과 → ㄱ, ㅘ. Characters that are
    /// not Hangul syllables stay whole.
    public static func jamo(of word: String) -> [Character] {
        word.flatMap { ch -> [Character] in
            guard let s = syllable(ch) else { return [ch] }
            return [s.initial, s.vowel] + (s.final.map { [$0] } ?? [])
        }
    }

}
