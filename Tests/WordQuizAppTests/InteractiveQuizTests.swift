import Foundation
import TestSupport
import Testing
import WordQuizCore

/// The quiz in a real terminal (tmux): line editing with Hangul, feedback, quitting, and the
/// answers showing up in `wordquiz stats`.
@Suite(.serialized) struct InteractiveQuizTests {
    func start(_ bed: CLITestbed, _ extra: [String] = []) throws -> TmuxSession {
        try TmuxSession(
            [ProcessRunner.wordquizPath, "quiz", "--mode", "chosung", "--count", "3", "--date", CLITestbed.appleDay]
                + extra,
            environment: bed.environment, directory: bed.workingDirectory)
    }

    /// One question in a terminal 40 columns wide, where a long answer wraps.
    func startNarrow(_ bed: CLITestbed) throws -> TmuxSession {
        try TmuxSession(
            [ProcessRunner.wordquizPath, "quiz", "--mode", "chosung", "--count", "1", "--date", CLITestbed.appleDay],
            environment: bed.environment, directory: bed.workingDirectory, width: 40, height: 30)
    }

    @Test func aHangulAnswerWithABackspaceIsJudgedSavedAndCounted() throws {
        let bed = try CLITestbed().meet(days: 3)
        let session = try start(bed)
        defer { session.close() }
        try session.waitFor("초성: ㅅㄱ")
        try session.waitFor("답>")
        // 사고, then Backspace removes the whole syllable 고, then 과.
        try session.type("사고")
        try session.waitFor("답> 사고")
        try session.press("BSpace")
        try session.type("과")
        try session.press("Enter")
        let screen = try session.waitFor("✓ 정답!")
        #expect(screen.contains("답> 사과"))
        #expect(screen.contains("사과 명사 (apple) — 둥글고 껍질이"), "the feedback glosses the word in English")
        try session.waitFor("[2/3]")
        try session.type("q")
        try session.press("Enter")
        let end = try session.waitFor("[exit 0]")
        #expect(end.contains("점수 1/1"))

        let stats = try bed.run(["stats", "--date", CLITestbed.appleDay])
        #expect(stats.stdout.contains("전체 1개 · 정답률 100%"))
        #expect(try sqlite(bed.databasePath, "SELECT answer, verdict FROM review_log") == "사과|correct")
    }

    /// A Hangul answer wider than a 40-column terminal, typed key by key: the screen holds one
    /// copy of the line, wrapped, never a copy per keystroke.
    @Test func anAnswerWiderThanTheTerminalLeavesOneCopyOfTheLine() throws {
        let bed = try CLITestbed().meet(days: 3)
        let session = try startNarrow(bed)
        defer { session.close() }
        try session.waitFor("답>")
        // Thirty syllables, sixty columns: 가나다라마바사아자차 three times, typed one at a time.
        let answer = String(repeating: "가나다라마바사아자차", count: 3)
        for syllable in answer { try session.type(String(syllable)) }
        try session.type("끝")
        let screen = try session.waitFor("차끝")
        let joined = try session.writtenLines().joined(separator: "\n")
        #expect(joined.components(separatedBy: "답> 가나다").count == 2, "one copy of the line:\n\(screen)")
        #expect(joined.contains("답> " + answer + "끝"), "the whole answer, wrapped:\n\(joined)")
        // The cursor stands after the last syllable: "답> " is four columns, the answer 62, so
        // it is on the second screen line of the answer at column 66 − 40.
        let promptRow = try #require(screen.components(separatedBy: "\n").firstIndex { $0.hasPrefix("답> ") })
        let cursor = try session.cursor()
        #expect(cursor.column == 26 && cursor.row == promptRow + 1, "\(cursor)")
        try session.press("Enter")
        try session.waitFor("[다시 1/1]")
        try session.type("q")
        try session.press("Enter")
        try session.waitFor("[exit 0]")
    }

    /// Editing the start of an answer wrapped over two rows of a 40-column terminal: the line
    /// is drawn again at the terminal's own width, so the wrapped rows, the one copy of the
    /// line and the cursor after what was typed are where the learner sees them.
    @Test func anEditBeforeTheWrapRedrawsAtTheTerminalsWidth() throws {
        let bed = try CLITestbed().meet(days: 3)
        let session = try startNarrow(bed)
        defer { session.close() }
        try session.waitFor("답>")
        let answer = String(repeating: "가나다라마바사아자차", count: 3)
        try session.type(answer)
        try session.waitFor("자차")
        try session.press("C-a")
        try session.type("끝")
        try session.type("앞")
        // "답> " is four columns, then 32 syllables of two: 18 on the first row (with the
        // prompt, 40 columns), 14 on the second.
        let all = "끝앞" + answer
        let first = "답> " + String(all.prefix(18))
        let screen = try session.waitFor(first)
        let rows = screen.components(separatedBy: "\n")
        let promptRow = try #require(rows.firstIndex { $0.hasPrefix("답> ") })
        #expect(rows.filter { $0.hasPrefix("답> ") } == [first], "one copy of the line:\n\(screen)")
        #expect(rows[promptRow + 1].hasPrefix(String(all.dropFirst(18))), "\(screen)")
        let cursor = try session.cursor()
        #expect(cursor.column == 8 && cursor.row == promptRow, "after 끝앞: \(cursor)")
        try session.press("C-u")
        try session.type("q")
        try session.press("Enter")
        try session.waitFor("[exit 0]")
    }

    /// An answer that fills its row to the terminal's last column leaves the cursor at the
    /// start of the next row, where the next syllable will go — typed there, or drawn again
    /// after a Backspace — not parked on the last syllable.
    @Test func anAnswerEndingAtTheEdgePutsTheCursorOnTheNextRow() throws {
        let bed = try CLITestbed().meet(days: 3)
        let session = try startNarrow(bed)
        defer { session.close() }
        try session.waitFor("답>")
        // "답> " is four columns; 18 syllables of two fill the row's other 36.
        let row = String(String(repeating: "가나다라마바사아자차", count: 2).prefix(18))
        for syllable in row { try session.type(String(syllable)) }
        let screen = try session.waitFor("답> " + row)
        let promptRow = try #require(screen.components(separatedBy: "\n").firstIndex { $0.hasPrefix("답> ") })
        let typed = try session.waitForCursor(column: 0)
        #expect(typed.column == 0 && typed.row == promptRow + 1, "typed to the edge: \(typed)")
        try session.type("끝")
        try session.waitFor("끝")
        try session.press("BSpace")
        let redrawn = try session.waitForCursor(column: 0)
        #expect(redrawn.column == 0 && redrawn.row == promptRow + 1, "drawn again to the edge: \(redrawn)")
        // Enter with the cursor at the start: what follows is written under the whole line, as
        // after an Enter at its end (the row the cursor stood on left blank), not over its end.
        try session.press("C-a")
        try session.press("Enter")
        let judged = try session.waitFor("[다시 1/1]").components(separatedBy: "\n")
        #expect(judged[promptRow] == "답> " + row, "\(judged)")
        #expect(judged[promptRow + 1].isEmpty && !judged[promptRow + 2].isEmpty, "\(judged)")
        try session.type("q")
        try session.press("Enter")
        try session.waitFor("[exit 0]")
    }

    /// Left over a Hangul syllable puts the terminal's cursor on its first column, two back:
    /// what is typed next goes where the cursor shows.
    @Test func leftOverAHangulSyllableMovesTheCursorTwoColumns() throws {
        let bed = try CLITestbed().meet(days: 3)
        let session = try start(bed)
        defer { session.close() }
        try session.waitFor("답>")
        try session.type("사과")
        let screen = try session.waitFor("답> 사과")
        let row = try #require(screen.components(separatedBy: "\n").lastIndex { $0.hasPrefix("답> 사과") })
        let end = try session.cursor()
        #expect(end.column == 8, "after 답> 사과: \(end)")
        try session.press("Left")
        #expect(try session.waitForCursor(column: 6).column == 6, "on 과's first column")
        try session.press("Left")
        let start = try session.waitForCursor(column: 4)
        #expect(start.column == 4 && start.row == row, "on 사's first column: \(start)")
        // What is typed goes where the cursor shows: before 사, the answer stands as it was.
        try session.press("Enter")
        try session.waitFor("✓ 정답!")
        try session.waitFor("[2/3]")
        try session.type("q")
        try session.press("Enter")
        try session.waitFor("[exit 0]")
    }

    @Test func arrowsMoveByCharacterAndHistoryRecallsAnAnswer() throws {
        let bed = try CLITestbed().meet(days: 3)
        let session = try start(bed)
        defer { session.close() }
        try session.waitFor("답>")
        // Type 과, go left one character, insert 사 before it: 사과.
        try session.type("과")
        try session.press("Left")
        try session.type("사")
        try session.press("Enter")
        try session.waitFor("✓ 정답!")
        try session.waitFor("[2/3]")
        // ↑ brings back 사과 from this session's history.
        try session.press("Up")
        try session.waitFor("답> 사과")
        try session.press("C-u")
        try session.type("?")
        try session.press("Enter")
        try session.waitFor("힌트 — 글자 수")
        try session.press("C-d")
        let end = try session.waitFor("[exit 0]")
        #expect(end.contains("점수 1/1"))
    }

    /// Waits until the answer being typed (the last line that starts with the prompt) reads
    /// `expected`; the terminal keeps no spaces at a line's end, so the cursor says where they are.
    func expectAnswer(_ session: TmuxSession, _ expected: String, cursorAt column: Int) throws {
        let deadline = Date().addingTimeInterval(15)
        var shown: String?
        repeat {
            shown = try session.visible().components(separatedBy: "\n").last { $0.hasPrefix("답>") }
            if shown == expected { break }
            usleep(50_000)
        } while Date() < deadline
        #expect(shown == expected)
        #expect(try session.waitForCursor(column: column).column == column, "after \(expected)")
    }

    /// The line editor's other keys, each seen on the answer's line: ↓ after ↑ gives back what
    /// was being typed; Ctrl-W deletes the word before the cursor with the spaces after it;
    /// Ctrl-D on a line with text deletes the character under the cursor (on an empty line it
    /// ends the quiz); Home and End as other terminals send them (ESC O H, ESC [ 4 ~).
    @Test func downGivesBackTheDraftCtrlWDeletesAWordAndCtrlDTheCharacterUnderTheCursor() throws {
        let bed = try CLITestbed().meet(days: 3)
        let session = try start(bed)
        defer { session.close() }
        try session.waitFor("답>")
        try session.type("사과")
        try session.press("Enter")
        try session.waitFor("[2/3]")
        // "답> " is four columns; a syllable two.
        try session.type("초안")
        try expectAnswer(session, "답> 초안", cursorAt: 8)
        try session.press("Up")
        try expectAnswer(session, "답> 사과", cursorAt: 8)
        try session.press("Down")
        try expectAnswer(session, "답> 초안", cursorAt: 8)
        try session.press("C-u")
        try session.type("가나 다라  ")
        try expectAnswer(session, "답> 가나 다라", cursorAt: 15)
        try session.press("C-w")
        try expectAnswer(session, "답> 가나", cursorAt: 9)
        try session.press("C-w")
        try expectAnswer(session, "답>", cursorAt: 4)
        try session.type("사과")
        try session.press("-H", "1b", "4f", "48")  // ESC O H: Home
        try expectAnswer(session, "답> 사과", cursorAt: 4)
        try session.press("C-d")
        try expectAnswer(session, "답> 과", cursorAt: 4)
        try session.press("-H", "1b", "5b", "34", "7e")  // ESC [ 4 ~: End
        try expectAnswer(session, "답> 과", cursorAt: 6)
        try session.press("C-u")
        try expectAnswer(session, "답>", cursorAt: 4)
        try session.press("C-d")
        let end = try session.waitFor("[exit 0]")
        #expect(end.contains("점수 1/1"), "only the first question was answered")
    }

    @Test func ctrlZSuspendsWithTheTerminalRestoredAndFgComesBackToTheAnswer() throws {
        let bed = try CLITestbed().meet(days: 3)
        // A real interactive shell with job control, as the learner has.
        let session = try TmuxSession(
            ["/bin/bash", "--norc", "--noprofile", "-i"], environment: bed.environment.merging(["PS1": "$ "]) { $1 },
            directory: bed.workingDirectory)
        defer { session.close() }
        try session.type(
            "'\(ProcessRunner.wordquizPath)' quiz --mode chosung --count 3 --date \(CLITestbed.appleDay)")
        try session.press("Enter")
        try session.waitFor("답>")
        try session.type("사")
        try session.press("C-z")
        try session.waitFor("Stopped")
        // The shell has the terminal back, as it was: line editing and echo on.
        try session.type(
            "stty -a | tr ' ;' '\\n\\n' | grep -x -e icanon -e -icanon -e echo -e -echo | tr '\\n' ' '; echo '<stty>'")
        try session.press("Enter")
        let settings = try session.waitFor("<stty>\n")
        #expect(settings.contains("\nicanon echo <stty>\n"), "\(settings)")
        try session.type("fg")
        try session.press("Enter")
        // Back where it was: the question drawn again, the half-typed answer kept.
        var back = ""
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline, back.components(separatedBy: "[1/3]").count < 3 {
            usleep(50_000)
            back = try session.screen()
        }
        #expect(back.components(separatedBy: "[1/3]").count == 3, "the question is drawn again: \(back)")
        #expect(back.split(separator: "\n").last == "답> 사", "the half-typed answer is kept")
        try session.type("과")
        try session.press("Enter")
        try session.waitFor("✓ 정답!")
        try session.waitFor("[2/3]")
        try session.press("C-l")
        // Until the screen is cleared and the question drawn at its top (or ten seconds).
        var redrawn: [Substring] = []
        let cleared = Date().addingTimeInterval(10)
        repeat {
            redrawn = try session.visible().split(separator: "\n").filter { !$0.isEmpty }
            if redrawn.first?.contains("[2/3]") == true, redrawn.last?.hasPrefix("답>") == true { break }
            usleep(50_000)
        } while Date() < cleared
        #expect(redrawn.first?.contains("[2/3]") == true, "Ctrl-L clears and draws the question: \(redrawn)")
        #expect(redrawn.last?.hasPrefix("답>") == true)
        try session.type("q")
        try session.press("Enter")
        try session.waitFor("점수 1/1")
    }

    @Test func ctrlCEndsWithASummaryAndKeepsTheAnswers() throws {
        let bed = try CLITestbed().meet(days: 3)
        let session = try start(bed, ["--color", "always"])
        defer { session.close() }
        try session.waitFor("답>")
        try session.type("사과")
        try session.press("Enter")
        try session.waitFor("[2/3]")
        try session.press("C-c")
        let end = try session.waitFor("[exit 130]")
        #expect(end.contains("점수 1/1"))
        #expect(end.contains("중단했어요. 입력한 답은 모두 저장했어요."))
        #expect(try sqlite(bed.databasePath, "SELECT count(*) FROM review_log") == "1")
    }
}
