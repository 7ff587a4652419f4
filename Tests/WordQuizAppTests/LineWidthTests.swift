import Foundation
import TestSupport
import Testing
import WordQuizCore

/// Every line a command prints fits the terminal: wrapped at word boundaries to its width
/// (the COLUMNS a program reading the pipe gives, 80 without one), a Hangul syllable two
/// columns; a word wider than the whole line is the only thing allowed past it.
@Suite struct LineWidthTests {
    static let commands: [[String]] =
        [
            ["stats"], ["schedule", "list"], ["history"], ["deck", "list"], ["level"], ["deliveries"],
            ["learn", "--offline", "--mode", "choice"], ["review", "--offline", "--mode", "choice"],
            ["quiz", "--offline", "--count", "2", "--mode", "choice"], ["today", "--offline"],
        ] + HelpTests.paths.map { ["help"] + $0 } + [["--help"]]

    func bed(_ language: String) throws -> CLITestbed {
        let bed = try CLITestbed(language: language).meet(days: 5)
        _ = try bed.run(["quiz", "--offline", "--count", "3", "--mode", "choice"], stdin: "1\n2\n1\n")
        _ = try bed.run([
            "schedule", "add", "--at", "07:30", "--days", "weekdays", "--tz", "Asia/Seoul", "--channel", "desktop",
            "--channel", "file:" + bed.root.path + "/a/rather/long/folder/for/the/digest/word.txt", "--id", "morning",
        ])
        return bed
    }

    /// The lines of `text` wider than `width`, but for a lone word wider than the line.
    func tooWide(_ text: String, _ width: Int) -> [String] {
        text.split(separator: "\n").map(String.init).filter { line in
            DisplayWidth.width(of: line) > width
                && line.split(separator: " ").contains { DisplayWidth.width(of: $0) <= width }
                && !(line.split(separator: " ").count == 1)
        }.filter { line in
            // A line whose only overlong part is one word cannot be narrower.
            let words = line.split(separator: " ")
            return words.reduce(0) { $0 + DisplayWidth.width(of: $1) + 1 } - 1 > width
                && !words.contains(where: { DisplayWidth.width(of: $0) > width - 4 })
        }
    }

    @Test(arguments: [40, 80, 132], ["en", "ko"])
    func everyLineFitsTheWidth(width: Int, language: String) throws {
        let bed = try bed(language)
        bed.extraEnvironment["COLUMNS"] = String(width)
        for command in Self.commands {
            let result = try bed.run(command, stdin: "q\n")
            let wide = tooWide(result.stdout, width)
            #expect(wide.isEmpty, "\(command) at \(width) in \(language): \(wide)")
        }
    }

    /// `learn`'s closing note (when its words come back) stays one line on a terminal exactly
    /// as wide as it, and breaks at a space into lines within one column less, in both
    /// languages.
    @Test(arguments: ["en", "ko"])
    func learnsClosingNoteFillsALineExactlyAsWideAsIt(language: String) throws {
        let bed = CLITestbed(language: language)
        func note(columns: Int) throws -> [String] {
            bed.extraEnvironment["COLUMNS"] = String(columns)
            let result = try bed.run(["learn", "--offline", "--no-record", "--mode", "choice"], stdin: "q\n")
            #expect(result.exitCode == 0, "\(result.stderr)")
            return result.stdout.split(separator: "\n").map(String.init)
        }
        let whole = try Self.lastLineFillsExactlyItsWidth(note(columns:))
        #expect(whole.contains("review"), "\(whole)")
    }

    /// The last line a command prints (`lines` at a terminal's width) stays whole on a terminal
    /// exactly as wide as it, and breaks at a space into two lines within one column less;
    /// returns that line.
    static func lastLineFillsExactlyItsWidth(_ lines: (Int) throws -> [String]) throws -> String {
        let whole = try #require(try lines(400).last)
        let width = DisplayWidth.width(of: whole)
        #expect(try lines(width).last == whole)
        let broken = try lines(width - 1).suffix(2)
        #expect(broken.joined(separator: " ") == whole)
        #expect(broken.allSatisfy { DisplayWidth.width(of: $0) <= width - 1 }, "\(broken)")
        return whole
    }
}
