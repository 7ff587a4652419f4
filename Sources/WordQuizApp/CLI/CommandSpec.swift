import Foundation
import WordQuizCore

/// One command or action, declared once: its name, the other names it answers to, a
/// one-line summary, its usage line, the options and arguments it takes, and its help as
/// messages (`HelpBlock`). Parsing (`parse`), "did you mean", `COMMAND --help` and
/// `wordquiz help COMMAND` in every language, the completions and the man page all read the
/// declaration.
struct CommandSpec: Sendable {
    /// The words that name it: `["today"]`, `["schedule", "add"]`.
    var words: [String]
    var aliases: [String] = []
    var summary: Phrase
    /// The usage line a command-line mistake prints under its message.
    var usage: String
    var options: [OptionSpec] = []
    /// The words it takes besides its options (`FILE`, `ID`), for help and completion; the
    /// command checks how many it was given.
    var arguments: [String] = []
    /// The values its argument takes, where they are a fixed set (`level`'s levels), for
    /// completion.
    var argumentChoices: [String] = []
    /// The help, block by block; `HelpBlock.render` lays it out in a language.
    var help: [HelpBlock]
    var subcommands: [CommandSpec] = []

    /// Its own name: the last of its words.
    var name: String { words.last ?? "" }

    /// The words that name it, as one: `"schedule add"`.
    var path: String { words.joined(separator: " ") }

    /// Every name of every option, in declaration order.
    var optionNames: [String] { options.flatMap(\.names) }

    /// The option `name` names, by its name or another it answers to.
    func option(named name: String) -> OptionSpec? {
        options.first { $0.names.contains(name) }
    }

    /// A help's usage lines: the `Usage:` line and the `wordquiz …` lines aligned under it.
    static func usageLines(of help: String) -> String {
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("Usage: ") }) else { return "" }
        let block = lines[start...].prefix { $0 == lines[start] || $0.hasPrefix("       wordquiz ") }
        return block.joined(separator: "\n")
    }

    /// A usage line (`Usage: wordquiz …`, continued lines aligned under its first command)
    /// with its label in `language`.
    static func usage(_ usage: String, in language: Language) -> String {
        guard usage.hasPrefix("Usage: ") else { return usage }
        if usage == WordQuizCLI.usage { return WordQuizCLI.usageLine.text(in: language) }
        let label = Phrase("Usage:").text(in: language)
        guard label != "Usage:" else { return usage }
        let indent = "\n" + String(repeating: " ", count: DisplayWidth.width(of: label) + 1)
        return label + " " + usage.dropFirst("Usage: ".count).replacingOccurrences(of: "\n       ", with: indent)
    }

    /// The full help in `language`, ending with a blank line.
    func text(in language: Language) -> String {
        HelpBlock.render(help, of: self, in: language)
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
}
