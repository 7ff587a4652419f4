import Foundation
import Testing
import WordQuizCore

@testable import WordQuizApp

/// A usage line wider than the terminal goes on under the first word after the command's own
/// while 24 columns are left there for the words, and a little in from the margin when fewer.
@Suite struct SynopsisTests {
    static let words = ["--at HH:MM", "[--days DAYS]", "[--tz ZONE]", "--channel NAME…", "[--id ID]", "[--dry-run]"]

    /// The columns where the first word after `schedule add` starts in English's usage.
    static let under = "Usage: wordquiz schedule add ".count

    @Test(arguments: [24, 30, 23, 10])
    func aWrappedFormGoesOnUnderItsFirstWordWhileThereIsRoom(columnsLeft: Int) {
        let columns = Self.under + columnsLeft
        let text = Synopsis.lines([(command: "schedule add", words: Self.words)], in: .en, columns: columns)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count > 1, "\(text)")
        let indent = columnsLeft >= 24 ? Self.under : "Usage: ".count + 4
        for line in lines.dropFirst() {
            #expect(line.prefix(while: { $0 == " " }).count == indent, "at \(columns) columns: \(text)")
        }
        // Every word is there once, in its order, and no line is wider than the terminal
        // unless it holds one word alone.
        #expect(
            lines.joined(separator: " ").split(separator: " ").joined(separator: " ").hasSuffix(
                Self.words.joined(separator: " ")))
        for line in lines where line.count > columns {
            #expect(Self.words.contains(line.trimmingCharacters(in: .whitespaces)), "\(line)")
        }
    }

    /// Lines are filled: a line breaks only where the next word would not fit, so a word
    /// that fits exactly (to the last column) stays on its line, at every width.
    @Test func aLineBreaksOnlyWhereTheNextWordWouldNotFit() {
        for columns in Self.under + 10...Self.under + 60 {
            let text = Synopsis.lines([(command: "schedule add", words: Self.words)], in: .en, columns: columns)
            let lines = text.split(separator: "\n").map(String.init)
            for (line, next) in zip(lines, lines.dropFirst()) {
                let word = Self.words.first { next.trimmingCharacters(in: .whitespaces).hasPrefix($0) } ?? ""
                #expect(!word.isEmpty, "\(next)")
                #expect(
                    line.count + 1 + word.count > columns,
                    "at \(columns) columns \(word) fits after \(line.count) columns: \(text)")
            }
        }
    }
}
