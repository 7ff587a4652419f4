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

    /// The message with each `{name}` replaced by its value (`MessageTemplate`: a count's
    /// noun in its form, `{limit word|words}`; a Korean particle written after a placeholder as
    /// both forms, `‘{word}’은(는)`, in the form that follows the value).
    public func callAsFunction(_ key: MessageKey, _ values: [String: String] = [:]) -> String {
        let template = Self.table(language)[key] ?? Self.koreanTable[key] ?? key.rawValue
        return MessageTemplate.fill(template) { values[String($0)] }
    }

    /// The `{name}` placeholders a message uses.
    public static func placeholders(in text: String) -> Set<String> {
        Set(MessageTemplate.keys(in: text).map(String.init))
    }
}
