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

    /// A PNG: its signature, an IHDR chunk first, an IEND chunk last.
    private static func pngSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 45, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8),
            Array(bytes[(bytes.count - 8)..<(bytes.count - 4)]) == Array("IEND".utf8)
        else { return nil }
        return (bigEndian(bytes, 16, 4), bigEndian(bytes, 20, 4))
    }

    /// A JPEG: SOI, segments up to a start-of-frame that gives the size, and EOI at the end.
    private static func jpegSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 12, bytes[0] == 0xFF, bytes[1] == 0xD8, bytes[bytes.count - 2] == 0xFF,
            bytes[bytes.count - 1] == 0xD9
        else { return nil }
        let startsOfFrame: Set<UInt8> = [0xC0, 0xC1, 0xC2, 0xC3, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF]
        var index = 2
        while index + 4 <= bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if marker == 0xFF {  // fill byte
                index += 1
                continue
            }
            if marker == 0x01 || (0xD0...0xD7).contains(marker) {
                index += 2
                continue
            }
            let length = bigEndian(bytes, index + 2, 2)
            guard length >= 2 else { return nil }
            if startsOfFrame.contains(marker) {
                guard index + 9 <= bytes.count else { return nil }
                return (bigEndian(bytes, index + 7, 2), bigEndian(bytes, index + 5, 2))
            }
            if marker == 0xDA { return nil }  // scan data before any frame header
            index += 2 + length
        }
        return nil
    }

    /// A WebP: a RIFF container of the file's own length holding a VP8, VP8L or VP8X chunk.
    private static func webpSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 30, Array(bytes[0..<4]) == Array("RIFF".utf8), Array(bytes[8..<12]) == Array("WEBP".utf8),
            littleEndian(bytes, 4, 4) + 8 == bytes.count
        else { return nil }
        switch String(decoding: bytes[12..<16], as: UTF8.self) {
        case "VP8 ":
            guard bytes[23] == 0x9D, bytes[24] == 0x01, bytes[25] == 0x2A else { return nil }
            return (littleEndian(bytes, 26, 2) & 0x3FFF, littleEndian(bytes, 28, 2) & 0x3FFF)
        case "VP8L":
            guard bytes[20] == 0x2F else { return nil }
            let bits = littleEndian(bytes, 21, 4)
            return ((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
        case "VP8X":
            return (littleEndian(bytes, 24, 3) + 1, littleEndian(bytes, 27, 3) + 1)
        default:
            return nil
        }
    }
}
