/// One word a learner can be given: a word of the built-in word bank, or of a deck the learner
/// imported (which has no level and may have no part of speech or example).
public struct BankWord: Sendable, Equatable, Hashable {
    public var headword: String
    /// Empty when unknown (a deck's word).
    public var partOfSpeech: String
    /// nil for a deck's word.
    public var level: Level?
    /// Hanja for Sino-Korean words.
    public var hanja: String?
    /// Standard pronunciation; nil when the word is pronounced as it is spelled. A bank word's
    /// is the bank's field where the dictionaries say what the rules cannot (a sourced
    /// exception, `PronunciationSources`), and `StandardPronunciation`'s otherwise — worked out
    /// when asked, not for each of the thousands of words a command loads.
    public var pronunciationNote: String? {
        writtenPronunciation
            ?? (deck == nil ? Self.rulesPronunciation(of: headword, partOfSpeech: partOfSpeech, hanja: hanja) : nil)
    }
    /// The pronunciation the bank's line or the deck gives; nil when it gives none.
    private var writtenPronunciation: String?
    /// A deck word's pronunciation as the rules of 표준 발음법 give it, to be shown marked as
    /// worked out: a deck gives no source for it. Without a part of speech, a word ending in
    /// 다 is read as a predicate, as a deck's such words nearly all are. nil for a bank word,
    /// one the deck gives a pronunciation, and one said as it is spelt.
    public var computedPronunciation: String? {
        guard deck != nil, writtenPronunciation == nil else { return nil }
        let partOfSpeech = self.partOfSpeech.isEmpty && headword.hasSuffix("다") ? "동사" : self.partOfSpeech
        return Self.rulesPronunciation(of: headword, partOfSpeech: partOfSpeech, hanja: hanja)
    }
    public var definition: String
    /// The example with the word's form in braces: `아침마다 {사과}를 먹는다.`
    public var markedExample: String
    /// A short English gloss, in the sense of the definition: `apple`; empty when unknown.
    public var english: String
    /// The deck the word comes from; nil for the built-in word bank.
    public var deck: String?
    /// A deck word's picture (from the Anki note it was imported from). Kept behind a
    /// reference: the bank's thousands of words never have one, and stay small.
    public var picture: Picture? {
        get { pictureBox?.picture }
        set { pictureBox = newValue.map(PictureBox.init) }
    }
    private var pictureBox: PictureBox?

    private final class PictureBox: Sendable, Hashable {
        let picture: Picture
        init(_ picture: Picture) { self.picture = picture }
        static func == (a: PictureBox, b: PictureBox) -> Bool { a.picture == b.picture }
        func hash(into hasher: inout Hasher) { hasher.combine(picture) }
    }

    public init(
        headword: String, partOfSpeech: String = "", level: Level? = nil, hanja: String? = nil,
        pronunciationNote: String? = nil, definition: String, markedExample: String = "", english: String = "",
        deck: String? = nil
    ) {
        self.headword = headword
        self.partOfSpeech = partOfSpeech
        self.level = level
        self.hanja = hanja
        writtenPronunciation = pronunciationNote
        self.definition = definition
        self.markedExample = markedExample
        self.english = english
        self.deck = deck
    }

    /// The bank's tracks: three levels for a learner of Korean, as 한국어기초사전 grades its
    /// words, and one for a native speaker (rarer 고유어, 한자어 and 사자성어, 속담 and 관용구).
    public enum Level: Int, Sendable, CaseIterable, Comparable {
        case beginner = 1
        case intermediate = 2
        case advanced = 3
        case native = 4

        /// The levels of the learner's track, which `all` takes in turn.
        public static let learnerTrack: [Level] = [.beginner, .intermediate, .advanced]

        /// Its Korean name, as the card's entry carries it: 초급, 중급, 고급 (한국어기초사전's
        /// grades), 심화.
        public var name: String {
            switch self {
            case .beginner: "초급"
            case .intermediate: "중급"
            case .advanced: "고급"
            case .native: "심화"
            }
        }

        /// The name it is typed, stored and written in JSON under, in every language:
        /// beginner, intermediate, advanced, native.
        public var code: String {
            switch self {
            case .beginner: "beginner"
            case .intermediate: "intermediate"
            case .advanced: "advanced"
            case .native: "native"
            }
        }

        /// Its name in the reader's language: beginner, 초급.
        public var spokenName: Phrase {
            switch self {
            case .beginner: Phrase("beginner")
            case .intermediate: Phrase("intermediate")
            case .advanced: Phrase("advanced")
            case .native: Phrase("native speaker")
            }
        }

        /// The level a Korean label names (초급 …, or its code): the dictionaries' grades read
        /// into wordquiz's one vocabulary.
        public init?(label: String) {
            guard let level = Self.allCases.first(where: { $0.name == label || $0.code == label }) else { return nil }
            self = level
        }

        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The part-of-speech field's codes and the labels they stand for: the dictionaries' 품사,
    /// and for the native speaker's track the two kinds of phrase, 속담 and 관용구 (the word
    /// unit 우리말샘 gives them).
    static let partsOfSpeech: [Substring: String] = [
        "명": "명사", "동": "동사", "형": "형용사", "부": "부사", "관": "관형사",
        "대": "대명사", "수": "수사", "감": "감탄사", "속": "속담", "관용": "관용구",
    ]

    /// Reads `headword|pos|level|hanja|pronunciation|definition|example|English`.
    init?(line: Substring) {
        let fields = line.utf8.split(separator: UInt8(ascii: "|"), omittingEmptySubsequences: false)
            .map(Substring.init)
        guard fields.count == 8, !fields[7].isEmpty, let pos = Self.partsOfSpeech[fields[1]],
            let levelNumber = Int(fields[2]), let level = Level(rawValue: levelNumber)
        else { return nil }
        headword = String(fields[0])
        partOfSpeech = pos
        self.level = level
        hanja = fields[3].isEmpty ? nil : String(fields[3])
        writtenPronunciation = fields[4].isEmpty ? nil : String(fields[4])
        definition = String(fields[5])
        markedExample = String(fields[6])
        english = String(fields[7])
        deck = nil
    }

    /// The example as a reader sees it, braces removed.
    public var example: String {
        markedExample.filter { $0 != "{" && $0 != "}" }
    }

    /// The form of the word that the example uses (`먹는` for 먹다), for a cloze question.
    public var exampleForm: String? {
        guard let open = markedExample.firstIndex(of: "{"),
            let close = markedExample[open...].firstIndex(of: "}")
        else { return nil }
        return String(markedExample[markedExample.index(after: open)..<close])
    }

    public var pronunciation: String { pronunciationNote ?? headword }

    /// Whether the word is a phrase (속담, 관용구), pronounced 어절 by 어절.
    public var isPhrase: Bool { partOfSpeech == "속담" || partOfSpeech == "관용구" }

    /// What the rules of 표준 발음법 give for a word of this part of speech and 한자, or nil
    /// where that is its spelling.
    public static func rulesPronunciation(of headword: String, partOfSpeech: String, hanja: String?) -> String? {
        // A verb or adjective, and a 관용구 (listed as its predicate's dictionary form), ends in
        // a stem and `다`; a 속담 is a sentence whose last word is already inflected.
        let predicate = ["동사", "형용사", "관용구"].contains(partOfSpeech) && headword.hasSuffix("다")
        let spoken = StandardPronunciation(
            of: headword, context: .init(endsInPredicate: predicate, hanja: hanja)
        ).text
        return spoken == headword ? nil : spoken
    }

    /// The word as a dictionary entry from the offline provider.
    public var entry: Entry {
        let computed = computedPronunciation
        var entry = Entry(
            headword: headword, partOfSpeech: partOfSpeech.isEmpty ? nil : partOfSpeech,
            // A deck's word shows the rules' reading where it differs from the spelling, marked as
            // worked out; a phrase's spelling is not repeated as its pronunciation.
            pronunciation: deck == nil && !isPhrase ? pronunciation : pronunciationNote ?? computed,
            origin: hanja, level: level,
            senses: [
                Sense(
                    definition: definition, examples: example.isEmpty ? [] : [Example(example)],
                    translations: english.isEmpty ? [] : [Translation(language: .english, word: english)])
            ],
            provider: .offline, deck: deck, picture: picture)
        if computed != nil { entry.pronunciationIsComputed = true }
        return entry
    }
}

/// A level in a cached entry's JSON is its Korean name (초급), as entries cached before the
/// level was typed wrote it; its code (beginner) reads too. An unknown name is no level.
extension BankWord.Level: Codable {
    public init(from decoder: any Decoder) throws {
        let label = try decoder.singleValueContainer().decode(String.self)
        guard let level = Self(label: label) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "no level named \(label)"))
        }
        self = level
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}
