import Foundation

/// What an Anki package holds, told by its small members: which collection file is the real
/// one (`meta`), and which member is which media file (`media`). Anki's packages are zip
/// archives; a package from Anki 2.1.50 on carries a `meta` naming its version, and beside its
/// current collection a dummy old one that must not be read.
public enum AnkiPackageIndex {
    public enum Version: Int, Sendable {
        /// `collection.anki2`, schema 11, from Anki before 2.1.
        case legacy1 = 1
        /// `collection.anki21`, schema 11: what wordquiz writes, and every Anki reads.
        case legacy2 = 2
        /// `collection.anki21b`, zstd-compressed, Anki's current schema; media compressed too.
        case latest = 3

        /// The collection's member in the package.
        public var collectionMember: String {
            switch self {
            case .legacy1: "collection.anki2"
            case .legacy2: "collection.anki21"
            case .latest: "collection.anki21b"
            }
        }
    }

    /// The package's version: its `meta` member's (a protobuf message whose field 1 is the
    /// version), else the newest collection member it has. nil when it has none.
    public static func version(meta: [UInt8]?, members: Set<String>) -> Version? {
        if let meta, let number = ProtobufFields(meta).first(1)?.varint,
            let version = Int(exactly: number).flatMap(Version.init(rawValue:)),
            members.contains(version.collectionMember)
        {
            return version
        }
        return [Version.latest, .legacy2, .legacy1].first { members.contains($0.collectionMember) }
    }

    /// One media file: the member that holds it and the name the notes use.
    public struct MediaFile: Sendable, Equatable {
        public var member: String
        public var name: String

        public init(member: String, name: String) {
            self.member = member
            self.name = name
        }
    }

    /// A legacy package's media list: a JSON object from member to name (`{"0": "사과.jpg"}`).
    public static func legacyMedia(_ bytes: [UInt8]) -> [MediaFile]? {
        guard let map = try? JSONDecoder().decode([String: String].self, from: Data(bytes)) else { return nil }
        return map.map { MediaFile(member: $0.key, name: $0.value) }.sorted { $0.member < $1.member }
    }

    /// A current package's media list (decompressed): a protobuf `MediaEntries` whose field 1
    /// repeats an entry of a name (1), a size (2) and a SHA-1 (3); the n-th entry is member
    /// "n". nil when it is not one.
    public static func latestMedia(_ bytes: [UInt8]) -> [MediaFile]? {
        var files: [MediaFile] = []
        let entries = ProtobufFields(bytes)
        guard entries.isWellFormed else { return nil }
        for (index, entry) in entries.all(1).enumerated() {
            guard let body = entry.bytes else { return nil }
            let fields = ProtobufFields(body)
            guard fields.isWellFormed, let name = fields.first(1)?.bytes else { return nil }
            files.append(MediaFile(member: String(index), name: String(decoding: name, as: UTF8.self)))
        }
        return files
    }
}

/// The fields of one protobuf message, read without a schema: each field's number and its
/// value (a varint, or the bytes of a length-delimited field). Reading stops at the first
/// malformed field, which makes the message not well formed. Linear in the message's size.
struct ProtobufFields {
    struct Field {
        var number: UInt64
        var varint: UInt64?
        var bytes: [UInt8]?
    }

    private(set) var fields: [Field] = []
    private(set) var isWellFormed = true

    init(_ message: [UInt8]) {
        var position = 0
        func varint() -> UInt64? {
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while position < message.count, shift < 64 {
                let byte = message[position]
                position += 1
                value |= UInt64(byte & 0x7F) << shift
                if byte & 0x80 == 0 { return value }
                shift += 7
            }
            return nil
        }
        while position < message.count {
            guard let key = varint(), key >> 3 > 0 else {
                isWellFormed = false
                return
            }
            let number = key >> 3
            switch key & 7 {
            case 0:
                guard let value = varint() else {
                    isWellFormed = false
                    return
                }
                fields.append(Field(number: number, varint: value))
            case 1, 5:
                let width = key & 7 == 1 ? 8 : 4
                guard message.count - position >= width else {
                    isWellFormed = false
                    return
                }
                position += width
            case 2:
                guard let length = varint(), length <= UInt64(message.count - position) else {
                    isWellFormed = false
                    return
                }
                fields.append(Field(number: number, bytes: Array(message[position..<position + Int(length)])))
                position += Int(length)
            default:
                isWellFormed = false
                return
            }
        }
    }

    func first(_ number: UInt64) -> Field? { fields.first { $0.number == number } }
    func all(_ number: UInt64) -> [Field] { fields.filter { $0.number == number } }
}
