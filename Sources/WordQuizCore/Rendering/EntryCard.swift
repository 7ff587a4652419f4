/// Renders an entry as the card `wordquiz today` prints: headword, part of speech,
/// pronunciation, origin, numbered meanings, an example, level, link and source, wrapped to
/// the terminal by display width.
public struct EntryCard: Sendable {
    public var entry: Entry
    public var date: CalendarDate?
    /// Whether the entry came from the local cache rather than the network.
    public var isCached: Bool
    /// The labels' language (the dictionary's text is as the dictionary wrote it).
    public var catalogue: Catalogue

    public init(entry: Entry, date: CalendarDate? = nil, isCached: Bool = false, language: Language = .ko) {
        self.entry = entry
        self.date = date
        self.isCached = isCached
        catalogue = Catalogue(language)
    }

    /// At most this many meanings are listed; the rest are counted.
    public static let maximumSenses = 5

    public func render(columns: Int, style: TextStyle) -> String {
        let width = max(24, min(columns, 100))
        var out: [String] = []
        if let date {
            out.append(style.dim(catalogue(.cardTodayHeading, ["date": date.description])))
            out.append("")
        }
        var title = style.bold(entry.headword)
        if let number = entry.homographNumber { title += style.dim(" \(number)") }
        var facts: [String] = []
        if let pos = entry.partOfSpeech { facts.append(pos) }
        if let pronunciation = entry.pronunciation { facts.append("[\(pronunciation)]") }
        out.append(([title] + facts).joined(separator: "  "))
        if let origin = entry.origin { out.append(label(catalogue(.cardOrigin), origin, width: width, style: style)) }
        out.append("")

        let shown = entry.senses.prefix(Self.maximumSenses)
        for (index, sense) in shown.enumerated() {
            let marker = shown.count > 1 ? "\(index + 1). " : ""
            out += hanging(marker, sense.definition, width: width)
            if let translation = sense.translations.first {
                let english = [translation.word, translation.definition].compactMap { $0 }
                    .joined(separator: " — ")
                let indent = String(repeating: " ", count: marker.count)
                out += hanging(indent, english, width: width).map { style.dim($0) }
            }
        }
        if entry.senses.count > shown.count {
            out.append(style.dim(catalogue(.cardMoreSenses, ["count": String(entry.senses.count - shown.count)])))
        }
        if let example = entry.firstExample {
            out.append("")
            out += hanging(catalogue(.cardExample), example, width: width)
        }
        out.append("")
        if let level = entry.level { out.append(label(catalogue(.cardLevel), level, width: width, style: style)) }
        if let link = entry.link { out.append(label(catalogue(.cardLink), link, width: width, style: style)) }
        var source = entry.deck.map { catalogue(.cardDeckSource, ["deck": $0]) } ?? entry.provider.displayName
        if entry.isSearchOnly == true { source += catalogue(.cardSearchOnly) }
        if isCached { source += catalogue(.cardCached) }
        out.append(label(catalogue(.cardSource), source, width: width, style: style))
        return out.joined(separator: "\n") + "\n"
    }

    private func label(_ name: String, _ value: String, width: Int, style: TextStyle) -> String {
        // Links are not wrapped: a broken URL cannot be clicked.
        if value.hasPrefix("http") {
            return style.dim(DisplayWidth.padded(name, to: labelColumns)) + "  " + style.link(value)
        }
        // Labels line up whatever their language: the value starts past the widest label.
        let labelWidth = labelColumns
        let lines = DisplayWidth.wrap(value, columns: width - labelWidth - 2)
        let indent = String(repeating: " ", count: labelWidth + 2)
        return style.dim(DisplayWidth.padded(name, to: labelWidth)) + "  " + lines.joined(separator: "\n" + indent)
    }

    /// The widest label's columns, so that values line up (4 for the Korean labels).
    private var labelColumns: Int {
        [MessageKey.cardOrigin, .cardLevel, .cardLink, .cardSource].map { DisplayWidth.width(of: catalogue($0)) }.max()
            ?? 4
    }

    /// A paragraph whose first line starts with `marker` and whose other lines are indented
    /// to match.
    private func hanging(_ marker: String, _ text: String, width: Int) -> [String] {
        let indent = String(repeating: " ", count: DisplayWidth.width(of: marker))
        let lines = DisplayWidth.wrap(text, columns: width - indent.count)
        return lines.enumerated().map { ($0.offset == 0 ? marker : indent) + $0.element }
    }
}
