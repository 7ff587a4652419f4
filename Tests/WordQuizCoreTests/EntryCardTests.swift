import Testing

@testable import WordQuizCore

@Suite struct EntryCardTests {
    let entry = Entry(
        headword: "사과", homographNumber: 4, partOfSpeech: "명사", pronunciation: "사과",
        origin: "沙果", level: "초급",
        senses: [
            Sense(
                definition: "사과나무에 열리는 둥근 열매. 껍질은 붉거나 푸르고 속살은 달고 새콤하다.",
                examples: ["식탁 위에 사과 두 알이 놓여 있다."],
                translations: [Translation(language: "영어", word: "apple")]),
            Sense(definition: "둘째 뜻."),
        ],
        link: "https://stdict.korean.go.kr/search/searchView.do?word_no=150214",
        provider: .stdict)

    @Test func showsEveryPartOfTheEntry() throws {
        let card = EntryCard(entry: entry, date: CalendarDate(parsing: "2026-11-29"))
            .render(columns: 80, style: .plain)
        #expect(card.contains("오늘의 단어 · 2026-11-29"))
        #expect(card.contains("사과 4  명사  [사과]"))
        #expect(card.contains("원어  沙果"))
        #expect(card.contains("1. 사과나무에"))
        #expect(card.contains("2. 둘째 뜻."))
        #expect(card.contains("apple"))
        #expect(card.contains("예) 식탁 위에 사과 두 알이 놓여 있다."))
        #expect(card.contains("등급  초급"))
        #expect(card.contains("링크  https://stdict.korean.go.kr/search/searchView.do?word_no=150214"))
        #expect(card.contains("출처  표준국어대사전"))
    }

    @Test func noLineIsWiderThanTheTerminalExceptLinks() {
        let card = EntryCard(entry: entry).render(columns: 30, style: .plain)
        for line in card.split(separator: "\n") where !line.contains("http") {
            #expect(DisplayWidth.width(of: line) <= 30, "too wide: \(line)")
        }
    }

    @Test func wrappedMeaningsAreIndentedUnderTheirNumber() throws {
        let lines = EntryCard(entry: entry).render(columns: 30, style: .plain).split(separator: "\n")
        let first = try #require(lines.firstIndex { $0.hasPrefix("1. ") })
        #expect(lines[first + 1].hasPrefix("   "))
        #expect(!lines[first + 1].hasPrefix("    "))
    }

    @Test func plainStyleHasNoEscapeCodesAndColourHasThem() {
        #expect(!EntryCard(entry: entry).render(columns: 80, style: .plain).contains("\u{1B}"))
        #expect(
            EntryCard(entry: entry).render(columns: 80, style: TextStyle(isColorEnabled: true)).contains("\u{1B}[1m사과"))
    }

    @Test func aCachedCardSaysSo() {
        #expect(EntryCard(entry: entry, isCached: true).render(columns: 80, style: .plain).contains("저장된 사본"))
    }
}
