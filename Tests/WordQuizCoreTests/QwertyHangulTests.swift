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

    @Test func recognisesLatinTypingOnly() {
        #expect(QwertyHangul.looksLikeLatinTyping("tkrhk"))
        #expect(!QwertyHangul.looksLikeLatinTyping("사과"))
        #expect(!QwertyHangul.looksLikeLatinTyping("2"))
        #expect(!QwertyHangul.looksLikeLatinTyping(""))
    }
}
