import Foundation
import FuzzDriver
import WordQuizCore
import WordQuizParsing

/// Any bytes as a dictionary's answer, read by the XML or JSON reader and decoded by every
/// provider's decoder: no crash, and whatever comes out is clean text with digit-only codes.
func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard case .document(let document)? = try? ResponseReader.read(bytes) else { return 0 }
    for decoding in Provider.allCases.compactMap(\.decoding) {
        let hits = (try? decoding.searchHits(in: document)) ?? []
        for hit in hits {
            check(hit.definition)
            if let code = hit.targetCode { precondition(code.allSatisfy { $0.isASCII && $0.isNumber }) }
        }
        if let entry = try? decoding.entry(inView: document, hit: hits.first) {
            check(entry.headword)
            for sense in entry.senses { check(sense.definition) }
            if let code = entry.targetCode { precondition(code.allSatisfy { $0.isASCII && $0.isNumber }) }
        }
    }
    return 0
}

/// Dictionary text after cleaning: no control characters at all.
func check(_ text: String) {
    precondition(!text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
}

/// The entry libFuzzer's runtime names; the same check.
@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    fuzz(data ?? UnsafePointer(bitPattern: 1)!, size)
}

FuzzDriver.run(testOneInput)
