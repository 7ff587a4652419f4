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

    // MARK: - Each rule of the three formats, at its edges

    func size(_ bytes: [UInt8]) -> [Int]? {
        PictureFormat.inspect(bytes).map { [$0.width, $0.height] }
    }

    /// Every start-of-frame marker (C0–CF but C4, C8 and CC: a Huffman table, a reserved
    /// marker, arithmetic conditioning) gives the size, baseline, progressive, lossless or
    /// arithmetic; with any of the other three in its place the scan has no frame: no picture.
    @Test func everyStartOfFrameMarkerGivesTheSizeAndNoOtherDoes() {
        for marker in UInt8(0xC0)...0xCF {
            let isFrame = ![0xC4, 0xC8, 0xCC].contains(marker)
            #expect(
                size(PictureSamples.jpeg(width: 701, height: 467, frameMarker: marker))
                    == (isFrame ? [701, 467] : nil),
                "marker \(String(marker, radix: 16))")
        }
    }

    /// Inside a scan only stuffed bytes (FF 00) and the restart markers (FF D0–FF D7) may
    /// stand; fill bytes (FF FF) may come before a marker. FF CF and FF D8, on either side of
    /// the restarts, end the scan where no segment can follow.
    @Test func aScanHoldsStuffedBytesAndRestartMarkersOnly() {
        for restart in UInt8(0xD0)...0xD7 {
            let data: [UInt8] = [0x12, 0xFF, 0x00, 0x34, 0xFF, restart, 0x56]
            #expect(size(PictureSamples.jpeg(width: 701, height: 467, data: data)) == [701, 467], "FF \(restart)")
        }
        #expect(size(PictureSamples.jpeg(width: 701, height: 467, beforeEnd: [0xFF, 0xFF, 0xFF])) == [701, 467])
        for stray: UInt8 in [0xCF, 0xD8] {
            #expect(size(PictureSamples.jpeg(width: 701, height: 467, data: [0x12, 0xFF, stray, 0x34, 0x56])) == nil)
        }
    }

    /// A restart marker outside a scan is no segment, even with a length after it: no picture.
    @Test func aRestartMarkerBetweenSegmentsIsNoPicture() {
        for restart in UInt8(0xD0)...0xD7 {
            let stray: [UInt8] = [0xFF, restart, 0x00, 0x04, 0x00, 0x00]
            #expect(size(PictureSamples.jpeg(width: 701, height: 467, beforeFrame: stray)) == nil, "FF \(restart)")
        }
        let comment: [UInt8] = [0xFF, 0xFE, 0x00, 0x04, 0x41, 0x42]
        #expect(size(PictureSamples.jpeg(width: 701, height: 467, beforeFrame: comment)) == [701, 467])
    }

    /// A lossy WebP's key frame gives 14 bits of each side: the two bits above are the
    /// upscaling a viewer may do, not the size. Its start code is exactly 9D 01 2A.
    @Test func aKeyFramesSizeIsItsLowFourteenBitsAfterTheExactStartCode() {
        #expect(size(PictureSamples.webpLossy(width: 0xC000 | 701, height: 0x4000 | 467)) == [701, 467])
        #expect(size(PictureSamples.webpLossy(width: 0x3FFF, height: 1)) == [0x3FFF, 1])
        let code: [UInt8] = [0x9D, 0x01, 0x2A]
        for index in 0..<3 {
            for change in [-1, 1] {
                var changed = code
                changed[index] = UInt8(Int(changed[index]) + change)
                #expect(
                    size(PictureSamples.webpLossy(width: 701, height: 467, startCode: changed)) == nil, "\(changed)")
            }
        }
    }

    /// A lossless WebP without an extended header: its size is the bitstream's 14-bit sides
    /// plus one, whatever its alpha bit; a signature but 2F is no picture.
    @Test func aLosslessWebPsSizeComesFromItsBitstream() {
        #expect(size(PictureSamples.webpLossless(width: 701, height: 467)) == [701, 467])
        #expect(size(PictureSamples.webpLossless(width: 701, height: 467, alpha: true)) == [701, 467])
        #expect(size(PictureSamples.webpLossless(width: 16_384, height: 16_384)) == [16_384, 16_384])
        #expect(size(PictureSamples.webpLossless(width: 701, height: 467, signature: 0x2E)) == nil)
        #expect(size(PictureSamples.webpLossless(width: 701, height: 467, signature: 0x30)) == nil)
    }

    /// The first chunk is the image's or the extended header (VP8X), and VP8X is only ever
    /// first; an animation is a picture when a frame (ANMF) holds more than its 16-byte header.
    @Test func aWebPsChunksStandWhereTheFormatPutsThem() {
        // The lossless sample's one chunk, after RIFF's 12 bytes and the chunk's own 8.
        let image = ("VP8L", Array(PictureSamples.webpLossless(width: 7, height: 5)[20..<33]))
        let profile = ("ICCP", [UInt8](repeating: 0, count: 4))
        let header = ("VP8X", [0x02, 0, 0, 0] + PictureSamples.littleEndian(6, 3) + PictureSamples.littleEndian(4, 3))
        #expect(size(PictureSamples.webp(chunks: [header, profile, image])) == [7, 5], "VP8X's size")
        #expect(size(PictureSamples.webp(chunks: [profile, image])) == nil, "a profile first")
        #expect(size(PictureSamples.webp(chunks: [image, header])) == nil, "VP8X after the image")
        let animation = ("ANIM", [UInt8](repeating: 0, count: 6))
        for (frameLength, isPicture) in [(16, false), (17, true)] {
            let frame = ("ANMF", [UInt8](repeating: 0, count: frameLength))
            #expect(
                (size(PictureSamples.webp(chunks: [header, animation, frame])) != nil) == isPicture,
                "a frame of \(frameLength) bytes")
        }
    }

    /// A PNG's chunks, each rule at its edge: image data in one run of IDAT chunks (split is
    /// fine, broken by another chunk is not); an IHDR of exactly 13 bytes with compression and
    /// filter method 0 and interlacing 0 or 1; chunk types of ASCII letters only; a critical
    /// chunk PNG does not define refused, an ancillary one skipped; IEND empty.
    @Test func aPNGsChunksFollowTheSpecificationsRules() {
        func header(_ tail: [UInt8] = [8, 2, 0, 0, 0]) -> [UInt8] {
            PictureSamples.chunk("IHDR", PictureSamples.bigEndian(40, 4) + PictureSamples.bigEndian(30, 4) + tail)
        }
        let whole = PictureSamples.png(width: 40, height: 30)
        let data = PictureFormat.pngImage(whole)!.data
        let (first, second) = (Array(data[..<100]), Array(data[100...]))
        let end = PictureSamples.chunk("IEND", [])
        let text = PictureSamples.chunk("tEXt", Array("Title\u{0}사과".utf8))
        func png(_ chunks: [[UInt8]]) -> [Int]? { size(PictureSamples.png(chunks: chunks)) }
        let split = [header(), PictureSamples.chunk("IDAT", first), PictureSamples.chunk("IDAT", second), end]
        #expect(png(split) == [40, 30])
        #expect(PictureFormat.pngImage(PictureSamples.png(chunks: split))?.data == data)
        #expect(png([header(), text, PictureSamples.chunk("IDAT", data), end]) == [40, 30])
        #expect(
            png([header(), PictureSamples.chunk("IDAT", first), text, PictureSamples.chunk("IDAT", second), end]) == nil
        )
        #expect(png([header([8, 2, 0, 0, 1]), PictureSamples.chunk("IDAT", data), end]) == [40, 30], "interlaced")
        for tail: [UInt8] in [[8, 2, 1, 0, 0], [8, 2, 0, 1, 0], [8, 2, 0, 0, 2], [8, 2, 0, 0], [8, 2, 0, 0, 0, 0]] {
            #expect(png([header(tail), PictureSamples.chunk("IDAT", data), end]) == nil, "IHDR \(tail)")
        }
        func withChunk(_ name: String) -> [Int]? {
            png([header(), PictureSamples.chunk(name, [1, 2, 3]), PictureSamples.chunk("IDAT", data), end])
        }
        for name in ["aAzZ", "zZaA", "PLTE"] { #expect(withChunk(name) == [40, 30], "\(name)") }
        for name in ["t@Xt", "t[Xt", "t`Xt", "t{Xt", "QUUX"] { #expect(withChunk(name) == nil, "\(name)") }
        #expect(png([header(), PictureSamples.chunk("IDAT", data), PictureSamples.chunk("IEND", [0])]) == nil)
    }
}
