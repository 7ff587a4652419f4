/// The language wordquiz speaks to the learner: Korean or English.
public enum Language: String, Sendable, CaseIterable {
    case ko
    case en

    /// `WORDQUIZ_LANG` when set, else the locale: `LC_ALL`, `LC_MESSAGES`, `LANG` (the first
    /// one set) — Korean locales (`ko_KR.UTF-8`) give Korean, any other English.
    public static func resolve(setting: Language?, environment: [String: String]) -> Language {
        if let setting { return setting }
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        return locale?.lowercased().hasPrefix("ko") == true ? .ko : .en
    }

    /// Reads `ko` or `en` (any case, `korean`/`english` and `한국어` too).
    public init?(parsing text: String) {
        switch text.lowercased() {
        case "ko", "korean", "한국어": self = .ko
        case "en", "english", "영어": self = .en
        default: return nil
        }
    }
}
