import Testing

@testable import WordQuizApp

/// A text file's bytes as UTF-8, from what Korean Excel and Windows programs save: each
/// encoding through iconv, and nothing from what is not that encoding.
@Suite struct TextEncodingTests {
    /// Excel's "Unicode text" (UTF-16 with its byte-order mark, little- or big-endian) and
    /// Korean Excel's plain CSV (CP949) read as the same words; UTF-8 is passed through.
    @Test func eachEncodingAKoreanSpreadsheetSavesReadsAsTheSameWords() throws {
        let words = Array("사과\t과일\n".utf8)
        let littleEndian: [UInt8] = [0xFF, 0xFE] + "사과\t과일\n".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let bigEndian: [UInt8] = [0xFE, 0xFF] + "사과\t과일\n".utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        // 사과 and 과일 in CP949 (KS X 1001): 0xBB E7, 0xB0 FA; 0xB0 FA, 0xC0 CF.
        let cp949: [UInt8] = [0xBB, 0xE7, 0xB0, 0xFA, 0x09, 0xB0, 0xFA, 0xC0, 0xCF, 0x0A]
        #expect(TextEncoding.utf8(littleEndian)?.bytes == words)
        #expect(TextEncoding.utf8(littleEndian)?.from == "UTF-16")
        #expect(TextEncoding.utf8(bigEndian)?.bytes == words)
        #expect(TextEncoding.utf8(cp949)?.bytes == words)
        #expect(TextEncoding.utf8(cp949)?.from == "CP949")
        #expect(TextEncoding.utf8(words)?.bytes == words)
        #expect(TextEncoding.utf8(words)?.from == nil)
    }

    /// Bytes that are not the encoding — a CP949 character cut off at the end, a byte CP949
    /// has no character for — and an encoding the C library has no converter for convert to
    /// nothing, never to part of the text.
    @Test func whatIsNotTheEncodingConvertsToNothing() {
        #expect(TextEncoding.convert([0xBB, 0xE7, 0xB0], from: "CP949") == nil)
        #expect(TextEncoding.convert([0x41, 0xFF], from: "CP949") == nil)
        #expect(TextEncoding.utf8([0x41, 0xFF]) == nil)
        #expect(TextEncoding.convert([0x41], from: "NO-SUCH-ENCODING") == nil)
        #expect(TextEncoding.convert([0x41], from: "CP949") == [0x41])
    }
}
