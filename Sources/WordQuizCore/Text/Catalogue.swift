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

    /// The English table as the pseudo-locale shows it.
    static let pseudoTable = englishTable.mapValues(Pseudolocale.template)

    /// The table of a language.
    public static func table(_ language: Language) -> [MessageKey: String] {
        switch language {
        case .ko: koreanTable
        case .en: englishTable
        case .pseudo: pseudoTable
        }
    }

    /// The message with each `{name}` replaced by its value, in one pass (a value holding
    /// `{…}` is not filled again), and a Korean particle written after a placeholder as both
    /// forms (`‘{word}’은(는)`) in the form that follows the value (`KoreanParticle`).
    public func callAsFunction(_ key: MessageKey, _ values: [String: String] = [:]) -> String {
        let template = Self.table(language)[key] ?? Self.koreanTable[key] ?? key.rawValue
        var out = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "}"),
                let value = values[String(rest[afterOpen..<close])]
            else {
                out += "{"
                rest = rest[afterOpen...]
                continue
            }
            out += value
            rest = rest[rest.index(after: close)...]
            if let particle = KoreanParticle.resolve(after: value, in: rest) {
                out += particle.text
                rest = rest[particle.replaced...]
            }
        }
        return out + rest
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
