/// The day's word where a glance lands (`wordquiz widget`): a status bar (waybar, i3blocks,
/// polybar), a terminal multiplexer's status line, a shell prompt. Made from the cached entry
/// or the bank's, never from the network: it runs every few seconds.
public struct WordWidget: Sendable, Equatable {
    public enum Format: String, CaseIterable, Sendable {
        /// One line, as it is: `상상 — imagination` (a shell prompt, i3blocks).
        case line
        /// waybar's custom-module JSON, its text Pango markup.
        case waybar
        /// The line for tmux's status (`#(wordquiz widget tmux)`): a `#` doubled, so that
        /// dictionary text cannot restyle the bar (`#[fg=red]`) or ask tmux for its formats
        /// (`#{host}`).
        case tmux
        /// The line for polybar's custom/script module: a `%` doubled, so that its tags
        /// (`%{F#f00}`, `%{A:cmd:}`) are text.
        case polybar
        /// The line for zsh's prompt (`PROMPT='$(wordquiz widget zsh) …'` under PROMPT_SUBST,
        /// whose output zsh expands again): a `%` doubled, so that `%F{red}` or `%n` are text.
        case zsh
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
    ///
    /// A width too narrow for the headword, its dash and a syllable of the meaning shows the
    /// headword alone: never a dash with nothing after it.
    public func line(width: Int? = nil) -> String {
        let meaning = entry.senses.first?.definition ?? ""
        let gloss = entry.englishGloss ?? ""
        let shown = language == .en ? (gloss.isEmpty ? meaning : gloss) : (meaning.isEmpty ? gloss : meaning)
        let line = shown.isEmpty ? entry.headword : entry.headword + " — " + shown
        guard let width else { return line }
        let columns = max(1, width)
        guard DisplayWidth.width(of: line) > columns, !shown.isEmpty else { return Truncation.toColumns(line, columns) }
        let head = entry.headword + " — "
        let room = columns - DisplayWidth.width(of: head)
        let cut = room > 0 ? Truncation.toColumns(shown, room) : ""
        guard cut.count > 1 else { return Truncation.toColumns(entry.headword, columns) }
        return head + cut
    }

    /// The line as `format`'s consumer reads it, its markup escaped (not for waybar, whose
    /// module is JSON: `waybar(width:)`).
    public func text(_ format: Format, width: Int? = nil) -> String {
        let line = line(width: width)
        switch format {
        case .line, .waybar: return line
        case .tmux: return line.replacingEvery("#", with: "##")
        case .polybar, .zsh: return line.replacingEvery("%", with: "%%")
        }
    }

    /// Today's reviews done, in percent of those done and due (100 with none to do), cut and
    /// not rounded: 100 only when none is left (199 of 200 is 99).
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
    /// Every `character` replaced by `replacement`.
    fileprivate func replacingEvery(_ character: Character, with replacement: String) -> String {
        var out = ""
        for each in self {
            if each == character { out += replacement } else { out.append(each) }
        }
        return out
    }

    fileprivate var trimmingTrailingNewlines: String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
