import FuzzDriver
import WordQuizCore
import WordQuizParsing

/// Any bytes as what a media host answers: a page, read by libxml2's HTML parser, whose
/// picture, licence and author are found; or an image, told by its bytes. No crash, no slow
/// input; a picture's address is http(s) and every text is free of control characters; an
/// image's size is what its header says, never negative.
func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let found = PictureFormat.inspect(bytes) {
        precondition(found.width >= 0 && found.height >= 0)
    }
    guard let page = try? HTMLPageReader.read(bytes),
        let media = MediaPage(
            page, pageURL: "https://krdicmedia.korean.go.kr/front/search/searchResultView.do?file_no=1")
    else { return 0 }
    precondition(media.pictureURL.hasPrefix("http://") || media.pictureURL.hasPrefix("https://"))
    for text in [media.pictureURL, media.licence, media.author].compactMap({ $0 }) {
        precondition(!text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }
    return 0
}

/// The entry libFuzzer's runtime names; the same check.
@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    fuzz(data ?? UnsafePointer(bitPattern: 1)!, size)
}

FuzzDriver.run(testOneInput)
