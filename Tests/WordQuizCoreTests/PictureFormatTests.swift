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

    @Test func aJPEGWhoseSegmentLengthsRunOffTheEndIsNoPicture() {
        let broken: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0xFF, 0xFF, 0, 0, 0, 0, 0xFF, 0xD9]
        #expect(PictureFormat.inspect(broken) == nil)
    }
}
