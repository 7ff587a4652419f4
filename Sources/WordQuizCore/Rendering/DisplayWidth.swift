/// How many terminal columns text takes: East Asian wide and fullwidth characters (Hangul,
/// Hanja, fullwidth forms) take two, combining marks none, everything else one.
public enum DisplayWidth {
    /// Ranges of wide and fullwidth code points, from Unicode's East Asian Width property
    /// (W and F), gathered into the blocks a Korean dictionary can produce.
    static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo, leading consonants
        0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0, 0x23F3...0x23F3,
        0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F, 0x2693...0x2693,
        0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE...0x26CE,
        0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5, 0x26FA...0x26FA,
        0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728, 0x274C...0x274C,
        0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797, 0x27B0...0x27B0,
        0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
        0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK symbols
        0x3041...0x3247,  // Kana, Bopomofo, Hangul compatibility Jamo, Kanbun, enclosed CJK
        0x3250...0x33FF,  // (not 3248–324F, circled numbers on black squares: ambiguous, narrow)
        0x3400...0x4DBF,  // CJK extension A
        0x4E00...0x9FFF,  // CJK unified ideographs
        0xA000...0xA4CF,  // Yi
        0xA960...0xA97F,  // Hangul Jamo extended A
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE10...0xFE19, 0xFE30...0xFE6F,  // vertical forms, CJK compatibility forms
        0xFF00...0xFF60, 0xFFE0...0xFFE6,  // fullwidth forms
        0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E, 0x1F191...0x1F19A,
        0x1F1E6...0x1F1FF,  // regional indicators: a flag is a pair of them
        0x1F200...0x1F202, 0x1F210...0x1F23B, 0x1F240...0x1F248, 0x1F250...0x1F251,
        0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F7E0...0x1F7EB,
        0x1F90C...0x1F9FF, 0x1FA70...0x1FAFF,  // emoji presentation blocks
        0x20000...0x2FFFD, 0x30000...0x3FFFD,  // CJK extensions B and beyond
    ]

    static func isWide(_ value: UInt32) -> Bool {
        var low = 0
        var high = wideRanges.count - 1
        while low <= high {
            let mid = (low + high) / 2
            let range = wideRanges[mid]
            if value < range.lowerBound {
                high = mid - 1
            } else if value > range.upperBound {
                low = mid + 1
            } else {
                return true
            }
        }
        return false
    }

    /// The columns one grapheme takes: its first scalar decides, except that a lone
    /// combining mark or a control takes none.
    public static func width(of character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        let value = first.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        // Hangul medial vowels and final consonants join the syllable before them.
        if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return 0 }
        // VARIATION SELECTOR-16 asks for emoji presentation, which terminals draw two wide
        // (❤️, 1️⃣), whatever the base character's own width.
        if character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        return isWide(value) ? 2 : 1
    }

    /// The columns text takes. Terminal styling (`ESC [ … m` and other CSI sequences) takes
    /// none, so styled text measures as it shows.
    public static func width(of text: some StringProtocol) -> Int {
        var total = 0
        var inSequence = false
        var afterEscape = false
        for character in text {
            if afterEscape {
                afterEscape = false
                inSequence = character == "["
                continue
            }
            if inSequence {
                if let value = character.unicodeScalars.first?.value, (0x40...0x7E).contains(value) {
                    inSequence = false
                }
                continue
            }
            if character == "\u{1B}" {
                afterEscape = true
                continue
            }
            total += width(of: character)
        }
        return total
    }

    /// Pads with spaces on the right to `columns` display columns.
    public static func padded(_ text: String, to columns: Int) -> String {
        text + String(repeating: " ", count: max(0, columns - width(of: text)))
    }

    /// Each line of `text` that is wider than `columns` wrapped, the others as they are: a
    /// sentence said to the terminal.
    public static func wrappingLongLines(_ text: String, columns: Int) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
            width(of: $0) > columns ? wrap(String($0), columns: columns) : [String($0)]
        }.joined(separator: "\n")
    }

    /// Breaks text into lines of at most `columns` columns, at spaces where it can and
    /// between graphemes where a single word is too long.
    public static func wrap(_ text: String, columns: Int) -> [String] {
        let limit = max(columns, 2)
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            var word = Substring(word)
            var wordWidth = width(of: word)
            let gap = line.isEmpty ? 0 : 1
            if lineWidth + gap + wordWidth <= limit {
                if gap == 1 { line += " " }
                line += word
                lineWidth += gap + wordWidth
                continue
            }
            if !line.isEmpty {
                lines.append(line)
                line = ""
                lineWidth = 0
            }
            // A word longer than a line is split between graphemes.
            while wordWidth > limit {
                var piece = ""
                var pieceWidth = 0
                var rest = word
                while let ch = rest.first, pieceWidth + width(of: ch) <= limit {
                    piece.append(ch)
                    pieceWidth += width(of: ch)
                    rest = rest.dropFirst()
                }
                if piece.isEmpty, let ch = rest.first {  // a grapheme wider than the line
                    piece.append(ch)
                    rest = rest.dropFirst()
                }
                lines.append(piece)
                word = rest
                // What is left is narrower by the piece: measured once, not again per line
                // (a 250,000-character word took minutes to wrap).
                wordWidth -= DisplayWidth.width(of: piece)
            }
            line = String(word)
            lineWidth = wordWidth
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// A line of a labelled page (`Answers  3 in all · 67% right`) wrapped to `columns` at word
    /// boundaries, what follows the label (up to its two spaces) going on under the first word
    /// after it — or a little in from the left where the label, or a word, is too wide for
    /// that. A line that fits, or has no label, wraps as `wrap` does.
    public static func wrapLabelled(_ line: String, columns: Int) -> [String] {
        guard width(of: line) > columns else { return [line] }
        guard let gap = line.range(of: "  "), !line[..<gap.lowerBound].isEmpty else {
            return wrap(line, columns: columns)
        }
        let label = String(line[..<gap.lowerBound])
        let rest = String(line[gap.upperBound...]).drop { $0 == " " }
        let labelWidth = width(of: label) + 2
        // Beside the label when that leaves room for the longest word (a bar, a path).
        let longest = rest.split(separator: " ").map { width(of: $0) }.max() ?? 0
        let indent = columns - labelWidth >= max(20, longest) ? labelWidth : 4
        let wrapped = wrap(String(rest), columns: max(columns - indent, 10))
        guard let first = wrapped.first else { return [label] }
        let margin = String(repeating: " ", count: indent)
        if indent == labelWidth {
            return [label + "  " + first] + wrapped.dropFirst().map { margin + $0 }
        }
        return [label] + wrapped.map { margin + $0 }
    }
}
