import Testing

@testable import WordQuizApp

/// A deck's media file is named from the deck's and the media's names, never the package's own
/// (which may hold `../`): always 16 hexadecimal digits, zeros in front where the hash is small,
/// and a different name for a different file.
@Suite struct AnkiMediaNameTests {
    @Test func aMediaFilesNameIsSixteenHexDigitsAndItsOwn() {
        let names = (0..<300).map { "picture-\($0).jpg" } + ["../../etc/passwd", "사과.png", ""]
        let stems = names.map { AnkiPackageImport.stem("topik", $0) }
        for (name, stem) in zip(names, stems) {
            #expect(stem.count == 16 && stem.allSatisfy { "0123456789abcdef".contains($0) }, "\(name): \(stem)")
        }
        #expect(Set(stems).count == names.count)
        #expect(stems.contains { $0.hasPrefix("0") }, "some hash is small enough to need its zeros")
        #expect(AnkiPackageImport.stem("topik", "a.jpg") != AnkiPackageImport.stem("other", "a.jpg"))
    }
}
