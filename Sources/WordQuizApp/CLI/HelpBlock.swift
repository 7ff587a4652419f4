import WordQuizCore

/// One block of a command's help, declared as messages: `render` lays the blocks out in the
/// reader's language, so a help is written once and every language (and the man page) reads
/// the same declaration.
enum HelpBlock: Sendable {
    /// Prose, wrapped to the help's width; a line break written in it is kept.
    case paragraph(Phrase)
    /// The command's usage lines.
    case usage
    /// The options the command declares (its hidden ones left out), each with what it does,
    /// and `-h, --help`.
    case options
    /// Terms and what each means (the question kinds, a deck's actions), under a heading.
    case terms(Phrase?, [HelpTerm])

    /// The widest a help is wrapped to, in terminal columns (a narrower terminal narrows it).
    static let columns = 80

    /// The width a help is wrapped to on a terminal `terminal` columns wide: its own, up to 80.
    static func columns(on terminal: Int) -> Int {
        min(columns, max(terminal, 30))
    }
    /// The widest a term's column grows; a longer term has its text on the next line.
    static let termColumnLimit = 26

    /// The blocks of `command`'s help in `language`, a blank line between them and after.
    static func render(
        _ blocks: [HelpBlock], of command: CommandSpec, in language: Language, columns: Int = columns
    ) -> String {
        blocks.map { block in
            switch block {
            case .paragraph(let phrase):
                wrapped(phrase.text(in: language), columns: columns)
            case .usage:
                command.usage(in: language, columns: columns)
            case .options:
                list(
                    Phrase("Options:"),
                    command.options.filter { !$0.isHidden }.map { HelpTerm($0.label, $0.help) }
                        + [HelpTerm(CommonOption.help.listedNames, CommonOption.help.help)],
                    in: language, columns: columns)
            case .terms(let heading, let terms):
                list(heading, terms, in: language, columns: columns)
            }
        }.joined(separator: "\n\n") + "\n\n"
    }

    /// `text` wrapped to `columns`, each line written in it wrapped on its own and kept at
    /// its indent (a command to type, set two spaces in).
    static func wrapped(_ text: String, columns: Int) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let indent = String(line.prefix { $0 == " " })
            return DisplayWidth.wrap(String(line.dropFirst(indent.count)), columns: columns - indent.count)
                .map { indent + $0 }.joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// Terms in a column two spaces in, each text wrapped beside its term; the column as wide as
    /// the widest term, or `termWidth` (for lists set one under another).
    static func list(
        _ heading: Phrase?, _ terms: [HelpTerm], in language: Language, termWidth: Int? = nil, columns: Int = columns
    ) -> String {
        let widest = termWidth ?? terms.map { DisplayWidth.width(of: $0.term) }.max() ?? 0
        let column = 2 + min(widest, termColumnLimit) + 2
        let indent = String(repeating: " ", count: column)
        var lines: [String] = heading.map { DisplayWidth.wrap($0.text(in: language), columns: columns) } ?? []
        for term in terms {
            let text = term.text.text(in: language)
            let textLines = text.isEmpty ? [] : DisplayWidth.wrap(text, columns: columns - column)
            let label = "  " + term.term
            if DisplayWidth.width(of: label) + 2 > column, !textLines.isEmpty {
                lines.append(label)
                lines += textLines.map { indent + $0 }
            } else if let first = textLines.first {
                lines.append(DisplayWidth.padded(label, to: column) + first)
                lines += textLines.dropFirst().map { indent + $0 }
            } else {
                lines.append(label)
            }
        }
        return lines.joined(separator: "\n")
    }
}

/// A term of a help's list and what it means.
struct HelpTerm: Sendable {
    var term: String
    var text: Phrase

    init(_ term: String, _ text: Phrase) {
        self.term = term
        self.text = text
    }
}
