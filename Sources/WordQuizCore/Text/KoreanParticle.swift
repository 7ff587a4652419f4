/// Korean particles that take their form from the word they follow: 을/를, 이/가, 은/는,
/// 과/와 and 으로/로 (a word ending in ㄹ takes 로). A Korean message writes the particle after
/// a slot as both forms, `{word}을(를)`, `‘{word}’(으)로`; when the message is filled, the form
/// that fits the slot's value replaces the pair ("‘상상’으로", "‘나무’를", "‘길’로"). Where the
/// value's last sound cannot be known (a Latin word, a path, a symbol) the pair stays as
/// written, which every Korean reader understands.
enum KoreanParticle {
    /// How a value ends, for the particle after it.
    enum FinalSound: Equatable {
        case vowel
        /// ㄹ: a consonant, except that it takes 로 as a vowel does.
        case rieul
        case consonant
    }

    /// A particle as messages write it, and its two forms.
    private struct Pair {
        var written: String
        var afterConsonant: String
        var afterVowel: String
        /// Whether a word ending in ㄹ takes the vowel form (으로/로).
        var rieulTakesVowelForm = false

        func form(after sound: FinalSound) -> String {
            switch sound {
            case .vowel: afterVowel
            case .rieul: rieulTakesVowelForm ? afterVowel : afterConsonant
            case .consonant: afterConsonant
            }
        }
    }

    /// Longest first, so that `으로(로)` is not read as `으로` and a stray `(로)`.
    private static let pairs: [Pair] = [
        Pair(written: "으로(로)", afterConsonant: "으로", afterVowel: "로", rieulTakesVowelForm: true),
        Pair(written: "(으)로", afterConsonant: "으로", afterVowel: "로", rieulTakesVowelForm: true),
        Pair(written: "을(를)", afterConsonant: "을", afterVowel: "를"),
        Pair(written: "를(을)", afterConsonant: "을", afterVowel: "를"),
        Pair(written: "이(가)", afterConsonant: "이", afterVowel: "가"),
        Pair(written: "가(이)", afterConsonant: "이", afterVowel: "가"),
        Pair(written: "은(는)", afterConsonant: "은", afterVowel: "는"),
        Pair(written: "는(은)", afterConsonant: "은", afterVowel: "는"),
        Pair(written: "과(와)", afterConsonant: "과", afterVowel: "와"),
        Pair(written: "와(과)", afterConsonant: "과", afterVowel: "와"),
    ]

    /// Closing marks a message may put between a slot and its particle (‘{word}’을(를)).
    private static let closingMarks: Set<Character> = ["’", "'", "\"", "”", "」", "』", ")", "]"]

    /// The particle written at the start of `rest` (after any closing marks), in the form
    /// that follows `value`: the text to emit in place of `rest`'s prefix, and how much of
    /// `rest` it replaces. Nil when `rest` starts with no particle pair or `value`'s last
    /// sound is unknown (the pair is then copied as it is).
    static func resolve(after value: String, in rest: Substring) -> (text: String, replaced: Substring.Index)? {
        let marks = rest.prefix { closingMarks.contains($0) }
        let afterMarks = rest[marks.endIndex...]
        guard let pair = pairs.first(where: { afterMarks.hasPrefix($0.written) }),
            let sound = finalSound(of: value)
        else { return nil }
        let end = afterMarks.index(afterMarks.startIndex, offsetBy: pair.written.count)
        return (String(marks) + pair.form(after: sound), end)
    }

    /// How `value` ends when read aloud: its last Hangul syllable, a lone jamo by its name
    /// (ㄱ 기역, ㅏ 아), or a number as Korean reads it (1 일, 2 이, 10 십, 1000 천); nil for
    /// anything else.
    static func finalSound(of value: String) -> FinalSound? {
        let trimmed = value.reversed().drop { $0 == " " || closingMarks.contains($0) }
        guard let last = trimmed.first else { return nil }
        if let syllable = Hangul.syllable(last) {
            guard let final = syllable.final else { return .vowel }
            return final == "ㄹ" ? .rieul : .consonant
        }
        if Hangul.initials.contains(last) || Hangul.finals.contains(last) {
            return last == "ㄹ" ? .rieul : .consonant  // 리을 ends in ㄹ; every other name in a consonant
        }
        if Hangul.vowels.contains(last) { return .vowel }
        if last.isASCII, last.isNumber {
            let digits = Array(trimmed.prefix { $0.isASCII && $0.isNumber })
            return numberSound(digitsReversed: digits)
        }
        return nil
    }

    /// A number's last sound, from its digits last first: the last non-zero digit's name
    /// (일 이 삼 사 오 육 칠 팔 구), or the unit its zeros make (십 백 천 만); 0 alone is 영.
    private static func numberSound(digitsReversed digits: [Character]) -> FinalSound {
        let zeros = digits.prefix { $0 == "0" }.count
        guard zeros < digits.count else { return .consonant }  // 영
        switch zeros {
        case 12...15: return .vowel  // 조
        case 0:
            switch digits[0] {
            case "1", "7", "8": return .rieul  // 일, 칠, 팔
            case "3", "6": return .consonant  // 삼, 육
            default: return .vowel  // 이, 사, 오, 구
            }
        default: return .consonant  // 십, 백, 천, 만, 억
        }
    }
}
