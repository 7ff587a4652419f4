import Foundation
import WordQuizCore

/// One command or action, declared once: its name, the other names it answers to, a
/// one-line summary, its usage line, the options and arguments it takes, and the full text
/// that `COMMAND --help` and `wordquiz help COMMAND` print. Parsing (`parse`), "did you mean",
/// the completions and the man page read the declaration; a test holds each help's text to
/// the options declared here.
struct CommandSpec: Sendable {
    /// The words that name it: `["today"]`, `["schedule", "add"]`.
    var words: [String]
    var aliases: [String] = []
    var summary: String
    /// The usage line a command-line mistake prints under its message.
    var usage: String
    var options: [OptionSpec] = []
    /// The words it takes besides its options (`FILE`, `ID`), for help and completion; the
    /// command checks how many it was given.
    var arguments: [String] = []
    /// The full help, ending with a newline.
    var text: String
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
        guard language == .ko, usage.hasPrefix("Usage: ") else { return usage }
        if usage == WordQuizCLI.usage { return KoreanHelp.commandLineUsage }
        // "사용법: " takes eight columns in a terminal, "Usage: " seven.
        return "사용법: " + usage.dropFirst("Usage: ".count).replacingOccurrences(of: "\n       ", with: "\n        ")
    }

    /// The full help in `language`.
    func text(in language: Language) -> String {
        language == .ko ? KoreanHelp.text(for: path) ?? text : text
    }

    /// The one-line summary in `language`.
    func summary(in language: Language) -> String {
        language == .ko ? KoreanHelp.summaries[path] ?? summary : summary
    }

    /// Whether `word` names this command.
    func answers(to word: String) -> Bool {
        word == name || aliases.contains(word)
    }

    func subcommand(_ word: String) -> CommandSpec? {
        subcommands.first { $0.answers(to: word) }
    }
}
