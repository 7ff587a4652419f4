import Foundation
import TestSupport
import Testing
import WordQuizCore

/// `wordquiz today` in a real terminal (tmux): colour on a TTY unless NO_COLOR, and the card
/// wrapped to the terminal's width.
@Suite(.serialized) struct TerminalTests {
    @Test func aTerminalGetsColourAndNoColorTurnsItOff() throws {
        let bed = CLITestbed()
        let coloured = try TmuxSession(
            [ProcessRunner.wordquizPath, "today", "--date", CLITestbed.appleDay],
            environment: bed.environment, directory: bed.workingDirectory)
        defer { coloured.close() }
        let screen = try coloured.waitFor("[exit 0]", escapes: true)
        #expect(screen.contains("\u{1B}["))
        #expect(screen.contains("사과"))

        var environment = bed.environment
        environment["NO_COLOR"] = "1"
        let plain = try TmuxSession(
            [ProcessRunner.wordquizPath, "today", "--date", CLITestbed.appleDay],
            environment: environment, directory: bed.workingDirectory)
        defer { plain.close() }
        let plainScreen = try plain.waitFor("[exit 0]", escapes: true)
        #expect(plainScreen.contains("사과"))
        #expect(!plainScreen.contains("\u{1B}["))
    }

    @Test func theCardWrapsToANarrowTerminal() throws {
        let bed = CLITestbed()
        let session = try TmuxSession(
            [ProcessRunner.wordquizPath, "today", "--date", "2024-01-08"],
            environment: bed.environment, directory: bed.workingDirectory, width: 30)
        defer { session.close() }
        let screen = try session.waitFor("[exit 0]")
        // wordquiz wrapped the card itself, between words: had it printed 80-column lines,
        // the 30-column terminal would have cut words in two.
        let word = try #require(WordBank.embedded.word("어색하다"))
        let shown = Set(screen.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))
        for token in (word.definition + " " + word.example).split(separator: " ").map(String.init) {
            #expect(shown.contains(token), "'\(token)' was cut")
        }
    }
}
