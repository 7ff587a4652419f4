import Foundation
import TestSupport
import Testing
import WordQuizCore

@testable import WordQuizApp

/// The registry is the one source of every command and action: what the help's usage lines
/// say (read back word by word), what bash, zsh and fish complete, what the man page holds,
/// and what the parser counts are each compared with the declaration, for every command and
/// action there is.
@Suite struct CommandRegistryTests {
    static let paths = HelpTests.paths

    /// The actions' paths: the ones the completions complete options for.
    static let leaves = paths.filter { CommandRegistry.spec($0)?.subcommands.isEmpty ?? false }

    // MARK: - the list

    /// The registry lists each command once, under a name no other command answers to, in
    /// the command list's order: by topic, then by name.
    @Test func theRegistryListsEachCommandOnceInTopicOrder() {
        let types = CommandRegistry.types.map { ObjectIdentifier($0) }
        #expect(types.count == 23)
        #expect(Set(types).count == types.count, "each once")
        let words = CommandRegistry.all.flatMap { [$0.name] + $0.aliases }
        #expect(Set(words).count == words.count, "a name or alias answers to one command")
        let order = CommandRegistry.types.map { "\($0.configuration.topic.rawValue) \($0.configuration.name)" }
        #expect(order == order.sorted())
        #expect(CommandRegistry.command("today")?.type == TodayCommand.self)
    }

    // MARK: - the usage lines

    /// A usage's forms as a reader reads them back: the command's words and its elements.
    /// Lines after the first of a form (deeper than the margin under `Usage:`) continue it.
    static func forms(inUsage usage: String, label: String) throws -> [(
        command: [String], elements: [Synopsis.Element]
    )] {
        var lines: [String] = []
        let margin = DisplayWidth.width(of: label) + 1
        for line in usage.split(separator: "\n").map(String.init) {
            let indent = line.prefix { $0 == " " }.count
            if line.hasPrefix(label + " ") {
                lines.append(String(line.dropFirst(label.count + 1)))
            } else if indent == margin, line.dropFirst(indent).hasPrefix("wordquiz ") {
                lines.append(String(line.dropFirst(indent)))
            } else if indent > margin, !lines.isEmpty {
                lines[lines.count - 1] += " " + line.dropFirst(indent)
            } else {
                Issue.record("a line outside the usage's forms: \(line)")
            }
        }
        return try lines.map { line in
            var words = try topLevelWords(line)
            #expect(words.first == "wordquiz", "\(line)")
            words.removeFirst()
            let command = Array(words.prefix { $0.allSatisfy(\.isLowercase) })
            return (command, try elements(Array(words.dropFirst(command.count))))
        }
    }

    /// Words parted by spaces outside brackets: `[--at HH:MM]` is one.
    static func topLevelWords(_ line: String) throws -> [String] {
        var words: [String] = []
        var current = ""
        var depth = 0
        for character in line {
            if character == "[" { depth += 1 }
            if character == "]" { depth -= 1 }
            #expect(depth >= 0, "\(line)")
            if character == " ", depth == 0 {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        #expect(depth == 0, "\(line)")
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// The elements a line's words after the command's own name.
    static func elements(_ words: [String]) throws -> [Synopsis.Element] {
        var read: [Synopsis.Element] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            if word.hasPrefix("[") {
                let repeatable = word.hasSuffix("]…")
                let inner = String(word.dropFirst().dropLast(repeatable ? 2 : 1))
                if inner.contains(" | ") {
                    read.append(.either(inner.components(separatedBy: " | ")))
                } else if inner.hasPrefix("--") {
                    let parts = inner.split(separator: " ", maxSplits: 1).map(String.init)
                    read.append(
                        .option(
                            parts[0], value: parts.count > 1 ? parts[1] : nil, required: false, repeatable: repeatable))
                } else {
                    // Optional arguments nest: `COMMAND [ACTION]`.
                    for nested in try elements(try topLevelWords(inner)) {
                        guard case .argument(let name, _) = nested else {
                            Issue.record("an option inside an optional argument: \(word)")
                            continue
                        }
                        read.append(.argument(name, .optional))
                    }
                }
            } else if word.hasPrefix("--") {
                var value: String?
                var repeatable = false
                if index < words.count, !words[index].hasPrefix("-"), !words[index].hasPrefix("[") {
                    value = words[index]
                    index += 1
                    if value?.hasSuffix("…") == true {
                        value = String(value!.dropLast())
                        repeatable = true
                    }
                }
                read.append(.option(word, value: value, required: true, repeatable: repeatable))
            } else if word.hasSuffix("…") {
                read.append(.argument(String(word.dropLast()), .oneOrMore))
            } else {
                read.append(.argument(word, .one))
            }
        }
        return read
    }

    /// The forms the registry declares for a command or action (a command with actions: all
    /// of its actions').
    static func declaredForms(_ spec: CommandSpec) -> [(command: [String], elements: [Synopsis.Element])] {
        spec.forms.map { ($0.command.split(separator: " ").map(String.init), $0.elements) }
    }

    @Test(arguments: paths, Language.allCases)
    func theHelpsUsageLinesReadBackAsTheDeclaredForms(path: [String], language: Language) throws {
        let spec = try #require(CommandRegistry.spec(path))
        let help = CommandRegistry.help(of: spec, in: language)
        let label = Phrase("Usage:").text(in: language)
        let block = help.split(separator: "\n\n").first { $0.hasPrefix(label + " ") }
        let usage = try #require(block.map(String.init), "\(path): no usage in its help")
        let read = try Self.forms(inUsage: usage, label: label)
        let declared = Self.declaredForms(spec)
        #expect(read.map(\.command) == declared.map(\.command), "\(path) in \(language)")
        #expect(read.map(\.elements) == declared.map(\.elements), "\(path) in \(language):\n\(usage)")
        for line in usage.split(separator: "\n") {
            #expect(DisplayWidth.width(of: String(line)) <= HelpBlock.columns, "\(path): \(line)")
        }
    }

    /// Every option a command offers appears in one of its forms, and a form names only
    /// options it declares: the forms cannot drift from the options.
    @Test(arguments: leaves)
    func everyOfferedOptionIsInAFormAndEveryFormsOptionIsDeclared(path: [String]) throws {
        let spec = try #require(CommandRegistry.spec(path))
        let offered = Set(spec.options.filter { !$0.isHidden }.map(\.name))
        let inForms = Set(
            spec.forms.flatMap(\.elements).flatMap { element -> [String] in
                switch element {
                case .option(let name, _, _, _): [name]
                case .either(let names): names
                case .argument: []
                }
            })
        #expect(inForms == offered, "\(path)")
        let arguments = spec.forms.flatMap(\.elements).compactMap { element -> String? in
            if case .argument(let name, _) = element { return name }
            return nil
        }
        #expect(Set(arguments) == Set(spec.arguments.map(\.shown)), "\(path)")
    }

    // MARK: - the completions

    /// In a real zsh with the script loaded (its `compadd` and `_describe` standing in for the
    /// completion system's), `--` after each action completes to exactly its offered options.
    @Test(arguments: leaves)
    func zshCompletesExactlyTheDeclaredOptions(path: [String]) throws {
        let spec = try #require(CommandRegistry.spec(path))
        let bed = CLITestbed(language: "en")
        let id = spec.arguments.contains(ScheduleCommand.idArgument) ? ["s1"] : []
        let words = (["wordquiz"] + path + id + ["--"]).map { "'\($0)'" }.joined(separator: " ")
        let script = """
            compadd() { while (( $# )) && [[ $1 != -- ]]; do shift; done; shift; print -l -- "$@"; }
            _describe() { :; }
            compdef() { :; }
            source <(wordquiz completions zsh) || exit 3
            words=(\(words)); CURRENT=${#words}
            _wordquiz
            """
        let result = try ProcessRunner.run(
            "/usr/bin/zsh", ["-f", "-c", script], environment: ShellCompletionTests().wordquizOnPath(bed))
        #expect(result.exitCode == 0, "\(result.stderr)")
        let offered = result.stdout.split(separator: "\n").map(String.init)
        #expect(
            Set(offered)
                == Set(spec.argumentChoices + ShellCompletions.offeredOptions(spec) + [CommonOption.help.name]),
            "\(path)")
    }

    /// In a real fish with the script loaded, `--` after each action completes to exactly its
    /// offered options, and a command with actions offers exactly its actions.
    @Test(arguments: leaves)
    func fishCompletesExactlyTheDeclaredOptions(path: [String]) throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/fish") else {
            print("note: fish is not installed (scripts/install-deps installs it); its completions are not run here")
            return
        }
        let spec = try #require(CommandRegistry.spec(path))
        let bed = CLITestbed(language: "en")
        let id = spec.arguments.contains(ScheduleCommand.idArgument) ? ["s1"] : []
        let line = (["wordquiz"] + path + id + ["--"]).joined(separator: " ")
        let offered = try fishCompletes(bed, line)
        #expect(Set(offered) == Set(ShellCompletions.offeredOptions(spec)), "\(path)")
        if path.count == 2, let group = CommandRegistry.command(path[0]) {
            #expect(Set(try fishCompletes(bed, "wordquiz \(path[0]) ")) == Set(group.subcommands.map(\.name)))
        }
    }

    /// What a real fish offers for a command line, one candidate a line (descriptions dropped).
    func fishCompletes(_ bed: CLITestbed, _ line: String) throws -> [String] {
        let script = "wordquiz completions fish | source; or exit 3; complete -C '\(line)'"
        let result = try ProcessRunner.run(
            "/usr/bin/fish", ["--no-config", "-c", script], environment: ShellCompletionTests().wordquizOnPath(bed))
        #expect(result.exitCode == 0, "\(result.stderr)")
        return result.stdout.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
    }

    // MARK: - the man page

    /// The man page has a section for every command and action, headed by its words, holding
    /// its usage lines and every option it offers.
    @Test(arguments: Language.allCases)
    func theManPageHasEveryCommandAndActionWithItsUsageAndOptions(language: Language) throws {
        let page = ManPage.roff(language: language)
        let sections = page.components(separatedBy: "\n.SS ").dropFirst().map { section in
            (
                heading: String(section.prefix { $0 != "\n" }).replacingOccurrences(of: "\\-", with: "-"),
                body: section
            )
        }
        for path in Self.paths {
            let spec = try #require(CommandRegistry.spec(path))
            // A command with one action shows its help once, under the command.
            let heading =
                spec.words.count > 1 && CommandRegistry.command(path[0])?.subcommands.count == 1
                ? path[0] : spec.path
            let section = try #require(sections.first { $0.heading == heading }, "\(path): no section")
            let usage = spec.usage(in: language)
            #expect(section.body.contains(ManPage.escaped(usage)), "\(path) in \(language)")
            for option in spec.options where !option.isHidden {
                #expect(section.body.contains(option.name), "\(path) \(option.name)")
            }
        }
        let listed = Set(sections.map(\.heading))
        let declared = Set(Self.paths.map { $0.joined(separator: " ") })
        #expect(listed.isSubset(of: declared), "a section for no command: \(listed.subtracting(declared))")
    }

    // MARK: - the parser

    /// Given fewer arguments than it declares, each command names the one missing; given one
    /// more than it takes, it refuses it; both as usage mistakes (64) with its usage lines.
    @Test(arguments: leaves)
    func theArgumentCountsAreTheDeclaredOnes(path: [String]) throws {
        let spec = try #require(CommandRegistry.spec(path))
        let (least, most) = ArgumentSpec.bounds(of: spec.arguments)
        let bed = CLITestbed(language: "en")
        if least > 0 {
            let missing = spec.arguments.first { $0.count != .optional }!
            let result = try bed.run(path, stdin: "")
            #expect(result.exitCode == 64, "\(path): \(result.stderr)")
            #expect(
                result.stderr.hasPrefix("wordquiz: \(spec.path) needs \(missing.what.text(in: .en))"),
                "\(result.stderr)")
            #expect(result.stderr.contains("\nUsage: wordquiz \(spec.path)"), "\(result.stderr)")
        }
        if let most {
            let extra = (0...most).map { "extra\($0)" }
            let result = try bed.run(path + extra, stdin: "")
            #expect(result.exitCode == 64, "\(path): \(result.stderr)")
            #expect(
                result.stderr.hasPrefix("wordquiz: unexpected argument 'extra\(most)'"), "\(path): \(result.stderr)")
        }
    }

    /// A command with actions given none, or one it does not have, names its actions as the
    /// registry declares them.
    @Test(arguments: CommandRegistry.commands.filter { !$0.subcommands.isEmpty }.map(\.name))
    func aCommandWithActionsNamesItsDeclaredActions(command: String) throws {
        let spec = try #require(CommandRegistry.command(command))
        let bed = CLITestbed(language: "en")
        let none = try bed.run([command])
        #expect(none.exitCode == 64)
        let listed = Phrase.alternatives(spec.subcommands.map(\.name)).text(in: .en)
        #expect(none.stderr.hasPrefix("wordquiz: \(command) needs an action: \(listed)\n"), "\(none.stderr)")
        let typo = String(spec.subcommands[0].name.dropLast()) + "x"
        let wrong = try bed.run([command, typo])
        #expect(wrong.stderr.hasPrefix("wordquiz: unknown \(command) action '\(typo)'"), "\(wrong.stderr)")
    }
}
