import CZstd

/// zstd frames, through libzstd: decompressed as a stream up to a limit (what a frame claims
/// is not trusted), and compressed whole.
public enum Zstd {
    /// The bytes `compressed` holds, handed to `body` in chunks, up to `limit` in all.
    public static func decompress(
        _ compressed: [UInt8], limit: Int, what: String,
        into body: (UnsafeRawBufferPointer) throws(ArchiveError) -> Void
    ) throws(ArchiveError) {
        guard let stream = wq_zstd_dstream_create() else {
            throw ArchiveError(
                wq_zstd_is_available() == 1 ? .damaged(member: what) : .libraryMissing,
                reason: wq_zstd_load_error().map { String(cString: $0) } ?? "libzstd")
        }
        defer { wq_zstd_dstream_free(stream) }
        let output = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 17, alignment: 1)
        defer { output.deallocate() }
        var total = 0
        var inputPosition = 0
        var finished = compressed.isEmpty
        let failure: ArchiveError? = compressed.withUnsafeBytes { input -> ArchiveError? in
            while true {
                var outputPosition = 0
                let result = wq_zstd_decompress_stream(
                    stream, output.baseAddress!, output.count, &outputPosition, input.baseAddress, input.count,
                    &inputPosition)
                if wq_zstd_is_error(result) != 0 {
                    return ArchiveError(.damaged(member: what), reason: String(cString: wq_zstd_error_name(result)))
                }
                total += outputPosition
                guard total <= limit else {
                    return ArchiveError(.tooLarge(member: what, limit: limit), reason: "more than \(limit) bytes")
                }
                if outputPosition > 0 {
                    do throws(ArchiveError) {
                        try body(UnsafeRawBufferPointer(rebasing: output[0..<outputPosition]))
                    } catch {
                        return error
                    }
                }
                // A frame ends at 0; another frame may follow it. Input used up with the
                // output not full means nothing more is coming.
                finished = result == 0
                if inputPosition >= input.count, finished || outputPosition < output.count { return nil }
            }
        }
        if let failure { throw failure }
        guard finished else { throw ArchiveError(.damaged(member: what), reason: "the frame is cut short") }
    }

    public static func decompress(_ compressed: [UInt8], limit: Int, what: String) throws(ArchiveError) -> [UInt8] {
        var bytes: [UInt8] = []
        try decompress(compressed, limit: limit, what: what) { chunk in bytes.append(contentsOf: chunk) }
        return bytes
    }

    /// The most a zstd frame of `count` bytes takes, however little they compress
    /// (ZSTD_compressBound): more compressed bytes than this cannot hold `count` or fewer.
    public static func compressedBound(_ count: Int) -> Int {
        wq_zstd_compress_bound(count)
    }

    public static func compress(_ bytes: [UInt8], level: Int32 = 3) throws(ArchiveError) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: compressedBound(bytes.count))
        let written = output.withUnsafeMutableBytes { destination in
            bytes.withUnsafeBytes { source in
                wq_zstd_compress(destination.baseAddress, destination.count, source.baseAddress, source.count, level)
            }
        }
        guard wq_zstd_is_error(written) == 0 else {
            throw ArchiveError(
                wq_zstd_is_available() == 1 ? .unwritable : .libraryMissing,
                reason: String(cString: wq_zstd_error_name(written)))
        }
        return Array(output[0..<written])
    }
}
