import WordQuizCore

/// One way to write a command line for a command, as its usage line shows it: which of its
/// options are required in this form, which go together, where its arguments stand. Most
/// commands have one form, `standard` (the arguments, then every option, optional);
/// `schedule add` has two (`--at …` or `--in …`). The usage lines are made from the forms and
/// the declared options and arguments, never written by hand.
struct Synopsis: Sendable {
    enum Part: Sendable {
        /// The command's arguments, as declared.
        case arguments
        /// Every offered option the form does not name elsewhere, each optional.
        case otherOptions
        /// An option this form needs.
        case required(OptionSpec)
        /// An option this form may take.
        case optional(OptionSpec)
        /// Options of which one at most is given: `[--once | --unit]`.
        case either([OptionSpec])
    }

    var parts: [Part]

    init(_ parts: [Part]) {
        self.parts = parts
    }

    /// The arguments, then every offered option.
    static let standard = Synopsis([.arguments, .otherOptions])

    /// One element of a usage line, as its reader sees it (and a test reads it back).
    enum Element: Sendable, Equatable {
        /// An option with its value's placeholder (nil for a flag).
        case option(String, value: String?, required: Bool, repeatable: Bool)
        /// Options of which one at most is given.
        case either([String])
        /// An argument as the line shows it (`ID`, `bash|zsh|fish`).
        case argument(String, ArgumentSpec.Count)
    }

    /// The form's elements for a command declared as `configuration`, with `options`.
    func elements(of configuration: CommandConfiguration, options: [OptionSpec]) -> [Element] {
        let named = Set(
            parts.flatMap { part -> [String] in
                switch part {
                case .required(let option), .optional(let option): [option.name]
                case .either(let options): options.map(\.name)
                case .arguments, .otherOptions: []
                }
            })
        return parts.flatMap { part -> [Element] in
            switch part {
            case .arguments: configuration.arguments.map { .argument($0.shown, $0.count) }
            case .otherOptions:
                options.filter { !$0.isHidden && !named.contains($0.name) }.map {
                    Self.element($0, required: false)
                }
            case .required(let option): [Self.element(option, required: true)]
            case .optional(let option): [Self.element(option, required: false)]
            case .either(let options): [.either(options.map(\.name))]
            }
        }
    }

    private static func element(_ option: OptionSpec, required: Bool) -> Element {
        .option(option.name, value: option.placeholder, required: required, repeatable: option.isRepeatable)
    }

    /// The elements as the usage line writes them, a word each: `--at HH:MM`, `[--id NAME]`,
    /// `--channel SPEC…`, `[--channel SPEC]…`, `[--once | --unit]`, `NAME…`; optional arguments in
    /// a row nest: `[COMMAND [ACTION]]`.
    static func words(_ elements: [Element]) -> [String] {
        var words: [String] = []
        var optionalRun: [String] = []
        func closeRun() {
            guard !optionalRun.isEmpty else { return }
            words.append(
                optionalRun.reversed().reduce("") { inner, name in inner.isEmpty ? "[\(name)]" : "[\(name) \(inner)]" })
            optionalRun = []
        }
        for element in elements {
            if case .argument(let name, .optional) = element {
                optionalRun.append(name)
                continue
            }
            closeRun()
            switch element {
            case .option(let name, let value, let required, let repeatable):
                let label = value.map { "\(name) \($0)" } ?? name
                let dots = repeatable ? "…" : ""
                words.append(required ? label + dots : "[\(label)]" + dots)
            case .either(let names): words.append("[" + names.joined(separator: " | ") + "]")
            case .argument(let name, .oneOrMore): words.append(name + "…")
            case .argument(let name, _): words.append(name)
            }
        }
        closeRun()
        return words
    }

    /// The lines of a usage in `language`: its label (`Usage:`, `사용법:`) before the first, the
    /// others aligned under it, each form's words wrapped to `columns` under the first word
    /// after the command's own.
    static func lines(_ forms: [(command: String, words: [String])], in language: Language, columns: Int) -> String {
        let label = Phrase("Usage:").text(in: language) + " "
        let margin = String(repeating: " ", count: DisplayWidth.width(of: label))
        var lines: [String] = []
        for (index, form) in forms.enumerated() {
            var line = (index == 0 ? label : margin) + "wordquiz " + form.command
            // Under the first word after the command's own, where that leaves room; else a
            // little in from the margin.
            let under = DisplayWidth.width(of: line) + 1
            let indent = String(repeating: " ", count: columns - under >= 24 ? under : margin.count + 4)
            for word in form.words {
                if DisplayWidth.width(of: line) + 1 + DisplayWidth.width(of: word) > columns, line != indent {
                    lines.append(line)
                    line = indent + word
                } else {
                    line += (line == indent ? "" : " ") + word
                }
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}
