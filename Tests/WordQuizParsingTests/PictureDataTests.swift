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

    @Test func aScriptFramedAsImageDataIsNoImage() {
        let forged = PictureSamples.scriptFramedAsPNG
        #expect(PictureFormat.inspect(forged)?.format == .png, "its chunks are whole: only its data betrays it")
        #expect(!PictureData.holdsImageData(forged, as: .png))
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
}
