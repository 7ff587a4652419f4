import Testing

@testable import WordQuizCore

@Suite struct SearchHitTests {
    func hit(
        _ word: String, _ definition: String, type: String? = "일반어", category: String? = nil,
        pos: String? = "명사", origin: String? = nil
    ) -> SearchHit {
        SearchHit(
            headword: Headword(parsing: word), partOfSpeech: pos, definition: definition,
            wordType: type, category: category, origin: origin)
    }

    @Test(arguments: [
        "‘사귀’의 방언", "‘사과’의 북한어", "‘사과’의 옛말", "‘사과’의 잘못", "→ 사과.",
        "사과나무의 열매. ⇒규범 표기는 ‘사과’이다.", "", "'사귀'의 방언", "  '사과'의 잘못",
    ])
    func nonStandardEntriesHiddenInDefinitionsAreRecognised(definition: String) {
        #expect(!hit("사과", definition).isStandard)
    }

    @Test func dialectsArchaicAndProperNounsAreNotStandard() {
        #expect(!hit("사과", "열매.", type: "방언").isStandard)
        #expect(!hit("사과", "열매.", type: "옛말").isStandard)
        #expect(!hit("서울", "도시.", category: "지명").isStandard)
        #expect(hit("사과", "사과나무의 열매.").isStandard)
        // A definition that speaks of a dialect is not one: only a gloss that opens by quoting
        // the standard word ('…'의 방언) marks the entry as another word's form.
        #expect(hit("방언학", "어떤 지역의 방언을 연구하는 학문.").isStandard)
        #expect(hit("고어", "오늘날 쓰지 않는, 한국어의 옛말.").isStandard)
    }

    @Test func rankingPrefersOriginThenPartOfSpeechThenLowestHomograph() {
        let hits = [
            hit("사과02", "잘못을 빎.", origin: "謝過"),
            hit("사과04", "사과나무의 열매.", origin: "沙果"),
            hit("사과01", "‘사귀’의 방언"),
            hit("사과나무", "나무."),
        ]
        #expect(hits.rankedMatches(for: "사과", partOfSpeech: "명사", origin: "沙果").first?.definition == "사과나무의 열매.")
        #expect(hits.rankedMatches(for: "사과", partOfSpeech: "명사").first?.definition == "잘못을 빎.")
        #expect(hits.rankedMatches(for: "배").isEmpty)
    }

    @Test func sniffsTheBodyFormatFromItsFirstByte() {
        #expect(BodyKind(sniffing: Array("  \n<?xml".utf8)) == .xml)
        #expect(BodyKind(sniffing: Array("\u{FEFF}{\"a\":1}".utf8)) == .json)
        #expect(BodyKind(sniffing: Array(" \r\n\t".utf8)) == .empty)
        #expect(BodyKind(sniffing: []) == .empty)
        #expect(BodyKind(sniffing: Array("HTTP error".utf8)) == .unknown)
    }
}
