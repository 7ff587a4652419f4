import CZip
import Glibc

/// A zip archive opened to read (an Anki package), through libzip: its members' names and
/// sizes, and each member's bytes, read only up to a limit the caller sets, whatever size the
/// archive claims (a zip bomb stops at the limit).
public final class ZipArchive {
    public struct Member: Sendable, Equatable {
        public var index: UInt64
        /// The name as the archive spells it (untrusted: never a path to write to).
        public var name: String
        public var size: UInt64
        public var compressedSize: UInt64
        public var isEncrypted: Bool
    }

    private let handle: UnsafeMutableRawPointer
    public let members: [Member]
    /// Each member's place in `members` by name (the first of a name): a lookup is one probe,
    /// so a package of 10⁵ media files is read in linear time.
    private let places: [String: Int]

    /// Opens the archive at `path`. Throws `.libraryMissing` without libzip, `.unreadable` for a
    /// file that is no zip archive or whose directory is inconsistent.
    public init(path: String) throws(ArchiveError) {
        guard wq_zip_is_available() == 1 else {
            throw ArchiveError(.libraryMissing, reason: wq_zip_load_error().map { String(cString: $0) } ?? "libzip")
        }
        var code: Int32 = 0
        guard let handle = wq_zip_open_read(path, &code) else {
            throw ArchiveError(.unreadable, reason: Self.describe(code))
        }
        let count = wq_zip_entries(handle)
        guard count >= 0 else {
            let reason = String(cString: wq_zip_archive_error(handle))
            wq_zip_discard(handle)
            throw ArchiveError(.unreadable, reason: reason)
        }
        var members: [Member] = []
        for index in 0..<UInt64(count) {
            var size: UInt64 = 0
            var compressed: UInt64 = 0
            var encrypted: Int32 = 0
            guard let name = wq_zip_name(handle, index), wq_zip_stat(handle, index, &size, &compressed, &encrypted) == 0
            else { continue }
            members.append(
                Member(
                    index: index, name: String(decoding: Self.bytes(of: name), as: UTF8.self), size: size,
                    compressedSize: compressed, isEncrypted: encrypted != 0))
        }
        self.handle = handle
        self.members = members
        var places: [String: Int] = [:]
        for (place, member) in members.enumerated() where places[member.name] == nil { places[member.name] = place }
        self.places = places
    }

    deinit { wq_zip_discard(handle) }

    public func member(named name: String) -> Member? {
        places[name].map { members[$0] }
    }

    /// A member's bytes, up to `limit`: a member that claims more, or holds more than it
    /// claims, is refused as too large.
    public func read(_ member: Member, limit: Int) throws(ArchiveError) -> [UInt8] {
        var bytes: [UInt8] = []
        try read(member, limit: limit) { chunk in bytes.append(contentsOf: chunk) }
        return bytes
    }

    /// A member's bytes in chunks, handed to `body` as they are read, up to `limit` in all.
    public func read(
        _ member: Member, limit: Int, into body: (UnsafeRawBufferPointer) throws(ArchiveError) -> Void
    ) throws(ArchiveError) {
        guard !member.isEncrypted else { throw ArchiveError(.encrypted(member: member.name), reason: "encrypted") }
        guard member.size <= UInt64(limit) else {
            throw ArchiveError(.tooLarge(member: member.name, limit: limit), reason: "\(member.size) bytes")
        }
        guard let file = wq_zip_fopen(handle, member.index) else {
            throw ArchiveError(.damaged(member: member.name), reason: String(cString: wq_zip_archive_error(handle)))
        }
        defer { wq_zip_fclose(file) }
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 1)
        defer { chunk.deallocate() }
        var total = 0
        // A member is read to the size it declares and no further: one that inflates past it
        // stops at once, before its bytes are handed on.
        let declared = Int(member.size)
        while true {
            let count = wq_zip_fread(file, chunk.baseAddress!, UInt64(chunk.count))
            if count == 0 { break }
            guard count > 0 else {
                throw ArchiveError(.damaged(member: member.name), reason: String(cString: wq_zip_member_error(file)))
            }
            total += Int(count)
            guard total <= declared else {
                throw ArchiveError(
                    .largerThanDeclared(member: member.name, declared: member.size), reason: "more than it claims")
            }
            guard total <= limit else {
                throw ArchiveError(.tooLarge(member: member.name, limit: limit), reason: "more than it claims")
            }
            try body(UnsafeRawBufferPointer(rebasing: chunk[0..<Int(count)]))
        }
    }

    static func describe(_ code: Int32) -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        return buffer.withUnsafeMutableBufferPointer { pointer in
            String(cString: wq_zip_error_string(code, pointer.baseAddress!, UInt64(pointer.count)))
        }
    }

    static func bytes(of name: UnsafePointer<CChar>) -> [UInt8] {
        Array(
            UnsafeBufferPointer(start: UnsafeRawPointer(name).assumingMemoryBound(to: UInt8.self), count: strlen(name)))
    }
}

/// A zip archive being written (an Anki package): members added, nothing on disk until
/// `close`, which writes the whole archive or nothing.
public final class ZipArchiveWriter {
    private var handle: UnsafeMutableRawPointer?
    public let path: String

    public init(path: String) throws(ArchiveError) {
        guard wq_zip_is_available() == 1 else {
            throw ArchiveError(.libraryMissing, reason: wq_zip_load_error().map { String(cString: $0) } ?? "libzip")
        }
        var code: Int32 = 0
        guard let handle = wq_zip_open_write(path, &code) else {
            throw ArchiveError(.unwritable, reason: ZipArchive.describe(code))
        }
        self.handle = handle
        self.path = path
    }

    deinit { if let handle { wq_zip_discard(handle) } }

    public func add(_ name: String, bytes: [UInt8]) throws(ArchiveError) {
        guard let handle else { throw ArchiveError(.unwritable, reason: "the archive is closed") }
        let index = bytes.withUnsafeBytes { wq_zip_add_bytes(handle, name, $0.baseAddress, UInt64($0.count)) }
        guard index >= 0 else { throw ArchiveError(.unwritable, reason: String(cString: wq_zip_archive_error(handle))) }
    }

    /// Adds the file at `path`, read when the archive is closed.
    public func add(_ name: String, file path: String) throws(ArchiveError) {
        guard let handle else { throw ArchiveError(.unwritable, reason: "the archive is closed") }
        guard wq_zip_add_file(handle, name, path) >= 0 else {
            throw ArchiveError(.unwritable, reason: String(cString: wq_zip_archive_error(handle)))
        }
    }

    /// Writes the archive.
    public func close() throws(ArchiveError) {
        guard let handle else { return }
        guard wq_zip_close(handle) == 0 else {
            let reason = String(cString: wq_zip_archive_error(handle))
            wq_zip_discard(handle)
            self.handle = nil
            throw ArchiveError(.unwritable, reason: reason)
        }
        self.handle = nil
    }
}
