import FuzzDriver
import WordQuizCore

/// Any bytes as a word list (a deck someone shared): reading never crashes, and every row
/// kept is a word — Hangul, at most 40 characters — with fields free of control characters
/// and line breaks, whatever the quoting, the Anki headers or the markup did.
func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let file = DeckFile(parsing: Array(UnsafeBufferPointer(start: data, count: size)))
    for row in file.rows {
        precondition(DeckFile.problem(with: row.word) == nil)
        for field in [row.word, row.meaning, row.english, row.example].compactMap({ $0 }) + row.tags {
            precondition(!field.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
            precondition(field.count <= DeckFile.maximumFieldLength)
        }
        precondition(row.line >= 1)
    }
    for problem in file.problems { precondition(problem.line >= 1 && !problem.reason.description.isEmpty) }
    return 0
}

/// The entry libFuzzer's runtime names; the same check.
@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    fuzz(data ?? UnsafePointer(bitPattern: 1)!, size)
}

FuzzDriver.run(testOneInput)
