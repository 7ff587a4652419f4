import Testing

@testable import WordQuizCore

/// Word lists as learners bring them: TSV, CSV, a plain list, Anki's text export.
@Suite struct DeckFileTests {
    func parse(_ text: String) -> DeckFile {
        DeckFile(parsing: Array(text.utf8))
    }

    @Test func aTSVWithAHeaderReadsColumnsByNameInAnyOrder() {
        let file = parse("English\tword\tmeaning\ttags\npuppy\t강아지\t어린 개\tanimal topik1\n")
        #expect(
            file.rows == [
                .init(word: "강아지", meaning: "어린 개", english: "puppy", tags: ["animal", "topik1"], line: 2)
            ])
        #expect(file.problems.isEmpty)
    }

    @Test func withoutAHeaderTheColumnsAreWordMeaningEnglishExampleTags() {
        let file = parse("학교\t공부하는 곳\tschool\t학교에 간다.\n")
        #expect(file.rows.first?.example == "학교에 간다.")
        #expect(file.rows.first?.english == "school")
    }

    @Test func csvQuotingKeepsSeparatorsQuotesAndLineBreaksInsideAField() {
        let file = parse("단어,뜻,영어\n\"사과\",\"과일, 빨간 것\",\"apple \"\"fruit\"\"\"\n나무,\"줄기가\n단단한 식물\",tree\n")
        #expect(file.rows.count == 2)
        #expect(file.rows[0].meaning == "과일, 빨간 것")
        #expect(file.rows[0].english == "apple \"fruit\"")
        #expect(file.rows[1].meaning == "줄기가 단단한 식물", "a line break in a field becomes a space")
        #expect(file.rows[1].line == 3)
    }

    @Test func aPlainListIsOneWordALine() {
        let file = parse("\u{FEFF}사과\r\n\r\n나무\r\n하늘\n")
        #expect(file.rows.map(\.word) == ["사과", "나무", "하늘"])
        #expect(file.rows.map(\.line) == [1, 3, 4])
        #expect(file.rows.allSatisfy { $0.meaning == nil })
    }

    @Test func ankisHeadersGiveTheSeparatorHTMLAndColumns() {
        let text = """
            #separator:Semicolon
            #html:true
            #columns:Front;Back;Tags
            #deck column:4
            <b>강아지</b>;어린 <i>개</i><br>puppy;animal
            """
        let file = parse(text)
        #expect(file.rows == [.init(word: "강아지", meaning: "어린 개 puppy", tags: ["animal"], line: 5)])
    }

    /// A separator named by its character or its name is that character; a header that names
    /// none leaves the file's own separator to be found (tabs here, with commas in a meaning).
    @Test(arguments: [
        ("#separator:,", "사과,과일,apple", ["과일"]), ("#separator:comma", "사과,과일,apple", ["과일"]),
        ("#separator:", "사과\t과일, 열매\tapple", ["과일, 열매"]),
        ("#separator:   ", "사과\t과일, 열매\tapple", ["과일, 열매"]),
    ])
    func aSeparatorHeaderNamesItsCharacterOrNone(header: String, row: String, meanings: [String]) {
        let file = parse(header + "\n" + row + "\n")
        #expect(file.rows.map(\.word) == ["사과"], "\(file.rows)")
        #expect(file.rows.compactMap(\.meaning) == meanings)
    }

    @Test func markupIsStrippedAsFromAnyUntrustedText() {
        let file = parse("사과\t<script>alert(1)</script> 과일 &amp; 열매\n")
        #expect(file.rows.first?.meaning == "alert(1) 과일 & 열매")
    }

    @Test func badLinesAreNamedAndSkippedAndTheRestIsKept() {
        let text =
            "word\tmeaning\n사과\t과일\nhello\tworld\n\t빈칸\n\u{1B}]0;x\u{07}나무\t식물\n"
            + String(repeating: "가", count: 41) + "\t너무 긴 단어\n"
        let file = parse(text)
        #expect(file.rows.map(\.word) == ["사과", "나무"], "control sequences are stripped from the word")
        #expect(file.problems.map(\.line) == [3, 4, 6])
        #expect(file.problems[0].reason.description.contains("no Hangul"))
        #expect(file.problems[1].reason.description.contains("no word"))
        #expect(file.problems[2].reason.description.contains("longer than 40"))
    }

    /// Excel saves a CSV with a byte-order mark first: the header row is still read as the
    /// header, its word column found.
    @Test func aByteOrderMarkBeforeAKoreanHeaderIsNotPartOfIt() {
        let file = parse("\u{FEFF}단어,뜻,영어\n사과,둥근 과일,apple\n나무,줄기가 단단한 식물,tree\n")
        #expect(file.problems.isEmpty, "\(file.problems)")
        #expect(file.rows.map(\.word) == ["사과", "나무"])
        #expect(file.rows.map(\.english) == ["apple", "tree"])
    }
}
