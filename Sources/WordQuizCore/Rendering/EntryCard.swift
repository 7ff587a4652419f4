/// Renders an entry as the card `wordquiz today` prints: headword, part of speech,
/// pronunciation, origin, numbered meanings, an example, level, link and source, wrapped to
/// the terminal by display width.
public struct EntryCard: Sendable {
    public var entry: Entry
    public var date: CalendarDate?
    /// Whether the entry came from the local cache rather than the network.
    public var isCached: Bool

    public init(entry: Entry, date: CalendarDate? = nil, isCached: Bool = false) {
        self.entry = entry
        self.date = date
        self.isCached = isCached
    }

    /// At most this many meanings are listed; the rest are counted.
    public static let maximumSenses = 5

    public func render(columns: Int, style: TextStyle) -> String {
        let width = max(24, min(columns, 100))
        var out: [String] = []
        if let date {
            out.append(style.dim("오늘의 단어 · \(date)"))
            out.append("")
        }
        var title = style.bold(entry.headword)
        if let number = entry.homographNumber { title += style.dim(" \(number)") }
        var facts: [String] = []
        if let pos = entry.partOfSpeech { facts.append(pos) }
        if let pronunciation = entry.pronunciation { facts.append("[\(pronunciation)]") }
        out.append(([title] + facts).joined(separator: "  "))
        if let origin = entry.origin { out.append(label("원어", origin, width: width, style: style)) }
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
            out.append(style.dim("   … 뜻 \(entry.senses.count - shown.count)개 더"))
        }
        if let example = entry.firstExample {
            out.append("")
            out += hanging("예) ", example, width: width)
        }
        out.append("")
        if let level = entry.level { out.append(label("등급", level, width: width, style: style)) }
        if let link = entry.link { out.append(label("링크", link, width: width, style: style)) }
        var source = entry.deck.map { "단어장 ‘\($0)’" } ?? entry.provider.displayName
        if entry.isSearchOnly == true { source += " (검색 결과만)" }
        if isCached { source += " (저장된 사본)" }
        out.append(label("출처", source, width: width, style: style))
        return out.joined(separator: "\n") + "\n"
    }

    private func label(_ name: String, _ value: String, width: Int, style: TextStyle) -> String {
        // Links are not wrapped: a broken URL cannot be clicked.
        if value.hasPrefix("http") { return style.dim(name) + "  " + style.link(value) }
        let lines = DisplayWidth.wrap(value, columns: width - 6)
        return style.dim(name) + "  " + lines.joined(separator: "\n      ")
    }

    /// A paragraph whose first line starts with `marker` and whose other lines are indented
    /// to match.
    private func hanging(_ marker: String, _ text: String, width: Int) -> [String] {
        let indent = String(repeating: " ", count: DisplayWidth.width(of: marker))
        let lines = DisplayWidth.wrap(text, columns: width - indent.count)
        return lines.enumerated().map { ($0.offset == 0 ? marker : indent) + $0.element }
    }
}
