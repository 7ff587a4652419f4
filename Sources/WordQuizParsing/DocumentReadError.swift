import CLibXML2
import WordQuizCore

/// Why a body could not be read as a document.
public enum DocumentReadError: Error, Sendable, Equatable {
    /// Not well-formed XML or JSON, or cut short.
    case malformed(String)
    /// Something a dictionary never sends and an attacker would: a DTD, custom entities.
    case hostile(String)
    /// Past the depth or size limits.
    case tooComplex(String)

    public var reason: String {
        switch self {
        case .malformed(let reason), .hostile(let reason), .tooComplex(let reason): reason
        }
    }
}
