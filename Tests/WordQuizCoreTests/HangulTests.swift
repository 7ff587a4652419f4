import Testing

@testable import WordQuizCore

@Suite struct HangulTests {
    @Test func splitsAndComposesSyllables() throws {
        let gwa = try #require(Hangul.syllable("과"))
        #expect(gwa == Hangul.Syllable(initial: "ㄱ", vowel: "ㅘ", final: nil))
        let dak = try #require(Hangul.syllable("닭"))
        #expect(dak.final == "ㄺ")
        #expect(Hangul.compose("ㄷ", "ㅏ", "ㄺ") == "닭")
        #expect(Hangul.syllable("a") == nil)
    }

    @Test(arguments: [("사과", "ㅅㄱ"), ("도서관", "ㄷㅅㄱ"), ("가정 법원", "ㄱㅈ ㅂㅇ"), ("TV", "TV")])
    func chosungIsTheInitialConsonants(word: String, chosung: String) {
        #expect(Hangul.chosung(of: word) == chosung)
    }

    @Test func jamoListsEachSyllablesParts() {
        #expect(Hangul.jamo(of: "삵과") == ["ㅅ", "ㅏ", "ㄺ", "ㄱ", "ㅘ"])
    }
}
