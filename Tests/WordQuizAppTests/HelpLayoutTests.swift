import Testing
import WordQuizCore

@testable import WordQuizApp

/// A help's prose and its terms' texts wrap at the room they have: a text exactly as wide as
/// it stays one line (a wrap a column short reads the same in every help shorter than that).
@Suite struct HelpLayoutTests {
    /// A line written two spaces in (a command to type) keeps its indent and the 78 columns
    /// an 80-column help leaves it.
    @Test func anIndentedLineAsWideAsItsRoomIsOneLine() {
        let line = "Fit the memory model to your own reviews and keep it where it predicts better."
        #expect(DisplayWidth.width(of: line) == 78)
        #expect(HelpBlock.wrapped("  " + line, columns: 80) == "  " + line)
        // A column more than its room wraps, both lines kept at the indent and in the width.
        let wider = HelpBlock.wrapped("  " + line + "!", columns: 80).split(separator: "\n").map(String.init)
        #expect(wider == ["  " + line.dropLast(" better.".count), "  better.!"], "\(wider)")
    }

    /// A term's text beside a 6-column term: 80 columns less two spaces, the term and two
    /// more leave 70.
    @Test func aTermsTextAsWideAsItsRoomIsOneLine() {
        let text = "the words you missed come back tomorrow, the others when they are due."
        #expect(DisplayWidth.width(of: text) == 70)
        let list = HelpBlock.list(nil, [HelpTerm("review", .verbatim(text))], in: .en, columns: 80)
        #expect(list == "  review  " + text, "\(list)")
    }
}
