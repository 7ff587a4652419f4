import TestSupport
import Testing
import WordQuizParsing

/// A response cut off anywhere — mid-string, after an array's element, before an object's
/// close — is refused as not well-formed, never read past its end nor taken as whole
/// (generated survivor 8068ed6a6e: a cut after an array's element read one byte past it).
@Suite struct TruncatedJSONTests {
    @Test(arguments: ["stdict-view.json", "opendict-search.json", "hostile-escapes.json"])
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
}
