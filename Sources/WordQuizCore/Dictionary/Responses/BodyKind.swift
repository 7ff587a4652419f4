/// The format a body is in, judged by its first non-blank byte, not by what was asked for:
/// 우리말샘 answers errors in XML even to a JSON request.
public enum BodyKind: Sendable, Equatable {
    /// Nothing but white space: 표준국어대사전's way of saying "no results".
    case empty
    case xml
    case json
    /// Anything else: HTML error pages, binary, a truncated prefix.
    case unknown

    public init(sniffing body: [UInt8]) {
        var bytes = body[...]
        // A UTF-8 byte order mark.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        guard let first = bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
            self = .empty
            return
        }
        switch first {
        case UInt8(ascii: "<"): self = .xml
        case UInt8(ascii: "{"), UInt8(ascii: "["): self = .json
        default: self = .unknown
        }
    }
}

/// What a dictionary said, before it is reduced to entries.
public enum ResponseFormat: String, Sendable, CaseIterable {
    case xml
    case json
}
