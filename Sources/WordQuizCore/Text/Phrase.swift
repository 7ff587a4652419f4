/// A sentence of wordquiz's own — on the card, in the quiz and stats, an error, a warning, a
/// line of help — written in English where it is said, `Phrase("\(name, .option) needs a
/// value")`, and shown in the reader's language (`language.say(phrase)`). Its English template, each interpolated value a slot named
/// for what it holds (`\(name, .option) needs a value` is `{option} needs a value`; a count
/// with its noun `{count word|words}`), is the key into the other languages' catalogues
/// (`Language.messages`), as a gettext msgid is. A slot's name taken twice in one phrase is numbered
/// from its second use (`{number}`, `{number2}`). Only `Phrase(…)` makes one, so a test can find
/// every phrase in the sources and hold the table to them.
public struct Phrase: Sendable, Equatable, CustomStringConvertible {
    /// One sentence: its template and the values for its slots.
    struct Piece: Sendable, Equatable {
        var template: String
        var values: [String: Value]
    }

    /// A slot's value: text shown as it is (a name, a path, a number), or a phrase of its own.
    indirect enum Value: Sendable, Equatable {
        case text(String)
        case phrase(Phrase)
    }

    /// Sentences shown one after the other (`+`).
    var pieces: [Piece]

    /// Nothing to say: the empty text in every language.
    public static let empty = Phrase(pieces: [])

    init(pieces: [Piece]) {
        self.pieces = pieces
    }

    public init(_ template: Template) {
        pieces = [Piece(template: template.text, values: template.values)]
    }

    /// Text that is no phrase of ours (a server's own message, a system error), shown as it is.
    public static func verbatim(_ text: String) -> Phrase {
        Phrase(Template(text: "{text}", values: ["text": .text(text)]))
    }

    /// Values a user can give, listed as one of them is asked for: `auto, always or never`. The
    /// values are shown as they are typed; the list's words are the reader's.
    public static func alternatives(_ values: [String]) -> Phrase {
        guard let last = values.last else { return .empty }
        guard values.count > 1 else { return .verbatim(last) }
        return Phrase("\(values.dropLast().joined(separator: ", "), .choices) or \(last, .choice)")
    }

    /// The phrase in `language`; English where the table has no entry.
    public func text(in language: Language) -> String {
        pieces.map { piece in
            Self.fill(
                language.template(piece.template),
                with: piece.values.mapValues { value in
                    switch value {
                    case .text(let text): text
                    case .phrase(let phrase): phrase.text(in: language)
                    }
                })
        }.joined()
    }

    /// The English text.
    public var description: String { text(in: .en) }

    public static func + (lhs: Phrase, rhs: Phrase) -> Phrase {
        var joined = lhs
        joined.pieces += rhs.pieces
        return joined
    }

    /// `template` with each `{name}` replaced by `values[name]` (`MessageTemplate`: a count's
    /// noun in its form, a Korean particle in the form that follows the value).
    static func fill(_ template: String, with values: [String: String]) -> String {
        MessageTemplate.fill(template) { values[String($0)] }
    }

    /// The slots a template uses, by name.
    public static func slots(in template: String) -> Set<String> {
        Set(MessageTemplate.keys(in: template).map(String.init))
    }

    /// What `Phrase(…)` is written with: a string literal whose interpolations become slots.
    public struct Template: Sendable, Equatable, ExpressibleByStringInterpolation {
        var text: String
        var values: [String: Value]

        init(text: String, values: [String: Value]) {
            self.text = text
            self.values = values
        }

        public init(stringLiteral value: String) {
            self.init(text: value, values: [:])
        }

        public init(stringInterpolation: Interpolation) {
            self.init(text: stringInterpolation.text, values: stringInterpolation.values)
        }

        public struct Interpolation: StringInterpolationProtocol {
            var text = ""
            var values: [String: Value] = [:]
            /// How often each slot's name was taken so far.
            private var uses: [String: Int] = [:]

            public init(literalCapacity: Int, interpolationCount: Int) {
                text.reserveCapacity(literalCapacity + 8 * interpolationCount)
            }

            public mutating func appendLiteral(_ literal: String) {
                text += literal
            }

            /// A count and the noun it counts, in the form the number takes: `\(n, one: "word",
            /// other: "words")` shows "1 word", "2 words" (the slot `{count word|words}`; a
            /// language without plural forms translates it `{count}`).
            public mutating func appendInterpolation(_ count: Int, one: String, other: String) {
                let name = take(.count)
                text += "{\(name) \(one)|\(other)}"
                values[name] = .text(String(count))
            }

            /// A phrase inside a phrase, shown in the same language.
            public mutating func appendInterpolation(_ phrase: Phrase, _ slot: Slot) {
                let name = take(slot)
                text += "{\(name)}"
                values[name] = .phrase(phrase)
            }

            /// A value shown as it is, in the slot named for what it holds.
            public mutating func appendInterpolation(_ value: some Any, _ slot: Slot) {
                let name = take(slot)
                text += "{\(name)}"
                values[name] = .text(String(describing: value))
            }

            /// The slot's name in this phrase: numbered from its second use.
            private mutating func take(_ slot: Slot) -> String {
                let use = uses[slot.rawValue, default: 0] + 1
                uses[slot.rawValue] = use
                return use == 1 ? slot.rawValue : slot.rawValue + String(use)
            }
        }
    }
}
