/// Renders an entry as the card `wordquiz today` prints: headword, part of speech,
/// pronunciation, origin, numbered meanings with their patterns and usage notes, an example,
/// phrases and a dialogue, related words, subject, level, link and source, wrapped to the
/// terminal by display width.
public struct EntryCard: Sendable {
    public var entry: Entry
    public var date: CalendarDate?
    /// Whether the entry came from the local cache rather than the network.
    public var isCached: Bool
    /// The labels' language (the dictionary's text is as the dictionary wrote it).
    public var language: Language

    public init(entry: Entry, date: CalendarDate? = nil, isCached: Bool = false, language: Language = .ko) {
        self.entry = entry
        self.date = date
        self.isCached = isCached
        self.language = language
    }

    /// At most this many meanings are listed; the rest are counted.
    public static let maximumSenses = 5

    /// At most this many words of one relation, phrases and dialogue lines are shown.
    public static let maximumListed = 4

    /// The fewest columns a value is wrapped to beside its label. Where the widest label
    /// leaves fewer (a dictionary's own name for a relation can be long, a terminal narrow),
    /// each value goes under its label instead, so that no line is wider than the card.
    static let narrowestValue = 12

    public func render(columns: Int, style: TextStyle) -> String {
        let width = max(24, min(columns, 100))
        let rows = labelledRows
        // Labels line up whatever their language: every value starts past the widest label.
        let names = rows.map(\.name) + (entry.origin == nil ? [] : [language.say(Phrase("Origin"))])
        let labelWidth = names.map { DisplayWidth.width(of: $0) }.max() ?? 4
        var out: [String] = []
        if let date {
            out.append(style.dim(language.say(Phrase("Word of the day · \(date.description, .date)"))))
            out.append("")
        }
        var title = style.bold(entry.headword)
        if let number = entry.homographNumber { title += style.dim(" \(number)") }
        var facts: [String] = []
        if let pos = entry.partOfSpeech { facts.append(DictionaryTerm.label(pos, in: language)) }
        if let unit = entry.wordUnit { facts.append(DictionaryTerm.label(unit, in: language)) }
        if let pronunciation = entry.pronunciation {
            facts.append(
                "[\(pronunciation)]"
                    + (entry.pronunciationIsComputed == true
                        ? " " + style.dim(language.say(Phrase("(by the rules, not a dictionary)"))) : ""))
        }
        out.append(([title] + facts).joined(separator: "  "))
        if let origin = entry.origin {
            out.append(
                label(language.say(Phrase("Origin")), .text(origin), labelWidth: labelWidth, width: width, style: style)
            )
        }
        out.append("")
        out += senseLines(width: width, style: style)
        out += exampleLines(width: width, style: style)
        out.append("")
        for row in rows {
            out.append(label(row.name, row.value, labelWidth: labelWidth, width: width, style: style))
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// The numbered meanings, each with its English, its sentence patterns and its usage
    /// notes (a note shared by the senses of one pattern is shown once).
    private func senseLines(width: Int, style: TextStyle) -> [String] {
        var out: [String] = []
        let shown = entry.senses.prefix(Self.maximumSenses)
        var previousNotes: [String] = []
        for (index, sense) in shown.enumerated() {
            let marker = shown.count > 1 ? "\(index + 1). " : ""
            let indent = String(repeating: " ", count: marker.count)
            out += hanging(marker, sense.definition, width: width)
            if let translation = sense.translations.first, language.showsGloss(of: entry.headword) {
                let english = [translation.word, translation.definition].compactMap { $0 }
                    .joined(separator: " — ")
                // A reader of English reads the gloss as the meaning: it is dimmed only for a
                // reader of Korean, for whom it is an aside.
                out += hanging(indent, english, width: width).map { language.readsEnglish ? $0 : style.dim($0) }
            }
            for pattern in sense.patterns.prefix(Self.maximumListed) {
                out += hanging(indent + language.say(Phrase("Pattern ")), pattern, width: width).map { style.dim($0) }
            }
            if sense.grammarNotes != previousNotes {
                for note in sense.grammarNotes.prefix(Self.maximumListed) {
                    out += hanging(indent + language.say(Phrase("Usage ")), note, width: width).map { style.dim($0) }
                }
            }
            previousNotes = sense.grammarNotes
        }
        if entry.senses.count > shown.count {
            out.append(
                style.dim(
                    language.say(
                        Phrase("   … \(entry.senses.count - shown.count, one: "more meaning", other: "more meanings")"))
                ))
        }
        return out
    }

    /// The example the card quotes (with its source), a few phrases the word is used in, and
    /// a dialogue as a dialogue: its lines in turn.
    private func exampleLines(width: Int, style: TextStyle) -> [String] {
        let examples = entry.senses.flatMap(\.examples)
        var out: [String] = []
        let leading = entry.leadingExample
        if let leading {
            out += hanging(language.say(Phrase("e.g. ")), leading.text, width: width)
            if let source = leading.source {
                let indent = String(repeating: " ", count: DisplayWidth.width(of: language.say(Phrase("e.g. "))))
                out += hanging(indent + "— ", source, width: width).map { style.dim($0) }
            }
        }
        let phrases = examples.filter { $0.kind == .phrase && $0 != leading }.map(\.text)
        if !phrases.isEmpty {
            var seen = Set<String>()
            let listed = phrases.filter { seen.insert($0).inserted }.prefix(Self.maximumListed)
            out += hanging(language.say(Phrase("Phrases ")), listed.joined(separator: " · "), width: width)
        }
        if let dialogue = entry.senses.lazy.flatMap({ $0.examples.dialogues }).first {
            let marker = language.say(Phrase("Dialogue "))
            let indent = String(repeating: " ", count: DisplayWidth.width(of: marker))
            for (turn, line) in dialogue.prefix(Self.maximumListed).enumerated() {
                let speaker = language.say(turn.isMultiple(of: 2) ? Phrase("A: ") : Phrase("B: "))
                out += hanging((turn == 0 ? marker : indent) + speaker, line, width: width)
            }
        }
        return out.isEmpty ? [] : [""] + out
    }

    /// What a row shows, as it is laid out: text is wrapped; a link (shown as one) and a
    /// file's path are never cut, so that they can be clicked or copied.
    enum RowValue {
        case text(String)
        case link(String)
        case path(String)
    }

    /// The rows under the meanings, each a label and its value: related words by relation,
    /// the subject, the picture's file and credit, the level, the link and where the entry
    /// came from.
    private var labelledRows: [(name: String, value: RowValue)] {
        var rows: [(name: String, value: RowValue)] = []
        // Grouped in one pass, each group holding only what it shows: a response listing
        // thousands of related words stays linear to lay out.
        var byRelation: [(relation: String, words: [String])] = []
        var groupOf: [String: Int] = [:]
        for related in entry.allRelatedWords {
            let name = relationName(related)
            guard let index = groupOf[name] else {
                groupOf[name] = byRelation.count
                byRelation.append((name, [related.word]))
                continue
            }
            let words = byRelation[index].words
            if words.count < Self.maximumListed, !words.contains(related.word) {
                byRelation[index].words.append(related.word)
            }
        }
        for group in byRelation { rows.append((group.relation, .text(group.words.joined(separator: ", ")))) }
        if let categories = entry.categories, !categories.isEmpty {
            rows.append((language.say(Phrase("Topic")), .text(categories.joined(separator: " · "))))
        }
        if let picture = entry.picture {
            rows.append((language.say(Phrase("Picture")), .path(picture.file)))
            rows.append((language.say(Phrase("Credit")), .text(picture.credit)))
        }
        if let level = entry.level {
            rows.append((language.say(Phrase("Level")), .text(DictionaryTerm.label(level.name, in: language))))
        }
        if let link = entry.link { rows.append((language.say(Phrase("Link")), .link(link))) }
        var source =
            entry.deck.map { language.say(Phrase("deck ‘\($0, .deck)’")) }
            ?? entry.provider.displayName(in: language)
        if entry.isSearchOnly == true { source += language.say(Phrase(" (search results only)")) }
        if isCached { source += language.say(Phrase(" (saved copy)")) }
        rows.append((language.say(Phrase("Source")), .text(source)))
        return rows
    }

    /// A relation in the reader's language where the card knows it; the dictionary's name
    /// otherwise.
    private func relationName(_ related: RelatedWord) -> String {
        switch related.known {
        case .synonym: language.say(Phrase("Synonyms"))
        case .antonym: language.say(Phrase("Antonyms"))
        case .seeAlso: language.say(Phrase("See also"))
        case .derived: language.say(Phrase("Word family"))
        case .proverb: language.say(Phrase("Proverbs"))
        case .idiom: language.say(Phrase("Idioms"))
        case nil: related.relation
        }
    }

    private func label(_ name: String, _ row: RowValue, labelWidth: Int, width: Int, style: TextStyle) -> String {
        let (value, shown, whole) =
            switch row {
            case .text(let text): (text, text, false)
            case .link(let url): (url, style.link(url), true)
            case .path(let path): (path, path, true)
            }
        guard width - labelWidth - 2 >= Self.narrowestValue else {
            // The label on its own lines, the value under it, indented.
            let values = whole ? [shown] : DisplayWidth.wrap(value, columns: width - 2)
            return (DisplayWidth.wrap(name, columns: width).map(style.dim) + values.map { "  " + $0 })
                .joined(separator: "\n")
        }
        let lines = whole ? [shown] : DisplayWidth.wrap(value, columns: width - labelWidth - 2)
        let indent = String(repeating: " ", count: labelWidth + 2)
        return style.dim(DisplayWidth.padded(name, to: labelWidth)) + "  " + lines.joined(separator: "\n" + indent)
    }

    /// A paragraph whose first line starts with `marker` and whose other lines are indented
    /// to match.
    private func hanging(_ marker: String, _ text: String, width: Int) -> [String] {
        let indent = String(repeating: " ", count: DisplayWidth.width(of: marker))
        let lines = DisplayWidth.wrap(text, columns: width - indent.count)
        return lines.enumerated().map { ($0.offset == 0 ? marker : indent) + $0.element }
    }
}
