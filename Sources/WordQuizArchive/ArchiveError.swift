/// Why a package could not be read or written, in words the learner's message can carry.
public struct ArchiveError: Error, Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// The library (libzip, libzstd) could not be opened.
        case libraryMissing
        /// Not a zip archive, or a damaged one.
        case unreadable
        /// A member is larger than wordquiz reads (its name and the limit in bytes).
        case tooLarge(member: String, limit: Int)
        /// A member inflates past the size the archive declares for it (a bomb's lie).
        case largerThanDeclared(member: String, declared: UInt64)
        /// A member is encrypted.
        case encrypted(member: String)
        /// A member's compressed data is damaged.
        case damaged(member: String)
        /// The archive could not be written.
        case unwritable
    }

    public var kind: Kind
    /// The library's own words.
    public var reason: String

    public init(_ kind: Kind, reason: String) {
        self.kind = kind
        self.reason = reason
    }
}
