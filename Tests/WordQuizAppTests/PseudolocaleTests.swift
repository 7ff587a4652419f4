import Foundation
import TestSupport
import Testing

@testable import WordQuizApp
@testable import WordQuizCore

/// `WORDQUIZ_LANG=en-XA`: every message in English with its letters accented and wrapped in
/// ⟦ ⟧. A line with English prose outside the brackets shows text that no translation can
/// reach: these tests run the commands a learner meets and fail on any such line.
///
/// A usage line's syntax (`wordquiz today [--date YYYY-MM-DD]`) is what the user types, and
/// stays.
@Suite struct PseudolocaleTests {
    func bed() -> CLITestbed {
        let bed = CLITestbed(language: "en-XA")
        return bed
    }

    /// The names of the commands and their actions, which stay as they are.
    static let commandNames = Set(
        CommandRegistry.commands.flatMap { [$0] + $0.subcommands }.flatMap { [$0.name] + $0.aliases })

    /// The English words (three letters or more) a line shows outside ⟦ ⟧, after what may stay:
    /// the program's and its commands' names, option and setting names, paths, code in
    /// backticks, and `data` (the words, glosses and values the test's learner has).
    static func prose(in line: String, data: [String]) -> [String] {
        var outside = ""
        var depth = 0
        for character in line {
            if character == "⟦" {
                depth += 1
            } else if character == "⟧" {
                depth = max(0, depth - 1)
            } else if depth == 0 {
                outside.append(character)
            }
        }
        for allowed in data { outside = outside.replacingOccurrences(of: allowed, with: " ") }
        // Code in backticks stays as it is, spaces and all.
        outside = outside.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset.isMultiple(of: 2) }.map(\.element).joined(separator: " ")
        return outside.split(whereSeparator: { " ()[],'|".contains($0) }).map(String.init)
            .filter { word in
                !(word.hasPrefix("-") || word.hasPrefix("`") || word.contains("/") || word == "wordquiz"
                    || word == "wordquiz:" || commandNames.contains(word)
                    || !word.contains { $0.isLowercase })
            }
            .filter { word in word.filter { $0.isASCII && $0.isLetter }.count >= 3 }
    }

    /// A line with what the user types left out: a usage line's syntax (after its label, or
    /// aligned under it) and the term of a help's list (`  choice  …`, `  --date YYYY-MM-DD  …`).
    static func withoutSyntax(_ line: String) -> String {
        let label = Phrase("Usage:").text(in: .pseudo) + " wordquiz "
        if line.hasPrefix(label) { return label }
        if line.hasPrefix("   "), line.drop(while: { $0 == " " }).hasPrefix("wordquiz ") { return "" }
        if line.hasPrefix("  "), !line.hasPrefix("   "), let gap = line.dropFirst(2).range(of: "  ") {
            return String(line[gap.upperBound...])
        }
        return line
    }

    func expectNoProseOutsideMessages(_ result: ProcessResult, data: [String] = [], _ what: String) {
        // A message wrapped over several lines opens on one and closes on another.
        var open = 0
        for line in (result.stdout + result.stderr).split(separator: "\n").map(String.init) {
            let carried = String(repeating: "⟦", count: open)
            open = max(0, open + line.filter { $0 == "⟦" }.count - line.filter { $0 == "⟧" }.count)
            let leaked = Self.prose(in: carried + Self.withoutSyntax(line), data: data)
            #expect(leaked.isEmpty, "\(what): \(leaked) in: \(line)")
        }
    }

    @Test func theCheckerFindsProseAndLetsMessagesDataAndNamesBe() {
        #expect(Self.prose(in: "⟦Ŵöŕð öƒ ţĥé ðáý⟧ 2024-01-01", data: []).isEmpty)
        #expect(Self.prose(in: "wordquiz: ⟦üñķñöŵñ öþţíöñ '--jsno'⟧", data: []).isEmpty)
        #expect(Self.prose(in: "apple", data: ["apple"]).isEmpty)
        #expect(Self.prose(in: "  ⟦✗ Ñöţ ǫüíţé⟧ counted as Hard", data: []) == ["counted", "Hard"])
        #expect(Self.prose(in: "Usage: wordquiz stats [--json]", data: []) == ["Usage:"])
    }

    /// The check can fail: the same command in plain English shows prose on every line.
    @Test func plainEnglishFailsTheCheck() throws {
        let result = try CLITestbed(language: "en").run(["stats", "--date", CLITestbed.appleDay])
        let lines = result.stdout.split(separator: "\n").filter { !$0.isEmpty }
        #expect(lines.count >= 4)
        #expect(lines.prefix(4).allSatisfy { !Self.prose(in: String($0), data: []).isEmpty }, "\(result.stdout)")
    }

    @Test func everyMessageIsWrappedAndItsSlotsKept() {
        #expect(Phrase("\("--count", .option) needs a value").text(in: .pseudo) == "⟦--count ñééðš á ṽáļüé⟧")
        #expect(Phrase("[\(1, .number)/\(3, .total)]").text(in: .pseudo) == "⟦[1/3]⟧")
        #expect(Pseudolocale.template("  (? hint · q quit)") == "  ⟦(? ĥíñţ · ǫ ǫüíţ)⟧")
        #expect(Pseudolocale.template("run `wordquiz today` now") == "⟦ŕüñ `wordquiz today` ñöŵ⟧")
    }

    @Test func theCardStatsHistoryAndTheListsSpeakOnlyInMessages() throws {
        let bed = bed()
        // A learner who met the apple day's word and answered it once.
        let card = try bed.run(["today", "--date", CLITestbed.appleDay])
        #expect(card.exitCode == 0)
        expectNoProseOutsideMessages(card, data: ["apple"], "today")
        let quiz = try bed.run(["quiz", "--count", "1", "--date", CLITestbed.appleDay], stdin: "1\n")
        expectNoProseOutsideMessages(quiz, data: ["apple"], "quiz")
        // The channel a dry run renders for is named as it is typed.
        let data = ["apple", "beginner", "intermediate", "advanced", "bank", "── stdout ──"]
        for command in [
            ["stats", "--date", CLITestbed.appleDay], ["history"], ["schedule", "list"], ["deliveries"],
            ["deck", "list"], ["doctor", "--offline"], ["digest", "--dry-run", "--date", CLITestbed.appleDay],
        ] {
            expectNoProseOutsideMessages(try bed.run(command), data: data, command.joined(separator: " "))
        }
    }

    /// The command list, the help of every command and action, and the man page: every
    /// sentence a message, each laid out from the command's declaration.
    @Test func theHelpOfEveryCommandSpeaksOnlyInMessages() throws {
        let bed = bed()
        let list = try bed.run(["--help"])
        #expect(list.stdout.contains("  today        ⟦šĥöŵ ţöðáý'š ŵöŕð⟧\n"), "\(list.stdout)")
        expectNoProseOutsideMessages(list, "--help")
        for path in HelpTests.paths {
            let help = try bed.run(["help"] + path)
            #expect(help.exitCode == 0)
            #expect(help.stdout.contains(Phrase("Options:").text(in: .pseudo)) || !help.stdout.contains("\n  --"))
            expectNoProseOutsideMessages(help, path.joined(separator: " "))
        }
        let page = try bed.run(["help", "--man"]).stdout
        #expect(page.contains(".SH ⟦ÑÅṀÉ⟧\n"), "\(page.prefix(300))")
    }

    /// An error of each kind: the command line, a setting, a damaged database, a missing schedule.
    @Test func errorsAndWarningsSpeakOnlyInMessages() throws {
        let bed = bed()
        let errors: [[String]] = [
            ["stats", "--jsno"], ["todya"], ["schedule", "off", "nope"], ["today", "--date", "2024-02-30"],
        ]
        for arguments in errors {
            let result = try bed.run(arguments)
            #expect(result.exitCode != 0)
            if arguments.count == 1 || arguments[1] == "--jsno" {
                #expect(result.stderr.contains("\n⟦Ûšáĝé:"), "the usage line: \(result.stderr)")
            }
            expectNoProseOutsideMessages(result, arguments.joined(separator: " "))
        }
        bed.extraEnvironment["WORDQUIZ_TIMEOUT"] = "never"
        let setting = try bed.run(["today"])
        #expect(setting.exitCode == 78)
        expectNoProseOutsideMessages(setting, "a bad setting")
        bed.extraEnvironment["WORDQUIZ_TIMEOUT"] = nil
        try Data("not a database".utf8).write(to: URL(fileURLWithPath: bed.databasePath))
        let damaged = try bed.run(["stats"])
        #expect(damaged.exitCode == 65)
        expectNoProseOutsideMessages(damaged, "a damaged database")
    }
}
