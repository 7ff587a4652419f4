import Foundation
import Testing

@testable import WordQuizCore

@Suite struct TruncationTests {
    @Test func cutsAtGraphemeBoundariesWithAnEllipsis() {
        #expect(Truncation.toBytes("사과나무", 9) == "사과…")  // 3 + 3 + 3 bytes
        #expect(Truncation.toBytes("사과", 6) == "사과")
        #expect(Truncation.toCharacters("가나다라", 3) == "가나…")
        #expect(Truncation.toColumns("사과 나무", 6) == "사과…")
        #expect(Truncation.toColumns("사과나무", 5) == "사과…")
        #expect(Truncation.toColumns("사과", 4) == "사과")
        #expect(Truncation.toColumns("abcdef", 4) == "abc…")
        #expect(Truncation.toBytes("사과", 2) == "")
    }

    @Test func neverSplitsAnEmojiOrACombinedCharacter() {
        let family = "👨‍👩‍👧"
        let cut = Truncation.toCharacters(family + family, 10)
        #expect(cut == family + "…")
    }
}
