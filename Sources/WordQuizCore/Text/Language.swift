/// The language wordquiz speaks to the learner. The messages are written in English, so English
/// needs nothing more; every other language is one catalogue file (`Catalogues/Korean.swift`)
/// that declares all of it — the code, the names a user may type, the locales that choose it,
/// whether its reader reads the English gloss, and every message — and is listed in
/// `catalogued` by the build, from the file itself. `en-XA` is the pseudo-locale: English with
/// its letters accented and each message wrapped in ⟦ ⟧, which shows a translator (and a test)
/// every line of prose that does not come from a message.
public struct Language: Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// What `WORDQUIZ_LANG`, `init --lang` and the config file take: `ko`, `en`, `en-XA`.
    public let code: String
    /// Its own name for itself, as `init` offers it: 한국어, English.
    public let name: String
    /// Other names a user may type for it, lower-cased (`korean`, `한국어`).
    let names: [String]
    /// The prefix of the locales (`LC_ALL`, `LANG`, …) that choose it: `ko` for `ko_KR.UTF-8`.
    let localePrefix: String?
    /// Whether the reader reads English: the gloss comes first, before the Korean definition.
    public let readsEnglish: Bool

    /// Whether a word's English gloss is shown to this reader: always to a reader of English;
    /// to a reader of Korean as an aside for a learner's word, but never for a word of the
    /// native speaker's track, whose reader did not ask for English.
    public func showsGloss(of headword: String) -> Bool {
        readsEnglish || WordBank.embeddedLevel(of: headword) != .native
    }
    /// Each English template, as the sources write it, and how it reads in this language, with
    /// the same named slots; empty for English, whose templates they are.
    let messages: [String: String]
    /// The pseudo-locale's marks, in place of a table.
    let isPseudo: Bool

    /// A language of a catalogue file.
    init(
        code: String, name: String, names: [String], localePrefix: String, readsEnglish: Bool,
        messages: [String: String]
    ) {
        self.init(
            code: code, name: name, names: names, localePrefix: localePrefix, readsEnglish: readsEnglish,
            messages: messages, isPseudo: false)
    }

    private init(
        code: String, name: String, names: [String], localePrefix: String?, readsEnglish: Bool,
        messages: [String: String], isPseudo: Bool
    ) {
        self.code = code
        self.name = name
        self.names = names
        self.localePrefix = localePrefix
        self.readsEnglish = readsEnglish
        self.messages = messages
        self.isPseudo = isPseudo
    }

    /// English: the messages as written.
    public static let en = Language(
        code: "en", name: "English", names: ["english", "영어"], localePrefix: nil, readsEnglish: true, messages: [:],
        isPseudo: false)

    /// `WORDQUIZ_LANG=en-XA`: a language for testing, not for reading (see `Pseudolocale`).
    public static let pseudo = Language(
        code: "en-XA", name: "Ƥšéüðö", names: ["en_xa"], localePrefix: nil, readsEnglish: true, messages: [:],
        isPseudo: true)

    // `catalogued`, the languages of the catalogue files, is generated from them at build
    // time (the CatalogueIndex plugin): adding a file adds its language.

    /// The languages a learner can choose.
    public static let readable: [Language] = catalogued + [.en]

    public static let allCases: [Language] = readable + [.pseudo]

    /// The codes a learner can choose, for help and errors: `ko, en`.
    public static var readableCodes: String { readable.map(\.code).joined(separator: ", ") }

    /// A phrase as this language says it: `language.say(Phrase("✓ Right!"))`.
    public func say(_ phrase: Phrase) -> String { phrase.text(in: self) }

    /// An English template as this language writes it: its catalogue's message, or the
    /// template where the catalogue has none.
    func template(_ english: String) -> String {
        isPseudo ? Pseudolocale.template(english) : messages[english] ?? english
    }

    public var description: String { code }

    /// `WORDQUIZ_LANG` when set, else the locale: `LC_ALL`, `LC_MESSAGES`, `LANG` (the first
    /// one set) — a locale a catalogue names (`ko_KR.UTF-8`) gives its language, any other English.
    public static func resolve(setting: Language?, environment: [String: String]) -> Language {
        if let setting { return setting }
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        guard let locale = locale?.lowercased() else { return .en }
        return catalogued.first { $0.localePrefix.map(locale.hasPrefix) ?? false } ?? .en
    }

    /// Reads a language's code or one of its names, in any case (`ko`, `Korean`, `한국어`, `en-XA`).
    public init?(parsing text: String) {
        let typed = text.lowercased()
        guard let language = Self.allCases.first(where: { $0.code.lowercased() == typed || $0.names.contains(typed) })
        else { return nil }
        self = language
    }

    public static func == (lhs: Language, rhs: Language) -> Bool { lhs.code == rhs.code }

    public func hash(into hasher: inout Hasher) { hasher.combine(code) }
}
