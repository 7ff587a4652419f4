import Foundation
import TestSupport
import Testing
import WordQuizCore

@testable import WordQuizApp

/// Each command's declaration is the one source of its options: parsing takes exactly what
/// it declares, and its help (in each language), the completion scripts and the man page name
/// exactly those, and nothing else.
@Suite struct CommandDeclarationTests {
    static let paths = HelpTests.paths

    /// The long names a declaration offers (its hidden options, wordquiz's own, are left out).
    func offered(_ command: CommandSpec) -> [String] {
        command.options.filter { !$0.isHidden }.flatMap(\.names).filter { $0.hasPrefix("--") }
    }

    /// The names a help text shows: each offered option's own (the other names, `--colour`,
    /// are taken but not shown); a command with actions shows its actions' options.
    func shown(_ command: CommandSpec) -> Set<String> {
        Set(([command] + command.subcommands).flatMap(\.options).filter { !$0.isHidden }.map(\.name))
    }

    @Test(arguments: paths)
    func theHelpInEveryLanguageNamesExactlyTheDeclaredOptions(path: [String]) throws {
        let command = try #require(CommandRegistry.spec(path))
        let declared = shown(command)
        #expect(Set(HelpText.options(in: command.text)) == declared, "\(path): English help")
        #expect(Set(HelpText.options(in: command.text(in: .ko))) == declared, "\(path): Korean help")
    }

    /// Each option the help offers is described there, in every language: its line in the
    /// option list is its label and the start of what it does, as the declaration says it.
    @Test(arguments: paths)
    func everyOfferedOptionIsDescribedInTheReadersLanguage(path: [String]) throws {
        let command = try #require(CommandRegistry.spec(path))
        for language in Language.allCases {
            let lines = command.text(in: language).split(separator: "\n")
            for option in command.options where !option.isHidden {
                let description = option.help.text(in: language)
                let firstWord = try #require(description.split(separator: " ").first, "\(path) \(option.name)")
                let line = lines.first { $0.hasPrefix("  \(option.label)  ") }
                #expect(
                    line?.drop { $0 == " " }.dropFirst(option.label.count).drop { $0 == " " }.hasPrefix(firstWord)
                        == true, "\(path) \(option.name) in \(language): \(line ?? "no line")")
            }
        }
    }

    /// In a real bash with the script loaded, `--` after each command (or action) completes
    /// to exactly its declared options; an option's values are its declared choices.
    @Test(arguments: paths.filter { CommandRegistry.spec($0)?.subcommands.isEmpty ?? false })
    func theCompletionsOfferExactlyTheDeclaredOptions(path: [String]) throws {
        let command = try #require(CommandRegistry.spec(path))
        let bed = CLITestbed(language: "en")
        // An action that takes a schedule id is completed with one first.
        let id = command.arguments.contains(ScheduleCommand.idArgument) ? ["s1"] : []
        let offeredNow = try ShellCompletionTests().bashCompletes(bed, ["wordquiz"] + path + id + ["--"])
        #expect(Set(offeredNow) == Set(offered(command) + ["--help"]), "\(path)")
        for option in command.options where !option.isHidden && !option.choices.isEmpty {
            #expect(ShellCompletions.optionValues[option.name] == option.choices, "\(option.name)")
        }
    }

    @Test func theManPageNamesEveryDeclaredOption() {
        let page = ManPage.roff(language: .en)
        for path in Self.paths {
            guard let command = CommandRegistry.spec(path) else { continue }
            for name in shown(command) {
                #expect(page.contains(name), "\(path) \(name)")
            }
        }
    }

    /// One table of exit codes: the command list's help and the man page, in each language,
    /// list every code a user may meet with its meaning from `ExitCode`.
    @Test(arguments: Language.allCases)
    func oneTableOfExitCodesFeedsTheHelpAndTheManPage(language: Language) {
        let help = WordQuizCLI.help(in: language).replacingOccurrences(of: "\n", with: " ")
        let page = ManPage.roff(language: language)
        for code in ExitCode.documented {
            #expect(help.contains("\(code.rawValue) \(code.summary.text(in: language))"), "\(code)")
            #expect(page.contains(".B \(code.rawValue)\n\(code.meaning.text(in: language))\n"), "\(code)")
        }
        #expect(!help.contains("70 "), "a bug is not an exit code to plan for")
    }

    /// What the declaration refuses, the real binary refuses, with the command's usage line.
    @Test(arguments: [
        (["stats", "--json=yes"], "wordquiz: --json takes no value"),
        (["today", "--date"], "wordquiz: --date needs a value"),
        (["history", "extra"], "wordquiz: unexpected argument 'extra'"),
        (["schedule", "list", "--id", "x"], "wordquiz: unknown option '--id' for schedule list"),
    ])
    func aMistakeTheDeclarationCanTellIsRefused(arguments: [String], message: String) throws {
        let result = try CLITestbed(language: "en").run(arguments)
        #expect(result.exitCode == 64)
        #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
        #expect(result.stderr.contains("Usage: wordquiz \(arguments[0])"), "\(result.stderr)")
    }

    @Test func anOptionsOtherNameIsTheSameOption() throws {
        let bed = CLITestbed(language: "en")
        let colour = try bed.run(["stats", "--colour", "always"])
        #expect(colour.exitCode == 0, "\(colour.stderr)")
        #expect(colour.stdout.contains("\u{1B}["))
        #expect(try bed.run(["quiz", "-n", "0"]).stderr.contains("--count takes a whole number"))
    }
}

/// The options a help text names, read back from its usage lines and option list, so a test
/// can hold the hand-written text to its command's declaration.
enum HelpText {
    static func options(in text: String) -> [String] {
        var found: [String] = []
        // The usage lines (the first after its label, the others — another form, or a form
        // continued — aligned under it, up to the blank line after them) and the option list's
        // entries, two spaces in; not prose that a line break starts with `--`.
        var lines: [Substring] = []
        var inUsage = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let indent = line.prefix { $0 == " " }.count
            let rest = line.dropFirst(indent)
            if line.hasPrefix("Usage:") || line.hasPrefix("사용법:") {
                inUsage = true
            } else if rest.isEmpty || indent <= 2 {
                inUsage = false
            }
            if inUsage || (indent == 2 && rest.hasPrefix("--")) { lines.append(line) }
        }
        var rest = Substring(lines.joined(separator: "\n"))
        while let start = rest.range(of: "--") {
            let name = rest[start.lowerBound...].prefix { $0.isASCII && ($0.isLetter || $0 == "-") }
            rest = rest[name.endIndex...]
            guard name.count > 3, name.dropFirst(2).first?.isLetter == true else { continue }
            let option = String(name.hasSuffix("-") ? name.dropLast() : name)
            if !found.contains(option) { found.append(option) }
        }
        return found
    }
}
