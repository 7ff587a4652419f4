import TestSupport
import Testing
import WordQuizParsing

/// A response cut off anywhere — mid-string, after an array's element, before an object's
/// close — is refused as not well-formed, never read past its end nor taken as whole
/// (generated survivors 8068ed6a6e: a cut after an array's element read one byte past it;
/// 575eaed382: a cut just after a surrogate pair's first half read one byte past the end).
@Suite struct TruncatedJSONTests {
    @Test(arguments: ["stdict-view.json", "stdict-view-escaped.json", "opendict-search.json", "hostile-escapes.json"])
    func everyCutOfAResponseIsRefused(fixture: String) throws {
        let bytes = Fixtures.bytes(fixture)
        _ = try JSONDocumentReader.read(bytes)
        // Up to the last byte that is not white space: a cut after it is the whole document.
        let end = (bytes.lastIndex { ![0x20, 0x0A, 0x0D, 0x09].contains($0) } ?? 0) + 1
        for cut in 0..<end {
            #expect(throws: DocumentReadError.self, "cut at \(cut) of \(end)") {
                try JSONDocumentReader.read(Array(bytes[..<cut]))
            }
        }
    }

    /// A character beyond the Basic Multilingual Plane, as an encoder that escapes every
    /// non-ASCII character writes it: two escapes, a surrogate pair. A rare Hanja of an
    /// entry's origin (𠮷, U+20BB7) and a picture word's emoji, cut after either half, after
    /// the second escape's backslash, or between them.
    @Test func everyCutOfAnEscapedSurrogatePairIsRefused() throws {
        let bytes = Array(#"{"origin":"\ud842\udfb7\u5409","example":"\ud83c\udf4e"}"#.utf8)
        let whole = try JSONDocumentReader.read(bytes)
        #expect(whole.child("origin")?.text == "𠮷吉")
        #expect(whole.child("example")?.text == "🍎")
        for cut in 0..<bytes.count {
            #expect(throws: DocumentReadError.self, "cut at \(cut) of \(bytes.count)") {
                try JSONDocumentReader.read(Array(bytes[..<cut]))
            }
        }
    }
}
