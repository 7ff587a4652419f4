import Testing

@testable import WordQuizCore

/// 원어 as a card shows it: the parts a view lists, joined where the headword joins them.
@Suite struct OriginalLanguageTests {
    @Test func aSinoKoreanVerbIsItsHanjaAndItsNativeEnding() {
        #expect(OriginalLanguage.join(["加入", "하다"], headword: "가입하다") == "加入하다")
    }

    @Test func aPhraseKeepsItsSpacesWhereTheHeadwordHasThem() {
        #expect(OriginalLanguage.join(["Eliese", "를", "爲", "하여"], headword: "엘리제를 위하여") == "Eliese를 爲하여")
        #expect(OriginalLanguage.join(["自", "手", "成", "家"], headword: "자수 성가") == "自手 成家")
    }

    @Test func partsForFewerSyllablesThanTheWordHasAreKept() {
        #expect(OriginalLanguage.join(["加入"], headword: "가입하다") == "加入")
    }

    /// 한국어기초사전's current view of 탈퇴하다 gives 脫脫退 + 하다: five syllables' worth for
    /// four. No reading of the word can be that, so nothing is shown rather than a wrong 한자.
    @Test(arguments: [
        (["脫脫退", "하다"], "탈퇴하다"), (["沙果果"], "사과"), (["自", "手", "成", "家", "家"], "자수 성가"),
    ])
    func partsForMoreSyllablesThanTheWordHasAreNoOrigin(parts: [String], headword: String) {
        #expect(OriginalLanguage.join(parts, headword: headword) == nil)
    }

    @Test func aPartInAnotherScriptIsNotCountedBySyllables() {
        #expect(OriginalLanguage.join(["Pizza"], headword: "피자") == "Pizza")
        #expect(OriginalLanguage.join(["CD", "盤"], headword: "시디판") == "CD盤")
    }

    @Test func noPartsAreNoOrigin() {
        #expect(OriginalLanguage.join([], headword: "나무") == nil)
        #expect(OriginalLanguage.join(["", ""], headword: "나무") == nil)
    }
}
