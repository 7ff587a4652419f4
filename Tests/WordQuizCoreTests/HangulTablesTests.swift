import Testing

@testable import WordQuizCore

/// The jamo tables against Unicode's own data, for every one of the 11,172 syllables: a
/// syllable's canonical decomposition names its initial, vowel and final, and each table's
/// compatibility letter must carry the same name (ᄀ HANGUL CHOSEONG KIYEOK ↔ ㄱ HANGUL LETTER
/// KIYEOK; ᆪ HANGUL JONGSEONG KIYEOK-SIOS ↔ ㄳ HANGUL LETTER KIYEOK-SIOS).
@Suite struct HangulTablesTests {
    /// The letter's name after its kind: "KIYEOK" for both ᄀ and ㄱ.
    static func letterName(_ scalar: Unicode.Scalar) -> String? {
        guard let name = scalar.properties.name else { return nil }
        for prefix in ["HANGUL CHOSEONG ", "HANGUL JUNGSEONG ", "HANGUL JONGSEONG ", "HANGUL LETTER "]
        where name.hasPrefix(prefix) {
            return String(name.dropFirst(prefix.count))
        }
        return nil
    }

    static func letterName(_ character: Character?) -> String? {
        character.flatMap { $0.unicodeScalars.count == 1 ? letterName($0.unicodeScalars.first!) : nil }
    }

    @Test func theTablesHaveNineteenInitialsTwentyOneVowelsAndTwentySevenFinals() {
        #expect(Hangul.initials.count == 19)
        #expect(Hangul.vowels.count == 21)
        #expect(Hangul.finals.count == 27, "with 'no final', 28 final positions")
        #expect(Set(Hangul.initials).count == 19 && Set(Hangul.vowels).count == 21 && Set(Hangul.finals).count == 27)
    }

    @Test func everySyllableSplitsAsUnicodeDecomposesIt() {
        var mismatches: [String] = []
        for value in UInt32(0xAC00)...0xD7A3 {
            let syllable = Character(Unicode.Scalar(value)!)
            let decomposed = Array(String(syllable).decomposedStringWithCanonicalMapping.unicodeScalars)
            guard let parts = Hangul.syllable(syllable), decomposed.count == 2 || decomposed.count == 3 else {
                mismatches.append("\(syllable): not split")
                continue
            }
            let expected = decomposed.map(Self.letterName)
            let actual =
                [Self.letterName(parts.initial), Self.letterName(parts.vowel)]
                + (decomposed.count == 3 ? [Self.letterName(parts.final)] : [])
            if expected != actual || (decomposed.count == 2) != (parts.final == nil) {
                mismatches.append("\(syllable): \(actual) for \(expected)")
            }
            if Hangul.compose(parts.initial, parts.vowel, parts.final) != syllable {
                mismatches.append("\(syllable): does not compose back")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5)) and \(max(0, mismatches.count - 5)) more")
    }

    @Test func everyInitialIsTheChosungOfItsSyllables() {
        for (index, initial) in Hangul.initials.enumerated() {
            // The first syllable of each initial's block: 가, 까, 나, …, 하.
            let first = Character(Unicode.Scalar(UInt32(0xAC00 + index * 588))!)
            #expect(Hangul.chosung(of: String(first)) == String(initial))
            let conjoining = String(first).decomposedStringWithCanonicalMapping.unicodeScalars.first!
            #expect(Self.letterName(conjoining) == Self.letterName(initial), "\(first)")
        }
    }
}
