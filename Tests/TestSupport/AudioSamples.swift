/// Sound files made by the tests, byte by byte: what a recording server serves.
public enum AudioSamples {
    /// `count` MPEG-1 layer III frames (128 kbit/s, 44.1 kHz, no padding: 417 bytes each),
    /// their audio data silent.
    public static func mp3(frames count: Int = 3) -> [UInt8] {
        let frame = [0xFF, 0xFB, 0x90, 0x64] + [UInt8](repeating: 0, count: 417 - 4)
        return Array((0..<count).map { _ in frame }.joined())
    }

    /// A WAV file's duration in seconds and its loudest sample, read from its header and data.
    public static func wavFacts(_ bytes: [UInt8]) -> (seconds: Double, peak: Int)? {
        guard bytes.count >= 44, Array(bytes[0..<4]) == Array("RIFF".utf8), Array(bytes[8..<12]) == Array("WAVE".utf8)
        else { return nil }
        func number(_ at: Int, _ width: Int) -> Int {
            (0..<width).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) }
        }
        let rate = number(24, 4)
        let bits = number(34, 2)
        guard rate > 0, bits == 16 else { return nil }
        let data = bytes[44...]
        var peak = 0
        var index = data.startIndex
        while index + 1 < data.endIndex {
            let sample = Int(Int16(bitPattern: UInt16(data[index]) | UInt16(data[index + 1]) << 8))
            peak = max(peak, abs(sample))
            index += 2
        }
        return (Double(data.count / 2) / Double(rate), peak)
    }
}
