import TestSupport
import Testing
import WordQuizCore
import WordQuizParsing

/// A PNG is kept only when its image data inflates, through zlib, to exactly the bytes its
/// header's size, depth and colour type make.
@Suite struct PictureDataTests {
    @Test(arguments: [(1, 1), (70, 46), (300, 200)])
    func aWholePNGsImageDataInflatesToItsSize(width: Int, height: Int) {
        let png = PictureSamples.png(width: width, height: height)
        #expect(PictureData.holdsImageData(png, as: .png))
        #expect(PictureFormat.pngImage(png)?.header.inflatedSize == height * (1 + 3 * width))
    }

    /// Every colour type at every bit depth the PNG specification allows (its table of
    /// allowed combinations) is a picture whose data inflates to its size; every other pair is
    /// no PNG (generated survivor ea67b3ef38 refused a 16-bit RGBA one).
    @Test func everyDepthTheSpecificationAllowsIsAPictureAndNoOther() {
        let allowed: [Int: Set<Int>] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
        for colorType in 0...7 {
            for bitDepth in [1, 2, 3, 4, 8, 12, 15, 16, 32] {
                let png = PictureSamples.png(width: 5, height: 3, colorType: colorType, bitDepth: bitDepth)
                let isAllowed = allowed[colorType]?.contains(bitDepth) == true
                #expect((PictureFormat.inspect(png) != nil) == isAllowed, "type \(colorType) at \(bitDepth) bits")
                #expect(PictureData.holdsImageData(png, as: .png) == isAllowed, "type \(colorType) at \(bitDepth) bits")
            }
        }
    }

    @Test func aScriptFramedAsImageDataIsNoImage() {
        let forged = PictureSamples.scriptFramedAsPNG
        #expect(PictureFormat.inspect(forged)?.format == .png, "its chunks are whole: only its data betrays it")
        #expect(!PictureData.holdsImageData(forged, as: .png))
    }

    /// Image data of the right size in a zlib stream that is not whole — its checksum wrong,
    /// cut before its checksum, or followed by other bytes — is no image: the size alone does
    /// not make a PNG (generated survivor 1d0fba8ea9 accepted all three).
    @Test(arguments: [(10, 10), (300, 200)])
    func theRightSizeInADamagedStreamIsNoImage(width: Int, height: Int) {
        var raw: [UInt8] = []
        for _ in 0..<height { raw += [0] + [UInt8](repeating: 0x41, count: 3 * width) }
        let whole = PictureSamples.storedZlib(raw)
        var wrongChecksum = whole
        wrongChecksum[wrongChecksum.count - 1] ^= 0xFF
        func png(_ data: [UInt8]) -> [UInt8] {
            let header = PictureSamples.bigEndian(width, 4) + PictureSamples.bigEndian(height, 4) + [8, 2, 0, 0, 0]
            return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + PictureSamples.chunk("IHDR", header)
                + PictureSamples.chunk("IDAT", data) + PictureSamples.chunk("IEND", [])
        }
        #expect(PictureData.holdsImageData(png(whole), as: .png), "the whole stream: an image")
        for (damage, data) in [
            ("a wrong checksum", wrongChecksum), ("no checksum", Array(whole.dropLast(4))),
            ("bytes after the stream", whole + [0, 0, 0, 0]),
        ] {
            #expect(PictureFormat.inspect(png(data))?.format == .png, "\(damage): its chunks are whole")
            #expect(!PictureData.holdsImageData(png(data), as: .png), "\(damage)")
        }
    }

    /// A header that claims more pixels than the data holds (or fewer) is no image.
    @Test func imageDataOfAnotherSizeIsNoImage() {
        let small = PictureSamples.png(width: 10, height: 10)
        let data = PictureFormat.pngImage(small)!.data
        let header = PictureSamples.bigEndian(20, 4) + PictureSamples.bigEndian(10, 4) + [8, 2, 0, 0, 0]
        let claimsMore =
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + PictureSamples.chunk("IHDR", header)
            + PictureSamples.chunk("IDAT", data) + PictureSamples.chunk("IEND", [])
        #expect(PictureFormat.inspect(claimsMore) != nil)
        #expect(!PictureData.holdsImageData(claimsMore, as: .png))
    }

    /// Adam7: the passes' rows, each with its filter byte.
    @Test func anInterlacedPNGsSizeCountsEveryPass() {
        let header = PictureFormat.PNGHeader(width: 8, height: 8, bitDepth: 8, colorType: 2, isInterlaced: true)
        // Passes of 1×1, 1×1, 2×1, 2×2, 4×2, 4×4 and 8×4 pixels, 3 bytes a pixel and a filter
        // byte a row: 4 + 4 + 7 + 14 + 26 + 52 + 100.
        #expect(header.inflatedSize == 207)
    }

    /// A file's interlace byte says which size its data must inflate to: an 8×8 RGB image is
    /// Adam7's 207 bytes when the byte is 1 and 200 (8 rows of 1 + 24) when it is 0, and a
    /// file whose data is the other size is no image.
    @Test func theInterlaceByteOfAFileChoosesTheSize() {
        func png(interlace: UInt8, dataSize: Int) -> [UInt8] {
            let header = PictureSamples.bigEndian(8, 4) + PictureSamples.bigEndian(8, 4) + [8, 2, 0, 0, interlace]
            return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + PictureSamples.chunk("IHDR", header)
                + PictureSamples.chunk("IDAT", PictureSamples.storedZlib([UInt8](repeating: 0, count: dataSize)))
                + PictureSamples.chunk("IEND", [])
        }
        #expect(PictureFormat.pngImage(png(interlace: 1, dataSize: 207))?.header.isInterlaced == true)
        #expect(PictureFormat.pngImage(png(interlace: 0, dataSize: 200))?.header.isInterlaced == false)
        let holds = [(1, 207), (0, 200), (1, 200), (0, 207)].map {
            PictureData.holdsImageData(png(interlace: $0.0, dataSize: $0.1), as: .png)
        }
        #expect(holds == [true, true, false, false])
        #expect(PictureFormat.inspect(png(interlace: 2, dataSize: 207)) == nil, "no third interlace method")
    }

    /// Sizes that do not fill the 8×8 block: each pass starts where Adam7 says (the second at
    /// column 4, the third at row 4 …) or is empty. 5×5: passes of 1, 1, 2, 1×2, 3, 2×3 and
    /// 5×2 pixels — 4 + 4 + 7 + 8 + 10 + 21 + 32 bytes; 4×1: the first, second-to-none, the
    /// fourth (1 pixel) and the sixth (2): 4 + 4 + 7.
    @Test(arguments: [(5, 5, 86), (4, 1, 15), (1, 1, 4)])
    func anInterlacedPNGsPassesStartWhereAdam7Says(width: Int, height: Int, bytes: Int) {
        let header = PictureFormat.PNGHeader(
            width: width, height: height, bitDepth: 8, colorType: 2, isInterlaced: true)
        #expect(header.inflatedSize == bytes)
    }

    /// Which of Adam7's seven passes each pixel of an 8×8 block is sent in, as the PNG
    /// specification draws it.
    static let adam7: [[Int]] = [
        [1, 6, 4, 6, 2, 6, 4, 6], [7, 7, 7, 7, 7, 7, 7, 7], [5, 6, 5, 6, 5, 6, 5, 6], [7, 7, 7, 7, 7, 7, 7, 7],
        [3, 6, 4, 6, 3, 6, 4, 6], [7, 7, 7, 7, 7, 7, 7, 7], [5, 6, 5, 6, 5, 6, 5, 6], [7, 7, 7, 7, 7, 7, 7, 7],
    ]

    /// Every size up to 20×20, at 1 bit a pixel and at 24: the bytes are what laying the
    /// specification's block over the image gives — each pass a sub-image of the columns and
    /// rows that hold its pixels, a filter byte a row (generated survivor fbbc3e3aad: the
    /// first pass's rows counted every 9 lines).
    @Test(arguments: [(1, 0), (8, 2)])
    func anInterlacedPNGsSizeIsThePassesTheSpecificationsBlockMakes(bitDepth: Int, colorType: Int) {
        let bitsPerPixel = bitDepth * (colorType == 2 ? 3 : 1)
        for width in 1...20 {
            for height in 1...20 {
                var expected = 0
                for pass in 1...7 {
                    let columns = Set(
                        (0..<width).filter { x in (0..<min(8, height)).contains { Self.adam7[$0][x % 8] == pass } })
                    let rows = Set(
                        (0..<height).filter { y in (0..<min(8, width)).contains { Self.adam7[y % 8][$0] == pass } })
                    guard !columns.isEmpty, !rows.isEmpty else { continue }
                    expected += rows.count * (1 + (columns.count * bitsPerPixel + 7) / 8)
                }
                let header = PictureFormat.PNGHeader(
                    width: width, height: height, bitDepth: bitDepth, colorType: colorType, isInterlaced: true)
                #expect(header.inflatedSize == expected, "\(width)×\(height) at \(bitsPerPixel) bits")
            }
        }
    }
}
