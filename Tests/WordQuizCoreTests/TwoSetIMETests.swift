import Testing

@testable import WordQuizCore

/// A model of a two-set (두벌식) IME, written apart from `QwertyHangul` to check it: a state
/// per shape of the syllable being typed, and what each kind of key does to it. It follows
/// what libhangul and desktop IMEs do: no doubled initials from two presses (ㄱㄱ stays ㄱㄱ;
/// Shift makes ㄲ), a consonant after a vowel alone starts a syllable, a final moves to the
/// next syllable when a vowel follows, and a compound final splits.
enum TwoSetIMEModel {
    static let layout: [Character: Character] = [
        "q": "ㅂ", "w": "ㅈ", "e": "ㄷ", "r": "ㄱ", "t": "ㅅ", "y": "ㅛ", "u": "ㅕ", "i": "ㅑ", "o": "ㅐ", "p": "ㅔ",
        "a": "ㅁ", "s": "ㄴ", "d": "ㅇ", "f": "ㄹ", "g": "ㅎ", "h": "ㅗ", "j": "ㅓ", "k": "ㅏ", "l": "ㅣ",
        "z": "ㅋ", "x": "ㅌ", "c": "ㅊ", "v": "ㅍ", "b": "ㅠ", "n": "ㅜ", "m": "ㅡ",
        "Q": "ㅃ", "W": "ㅉ", "E": "ㄸ", "R": "ㄲ", "T": "ㅆ", "O": "ㅒ", "P": "ㅖ",
    ]
    static let vowelPairs: [String: Character] = [
        "ㅗㅏ": "ㅘ", "ㅗㅐ": "ㅙ", "ㅗㅣ": "ㅚ", "ㅜㅓ": "ㅝ", "ㅜㅔ": "ㅞ", "ㅜㅣ": "ㅟ", "ㅡㅣ": "ㅢ",
    ]
    static let finalPairs: [String: Character] = [
        "ㄱㅅ": "ㄳ", "ㄴㅈ": "ㄵ", "ㄴㅎ": "ㄶ", "ㄹㄱ": "ㄺ", "ㄹㅁ": "ㄻ", "ㄹㅂ": "ㄼ", "ㄹㅅ": "ㄽ", "ㄹㅌ": "ㄾ",
        "ㄹㅍ": "ㄿ", "ㄹㅎ": "ㅀ", "ㅂㅅ": "ㅄ",
    ]
    /// Consonants that may close a syllable (ㄸ, ㅃ, ㅉ may not).
    static let closers: Set<Character> = Set("ㄱㄲㄴㄷㄹㅁㅂㅅㅆㅇㅈㅊㅋㅌㅍㅎ")

    enum Typing {
        case nothing
        case initial(Character)
        case loneVowel(Character)
        case open(Character, Character)
        /// The final as typed: one consonant, or the two of a compound.
        case closed(Character, Character, [Character])
    }

    static func syllable(_ initial: Character, _ vowel: Character, _ final: [Character] = []) -> String {
        let code: Character? =
            final.isEmpty ? nil : (final.count == 1 ? final[0] : finalPairs[String(final)])
        let i = Hangul.initials.firstIndex(of: initial)!
        let v = Hangul.vowels.firstIndex(of: vowel)!
        let f = code.map { Hangul.finals.firstIndex(of: $0)! + 1 } ?? 0
        return String(Character(Unicode.Scalar(0xAC00 + UInt32(i * 588 + v * 28 + f))!))
    }

    static func text(of state: Typing) -> String {
        switch state {
        case .nothing: ""
        case .initial(let c): String(c)
        case .loneVowel(let v): String(v)
        case .open(let c, let v): syllable(c, v)
        case .closed(let c, let v, let f): syllable(c, v, f)
        }
    }

    static func type(_ keys: String) -> String {
        var out = ""
        var state = Typing.nothing
        for key in keys {
            guard let jamo = layout[key] ?? layout[Character(key.lowercased())] else {
                out += text(of: state) + String(key)
                state = .nothing
                continue
            }
            let isVowel = Hangul.vowels.contains(jamo)
            switch (state, isVowel) {
            case (.nothing, true): state = .loneVowel(jamo)
            case (.nothing, false): state = .initial(jamo)
            case (.initial(let c), true): state = .open(c, jamo)
            case (.initial(let c), false):
                out += String(c)
                state = .initial(jamo)
            case (.loneVowel(let v), true):
                if let pair = vowelPairs["\(v)\(jamo)"] {
                    state = .loneVowel(pair)
                } else {
                    out += String(v)
                    state = .loneVowel(jamo)
                }
            case (.loneVowel(let v), false):
                out += String(v)
                state = .initial(jamo)
            case (.open(let c, let v), true):
                if let pair = vowelPairs["\(v)\(jamo)"] {
                    state = .open(c, pair)
                } else {
                    out += syllable(c, v)
                    state = .loneVowel(jamo)
                }
            case (.open(let c, let v), false):
                if closers.contains(jamo) {
                    state = .closed(c, v, [jamo])
                } else {
                    out += syllable(c, v)
                    state = .initial(jamo)
                }
            case (.closed(let c, let v, let f), true):
                out += syllable(c, v, Array(f.dropLast()))
                state = .open(f.last!, jamo)
            case (.closed(let c, let v, let f), false):
                if f.count == 1, finalPairs["\(f[0])\(jamo)"] != nil {
                    state = .closed(c, v, f + [jamo])
                } else {
                    out += syllable(c, v, f)
                    state = .initial(jamo)
                }
            }
        }
        return out + text(of: state)
    }
}

@Suite struct TwoSetIMETests {
    @Test(arguments: [
        ("kr", "ㅏㄱ"), ("kfr", "ㅏㄹㄱ"), ("dkkr", "아ㅏㄱ"), ("dkssudgktpdy", "안녕하세요"), ("tkrhk", "사과"),
        ("rt", "ㄱㅅ"), ("gkfrt", "핡ㅅ"), ("rkqt", "값"), ("rkqtdl", "값이"), ("Rkc", "깣"), ("dhk", "와"),
        ("ehEk", "도따"), ("hk", "ㅘ"), ("dmlrjs", "의건"),
    ])
    func theModelTypesAsAnIMEDoes(keys: String, hangul: String) {
        #expect(TwoSetIMEModel.type(keys) == hangul)
        #expect(QwertyHangul.convert(keys) == hangul)
    }

    @Test func theConverterMatchesTheModelOnThreeThousandRandomKeyStrings() {
        let keys = Array("qwertyuiopasdfghjklzxcvbnmQWERTOPKDL")
        var random = SeededRandom(seed: 20_261_130)
        var differing: [String] = []
        for _ in 0..<3000 {
            let length = Int.random(in: 1...10, using: &random)
            let typed = String((0..<length).map { _ in keys.randomElement(using: &random)! })
            if QwertyHangul.convert(typed) != TwoSetIMEModel.type(typed) { differing.append(typed) }
        }
        #expect(differing.count == 0, "\(differing.count) differ, e.g. \(differing.prefix(5))")
    }

    @Test func jamoTypedOneByOneAreTheWord() {
        #expect(AnswerMatcher.judge("ㅅㅏㄱㅘ", accepting: ["사과"]) == .correct)
        #expect(AnswerMatcher.judge("ㅅㅏㄱㅗㅏ", accepting: ["사과"]) == .correct)
        let decomposed = "\u{1109}\u{1161}\u{1100}\u{116A}"  // 사과 in NFD
        #expect(AnswerMatcher.judge(decomposed, accepting: ["사과"]) == .correct)
        #expect(AnswerMatcher.judge("ㅅㄱ", accepting: ["사과"]) != .correct)
    }

    @Test func aHyphenInLatinTypingDoesNotMatter() {
        #expect(AnswerMatcher.judge("tkrhk-skan", accepting: ["사과나무"]) == .correctFromQwerty(converted: "사과나무"))
        #expect(AnswerMatcher.judge("tkrhk skan", accepting: ["사과나무"]) == .correctFromQwerty(converted: "사과나무"))
    }
}
