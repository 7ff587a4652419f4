/// One example of a sense, of the kind the dictionary gives it.
///
/// 한국어기초사전 marks each example 문장 (a sentence that stands alone), 구 (a short phrase,
/// "보험에 가입하다") or 대화 (one line of a dialogue, read with the lines beside it);
/// 표준국어대사전 may name the work a sentence is quoted from.
public struct Example: Codable, Sendable, Equatable, Hashable {
    public enum Kind: String, Codable, Sendable {
        case sentence, phrase, dialogue

        /// The kind 한국어기초사전's `example_info/type` names; a sentence where it names none.
        public init(dictionaryType: String?) {
            switch dictionaryType {
            case "구": self = .phrase
            case "대화": self = .dialogue
            default: self = .sentence
            }
        }
    }

    public var text: String
    public var kind: Kind
    /// The work the sentence is quoted from ("이문열, 영웅시대"), where the dictionary names it.
    public var source: String?

    public init(_ text: String, kind: Kind = .sentence, source: String? = nil) {
        self.text = text
        self.kind = kind
        self.source = source
    }

    private enum CodingKeys: String, CodingKey { case text, kind, source }

    /// Entries cached before examples had kinds wrote each as a bare string: a sentence.
    public init(from decoder: any Decoder) throws {
        if let text = try? decoder.singleValueContainer().decode(String.self) {
            self.init(text)
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            try container.decode(String.self, forKey: .text),
            kind: try container.decodeIfPresent(Kind.self, forKey: .kind) ?? .sentence,
            source: try container.decodeIfPresent(String.self, forKey: .source))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(text, forKey: .text)
        try container.encode(kind, forKey: .kind)
        try container.encodeIfPresent(source, forKey: .source)
    }
}

extension [Example] {
    /// The examples that stand alone, sentences before phrases: what a card quotes and a
    /// cloze question blanks. Dialogue lines are left out (one line alone is half a talk).
    public var standalone: [Example] {
        filter { $0.kind == .sentence } + filter { $0.kind == .phrase }
    }

    /// The dialogues, each its lines in order: consecutive dialogue lines are one talk.
    public var dialogues: [[String]] {
        var talks: [[String]] = []
        var current: [String] = []
        for example in self {
            if example.kind == .dialogue {
                current.append(example.text)
            } else if !current.isEmpty {
                talks.append(current)
                current = []
            }
        }
        if !current.isEmpty { talks.append(current) }
        return talks
    }
}

extension Example: ExpressibleByStringLiteral {
    /// A sentence, as a test or the bank writes one.
    public init(stringLiteral text: String) { self.init(text) }
}
