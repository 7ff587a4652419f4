/// A word list a learner brings: TSV or CSV (with or without a header naming the columns
/// word, meaning, English, example and tags, in any order), a plain list of words one a
/// line, or the text file Anki exports (`#separator:`, `#html:`, `#columns:` headers). Every
/// field is untrusted text and is cleaned; a row that cannot be a word is reported with its
/// line number and skipped.
public struct DeckFile: Sendable, Equatable {
    /// One word of the list.
    public struct Row: Sendable, Equatable {
        public var word: String
        public var meaning: String?
        public var english: String?
        public var example: String?
        public var tags: [String]
        /// The line the row starts on, from 1 (a package's note, from 1).
        public var line: Int
        /// The Anki note the word came from (its guid): exported again as the same note.
        public var noteGUID: String?
        /// The picture the note showed, kept in wordquiz's picture folder.
        public var picture: Picture?
        /// The sound files the note played, kept in wordquiz's data folder, by name.
        public var sounds: [String]
        /// Which of them says the word itself (a sound in the word's field, or a field of its
        /// own), not a sentence: what `say` and the listening quiz play.
        public var wordSound: String?

        public init(
            word: String, meaning: String? = nil, english: String? = nil, example: String? = nil, tags: [String] = [],
            line: Int, noteGUID: String? = nil, picture: Picture? = nil, sounds: [String] = []
        ) {
            self.word = word
            self.meaning = meaning
            self.english = english
            self.example = example
            self.tags = tags
            self.line = line
            self.noteGUID = noteGUID
            self.picture = picture
            self.sounds = sounds
        }
    }

    /// A line that could not be read as a word, and why.
    public struct Problem: Sendable, Equatable {
        public var line: Int
        public var reason: Phrase
    }

    public enum Column: Sendable, Equatable {
        case word, meaning, english, example, tags, ignored
    }

    public var rows: [Row]
    public var problems: [Problem]

    /// The longest word and field kept; anything longer is not a word of a word list.
    public static let maximumWordLength = 40
    public static let maximumFieldLength = 1000

    public init(parsing bytes: [UInt8]) {
        var text = String(decoding: bytes, as: UTF8.self)
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        // By scalars: "\r\n" is one Character, which a split on "\n" would not see.
        var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map {
            String(String.UnicodeScalarView($0.last == "\r" ? $0.dropLast() : $0[...]))
        }
        // Anki's header lines.
        var separator: Character?
        var columns: [Column]?
        var firstLine = 1
        while let line = lines.first, line.hasPrefix("#") {
            let body = line.dropFirst()
            if let value = Self.value(of: "separator", in: body) {
                separator = Self.separatorNamed(value)
            } else if Self.value(of: "html", in: body) != nil {
                // HTML or not, every field is cleaned of markup.
            } else if let value = Self.value(of: "columns", in: body) {
                columns = Self.split(value, by: separator ?? "\t").map(Self.column(named:))
            }
            lines.removeFirst()
            firstLine += 1
        }
        let sample = lines.prefix(20).joined(separator: "\n")
        let fieldSeparator = separator ?? Self.guessSeparator(sample)

        var rows: [Row] = []
        var problems: [Problem] = []
        var (records, quoteProblems) = Self.records(lines, separator: fieldSeparator, firstLine: firstLine)
        problems += quoteProblems
        // A header row names the columns, when no #columns: did.
        if columns == nil, let first = records.first {
            let named = first.fields.map(Self.column(named:))
            if named.contains(.word) || (named.contains(.meaning) && named.contains(.english)) {
                columns = named
                records.removeFirst()
            }
        }
        let layout = columns ?? [.word, .meaning, .english, .example, .tags]
        for record in records {
            let fields = record.fields.map(Self.clean)
            if fields.allSatisfy(\.isEmpty) {
                // A blank line is nothing; a line of separators is a row without its word.
                if fields.count > 1 {
                    problems.append(Problem(line: record.line, reason: Phrase("the line has no word")))
                }
                continue
            }
            var row = Row(word: "", line: record.line)
            for (index, field) in fields.enumerated() where index < layout.count && !field.isEmpty {
                let kept = String(field.prefix(Self.maximumFieldLength))
                switch layout[index] {
                case .word: row.word = kept
                case .meaning: row.meaning = kept
                case .english: row.english = kept
                case .example: row.example = kept
                case .tags: row.tags = kept.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
                case .ignored: break
                }
            }
            if let reason = Self.problem(with: row.word) {
                problems.append(Problem(line: record.line, reason: reason))
            } else {
                rows.append(row)
            }
        }
        self.rows = rows
        // By line, as a reader goes through the file.
        self.problems = problems.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }
            .map(\.element)
    }

    /// Why a word cannot be a word of the list, or nil.
    public static func problem(with word: String) -> Phrase? {
        if word.isEmpty { return Phrase("no word in the first column") }
        if word.count > maximumWordLength {
            return Phrase("the word is longer than \(maximumWordLength, .number) characters")
        }
        if !word.contains(where: { $0.unicodeScalars.allSatisfy { (0xAC00...0xD7A3).contains($0.value) } }) {
            return Phrase("'\(word.prefix(20), .value)' has no Hangul syllable")
        }
        return nil
    }

    /// Untrusted text made plain: markup (Anki's HTML, or any other), entities and control
    /// sequences go, as from a dictionary.
    static func clean(_ field: String) -> String {
        DictionaryText.clean(field.trimmingWhitespace())
    }

    static func value(of key: String, in header: Substring) -> String? {
        guard header.lowercased().hasPrefix(key + ":") else { return nil }
        return String(header.dropFirst(key.count + 1)).trimmingWhitespace()
    }

    static func separatorNamed(_ name: String) -> Character? {
        switch name.lowercased() {
        case "tab", "\t": "\t"
        case "comma", ",": ","
        case "semicolon", ";": ";"
        case "pipe", "|": "|"
        case "space", " ": " "
        case "colon", ":": ":"
        default: name.count == 1 ? name.first : nil
        }
    }

    /// Tabs, else commas, else semicolons, else none (a plain list, one word a line).
    static func guessSeparator(_ sample: String) -> Character? {
        for candidate: Character in ["\t", ",", ";"] where sample.contains(candidate) { return candidate }
        return nil
    }

    static func column(named name: String) -> Column {
        switch name.trimmingWhitespace().lowercased() {
        case "word", "words", "korean", "front", "headword", "term", "단어", "표제어", "어휘": .word
        case "meaning", "definition", "back", "뜻", "의미", "뜻풀이": .meaning
        case "english", "translation", "gloss", "영어", "번역": .english
        case "example", "sentence", "예문", "예": .example
        case "tags", "tag", "태그": .tags
        default: .ignored
        }
    }

    struct Record {
        var fields: [String]
        var line: Int
    }

    /// The most lines one quoted field may span: a quote still open after them was never
    /// meant to be (and a file of unclosed quotes stays linear to read).
    static let maximumQuotedLines = 64

    /// Splits lines into records: CSV quoting ("a, b", "say ""hi""", fields across lines)
    /// where the separator is not a tab; with a tab, a field is what lies between tabs. A
    /// quote that is never closed (within `maximumQuotedLines`) is named with its line, which
    /// is skipped, and the lines after it are read as lines of their own.
    static func records(_ lines: [String], separator: Character?, firstLine: Int) -> ([Record], [Problem]) {
        guard let separator else {
            return (lines.enumerated().map { Record(fields: [$0.element], line: firstLine + $0.offset) }, [])
        }
        var records: [Record] = []
        var problems: [Problem] = []
        var fields: [String] = []
        var field = ""
        var inQuotes = false
        var startOffset = 0
        var offset = 0
        while offset < lines.count {
            let line = lines[offset]
            if !inQuotes { startOffset = offset }
            if inQuotes, offset - startOffset >= Self.maximumQuotedLines {
                // Back to the line after the one whose quote never closed.
                problems.append(
                    Problem(line: firstLine + startOffset, reason: Phrase("a double quote is never closed")))
                (fields, field, inQuotes) = ([], "", false)
                offset = startOffset + 1
                continue
            }
            offset += 1
            let startLine = firstLine + startOffset
            var characters = line[...]
            if inQuotes { field.append("\n") }
            while let character = characters.popFirst() {
                if inQuotes {
                    if character == "\"" {
                        if characters.first == "\"" {
                            field.append("\"")
                            characters.removeFirst()
                        } else {
                            inQuotes = false
                        }
                    } else {
                        field.append(character)
                    }
                } else if character == "\"", field.isEmpty {
                    inQuotes = true
                } else if character == separator {
                    fields.append(field)
                    field = ""
                } else {
                    field.append(character)
                }
            }
            if !inQuotes {
                fields.append(field)
                records.append(Record(fields: fields, line: startLine))
                fields = []
                field = ""
            }
            if inQuotes, offset == lines.count {
                // The end came inside a quote: name it, and read what followed it on its own.
                problems.append(
                    Problem(line: firstLine + startOffset, reason: Phrase("a double quote is never closed")))
                (fields, field, inQuotes) = ([], "", false)
                offset = startOffset + 1
            }
        }
        return (records, problems)
    }

    static func split(_ text: String, by separator: Character) -> [String] {
        text.split(separator: separator, omittingEmptySubsequences: false).map(String.init)
    }
}
