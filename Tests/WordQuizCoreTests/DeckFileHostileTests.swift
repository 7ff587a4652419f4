import Testing

@testable import WordQuizCore

/// Files people really have: a quote left open, a row of separators.
@Suite struct DeckFileHostileTests {
    /// One unbalanced quote no longer swallows the rest of the file into one field: it is
    /// named with its line, and every word after it is read.
    @Test func anUnclosedQuoteIsNamedAndTheLinesAfterItAreRead() {
        var text = "word,meaning\n사과,\"a fruit\n"
        for n in 0..<1_000 { text += "단어\(n),뜻 \(n)\n" }
        let deck = DeckFile(parsing: Array(text.utf8))
        #expect(deck.rows.count == 1_000)
        #expect(deck.rows.first?.word == "단어0")
        #expect(deck.problems == [DeckFile.Problem(line: 2, reason: Phrase("a double quote is never closed"))])
    }

    @Test func aQuotedFieldMaySpanAFewLines() {
        let deck = DeckFile(parsing: Array("word,example\n사과,\"첫 줄\n둘째 줄\"\n배,끝\n".utf8))
        #expect(deck.rows.map(\.word) == ["사과", "배"])
        #expect(deck.rows.first?.example == "첫 줄 둘째 줄")
        #expect(deck.problems.isEmpty)
    }

    /// A line of separators is a row without its word, and says so; a blank line is nothing.
    @Test func aLineOfTabsIsNamedABlankLineIsNot() {
        let deck = DeckFile(parsing: Array("word\tmeaning\n사과\t과일\n\t\t\n\n배\t과일\n".utf8))
        #expect(deck.rows.map(\.word) == ["사과", "배"])
        #expect(deck.problems == [DeckFile.Problem(line: 3, reason: Phrase("the line has no word"))])
    }

    /// A file of lines that each open a quote: each line's quote is closed by the next's, so
    /// the lines pair into records with no word (named, one a pair), read in linear time.
    @Test func aFileOfOpenedQuotesPairsItsLines() {
        let text = String(repeating: "\"x,y\n", count: 5_000)
        let deck = DeckFile(parsing: Array(text.utf8))
        #expect(deck.rows.isEmpty)
        #expect(deck.problems.count == 2_500)
        #expect(deck.problems.first?.line == 1 && deck.problems.last?.line == 4_999)
    }
}
