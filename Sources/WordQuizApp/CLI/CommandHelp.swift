import Foundation
import WordQuizCore

/// One command's help: its name, the other names it answers to, a one-line summary and the
/// full text that `COMMAND --help` and `wordquiz help COMMAND` print. The options offered by
/// completion and suggested for a typo are read from that text, so they cannot drift apart.
struct CommandHelp: Sendable {
    var name: String
    var aliases: [String] = []
    var summary: String
    /// The full help, ending with a newline.
    var text: String
    var subcommands: [CommandHelp] = []
    /// The words that name it in `KoreanHelp` (`"schedule add"`), set by `CommandCatalogue`.
    var path: String = ""

    /// Every `--option` the help's usage lines and option list name, in order of first
    /// mention (an option of another command mentioned in the prose is not one of these).
    var options: [String] {
        var found: [String] = []
        let lines = text.split(separator: "\n").map { $0.drop { $0 == " " } }.filter {
            $0.hasPrefix("Usage:") || $0.hasPrefix("사용법:") || $0.hasPrefix("wordquiz ") || $0.hasPrefix("--")
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

    func subcommand(_ word: String) -> CommandHelp? {
        subcommands.first { $0.answers(to: word) }
    }
}
