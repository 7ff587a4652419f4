/// The day's word where a glance lands (`wordquiz widget`): a status bar (waybar, i3blocks,
/// polybar), a terminal multiplexer's status line, a shell prompt. Made from the cached entry
/// or the bank's, never from the network: it runs every few seconds.
public struct WordWidget: Sendable, Equatable {
    public enum Format: String, CaseIterable, Sendable {
        /// One line: `상상 — imagination`.
        case line
        /// waybar's custom-module JSON.
        case waybar
    }

    public var entry: Entry
    public var date: CalendarDate
    public var language: Language
    public var level: BankWord.Level?
    /// The words reviewed today, and those still due.
    public var reviewsDone: Int
    public var reviewsDue: Int

    public init(
        entry: Entry, date: CalendarDate, language: Language, level: BankWord.Level?, reviewsDone: Int,
        reviewsDue: Int
    ) {
        self.entry = entry
        self.date = date
        self.language = language
        self.level = level
        self.reviewsDone = reviewsDone
        self.reviewsDue = reviewsDue
    }

    /// `상상 — imagination`: the English gloss for an English reader, else the first meaning
    /// (and the gloss when there is no meaning); the headword alone when there is neither; cut
    /// to `width` columns when given, at a grapheme, with an ellipsis.
    public func line(width: Int? = nil) -> String {
        let meaning = entry.senses.first?.definition ?? ""
        let gloss = entry.englishGloss ?? ""
        let shown = language == .en ? (gloss.isEmpty ? meaning : gloss) : (meaning.isEmpty ? gloss : meaning)
        let line = shown.isEmpty ? entry.headword : entry.headword + " — " + shown
        guard let width else { return line }
        return Truncation.toColumns(line, max(1, width))
    }

    /// Today's reviews done, in percent of those done and due (100 with none to do).
    public var percentage: Int {
        let total = reviewsDone + reviewsDue
        return total == 0 ? 100 : reviewsDone * 100 / total
    }

    /// waybar's custom module: the line, the whole card as the tooltip, the level as the CSS
    /// class, the reviews done as the percentage. Text and tooltip are escaped for Pango
    /// markup, which waybar reads them as.
    public func waybar(width: Int? = nil) -> WaybarModule {
        let card = EntryCard(entry: entry, date: date, language: language).render(columns: 60, style: .plain)
        return WaybarModule(
            text: Self.pangoEscaped(line(width: width)),
            tooltip: Self.pangoEscaped(card.trimmingTrailingNewlines),
            cssClass: level.map { LevelChoice.only($0).description } ?? "bank",
            percentage: percentage)
    }

    static func pangoEscaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}

/// The JSON a waybar custom module reads, one object a line.
public struct WaybarModule: Codable, Sendable, Equatable {
    public var text: String
    public var tooltip: String
    public var cssClass: String
    public var percentage: Int

    enum CodingKeys: String, CodingKey {
        case text, tooltip, percentage
        case cssClass = "class"
    }
}

extension String {
    fileprivate var trimmingTrailingNewlines: String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
