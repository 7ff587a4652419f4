/// The image formats wordquiz keeps, told by their bytes (never by a name or a header a
/// server sends), with the picture's size in pixels.
public enum PictureFormat: String, Codable, Sendable {
    case jpeg, png, webp

    /// The file name extension of the format.
    public var fileExtension: String {
        switch self {
        case .jpeg: "jpg"
        case .png: "png"
        case .webp: "webp"
        }
    }

    /// The MIME type of the format.
    public var mimeType: String { "image/\(rawValue)" }

    /// What the bytes are: a whole JPEG, PNG or WebP image and its width and height, or nil
    /// for anything else (an HTML page, a text body behind a PNG signature, a file cut off).
    /// One pass over the bytes at most.
    public static func inspect(_ bytes: [UInt8]) -> (format: PictureFormat, width: Int, height: Int)? {
        if let size = pngSize(bytes) { return (.png, size.width, size.height) }
        if let size = jpegSize(bytes) { return (.jpeg, size.width, size.height) }
        if let size = webpSize(bytes) { return (.webp, size.width, size.height) }
        return nil
    }

    private static func bigEndian(_ bytes: [UInt8], _ at: Int, _ count: Int) -> Int {
        (at..<at + count).reduce(0) { $0 << 8 | Int(bytes[$1]) }
    }

    private static func littleEndian(_ bytes: [UInt8], _ at: Int, _ count: Int) -> Int {
        (at..<at + count).reversed().reduce(0) { $0 << 8 | Int(bytes[$1]) }
    }

    /// A PNG whose chunks are whole: its signature, an IHDR first (its depth and colour type
    /// ones PNG has), every chunk's CRC right, image data (IDAT) before the end, IEND last and
    /// nothing after it. Text between chunks (`<script>` after an IHDR) is no chunk, and fails.
    private static func pngSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        pngImage(bytes).map { ($0.header.width, $0.header.height) }
    }

    /// A PNG's header as its IHDR gives it.
    public struct PNGHeader: Sendable, Equatable {
        public var width: Int
        public var height: Int
        public var bitDepth: Int
        public var colorType: Int
        public var isInterlaced: Bool

        public init(width: Int, height: Int, bitDepth: Int, colorType: Int, isInterlaced: Bool) {
            self.width = width
            self.height = height
            self.bitDepth = bitDepth
            self.colorType = colorType
            self.isInterlaced = isInterlaced
        }

        /// The samples a pixel has, by colour type (grey, RGB, palette, grey+alpha, RGBA).
        public var channels: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType] ?? 0 }

        /// How many bytes the image data inflates to: each row of each pass, with its filter
        /// byte.
        public var inflatedSize: Int {
            let bitsPerPixel = bitDepth * channels
            func rows(_ width: Int, _ height: Int) -> Int {
                width == 0 || height == 0 ? 0 : height * (1 + (width * bitsPerPixel + 7) / 8)
            }
            guard isInterlaced else { return rows(width, height) }
            // Adam7: each pass's starting column and row, and its steps.
            let passes = [
                (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2),
            ]
            return passes.reduce(0) { total, pass in
                let columns = width > pass.0 ? (width - pass.0 + pass.2 - 1) / pass.2 : 0
                let lines = height > pass.1 ? (height - pass.1 + pass.3 - 1) / pass.3 : 0
                return total + rows(columns, lines)
            }
        }
    }

    /// A PNG's header and its image data (the IDAT chunks' bytes, one zlib stream), when its
    /// chunks are whole (`pngSize`); for a caller that inflates the data to see it is an image.
    public static func pngImage(_ bytes: [UInt8]) -> (header: PNGHeader, data: [UInt8])? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 45, Array(bytes[0..<8]) == signature else { return nil }
        var index = 8
        var header: PNGHeader?
        var data: [UInt8] = []
        var dataEnded = false
        while index + 12 <= bytes.count {
            let length = bigEndian(bytes, index, 4)
            guard length <= bytes.count - index - 12 else { return nil }
            let type = Array(bytes[(index + 4)..<(index + 8)])
            let body = (index + 8)..<(index + 8 + length)
            guard type.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }),
                crc32(bytes[(index + 4)..<body.upperBound]) == UInt32(bigEndian(bytes, body.upperBound, 4))
            else { return nil }
            let name = String(decoding: type, as: UTF8.self)
            if header == nil {
                guard name == "IHDR", length == 13 else { return nil }
                let parsed = PNGHeader(
                    width: bigEndian(bytes, body.lowerBound, 4), height: bigEndian(bytes, body.lowerBound + 4, 4),
                    bitDepth: Int(bytes[body.lowerBound + 8]), colorType: Int(bytes[body.lowerBound + 9]),
                    isInterlaced: bytes[body.lowerBound + 12] == 1)
                let depths: [Int: Set<Int>] = [
                    0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16],
                ]
                guard depths[parsed.colorType]?.contains(parsed.bitDepth) == true, bytes[body.lowerBound + 10] == 0,
                    bytes[body.lowerBound + 11] == 0, bytes[body.lowerBound + 12] <= 1
                else { return nil }
                header = parsed
            } else if name == "IDAT" {
                // The image data is one run of IDAT chunks.
                guard !dataEnded else { return nil }
                data += bytes[body]
            } else if name == "IEND" {
                guard length == 0, body.upperBound + 4 == bytes.count, let header, !data.isEmpty else { return nil }
                return (header, data)
            } else if type[0] & 0x20 == 0, name != "PLTE" {
                return nil  // a critical chunk no PNG reader knows
            }
            if name != "IDAT", !data.isEmpty { dataEnded = true }
            index = body.upperBound + 4
        }
        return nil
    }

    /// CRC-32 as PNG computes it over a chunk's type and data.
    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
        }
        return crc ^ 0xFFFF_FFFF
    }

    private static let crcTable: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    /// A JPEG whose segments are whole: SOI, marker segments of their own lengths, a frame
    /// header (its size) before the first scan, each scan's entropy-coded data (only stuffed
    /// `FF 00` and restart markers inside), and EOI as the last two bytes.
    private static func jpegSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 12, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        let startsOfFrame: Set<UInt8> = [0xC0, 0xC1, 0xC2, 0xC3, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF]
        var index = 2
        var size: (width: Int, height: Int)?
        var scans = 0
        while index + 2 <= bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if marker == 0xFF {  // fill byte
                index += 1
                continue
            }
            if marker == 0xD9 {
                guard index + 2 == bytes.count, scans > 0, let size else { return nil }
                return size
            }
            guard marker != 0xD8, marker != 0x00, !(0xD0...0xD7).contains(marker), index + 4 <= bytes.count
            else { return nil }
            let length = bigEndian(bytes, index + 2, 2)
            guard length >= 2, index + 2 + length <= bytes.count else { return nil }
            if startsOfFrame.contains(marker) {
                guard length >= 8, size == nil else { return nil }
                size = (bigEndian(bytes, index + 7, 2), bigEndian(bytes, index + 5, 2))
            }
            index += 2 + length
            guard marker == 0xDA else { continue }
            // A scan: entropy-coded data up to the next marker.
            guard size != nil else { return nil }
            let start = index
            while index + 1 < bytes.count {
                if bytes[index] == 0xFF, bytes[index + 1] != 0x00, !(0xD0...0xD7).contains(bytes[index + 1]) { break }
                index += bytes[index] == 0xFF ? 2 : 1
            }
            guard index > start else { return nil }
            scans += 1
        }
        return nil
    }

    /// A WebP whose chunks are whole: a RIFF container of the file's own length, its chunks
    /// of their own lengths filling it, and image data — a VP8 or VP8L bitstream (after a VP8X
    /// header, or an animation's frames) — of the size given.
    private static func webpSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 30, Array(bytes[0..<4]) == Array("RIFF".utf8), Array(bytes[8..<12]) == Array("WEBP".utf8),
            littleEndian(bytes, 4, 4) + 8 == bytes.count
        else { return nil }
        var index = 12
        var size: (width: Int, height: Int)?
        var hasImage = false
        while index + 8 <= bytes.count {
            let name = String(decoding: bytes[index..<(index + 4)], as: UTF8.self)
            let length = littleEndian(bytes, index + 4, 4)
            let body = index + 8
            guard length <= bytes.count - body else { return nil }
            switch name {
            case "VP8 ":
                guard length >= 10, bytes[body + 3] == 0x9D, bytes[body + 4] == 0x01, bytes[body + 5] == 0x2A else {
                    return nil
                }
                hasImage = true
                size = size ?? (littleEndian(bytes, body + 6, 2) & 0x3FFF, littleEndian(bytes, body + 8, 2) & 0x3FFF)
            case "VP8L":
                guard length >= 5, bytes[body] == 0x2F else { return nil }
                hasImage = true
                let bits = littleEndian(bytes, body + 1, 4)
                size = size ?? ((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
            case "VP8X":
                guard index == 12, length >= 10 else { return nil }
                size = (littleEndian(bytes, body + 4, 3) + 1, littleEndian(bytes, body + 7, 3) + 1)
            case "ANMF":
                hasImage = hasImage || length > 16
            default:
                guard index > 12 else { return nil }  // the first chunk is the image's or VP8X
            }
            // Chunks are padded to an even length.
            index = body + length + (length & 1)
        }
        guard index == bytes.count, hasImage else { return nil }
        return size
    }
}
