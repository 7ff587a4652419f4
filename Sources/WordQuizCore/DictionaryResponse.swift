/// What a dictionary said, before it is reduced to entries.
public enum ResponseFormat: String, Sendable {
    case xml
    case json
}

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

/// An error the dictionary API reported in its body (`<error><error_code/><message/></error>`).
public struct APIErrorReport: Sendable, Equatable, Error {
    public var code: String
    public var message: String

    public init(code: String, message: String) {
        self.code = code
        self.message = message
    }

    /// 020 (unregistered key) and 021 (suspended key): the user must fix their key.
    public var isKeyProblem: Bool { code == "020" || code == "021" }

    /// 000 is the API's "system error": worth another try, like a 5xx.
    public var isTransient: Bool { code == "000" }

    /// Reads an error report from a parsed body, if it is one.
    public init?(document: DocumentNode) {
        guard let error = document.child("error") ?? (document.name == "error" ? document : nil)
        else { return nil }
        let code = error.string("error_code") ?? error.string("code") ?? "unknown"
        let message = DictionaryText.clean(error.string("message") ?? "")
        self.init(code: code, message: message)
    }
}

/// A body that could not be understood as the documented format.
public struct MalformedResponse: Error, Sendable, Equatable {
    public var reason: String
    public init(_ reason: String) { self.reason = reason }
}
