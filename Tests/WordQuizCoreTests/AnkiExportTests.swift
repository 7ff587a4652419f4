import Testing

@testable import WordQuizCore

@Suite struct AnkiExportTests {
    @Test func writesAnkisHeaderLinesAndOneCardALine() {
        let tsv = AnkiExport.tsv([
            AnkiExport.Card(front: "사과", back: "열매.\t예) 사과를\n먹었다.", english: "apple", tags: ["wordquiz", "초급 단어"])
        ])
        let lines = tsv.split(separator: "\n")
        #expect(lines[0] == "#separator:tab")
        #expect(lines[1] == "#html:false")
        #expect(lines.contains("#columns:Front\tBack\tEnglish\tTags"))
        #expect(lines.contains("#tags column:4"))
        #expect(lines.last == "사과\t열매. 예) 사과를 먹었다.\tapple\twordquiz 초급_단어")
    }
}
