/// A time zone read from a tz database file (TZif, RFC 8536): its transitions, and the POSIX
/// rule at its end for instants past the last one. It answers what Foundation's `TimeZone`
/// answers — the offset and the abbreviation in effect at an instant — without ICU, so that
/// the daemon and the commands that only read a clock never load ICU's tables.
public struct TZifTimeZone: TimeZoneRules, Equatable {
    /// One kind of local time: its offset east of UTC, whether it is daylight saving time,
    /// and its abbreviation.
    public struct LocalTimeType: Sendable, Equatable {
        public var offset: Int
        public var isDaylightSaving: Bool
        public var abbreviation: String
    }

    /// The instants (unix seconds) at which local time changes, oldest first, and the type in
    /// effect from each.
    var transitions: [Int64]
    var transitionTypes: [Int]
    var types: [LocalTimeType]
    /// For instants past the last transition.
    var rule: PosixTimeZoneRule?

    /// Reads a TZif file; nil for anything that is not one (or is damaged).
    public init?(tzif bytes: [UInt8]) {
        var reader = ByteReader(bytes)
        guard let header = reader.header() else { return nil }
        var block = header
        var timeSize = 4
        if header.version >= 2 {
            // Skip the 32-bit block; the 64-bit one follows with its own header.
            guard reader.skip(header.v1BlockLength), let second = reader.header() else { return nil }
            block = second
            timeSize = 8
        }
        guard block.typeCount > 0, block.typeCount <= 256, block.timeCount <= 100_000 else { return nil }
        var transitions: [Int64] = []
        for _ in 0..<block.timeCount {
            guard let time = reader.signed(timeSize) else { return nil }
            transitions.append(time)
        }
        var transitionTypes: [Int] = []
        for _ in 0..<block.timeCount {
            guard let index = reader.byte(), Int(index) < block.typeCount else { return nil }
            transitionTypes.append(Int(index))
        }
        var rawTypes: [(offset: Int, isDST: Bool, index: Int)] = []
        for _ in 0..<block.typeCount {
            guard let offset = reader.signed(4), let isDST = reader.byte(), let index = reader.byte() else {
                return nil
            }
            rawTypes.append((Int(offset), isDST != 0, Int(index)))
        }
        guard let names = reader.bytes(block.charCount) else { return nil }
        types = rawTypes.map { raw in
            let start = min(raw.index, names.count)
            let end = names[start...].firstIndex(of: 0) ?? names.count
            return LocalTimeType(
                offset: raw.offset, isDaylightSaving: raw.isDST,
                abbreviation: String(decoding: names[start..<end], as: UTF8.self))
        }
        self.transitions = transitions
        self.transitionTypes = transitionTypes
        if header.version >= 2, reader.skip(block.leapCount * (timeSize + 4) + block.isStdCount + block.isUTCCount),
            let footer = PosixTimeZoneRule.rule(inTZif: Array(bytes[reader.offset...]))
        {
            rule = PosixTimeZoneRule(parsing: footer)
        } else {
            rule = nil
        }
    }

    /// The local time type in effect at an instant.
    public func localTimeType(at instant: Int64) -> LocalTimeType {
        guard let first = transitions.first, instant >= first else {
            // Before the first transition: the first type (RFC 8536, 3.2).
            return types[0]
        }
        if instant >= transitions[transitions.count - 1], let rule {
            return rule.localTimeType(at: instant)
        }
        // The last transition at or before the instant.
        var low = 0
        var high = transitions.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if transitions[middle] <= instant { low = middle } else { high = middle - 1 }
        }
        return types[transitionTypes[low]]
    }

    public func secondsFromGMT(at instant: Int64) -> Int {
        localTimeType(at: instant).offset
    }

    public func abbreviation(at instant: Int64) -> String {
        localTimeType(at: instant).abbreviation
    }
}

/// Big-endian fields of a TZif file, read without running past its end.
private struct ByteReader {
    let bytes: [UInt8]
    var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    struct Header {
        var version: Int
        var isUTCCount, isStdCount, leapCount, timeCount, typeCount, charCount: Int

        /// The length of a version 1 data block after its header.
        var v1BlockLength: Int {
            timeCount * 5 + typeCount * 6 + charCount + leapCount * 8 + isStdCount + isUTCCount
        }
    }

    mutating func header() -> Header? {
        guard let magic = bytes(4), magic == Array("TZif".utf8), let version = byte(), skip(15) else { return nil }
        var counts: [Int] = []
        for _ in 0..<6 {
            guard let count = signed(4), count >= 0, count < 1_000_000 else { return nil }
            counts.append(Int(count))
        }
        let number = version == 0 ? 1 : Int(version) - Int(UInt8(ascii: "0"))
        return Header(
            version: number, isUTCCount: counts[0], isStdCount: counts[1], leapCount: counts[2],
            timeCount: counts[3], typeCount: counts[4], charCount: counts[5])
    }

    mutating func byte() -> UInt8? {
        guard offset < bytes.count else { return nil }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func bytes(_ count: Int) -> [UInt8]? {
        guard count >= 0, offset + count <= bytes.count else { return nil }
        defer { offset += count }
        return Array(bytes[offset..<(offset + count)])
    }

    mutating func skip(_ count: Int) -> Bool {
        guard count >= 0, offset + count <= bytes.count else { return false }
        offset += count
        return true
    }

    /// A big-endian two's-complement integer of 4 or 8 bytes.
    mutating func signed(_ size: Int) -> Int64? {
        guard let raw = bytes(size) else { return nil }
        var value: UInt64 = 0
        for byte in raw { value = value << 8 | UInt64(byte) }
        if size == 4 { return Int64(Int32(bitPattern: UInt32(truncatingIfNeeded: value))) }
        return Int64(bitPattern: value)
    }
}
