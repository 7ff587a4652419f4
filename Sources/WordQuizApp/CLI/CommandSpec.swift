import Foundation
import WordQuizCore

/// A command or action as the registry placed it: its declaration, the words that name it
/// (`schedule add`), its type and its actions. Parsing (`parse`), "did you mean", `COMMAND
/// --help` and `wordquiz help COMMAND` in every language, the usage lines, the completions and
/// the man page all read it.
struct CommandSpec: Sendable {
    /// The words that name it: `["today"]`, `["schedule", "add"]`.
    let words: [String]
    let configuration: CommandConfiguration
    /// Its options, in their declared order.
    let options: [OptionSpec]
    let type: any DeclaredCommand.Type
    let subcommands: [CommandSpec]

    init(_ type: any DeclaredCommand.Type, under parent: [String] = []) {
        let configuration = type.configuration
        let words = parent + [configuration.name]
        self.type = type
        self.configuration = configuration
        options = type.declaredOptions
        self.words = words
        subcommands = configuration.actions.map { CommandSpec($0, under: words) }
    }

    /// Its own name: the last of its words.
    var name: String { configuration.name }
    var aliases: [String] { configuration.aliases }
    var summary: Phrase { configuration.summary }
    var arguments: [ArgumentSpec] { configuration.arguments }
    var help: [HelpBlock] { configuration.help }
    var isHidden: Bool { configuration.isHidden }

    /// The words that name it, as one: `"schedule add"`.
    var path: String { words.joined(separator: " ") }

    /// Every name of every option, in declaration order.
    var optionNames: [String] { options.flatMap(\.names) }

    /// The values its arguments take where they are a fixed set, for completion.
    var argumentChoices: [String] { arguments.flatMap(\.choices) }

    /// The option `name` names, by its name or another it answers to.
    func option(named name: String) -> OptionSpec? {
        options.first { $0.names.contains(name) }
    }

    /// Each form of its usage: the words after `wordquiz` and the form's elements. A command
    /// with actions has its actions' forms.
    var forms: [(command: String, elements: [Synopsis.Element])] {
        guard subcommands.isEmpty else { return subcommands.flatMap(\.forms) }
        return configuration.synopses.map { (path, $0.elements(of: configuration, options: options)) }
    }

    /// The usage lines a command-line mistake prints under its message, and its help shows,
    /// in `language` (its label, and the lines wrapped to its width).
    func usage(in language: Language, columns: Int = HelpBlock.columns) -> String {
        Synopsis.lines(forms.map { ($0.command, Synopsis.words($0.elements)) }, in: language, columns: columns)
    }

    /// The usage lines in English.
    var usage: String { usage(in: .en) }

    /// The full help in `language`, ending with a blank line.
    func text(in language: Language, columns: Int = HelpBlock.columns) -> String {
        HelpBlock.render(help, of: self, in: language, columns: columns)
    }

    /// The full help in English.
    var text: String { text(in: .en) }

    /// The one-line summary in `language`.
    func summary(in language: Language) -> String {
        summary.text(in: language)
    }

    /// Whether `word` names this command.
    func answers(to word: String) -> Bool {
        word == name || aliases.contains(word)
    }

    func subcommand(_ word: String) -> CommandSpec? {
        subcommands.first { $0.answers(to: word) }
    }

    /// Every name its actions answer to, for suggestions and completion.
    var actionNames: [String] {
        subcommands.flatMap { [$0.name] + $0.aliases }
    }
}
