import TestSupport
import Testing
import WordQuizCore

@Suite struct PictureFormatTests {
    @Test func aWholePNGIsAPNGOfItsSize() throws {
        let found = try #require(PictureFormat.inspect(PictureSamples.png(width: 40, height: 30)))
        #expect(found.format == .png && found.width == 40 && found.height == 30)
    }

    @Test func aJPEGsSizeComesFromItsFrameHeader() throws {
        let found = try #require(PictureFormat.inspect(PictureSamples.jpeg(width: 700, height: 466)))
        #expect(found.format == .jpeg && found.width == 700 && found.height == 466)
    }

    @Test func aWebPsSizeComesFromItsExtendedHeader() throws {
        let found = try #require(PictureFormat.inspect(PictureSamples.webp(width: 320, height: 200)))
        #expect(found.format == .webp && found.width == 320 && found.height == 200)
    }

    /// A lossy WebP (no extended header): the size comes from its key frame, found by its start
    /// code; a frame without the start code is no picture.
    @Test func aLossyWebPsSizeComesFromItsKeyFrame() throws {
        let found = try #require(PictureFormat.inspect(PictureSamples.webpLossy(width: 320, height: 200)))
        #expect(found.format == .webp && found.width == 320 && found.height == 200)
        #expect(
            PictureFormat.inspect(PictureSamples.webpLossy(width: 320, height: 200, startCode: [0x9D, 0x01, 0x2B]))
                == nil)
    }

    /// A key frame cut one byte short of its height (a VP8 chunk of 9 bytes, its pad byte
    /// after it, or nothing): no picture, and nothing read past the chunk (generated survivor
    /// fb419386e6: a 9-byte frame took the pad byte, or a byte past the file, as its height).
    @Test(arguments: [true, false])
    func aKeyFrameCutShortOfItsSizeIsNoPicture(padded: Bool) {
        let frame: [UInt8] = [0x50, 0x01, 0x00, 0x9D, 0x01, 0x2A] + PictureSamples.littleEndian(320, 2) + [0xC8]
        let chunk = Array("VP8 ".utf8) + PictureSamples.littleEndian(frame.count, 4) + frame + (padded ? [0] : [])
        let body = Array("WEBP".utf8) + chunk
        let file = Array("RIFF".utf8) + PictureSamples.littleEndian(body.count, 4) + body
        #expect(PictureFormat.inspect(file) == nil)
    }

    @Test func aPNGSignatureOnATextBodyIsNoPicture() {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        #expect(PictureFormat.inspect(signature + Array(String(repeating: "not a picture ", count: 20).utf8)) == nil)
    }

    @Test func aPictureCutOffInTheMiddleIsNoPicture() {
        let png = PictureSamples.png(width: 40, height: 30)
        #expect(PictureFormat.inspect(Array(png.prefix(png.count - 10))) == nil)
        let jpeg = PictureSamples.jpeg(width: 70, height: 46)
        #expect(PictureFormat.inspect(Array(jpeg.dropLast(2))) == nil)
        let webp = PictureSamples.webp(width: 32, height: 20)
        #expect(PictureFormat.inspect(webp + [0, 0]) == nil, "the RIFF length must be the file's")
    }

    @Test func anHTMLPageIsNoPicture() {
        #expect(PictureFormat.inspect(Array("<html><body><img src=\"x.jpg\"></body></html>".utf8)) == nil)
        #expect(PictureFormat.inspect([]) == nil)
    }

    /// A frame around something that is not an image is no picture: text between a PNG's
    /// chunks, a chunk whose CRC is wrong, an image with no image data, anything after the
    /// end; a JPEG whose segments are text, or with a page after its end; a WebP with only
    /// its header.
    @Test func aFrameAroundAnythingButAnImageIsNoPicture() {
        #expect(PictureFormat.inspect(PictureSamples.scriptBetweenPNGChunks) == nil)
        var png = PictureSamples.png(width: 40, height: 30)
        #expect(PictureFormat.inspect(png + Array("<html>".utf8)) == nil, "after IEND")
        png[40] ^= 0x01
        #expect(PictureFormat.inspect(png) == nil, "a byte of the image data changed: its CRC no longer holds")
        let header = PictureSamples.bigEndian(40, 4) + PictureSamples.bigEndian(30, 4) + [8, 2, 0, 0, 0]
        let noData =
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + PictureSamples.chunk("IHDR", header)
            + PictureSamples.chunk("IEND", [])
        #expect(PictureFormat.inspect(noData) == nil, "no IDAT")
        let badDepth = PictureSamples.bigEndian(40, 4) + PictureSamples.bigEndian(30, 4) + [7, 2, 0, 0, 0]
        #expect(
            PictureFormat.inspect(
                [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + PictureSamples.chunk("IHDR", badDepth)
                    + PictureSamples.chunk("IDAT", [0x78, 0x01]) + PictureSamples.chunk("IEND", [])) == nil)
        let jpeg = PictureSamples.jpeg(width: 70, height: 46)
        #expect(PictureFormat.inspect(jpeg + Array("<script>".utf8)) == nil, "after EOI")
        #expect(
            PictureFormat.inspect([0xFF, 0xD8] + Array("<html><script>x</script></html>".utf8) + [0xFF, 0xD9]) == nil)
        let withoutScan = Array(jpeg.prefix(2 + 18 + 13)) + [0xFF, 0xD9]
        #expect(PictureFormat.inspect(withoutScan) == nil, "a frame header, but no scan")
        let headerOnly: [UInt8] =
            Array("RIFF".utf8) + PictureSamples.littleEndian(22, 4) + Array("WEBP".utf8) + Array("VP8X".utf8)
            + PictureSamples.littleEndian(10, 4) + [0, 0, 0, 0, 31, 0, 0, 19, 0, 0]
        #expect(PictureFormat.inspect(headerOnly) == nil, "a WebP header without image data")
        // A chunk that claims more than the file has: the VP8L chunk's length, after VP8X's.
        var longer = PictureSamples.webp(width: 32, height: 20)
        longer[34] = 0xFF
        #expect(PictureFormat.inspect(longer) == nil)
    }

    @Test func aJPEGWhoseSegmentLengthsRunOffTheEndIsNoPicture() {
        let broken: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0xFF, 0xFF, 0, 0, 0, 0, 0xFF, 0xD9]
        #expect(PictureFormat.inspect(broken) == nil)
    }
}
