/// Pictures written for the tests, byte by byte: a whole PNG any viewer opens (stored, not
/// compressed, with its CRCs and Adler-32), and the frame of a JPEG and a WebP with the
/// markers and sizes a reader checks.
public enum PictureSamples {
    /// A `width`×`height` PNG, every pixel of one RGB colour.
    public static func png(width: Int, height: Int, rgb: (UInt8, UInt8, UInt8) = (0xD9, 0xA4, 0x41)) -> [UInt8] {
        var raw: [UInt8] = []
        for _ in 0..<height {
            raw.append(0)  // no filter
            for _ in 0..<width { raw += [rgb.0, rgb.1, rgb.2] }
        }
        let zlib = storedZlib(raw)
        let header = bigEndian(width, 4) + bigEndian(height, 4) + [8, 2, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", zlib)
            + chunk("IEND", [])
    }

    /// A `width`×`height` PNG of colour type `colorType` at `bitDepth` bits a sample, every
    /// sample 0 (a palette's, type 3, gets a PLTE of one colour). Rows are the header's size
    /// whatever the pair, so a reader can refuse a pair only by its rules.
    public static func png(width: Int, height: Int, colorType: Int, bitDepth: Int) -> [UInt8] {
        let samples = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType] ?? 1
        let rowBytes = (width * samples * bitDepth + 7) / 8
        let raw = [UInt8](repeating: 0, count: height * (1 + rowBytes))
        let header = bigEndian(width, 4) + bigEndian(height, 4) + [UInt8(bitDepth), UInt8(colorType), 0, 0, 0]
        let palette = colorType == 3 ? chunk("PLTE", [0xD9, 0xA4, 0x41]) : []
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + palette
            + chunk("IDAT", storedZlib(raw)) + chunk("IEND", [])
    }

    /// A `width`×`height` PNG of noise (pixels from a seeded generator: nothing to compress),
    /// padded to exactly `totalBytes` with a private ancillary chunk of noise (`wqNz`, which
    /// a reader skips).
    public static func noisePNG(width: Int, height: Int, totalBytes: Int, seed: UInt64 = 1) -> [UInt8] {
        var state = seed | 1
        func next() -> UInt8 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return UInt8(truncatingIfNeeded: state >> 24)
        }
        var raw: [UInt8] = []
        raw.reserveCapacity(height * (1 + 3 * width))
        for _ in 0..<height {
            raw.append(0)
            for _ in 0..<(3 * width) { raw.append(next()) }
        }
        let header = bigEndian(width, 4) + bigEndian(height, 4) + [8, 2, 0, 0, 0]
        let image = chunk("IHDR", header) + chunk("IDAT", storedZlib(raw))
        // The signature, the image, the padding chunk (12 bytes and its data) and IEND (12).
        let padding = totalBytes - 8 - image.count - 12 - 12
        precondition(padding >= 0, "\(width)×\(height) is too large for \(totalBytes) bytes")
        let noise = (0..<padding).map { _ in next() }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + image + chunk("wqNz", noise) + chunk("IEND", [])
    }

    /// `raw` as a zlib stream of stored (uncompressed) deflate blocks, with its Adler-32.
    public static func storedZlib(_ raw: [UInt8]) -> [UInt8] {
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65_535, raw.count - offset)
            let last: UInt8 = offset + count == raw.count ? 1 : 0
            zlib += [last, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            zlib += raw[offset..<offset + count]
            offset += count
        } while offset < raw.count
        return zlib + bigEndian(adler32(raw), 4)
    }

    /// A JPEG's frame: SOI, a JFIF APP0, a baseline SOF0 of this size, a scan, EOI.
    /// `frameMarker` replaces SOF0's marker (C0); `beforeFrame` goes between APP0 and the
    /// frame; `data` is the scan's entropy-coded bytes; `beforeEnd` goes before EOI.
    public static func jpeg(
        width: Int, height: Int, frameMarker: UInt8 = 0xC0, beforeFrame: [UInt8] = [],
        data: [UInt8] = [0x12, 0x34, 0x56], beforeEnd: [UInt8] = []
    ) -> [UInt8] {
        let app0: [UInt8] = [0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        let frame: [UInt8] =
            [0xFF, frameMarker, 0x00, 0x0B, 8] + bigEndian(height, 2) + bigEndian(width, 2) + [1, 1, 0x11, 0]
        let scan: [UInt8] = [0xFF, 0xDA, 0x00, 0x08, 1, 1, 0, 0, 0x3F, 0] + data
        return [0xFF, 0xD8] + app0 + beforeFrame + frame + scan + beforeEnd + [0xFF, 0xD9]
    }

    /// A WebP's frame of this size: VP8X, the extended header, then a VP8L bitstream's
    /// header (its signature and size) as the image data, padded to an even length.
    public static func webp(width: Int, height: Int) -> [UInt8] {
        let payload: [UInt8] = [0, 0, 0, 0] + littleEndian(width - 1, 3) + littleEndian(height - 1, 3)
        let bitstream: [UInt8] = [0x2F] + littleEndian((width - 1) | (height - 1) << 14, 4) + [0x10, 0x07]
        let body =
            Array("WEBP".utf8) + Array("VP8X".utf8) + littleEndian(payload.count, 4) + payload + Array("VP8L".utf8)
            + littleEndian(bitstream.count, 4) + bitstream + [0]
        return Array("RIFF".utf8) + littleEndian(body.count, 4) + body
    }

    /// A simple lossy WebP of this size: RIFF, then one `VP8 ` chunk whose key frame starts as
    /// RFC 6386 (9.1) says — a three-byte frame tag (a key frame, shown, its first partition's
    /// size), the start code 9D 01 2A, the width and the height in 14 bits each — followed by
    /// bytes standing for the compressed picture. `startCode` replaces the start code.
    public static func webpLossy(width: Int, height: Int, startCode: [UInt8] = [0x9D, 0x01, 0x2A]) -> [UInt8] {
        let firstPartitionSize = 10
        let tag = firstPartitionSize << 5 | 1 << 4  // key frame (bit 0 clear), version 0, shown
        let frame =
            littleEndian(tag, 3) + startCode + littleEndian(width, 2) + littleEndian(height, 2)
            + [UInt8](
                repeating: 0x55, count: 12)
        let body = Array("WEBP".utf8) + Array("VP8 ".utf8) + littleEndian(frame.count, 4) + frame
        return Array("RIFF".utf8) + littleEndian(body.count, 4) + body
    }

    /// A lossless WebP of this size, with no extended header: RIFF, one `VP8L` chunk whose
    /// bitstream starts with its signature (2F, or `signature`) and the width and height less
    /// one in 14 bits each, then the alpha bit and a version of 0, then bytes standing for the
    /// compressed picture.
    public static func webpLossless(width: Int, height: Int, alpha: Bool = false, signature: UInt8 = 0x2F)
        -> [UInt8]
    {
        let bits = (width - 1) | (height - 1) << 14 | (alpha ? 1 << 28 : 0)
        return webp(chunks: [("VP8L", [signature] + littleEndian(bits, 4) + [UInt8](repeating: 0x55, count: 8))])
    }

    /// A RIFF WebP of these chunks, each with its length and padded to an even one.
    public static func webp(chunks: [(name: String, body: [UInt8])]) -> [UInt8] {
        let body =
            Array("WEBP".utf8)
            + chunks.flatMap { chunk in
                Array(chunk.name.utf8) + littleEndian(chunk.body.count, 4) + chunk.body
                    + (chunk.body.count.isMultiple(of: 2) ? [] : [0])
            }
        return Array("RIFF".utf8) + littleEndian(body.count, 4) + body
    }

    /// A PNG of these chunks, after the signature.
    public static func png(chunks: [[UInt8]]) -> [UInt8] {
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunks.flatMap { $0 }
    }

    /// An HTML page in a PNG's frame: the signature, a whole IHDR, `<script>…` as the image
    /// data's chunk (its CRC right, so only its content betrays it), IEND.
    public static let scriptFramedAsPNG: [UInt8] = {
        let script = Array(#"<script>location.href="https://evil.example/"</script>"#.utf8)
        let header = bigEndian(100, 4) + bigEndian(100, 4) + [8, 2, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", script)
            + chunk("IEND", [])
    }()

    /// The same page between the chunks: signature, IHDR, the text, IEND.
    public static let scriptBetweenPNGChunks: [UInt8] = {
        let header = bigEndian(100, 4) + bigEndian(100, 4) + [8, 2, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header)
            + Array("<script>alert(1)</script>".utf8) + chunk("IEND", [])
    }()

    public static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return bigEndian(data.count, 4) + typed + bigEndian(Int(crc32(typed)), 4)
    }

    public static func bigEndian(_ value: Int, _ count: Int) -> [UInt8] {
        (0..<count).reversed().map { UInt8((value >> ($0 * 8)) & 0xFF) }
    }

    public static func littleEndian(_ value: Int, _ count: Int) -> [UInt8] {
        (0..<count).map { UInt8((value >> ($0 * 8)) & 0xFF) }
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func adler32(_ bytes: [UInt8]) -> Int {
        var a = 1
        var b = 0
        for byte in bytes {
            a = (a + Int(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }
}
