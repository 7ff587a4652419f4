/// 64-bit FNV-1a over a text's UTF-8: the one hash wordquiz names things by where the same
/// input must give the same name on every machine and in every run (a note's guid, a media
/// file kept from a package, the synthetic voice's file).
public enum FNV1a {
    public static func hash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    /// The hash as 16 hexadecimal digits.
    public static func hex(_ text: String) -> String {
        let digits = String(hash(text), radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
