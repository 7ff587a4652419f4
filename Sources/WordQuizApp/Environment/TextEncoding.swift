import Glibc

/// A text file's bytes as UTF-8, whatever a learner's programs saved it in: UTF-8 (with or
/// without its byte-order mark), UTF-16 with a byte-order mark (Excel's "Unicode text"), or
/// CP949 (Korean Windows, and Korean Excel's plain CSV) — converted through the C library's
/// iconv, a library made for it. Anything else is not text wordquiz can read.
enum TextEncoding {
    /// The bytes in UTF-8, and the encoding they were read from when it was another.
    static func utf8(_ bytes: [UInt8]) -> (bytes: [UInt8], from: String?)? {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            return convert(bytes, from: "UTF-16").map { ($0, "UTF-16") }
        }
        if String(validating: bytes, as: UTF8.self) != nil { return (bytes, nil) }
        return convert(bytes, from: "CP949").map { ($0, "CP949") }
    }

    /// `bytes` converted from `encoding` to UTF-8 by iconv; nil when they are not that
    /// encoding (a sequence it has no character for, or one cut off at the end). Linear.
    static func convert(_ bytes: [UInt8], from encoding: String) -> [UInt8]? {
        let converter = iconv_open("UTF-8", encoding)
        guard converter != iconv_t(bitPattern: -1) else { return nil }
        defer { iconv_close(converter) }
        var input = bytes
        var output = [UInt8](repeating: 0, count: bytes.count * 2 + 16)
        let produced = input.withUnsafeMutableBufferPointer { inputBuffer -> Int? in
            output.withUnsafeMutableBufferPointer { outputBuffer -> Int? in
                var inPointer = UnsafeMutableRawPointer(inputBuffer.baseAddress).map {
                    $0.assumingMemoryBound(to: CChar.self)
                }
                var inLeft = inputBuffer.count
                var outPointer = UnsafeMutableRawPointer(outputBuffer.baseAddress).map {
                    $0.assumingMemoryBound(to: CChar.self)
                }
                var outLeft = outputBuffer.count
                guard iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft) != -1, inLeft == 0 else {
                    return nil
                }
                return outputBuffer.count - outLeft
            }
        }
        return produced.map { Array(output.prefix($0)) }
    }
}
