/// The kinds of sound file wordquiz keeps and plays, each told by its bytes, never by a name
/// or a server's `Content-Type`: an HTML page served as 200 is not a recording.
public enum AudioFormat: String, Codable, Sendable, CaseIterable {
    /// MPEG audio layer III, with or without an ID3 tag before its first frame.
    case mp3
    /// RIFF/WAVE: what the synthetic voice writes.
    case wav
    /// Ogg (Vorbis or Opus).
    case ogg

    public var fileExtension: String { rawValue }

    /// The MIME type an email part or an upload names it by.
    public var mimeType: String {
        switch self {
        case .mp3: "audio/mpeg"
        case .wav: "audio/wav"
        case .ogg: "audio/ogg"
        }
    }

    /// The format of `bytes`, or nil when they are not a sound file wordquiz knows. An MP3 is
    /// taken when its first frame header is valid and, where the bytes go on, the next frame
    /// starts where the first one says it ends.
    public static func inspect(_ bytes: [UInt8]) -> AudioFormat? {
        if bytes.starts(with: Array("RIFF".utf8)), bytes.count >= 20, bytes[8..<16].elementsEqual("WAVEfmt ".utf8) {
            return .wav
        }
        if bytes.starts(with: Array("OggS".utf8)), bytes.count >= 27, bytes[4] == 0 { return .ogg }
        var start = 0
        if bytes.starts(with: Array("ID3".utf8)) {
            // ID3v2: a 10-byte header whose size is four 7-bit bytes ("syncsafe").
            guard bytes.count >= 10, bytes[3] <= 4, bytes[6..<10].allSatisfy({ $0 < 0x80 }) else { return nil }
            let size = bytes[6..<10].reduce(0) { $0 << 7 | Int($1) }
            start = 10 + size + (bytes[5] & 0x10 != 0 ? 10 : 0)
        }
        guard let length = MP3Frame.length(in: bytes, at: start) else { return nil }
        let next = start + length
        if next + 4 <= bytes.count, MP3Frame.length(in: bytes, at: next) == nil { return nil }
        return .mp3
    }
}

/// An MPEG audio layer III frame header (ISO/IEC 11172-3 and 13818-3).
enum MP3Frame {
    /// Bit rates in kbit/s by index, for MPEG-1 and for MPEG-2 and 2.5.
    private static let bitRatesMPEG1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 0]
    private static let bitRatesMPEG2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160, 0]
    private static let sampleRatesMPEG1 = [44_100, 48_000, 32_000]

    /// The length in bytes of the layer III frame whose header starts at `offset`, or nil when
    /// no valid header is there (free-format bit rates are not taken).
    static func length(in bytes: [UInt8], at offset: Int) -> Int? {
        guard offset >= 0, offset + 4 <= bytes.count else { return nil }
        let b1 = bytes[offset + 1]
        let b2 = bytes[offset + 2]
        guard bytes[offset] == 0xFF, b1 & 0xE0 == 0xE0 else { return nil }
        let version = (b1 >> 3) & 0x3  // 0: MPEG-2.5, 2: MPEG-2, 3: MPEG-1
        let layer = (b1 >> 1) & 0x3  // 1: layer III
        let bitRateIndex = Int(b2 >> 4)
        let sampleRateIndex = Int((b2 >> 2) & 0x3)
        guard version != 1, layer == 1, bitRateIndex != 0, bitRateIndex != 15, sampleRateIndex != 3 else {
            return nil
        }
        let isMPEG1 = version == 3
        let bitRate = (isMPEG1 ? bitRatesMPEG1 : bitRatesMPEG2)[bitRateIndex] * 1000
        let sampleRate = sampleRatesMPEG1[sampleRateIndex] / (isMPEG1 ? 1 : version == 2 ? 2 : 4)
        let padding = Int((b2 >> 1) & 0x1)
        return (isMPEG1 ? 144 : 72) * bitRate / sampleRate + padding
    }
}
