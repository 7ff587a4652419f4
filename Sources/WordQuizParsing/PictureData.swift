import CZlib
import WordQuizCore

/// Whether a picture's image data is what its format says it is, beyond the chunks
/// `PictureFormat.inspect` checks: a PNG's image data inflates, through zlib, to exactly the
/// bytes its header's size, depth and colour type make (`<script>` framed as IDAT does not).
/// JPEG and WebP are held to their structure alone.
public enum PictureData {
    /// True when `bytes`, already told by `PictureFormat.inspect` to be `format`, hold image
    /// data of their size. Linear in the bytes; never inflates past the size expected.
    public static func holdsImageData(_ bytes: [UInt8], as format: PictureFormat) -> Bool {
        guard format == .png else { return true }
        guard let (header, data) = PictureFormat.pngImage(bytes) else { return false }
        let expected = header.inflatedSize
        guard expected > 0, expected <= 1 << 28 else { return false }
        return inflatedSize(data, atMost: expected + 1) == expected
    }

    /// How many bytes a zlib stream inflates to, counted up to `limit`; nil when it is not a
    /// whole stream (a bad header, damaged data, a wrong checksum, or no end).
    static func inflatedSize(_ data: [UInt8], atMost limit: Int) -> Int? {
        var stream = z_stream()
        guard wq_inflate_init(&stream) == Z_OK else { return nil }
        defer { inflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: 64 * 1024)
        var total = 0
        var input = data
        return input.withUnsafeMutableBufferPointer { inputBuffer -> Int? in
            stream.next_in = inputBuffer.baseAddress
            stream.avail_in = uInt(inputBuffer.count)
            while true {
                let produced = output.withUnsafeMutableBufferPointer { outputBuffer -> (Int32, Int) in
                    stream.next_out = outputBuffer.baseAddress
                    stream.avail_out = uInt(outputBuffer.count)
                    let code = inflate(&stream, Z_NO_FLUSH)
                    return (code, outputBuffer.count - Int(stream.avail_out))
                }
                total += produced.1
                if total >= limit { return total }
                switch produced.0 {
                case Z_STREAM_END: return stream.avail_in == 0 ? total : nil
                case Z_OK: if produced.1 == 0 && stream.avail_in == 0 { return nil }
                default: return nil
                }
            }
        }
    }
}
