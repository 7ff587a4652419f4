import Testing

@testable import WordQuizCore

@Suite struct DictionaryTextTests {
    @Test func escapedTagsAreDecodedAndStripped() {
        #expect(DictionaryText.clean("&lt;FL&gt;사과나무&lt;/FL&gt;의 열매.") == "사과나무의 열매.")
    }

    @Test func plainTagsAreStrippedKeepingText() {
        #expect(DictionaryText.clean("바구니에 <equ>사과</equ>가 있다.") == "바구니에 사과가 있다.")
    }

    @Test func cdataWrappersAreRemoved() {
        #expect(DictionaryText.clean("<![CDATA[사과나무의 열매.]]>") == "사과나무의 열매.")
    }

    @Test func numericAndNamedEntitiesAreDecoded() {
        #expect(DictionaryText.clean("&#49324;&#xACFC; &amp; 배") == "사과 & 배")
    }

    @Test func unknownEntitiesStayAsText() {
        #expect(DictionaryText.clean("a &bogus; b") == "a &bogus; b")
    }

    @Test func terminalEscapeSequencesAreRemoved() {
        let hostile = "\u{1B}[2J\u{1B}[31m빨간\u{1B}[0m 열매\u{1B}]0;title\u{07} 끝\u{1B}c"
        #expect(DictionaryText.clean(hostile) == "빨간 열매 끝")
    }

    /// Every invisible formatting character goes, found by its Unicode property: the Arabic
    /// letter mark (U+061C, a bidirectional control a list had missed), the other bidi
    /// controls, zero widths, an interlinear annotation hiding text, tag characters spelling
    /// text no one sees, the byte-order mark. Every other character of every plane stays.
    @Test func everyFormatCharacterIsRemovedByItsProperty() {
        let hidden: [UInt32] = [
            0x061C, 0x200E, 0x200F, 0x202A, 0x202E, 0x2066, 0x2069, 0x200B, 0x2060, 0xFEFF, 0xFFF9,
            0xFFFB, 0xE0001, 0xE0041, 0xE007F, 0x00AD,
        ]
        for value in hidden {
            let scalar = Unicode.Scalar(value)!
            #expect(
                DictionaryText.clean("나" + String(Character(scalar)) + "무") == "나무",
                "U+\(String(value, radix: 16, uppercase: true))")
        }
        // Everything that is not a control or a format character is kept, all planes through.
        var kept = 0
        for value in stride(from: UInt32(0x20), to: 0x30000, by: 7) {
            guard let scalar = Unicode.Scalar(value), scalar.properties.generalCategory != .format,
                !(0x7F...0x9F).contains(value), !(0x2028...0x2029).contains(value),
                scalar.properties.isNoncharacterCodePoint == false,
                scalar.properties.generalCategory != .surrogate
            else { continue }
            let text = String(Character(scalar))
            guard !"<>&;".contains(text) else { continue }
            if DictionaryText.removeControlSequences("가" + text) == "가" + text {
                kept += 1
            } else {
                Issue.record("U+\(String(value, radix: 16)) was removed")
                break
            }
        }
        #expect(kept > 20_000)
    }

    @Test func c1ControlsAndBidiOverridesAreRemoved() {
        #expect(DictionaryText.clean("열매\u{9B}31m. \u{202E}뒤집힌\u{202C} 글\u{0}") == "열매. 뒤집힌 글")
    }

    @Test func blockTagsLeaveAWordBreak() {
        #expect(DictionaryText.clean("첫째 뜻<br/>둘째 뜻") == "첫째 뜻 둘째 뜻")
    }

    @Test func whitespaceIsCollapsed() {
        #expect(DictionaryText.clean("\n\t\t둥근   과일.\r\n\t") == "둥근 과일.")
    }

    @Test func decomposedHangulIsNormalizedToNFC() {
        let decomposed = "\u{1109}\u{1161}\u{1100}\u{116A}"  // 사과 as conjoining jamo
        let cleaned = DictionaryText.clean(decomposed)
        #expect(cleaned == "사과")
        #expect(cleaned.unicodeScalars.count == 2)
    }

    /// Escaped angle brackets that close nothing stay as the text they are: every one of a
    /// body's 250,000 `&lt;` (1 MiB, the response cap) comes out a `<`. (Linear: before, each
    /// `<` looked to the end for a `>`, and this took minutes; scripts/bench times it.)
    @Test func aMegabyteOfEscapedBracketsStaysText() {
        let cleaned = DictionaryText.clean(String(repeating: "&lt;", count: 250_000) + " 끝")
        #expect(cleaned.count == 250_002)
        #expect(cleaned.hasPrefix("<<<<") && cleaned.hasSuffix("< 끝"))
    }

    /// A `<` opens a tag only as markup's tags open — before a letter, `/` or `!` — and only
    /// where a `>` closes it; any other `<` is text, and the text after it is kept.
    @Test func aBracketIsATagOnlyWhenSomethingClosesIt() {
        #expect(DictionaryText.clean("<<<b>x</b>") == "<<x")
        #expect(DictionaryText.clean("<b>x</b> 1 < 2 <br>3 < 4") == "x 1 < 2 3 < 4")
        #expect(DictionaryText.clean("1 < 2 < 3") == "1 < 2 < 3")
        #expect(DictionaryText.clean("<sup>2</sup> <!-- 주석 --> </equ>끝<b") == "2 끝<b")
    }

    /// Escaped comparisons in a definition are the definition's text, not tags to strip: the
    /// words between `&lt;` and `&gt;` stay, where escaped tags (`&lt;FL&gt;`) still go.
    @Test func anEscapedComparisonKeepsItsWords() {
        #expect(DictionaryText.clean("x &lt; 3 이고 y &gt; 2 인 수") == "x < 3 이고 y > 2 인 수")
        #expect(DictionaryText.clean("a &lt; b &gt; c") == "a < b > c")
        #expect(DictionaryText.clean("1&lt;2&gt;0, &lt;FL&gt;사과&lt;/FL&gt;") == "1<2>0, 사과")
    }
}
