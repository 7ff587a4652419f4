/// A RIFF/WAVE file of 16-bit mono samples: what the synthetic voice's samples are kept as.
public enum WAVFile {
    public static func bytes(samples: [Int16], sampleRate: Int) -> [UInt8] {
        let dataSize = samples.count * 2
        var bytes: [UInt8] = []
        bytes.reserveCapacity(44 + dataSize)
        func append(_ text: String) { bytes += Array(text.utf8) }
        func append32(_ value: Int) { bytes += (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
        func append16(_ value: Int) { bytes += (0..<2).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
        append("RIFF")
        append32(36 + dataSize)
        append("WAVEfmt ")
        append32(16)
        append16(1)  // PCM
        append16(1)  // mono
        append32(sampleRate)
        append32(sampleRate * 2)  // bytes a second
        append16(2)  // bytes a frame
        append16(16)  // bits a sample
        append("data")
        append32(dataSize)
        for sample in samples { append16(Int(sample)) }
        return bytes
    }
}
