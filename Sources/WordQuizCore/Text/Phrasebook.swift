/// The other languages' tables for `Phrase`: each English template, as the sources write it,
/// and how it reads in that language, with the same named slots. A test reads every
/// `Phrase("…")` in the sources and holds each table to them: none missing, none left over.
public enum Phrasebook {
    /// The table of a language; English needs none (the templates are English).
    public static func table(_ language: Language) -> [String: String] {
        switch language {
        case .ko: korean
        case .en, .pseudo: [:]
        }
    }
}
