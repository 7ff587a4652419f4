import Foundation
import TestSupport
import Testing
import WordQuizCore

/// An answer wider than the terminal, edited in a real terminal (tmux): every key redraws it
/// once, over the rows it takes, as readline does — no copy left behind by a key or a
/// Backspace, a Hangul syllable that does not fit a row's last column on the next row, and the
/// cursor where the next key lands.
@Suite(.serialized) struct WrappedLineEditingTests {
    /// The rows the prompt and `typed` take at `width`, as the terminal shows them.
    func rows(_ prompt: String, _ typed: String, width: Int) -> [String] {
        let characters = Array(prompt + typed)
        let layout = LineLayout(characters, columns: width)
        var rows = [String](repeating: "", count: layout.end.row + 1)
        for (index, cell) in layout.starts.enumerated() {
            rows[cell.row] += String(characters[index])
        }
        return rows.filter { !$0.isEmpty }
    }

    @Test(arguments: [(40, "en"), (80, "ko"), (33, "ko")])
    func aLineWiderThanTheTerminalIsRedrawnOnce(width: Int, language: String) throws {
        let bed = CLITestbed(language: language)
        try bed.meet(days: 2)
        let session = try TmuxSession(
            [ProcessRunner.wordquizPath, "quiz", "--mode", "chosung", "--count", "1", "--date", CLITestbed.appleDay],
            environment: bed.environment, directory: bed.workingDirectory, width: width, height: 30)
        defer { session.close() }
        let prompt = language == "en" ? "answer> " : "답> "
        try session.waitFor(String(prompt.dropLast()))
        // Long enough for three rows at 40 columns; a Latin letter puts a syllable at a row's edge.
        let long = "가나다라마바사아자차카타파하" + "x" + "거너더러머버서어저처커터퍼허" + "고노도로모보소오조초코토포호"
        try session.type(long)
        for _ in 0..<3 { try session.press("BSpace") }
        for _ in 0..<5 { try session.press("Left") }
        try session.type("Q")
        try session.press("End")
        try session.type("끝")
        var typed = Array(long.dropLast(3))
        typed.insert("Q", at: typed.count - 5)
        let expected = rows(prompt, String(typed) + "끝", width: width)
        // On a loaded machine (the suite in parallel, CI) the last redraw has taken over 5 s.
        let deadline = Date().addingTimeInterval(30)
        var screen = try session.visible()
        while !screen.contains("끝"), Date() < deadline {
            usleep(50_000)
            screen = try session.visible()
        }
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.reversed().drop { $0 == " " }.reversed())
        }
        let start = try #require(lines.lastIndex { $0.hasPrefix(prompt) }, "\(screen)")
        #expect(Array(lines[start..<min(lines.count, start + expected.count)]) == expected, "\(screen)")
        #expect(lines.filter { $0.hasPrefix(prompt) }.count == 1, "one copy of the line: \(screen)")
        let below = lines.dropFirst(start + expected.count).filter { !$0.isEmpty }
        #expect(below.isEmpty, "nothing left under it: \(screen)")
        // The cursor stands after 끝, where the next key lands.
        let end = LineLayout(Array(prompt + String(typed) + "끝"), columns: width).end
        let column = end.column >= width ? 0 : end.column
        let cursor = try session.waitForCursor(column: column, timeout: 30)
        #expect(cursor.column == column, "\(cursor) for \(end)")
        // Enter leaves the whole line above what follows.
        try session.press("Enter")
        let after = try session.waitFor("✗")
        let lastRow = try #require(expected.last)
        #expect(after.contains(lastRow), "\(after)")
    }
}
