/// The words wordquiz says to the learner, in their language: `catalogue(.feedbackCorrect)`,
/// `catalogue(.questionCounter, ["number": "1", "total": "3"])`. One table a language
/// (`Catalogue+Korean`, `Catalogue+English`); a test holds both to the same keys and
/// placeholders.
public struct Catalogue: Sendable {
    public var language: Language

    public init(_ language: Language) {
        self.language = language
    }

    public static let korean = Catalogue(.ko)

    /// The table of a language.
    public static func table(_ language: Language) -> [MessageKey: String] {
        switch language {
        case .ko: koreanTable
        case .en: englishTable
        }
    }

    /// The message with each `{name}` replaced by its value.
    public func callAsFunction(_ key: MessageKey, _ values: [String: String] = [:]) -> String {
        var text = Self.table(language)[key] ?? Self.koreanTable[key] ?? key.rawValue
        for (name, value) in values {
            text = text.replacingEvery("{\(name)}", with: value)
        }
        return text
    }

    /// The `{name}` placeholders a message uses.
    public static func placeholders(in text: String) -> Set<String> {
        var names: Set<String> = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.insert(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }
}

extension String {
    fileprivate func replacingEvery(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var out = ""
        var rest = Substring(self)
        while let range = rest.range(of: target) {
            out += rest[..<range.lowerBound]
            out += replacement
            rest = rest[range.upperBound...]
        }
        return out + rest
    }
}
