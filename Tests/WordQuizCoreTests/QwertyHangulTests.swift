import Testing

@testable import WordQuizCore

@Suite struct QwertyHangulTests {
    @Test(arguments: [
        ("tkrhk", "사과"), ("dkssudgktpdy", "안녕하세요"), ("ekfr", "닭"), ("rkqt", "값"), ("dlfrek", "읽다"),
        ("ehtjrhks", "도서관"), ("Qkd", "빵"), ("gksrmf", "한글"), ("dho", "왜"), ("rk rk", "가 가"),
    ])
    func convertsTwoSetKeystrokes(typed: String, hangul: String) {
        #expect(QwertyHangul.convert(typed) == hangul)
    }

    /// An answer typed partly with the keyboard left in English (switched mid-word, either
    /// way) is read through the layout as a whole: 사rhk and tk과 are 사과; an answer with no
    /// Latin letter is not read again, and a wrong one stays wrong.
    @Test(arguments: [
        ("사rhk", AnswerMatcher.Verdict.correctFromQwerty(converted: "사과")),
        ("tk과", .correctFromQwerty(converted: "사과")), ("사 rhk", .correctFromQwerty(converted: "사과")),
        ("사가", .almost(expected: "사과")), ("사rk", .almost(expected: "사과")), ("배rhk", .wrong),
    ])
    func anAnswerSwitchedMidWordIsReadThroughTheLayout(typed: String, verdict: AnswerMatcher.Verdict) {
        #expect(AnswerMatcher.judge(typed, accepting: ["사과"]) == verdict)
        #expect(QwertyHangul.holdsLatinTyping(typed) == typed.contains { $0.isASCII && $0.isLetter })
    }

    @Test func recognisesLatinTypingOnly() {
        #expect(QwertyHangul.holdsLatinTyping("tkrhk"))
        #expect(!QwertyHangul.holdsLatinTyping("사과"))
        #expect(!QwertyHangul.holdsLatinTyping("2 ㅅㄱ!"))
        #expect(!QwertyHangul.holdsLatinTyping(""))
    }

    /// The two-set layout as a typist learns it, written out here (not read from the code):
    /// each key's jamo, Shift for the five doubled consonants and two vowels, and the jamo
    /// typed as two keys.
    static let layout: [Character: String] = {
        let plain = Array("ㅂㅈㄷㄱㅅㅛㅕㅑㅐㅔㅁㄴㅇㄹㅎㅗㅓㅏㅣㅋㅌㅊㅍㅠㅜㅡ")
        var keys: [Character: String] = [:]
        for (key, jamo) in zip("qwertyuiopasdfghjklzxcvbnm", plain) { keys[jamo] = String(key) }
        for (key, jamo) in zip("QWERTOP", "ㅃㅉㄸㄲㅆㅒㅖ") { keys[jamo] = String(key) }
        let pairs: [Character: String] = [
            "ㅘ": "ㅗㅏ", "ㅙ": "ㅗㅐ", "ㅚ": "ㅗㅣ", "ㅝ": "ㅜㅓ", "ㅞ": "ㅜㅔ", "ㅟ": "ㅜㅣ", "ㅢ": "ㅡㅣ",
            "ㄳ": "ㄱㅅ", "ㄵ": "ㄴㅈ", "ㄶ": "ㄴㅎ", "ㄺ": "ㄹㄱ", "ㄻ": "ㄹㅁ", "ㄼ": "ㄹㅂ", "ㄽ": "ㄹㅅ",
            "ㄾ": "ㄹㅌ", "ㄿ": "ㄹㅍ", "ㅀ": "ㄹㅎ", "ㅄ": "ㅂㅅ",
        ]
        for (jamo, parts) in pairs { keys[jamo] = parts.map { keys[$0]! }.joined() }
        return keys
    }()

    /// The keys a syllable is typed with: Unicode's arithmetic splits it into its initial,
    /// medial and final (compatibility jamo, in Unicode's order of each).
    static func keystrokes(_ syllable: Character) -> String {
        let initials = Array("ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ")
        let medials = Array("ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ")
        let finals = [nil] + Array("ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ").map(Optional.some)
        let index = Int(syllable.unicodeScalars.first!.value) - 0xAC00
        let jamo = [initials[index / 588], medials[index % 588 / 28]] + [finals[index % 28]].compactMap { $0 }
        return jamo.map { layout[$0]! }.joined()
    }

    /// Every one of the 11,172 syllables, typed on its own, is that syllable; and runs of
    /// syllables typed one after another (drawn from a seeded generator) come back whole —
    /// a final that could begin the next syllable stays where it was typed only when a
    /// consonant follows, as every syllable's initial is.
    @Test func everySyllableAndRunsOfThemComeBackFromTheirKeystrokes() {
        var wrong: [String] = []
        for value in 0xAC00...0xD7A3 {
            let syllable = Character(Unicode.Scalar(UInt32(value))!)
            let typed = Self.keystrokes(syllable)
            if QwertyHangul.convert(typed) != String(syllable) || !QwertyHangul.holdsLatinTyping(typed) {
                wrong.append("\(typed) → \(QwertyHangul.convert(typed)), not \(syllable)")
            }
        }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<20_000 {
            let run = String((0..<(2 + next(4))).map { _ in Character(Unicode.Scalar(UInt32(0xAC00 + next(11_172)))!) })
            let typed = run.map(Self.keystrokes).joined()
            if QwertyHangul.convert(typed) != run {
                wrong.append("\(typed) → \(QwertyHangul.convert(typed)), not \(run)")
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count) differ, first \(wrong.prefix(3))")
    }
}
