/// The language wordquiz speaks to the learner: Korean or English — or the pseudo-locale
/// `en-XA`, English with its letters accented and each message wrapped in ⟦ ⟧, which shows a
/// translator (and a test) every line of prose that does not come from a message.
public enum Language: String, Sendable, CaseIterable {
    case ko
    case en
    /// `WORDQUIZ_LANG=en-XA`: a language for testing, not for reading (see `Pseudolocale`).
    case pseudo = "en-XA"

    /// The languages a learner can choose.
    public static let readable: [Language] = [.ko, .en]

    /// Whether it is read as English (the pseudo-locale is English in disguise): the gloss
    /// first, English month names.
    public var readsEnglish: Bool { self != .ko }

    /// A phrase as this language says it: `language.say(Phrase("✓ Right!"))`.
    public func say(_ phrase: Phrase) -> String { phrase.text(in: self) }

    /// `WORDQUIZ_LANG` when set, else the locale: `LC_ALL`, `LC_MESSAGES`, `LANG` (the first
    /// one set) — Korean locales (`ko_KR.UTF-8`) give Korean, any other English.
    public static func resolve(setting: Language?, environment: [String: String]) -> Language {
        if let setting { return setting }
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        return locale?.lowercased().hasPrefix("ko") == true ? .ko : .en
    }

    /// Reads `ko` or `en` (any case, `korean`/`english` and `한국어` too), and `en-XA`.
    public init?(parsing text: String) {
        switch text.lowercased() {
        case "ko", "korean", "한국어": self = .ko
        case "en", "english", "영어": self = .en
        case "en-xa", "en_xa": self = .pseudo
        default: return nil
        }
    }
}
