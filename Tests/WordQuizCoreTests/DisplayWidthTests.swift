import TestSupport
import Testing

@testable import WordQuizCore

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("abc", 3), ("사과", 4), ("沙果", 4), ("ｓａ", 4), ("a사b", 4), ("", 0), ("e\u{301}", 1),
        ("ㅅㄱ", 4),
    ])
    func measuresColumns(text: String, columns: Int) {
        #expect(DisplayWidth.width(of: text) == columns)
    }

    /// As wcwidth and terminals that follow Unicode's East Asian Width and emoji presentation
    /// measure them.
    @Test(arguments: [
        ("\u{3248}", 1), ("\u{324F}", 1), ("\u{3247}", 2), ("\u{3250}", 2),  // ㉈ … ㉏ are ambiguous: narrow
        ("❤️", 2), ("\u{2764}", 1), ("1️⃣", 2), ("🇰🇷", 2), ("🚀", 2), ("🙂", 2), ("🫠", 2),
    ])
    func emojiPresentationIsWideAndAmbiguousSymbolsAreNarrow(text: String, columns: Int) {
        #expect(DisplayWidth.width(of: text) == columns)
    }

    @Test func wrapsKoreanByColumnsNotCharacters() {
        let lines = DisplayWidth.wrap("아침마다 사과를 하나씩 깎아 먹는다.", columns: 12)
        #expect(lines == ["아침마다", "사과를", "하나씩 깎아", "먹는다."])
        for line in lines { #expect(DisplayWidth.width(of: line) <= 12) }
    }

    @Test func splitsAWordLongerThanALineBetweenSyllables() {
        let lines = DisplayWidth.wrap("가나다라마바사", columns: 6)
        #expect(lines == ["가나다", "라마바", "사"])
    }

    /// A word far longer than a line (a hostile definition of 250,000 `<`) is cut into full
    /// lines and the rest, each within the columns, and nothing is lost.
    @Test func aHugeWordIsCutIntoFullLinesAndTheRest() {
        let lines = DisplayWidth.wrap(String(repeating: "<", count: 250_000) + " 끝", columns: 80)
        #expect(lines.count == 3_126)
        #expect(lines.dropLast(2).allSatisfy { $0.count == 80 })
        #expect(lines[lines.count - 2] == String(repeating: "<", count: 250_000 - 3_124 * 80))
        #expect(lines.last == "끝")
    }

    @Test func padsToColumns() {
        #expect(DisplayWidth.padded("사과", to: 6) == "사과  ")
    }

    /// A line laid out as a terminal lays it: a syllable that does not fit a row's last
    /// column starts the next; a line that fills its row ends at the row's width.
    @Test func aLineIsLaidOutAsATerminalWrapsIt() {
        let layout = LineLayout(Array("ab가나다"), columns: 5)
        #expect(layout.starts.map { [$0.row, $0.column] } == [[0, 0], [0, 1], [0, 2], [1, 0], [1, 2]])
        #expect(layout.end == LineLayout.Cell(row: 1, column: 4))
        let full = LineLayout(Array("가나다"), columns: 6)
        #expect(full.end == LineLayout.Cell(row: 0, column: 6), "the row filled: the cursor waits at its edge")
        #expect(LineLayout(Array("a가"), columns: 2).starts.last == LineLayout.Cell(row: 1, column: 0))
        #expect(LineLayout([], columns: 10).end == LineLayout.Cell(row: 0, column: 0))
    }

    /// A line that fills its last row exactly is settled at the start of the next row with a
    /// space and a carriage return (terminals differ on a cursor waiting at the edge); a line
    /// short of the edge, or one whose last syllable went to a new row, ends where it ends
    /// (generated survivor 19698bcf80: turned, no line was ever settled).
    @Test func onlyALineThatFillsItsRowIsSettledOnTheNext() {
        let full = LineLayout(Array("가나다"), columns: 6).settledEnd(columns: 6)
        #expect(full.text == " \r" && full.cell == LineLayout.Cell(row: 1, column: 0))
        let short = LineLayout(Array("가나"), columns: 6).settledEnd(columns: 6)
        #expect(short.text == "" && short.cell == LineLayout.Cell(row: 0, column: 4))
        let wrapped = LineLayout(Array("abcde가"), columns: 6).settledEnd(columns: 6)
        #expect(wrapped.text == "" && wrapped.cell == LineLayout.Cell(row: 1, column: 2))
    }

    /// A labelled line (`stats`, `doctor`) goes on under the first word after its label while
    /// the room there holds its longest word; a word wider than that room (a path) puts the
    /// label alone on its line and the rest four columns in.
    @Test func aLabelledLineWrapsBesideItsLabelOnlyWhileItsLongestWordFits() {
        let beside = DisplayWidth.wrapLabelled(
            "기억률  90 % of the words you studied are remembered a month later", columns: 40)
        #expect(beside.count > 1)
        #expect(beside[0].hasPrefix("기억률  90 % "), "\(beside)")
        for line in beside {
            #expect(DisplayWidth.width(of: line) <= 40, "\(beside)")
        }
        for line in beside.dropFirst() {
            #expect(line.prefix(while: { $0 == " " }).count == 8, "under the first word: \(beside)")
        }
        // The path is 35 columns: beside "Data" (6) only 34 are left.
        let path = "/home/learner/.local/share/words.db"
        let apart = DisplayWidth.wrapLabelled("Data  at \(path)", columns: 40)
        #expect(apart == ["Data", "    at", "    " + path], "\(apart)")
    }

    /// Terminal styling takes no columns: a bold red word measures as the word, whatever the
    /// sequence's parameters (one, several, a 256-colour index), and the text around it counts.
    @Test(arguments: [
        ("\u{1B}[1m사과\u{1B}[0m", 4), ("\u{1B}[1;31m사과\u{1B}[0m", 4), ("\u{1B}[38;5;208mapple\u{1B}[0m", 5),
        ("뜻: \u{1B}[2m둥근 과일\u{1B}[22m.", 14), ("\u{1B}[0m", 0),
    ])
    func stylingTakesNoColumns(text: String, columns: Int) {
        #expect(DisplayWidth.width(of: text) == columns)
    }

    /// Every assigned character of the scripts a Korean card shows — Hangul syllables and
    /// every block of jamo, CJK ideographs and their extensions, compatibility ideographs,
    /// kana, CJK symbols and enclosed letters, halfwidth and fullwidth forms, ASCII — measures
    /// as glibc's wcwidth measures it (the C library's table, read by a child process in
    /// C.UTF-8). The one exception is chosen: the circled numbers on black squares
    /// (U+3248–U+324F) are East Asian "ambiguous", narrow here as in wcwidth's Python package.
    @Test func everyCharacterOfAKoreanCardMeasuresAsGlibcMeasuresIt() throws {
        let blocks = [
            (0x20, 0x7E), (0x1100, 0x11FF), (0x3000, 0x303F), (0x3040, 0x30FF), (0x3130, 0x318F), (0x3200, 0x3247),
            (0x3250, 0x33FF), (0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xA960, 0xA97F), (0xAC00, 0xD7A3),
            (0xD7B0, 0xD7FF), (0xF900, 0xFAFF), (0xFF00, 0xFFEF), (0x20000, 0x2FFFD), (0x30000, 0x3FFFD),
        ]
        let script = """
            import ctypes, locale, sys
            locale.setlocale(locale.LC_CTYPE, "C.UTF-8")
            wcwidth = ctypes.CDLL("libc.so.6").wcwidth
            wcwidth.argtypes = [ctypes.c_wchar]
            for first, last in \(blocks.map { [$0.0, $0.1] }):
                for point in range(first, last + 1):
                    width = wcwidth(chr(point))
                    if width >= 0: sys.stdout.write(f"{point} {width}\\n")
            """
        let glibc = try ProcessRunner.run(
            "/usr/bin/python3", ["-c", script], environment: ["LC_ALL": "C.UTF-8"], timeout: 120)
        #expect(glibc.exitCode == 0, "\(glibc.stderr)")
        let widths = glibc.stdout.split(separator: "\n").compactMap { line -> (UInt32, Int)? in
            let parts = line.split(separator: " ").compactMap { Int($0) }
            return parts.count == 2 ? (UInt32(parts[0]), parts[1]) : nil
        }
        #expect(widths.count > 100_000, "\(widths.count) characters measured")
        let wrong = widths.filter { point, width in
            DisplayWidth.width(of: String(Character(Unicode.Scalar(point)!))) != width
        }
        #expect(wrong.isEmpty, "\(wrong.count) differ, first \(wrong.prefix(5).map { String($0.0, radix: 16) })")
    }
}
