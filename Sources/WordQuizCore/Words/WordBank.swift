/// The word bank that ships inside wordquiz: every word a learner can be given, with a
/// definition and an example sentence the project wrote itself, so that `wordquiz today`
/// works with no key and no network. A deck's words make a bank of their own.
///
/// The embedded bank is read line by line as it is asked for: the day's word is one line of
/// thousands, and a start that parsed them all grew with every word added (a quarter of a
/// cached `today` at 2,600 words). `words` parses the whole bank once, for the commands that
/// go through all of it (a quiz's wrong choices, `stats`, `deck show bank`).
public struct WordBank: Sendable {
    /// The name the built-in word bank goes by among the decks (`wordquiz deck use bank`).
    public static let deckName = "bank"

    private enum Storage: Sendable {
        case words([BankWord])
        case embeddedLines
    }

    private let storage: Storage

    public init(words: [BankWord]) {
        storage = .words(words)
    }

    private init(storage: Storage) {
        self.storage = storage
    }

    /// The bank compiled into wordquiz, in its fixed shuffled order.
    public static let embedded = WordBank(storage: .embeddedLines)

    /// Every word, in the bank's order.
    public var words: [BankWord] {
        switch storage {
        case .words(let words): words
        case .embeddedLines: Self.embeddedWords
        }
    }

    /// How many words the bank holds.
    public var count: Int {
        switch storage {
        case .words(let words): words.count
        case .embeddedLines: EmbeddedLines.all.count
        }
    }

    /// The word at a position of the bank's order.
    public subscript(position: Int) -> BankWord {
        switch storage {
        case .words(let words): words[position]
        case .embeddedLines: EmbeddedLines.word(at: position)
        }
    }

    /// The positions of a level's words, in the bank's order.
    public func positions(of level: BankWord.Level) -> [Int] {
        switch storage {
        case .words(let words): words.indices.filter { words[$0].level == level }
        case .embeddedLines: EmbeddedLines.positionsByLevel[level] ?? []
        }
    }

    /// The positions of the words `all` draws from, in the bank's order: the learner's track
    /// and the words of no level (a deck's).
    public var learnerTrackPositions: [Int] {
        switch storage {
        case .words(let words):
            words.indices.filter { words[$0].level.map(BankWord.Level.learnerTrack.contains) ?? true }
        case .embeddedLines: EmbeddedLines.learnerTrackPositions
        }
    }

    /// The bank's word with this headword, if any.
    public func word(_ headword: String) -> BankWord? {
        switch storage {
        case .words(let words):
            // The headword as the bank spells it is the usual case; the normalised comparison
            // (each bank word's key made afresh) only when that finds nothing.
            if let word = words.first(where: { $0.headword == headword }) { return word }
            let key = Headword.matchKey(headword)
            return words.first { Headword.matchKey($0.headword) == key }
        case .embeddedLines:
            if let position = EmbeddedLines.position(of: headword) { return EmbeddedLines.word(at: position) }
            return Self.embeddedByMatchKey[Headword.matchKey(headword)]
        }
    }

    /// The embedded bank's words, parsed once, for the commands that need all of them.
    private static let embeddedWords: [BankWord] = EmbeddedLines.all.indices.map(EmbeddedLines.word(at:))

    /// The embedded bank's words by their normalised form, for a headword spelt otherwise.
    private static let embeddedByMatchKey: [String: BankWord] = Dictionary(
        embeddedWords.map { (Headword.matchKey($0.headword), $0) }, uniquingKeysWith: { first, _ in first })

    /// The English gloss of a word of the embedded bank, by its headword as the bank spells it.
    public static func embeddedGloss(of headword: String) -> String? {
        embeddedPositions[headword].map(EmbeddedLines.word(at:)).flatMap { $0.english.isEmpty ? nil : $0.english }
    }

    /// The commonest of `words` by the bank's frequency order (a lower level first, then its
    /// most frequent); nil when none of them is ranked.
    public static func commonest(of words: [String]) -> String? {
        words.compactMap { word in frequencyRank[word].map { (word, $0) } }.min { $0.1 < $1.1 }?.0
    }

    /// Each ranked bank word's place in `CurriculumFrequency`, levels in order.
    private static let frequencyRank: [String: Int] = {
        var ranks: [String: Int] = [:]
        for level in BankWord.Level.allCases {
            for word in CurriculumFrequency.order[level] ?? [] where ranks[word] == nil { ranks[word] = ranks.count }
        }
        return ranks
    }()

    /// The level of a word of the embedded bank, by its headword as the bank spells it.
    public static func embeddedLevel(of headword: String) -> BankWord.Level? {
        embeddedPositions[headword].flatMap { EmbeddedLines.levels[$0] }
    }

    /// A word's identity in the embedded bank, which no edit of its text changes: its line in
    /// its track's data, which is appended to and never reordered (`bank/0` is 사과,
    /// `native/0` the native speaker's first word). nil for a word not in the bank.
    public static func embeddedIdentity(of headword: String) -> String? {
        guard let position = embeddedPositions[headword] else { return nil }
        let nativeStart = EmbeddedLines.positionsByLevel[.native]?.min() ?? EmbeddedLines.all.count
        return position < nativeStart ? "bank/\(position)" : "native/\(position - nativeStart)"
    }

    /// Each embedded word's line, by its headword as the bank spells it (the first of
    /// homographs): read from the headword field alone. A glance at one word's gloss or level
    /// (`today` in Korean, a question's feedback) parses that word, not the bank — the whole
    /// bank parsed was 3 MB and half of a cached `today`.
    private static let embeddedPositions: [String: Int] = EmbeddedLines.withBytes { bytes in
        var positions: [String: Int] = [:]
        for (position, line) in EmbeddedLines.all.enumerated() {
            var end = line.lowerBound
            while end < line.upperBound, bytes[end] != UInt8(ascii: "|") { end += 1 }
            let headword = String(decoding: UnsafeBufferPointer(rebasing: bytes[line.lowerBound..<end]), as: UTF8.self)
            if positions[headword] == nil { positions[headword] = position }
        }
        return positions
    }
}

/// The embedded bank's text, its lines found as byte ranges (a scan for newlines, with no
/// string made), each parsed when it is asked for.
private enum EmbeddedLines {
    /// Each line's bytes in the bank's UTF-8 text.
    static let all: [Range<Int>] = withBytes { bytes in
        var lines: [Range<Int>] = []
        var start = 0
        for position in bytes.indices where bytes[position] == UInt8(ascii: "\n") {
            if position > start { lines.append(start..<position) }
            start = position + 1
        }
        if bytes.count > start { lines.append(start..<bytes.count) }
        return lines
    }

    /// The learner's track's lines, then the native speaker's, in the bank's one order.
    static let text = WordBankData.lines + "\n" + NativeTrackData.lines

    static func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(text.utf8).withUnsafeBufferPointer(body)
    }

    /// The data is checked by tests: a malformed line is a programming error.
    static func word(at position: Int) -> BankWord {
        let text = withBytes { String(decoding: UnsafeBufferPointer(rebasing: $0[all[position]]), as: UTF8.self) }
        guard let word = BankWord(line: text[...]) else {
            preconditionFailure("word bank line \(position + 1) is malformed")
        }
        return word
    }

    /// Each level's lines, found from the level field alone (the digit after the second `|`).
    static let positionsByLevel: [BankWord.Level: [Int]] = withBytes { bytes in
        var positions: [BankWord.Level: [Int]] = [:]
        for (position, line) in all.enumerated() {
            var separators = 0
            var index = line.lowerBound
            while index < line.upperBound, separators < 2 {
                if bytes[index] == UInt8(ascii: "|") { separators += 1 }
                index += 1
            }
            guard index < line.upperBound,
                let level = BankWord.Level(rawValue: Int(bytes[index]) - Int(UInt8(ascii: "0")))
            else { continue }
            positions[level, default: []].append(position)
        }
        return positions
    }

    /// Each line's level, by position (nil for a line of no level).
    static let levels: [BankWord.Level?] = {
        var levels = [BankWord.Level?](repeating: nil, count: all.count)
        for (level, positions) in positionsByLevel {
            for position in positions { levels[position] = level }
        }
        return levels
    }()

    static let learnerTrackPositions: [Int] = BankWord.Level.learnerTrack.flatMap { positionsByLevel[$0] ?? [] }
        .sorted()

    /// The line whose headword field is `headword`, compared as bytes.
    static func position(of headword: String) -> Int? {
        let wanted = Array(headword.utf8) + [UInt8(ascii: "|")]
        return withBytes { bytes in
            all.firstIndex { line in
                line.count > wanted.count && zip(bytes[line], wanted).allSatisfy { $0 == $1 }
            }
        }
    }
}
