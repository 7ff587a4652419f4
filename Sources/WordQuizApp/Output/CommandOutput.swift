import Foundation
import WordQuizCore

/// What a command shows, built once: the same value is printed as text for a reader or as
/// JSON for a program (`--json`), so the two can never tell different stories (swiftly's
/// `OutputFormatter`). Its `Encodable` conformance is the JSON; `text` is the page.
protocol CommandOutput: Encodable {
    /// The value as a reader sees it, every line ending in a newline.
    func text(_ rendering: TextRendering) -> String
}

/// What text is rendered for: the reader's language, colour and links, and the terminal's
/// width. (A value that shows times carries its zone: its JSON writes them too.)
struct TextRendering {
    var language: Language
    var style: TextStyle
    var columns: Int
}

/// How a command prints its output: JSON, or text with the colour the user chose.
enum OutputFormat {
    case text(ColorChoice)
    case json

    /// `--json` when given, else text.
    init(json: Bool, color: ColorChoice) {
        self = json ? .json : .text(color)
    }

    var isJSON: Bool {
        if case .json = self { return true }
        return false
    }
}

extension AppContext {
    /// The one place a command's output is rendered and written: one line of JSON, or the text.
    func show(_ output: some CommandOutput, as format: OutputFormat) throws {
        switch format {
        case .json:
            stdout.write(try JSONOutput.line(output))
        case .text(let color):
            stdout.write(
                output.text(TextRendering(language: language, style: textStyle(color), columns: terminalColumns)))
        }
    }

    /// Colour and links on standard output as `color` and the terminal allow.
    func textStyle(_ color: ColorChoice) -> TextStyle {
        TextStyle(
            isColorEnabled: color.isEnabled(isTerminal: isStdoutTerminal, environment: environment),
            areLinksEnabled: color.areLinksEnabled(isTerminal: isStdoutTerminal, environment: environment))
    }
}

/// The one way wordquiz prints JSON: an `Encodable` value, keys sorted, slashes kept as they
/// are, one line.
enum JSONOutput {
    static func line(_ value: some Encodable) throws -> String {
        try fragment(value) + "\n"
    }

    /// The value's JSON without the line's end: a piece of a larger document written in parts
    /// (`encoder`: one made by `makeEncoder`, kept for all the pieces).
    static func fragment(_ value: some Encodable, encoder: JSONEncoder = makeEncoder()) throws -> String {
        String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// The encoder every JSON wordquiz prints is written with: keys sorted, slashes plain.
    static func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
