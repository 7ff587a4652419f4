import Testing

@testable import WordQuizCore

@Suite struct HeadwordTests {
    @Test(arguments: [
        ("사과", "사과", nil as Int?),
        ("사과-나무", "사과나무", nil),
        ("가정^법원", "가정 법원", nil),
        ("인간01", "인간", 1),
        ("나무1", "나무", 1),
        ("말003", "말", 3),
        ("나무0", "나무", nil),
    ])
    func parsesMarkersAndHomographNumbers(raw: String, text: String, number: Int?) {
        let headword = Headword(parsing: raw)
        #expect(headword.text == text)
        #expect(headword.homographNumber == number)
    }

    @Test func aWordMadeOnlyOfDigitsKeepsThem() {
        #expect(Headword(parsing: "12").text == "12")
    }

    @Test func matchKeyIgnoresSpacesAndMarkers() {
        #expect(Headword.matchKey("가정^법원") == Headword.matchKey("가정 법원"))
        #expect(Headword.matchKey("사과-나무") == Headword.matchKey("사과나무"))
        #expect(Headword.matchKey("사과") != Headword.matchKey("사과나무"))
    }

    /// The quick key (a word of syllables and ASCII is its own key) is the full one: for every
    /// word of the bank (both tracks), and for the words the quick path must not take — decomposed
    /// jamo, a syllable with a trailing jamo to compose onto it, accents, spaces and markers.
    @Test func theQuickKeyIsTheFullKey() {
        let words =
            WordBank.embedded.words.map(\.headword) + [
                "\u{1100}\u{1161}\u{11A8}", "가\u{11A8}", "cafe\u{301}", "가정 법원", "사과-나무", "가정^법원", "ＡＢＣ", "a b",
            ]
        for word in words {
            #expect(Headword.matchKey(word) == Headword.normalizedKey(word), "\(word)")
        }
        #expect(Headword.matchKey("가\u{11A8}") == "각")
    }
}
