import Foundation
import WordQuizArchive
import WordQuizCore
import WordQuizParsing
import WordQuizStore

/// `deck import FILE.apkg` (or `.colpkg`): an Anki package read as what it is — its current
/// collection (`collection.anki21b`, zstd), else `collection.anki21`, else `collection.anki2`,
/// never the dummy an Anki 2.1.50+ package carries beside the real one — with its media list.
/// Every size the package claims is checked before anything is read, and every read is capped
/// whatever was claimed; the collection is unpacked into the data folder and removed after;
/// pictures and sounds are kept under names wordquiz makes, never the package's.
struct AnkiPackageImport {
    /// The largest collection read (a 20,000-card collection with 500,000 reviews is ~80 MB).
    static let maximumCollectionBytes = 1 << 30
    /// The largest compressed collection, media list and sound.
    static let maximumCompressedCollectionBytes = 512 << 20
    static let maximumMediaListBytes = 16 << 20
    static let maximumSoundBytes = 10 << 20

    let context: AppContext
    let path: String
    let archive: ZipArchive
    let version: AnkiPackageIndex.Version
    /// The media's members by the name the notes use.
    let media: [String: AnkiPackageIndex.MediaFile]
    /// What each media name gave when it was first kept (or found to be no picture, no
    /// sound): a member shown by a thousand notes is inflated and written once.
    private let kept = KeptMedia()

    final class KeptMedia {
        /// By name: the picture it was kept as, or nil when it is none.
        var pictures: [String: Picture?] = [:]
        /// By name: the file it was kept as, or nil when it could not be had.
        var sounds: [String: String?] = [:]
    }

    /// Whether a file is an Anki package: a zip archive (its first bytes), whatever its name.
    static func isPackage(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) || bytes.starts(with: [0x50, 0x4B, 0x05, 0x06])
    }

    init(context: AppContext, path: String) throws(CommandFailure) {
        self.context = context
        self.path = path
        let archive: ZipArchive
        do throws(ArchiveError) {
            archive = try ZipArchive(path: path)
        } catch {
            throw Self.failure(error, path: path)
        }
        self.archive = archive
        let names = Set(archive.members.map(\.name))
        let meta = try archive.member(named: "meta").map { member throws(CommandFailure) in
            try Self.reading(path) { () throws(ArchiveError) in try archive.read(member, limit: 1 << 16) }
        }
        guard let version = AnkiPackageIndex.version(meta: meta, members: names) else {
            throw CommandFailure.unreadablePackage(
                path: path, reason: Phrase("it holds no Anki collection (collection.anki21b, .anki21 or .anki2)"))
        }
        self.version = version
        var media: [String: AnkiPackageIndex.MediaFile] = [:]
        if let list = archive.member(named: "media") {
            let bytes = try Self.reading(path) { () throws(ArchiveError) in
                let raw = try archive.read(list, limit: Self.maximumMediaListBytes)
                return version == .latest
                    ? try Zstd.decompress(raw, limit: Self.maximumMediaListBytes, what: "media") : raw
            }
            let files = version == .latest ? AnkiPackageIndex.latestMedia(bytes) : AnkiPackageIndex.legacyMedia(bytes)
            guard let files else {
                throw CommandFailure.unreadablePackage(path: path, reason: Phrase("its media list is damaged"))
            }
            for file in files where media[file.name] == nil { media[file.name] = file }
        }
        self.media = media
    }

    /// The collection, unpacked into a scratch file (`ScratchFolder`) and read from there.
    func collection() throws -> AnkiCollection {
        guard let member = archive.member(named: version.collectionMember) else {
            throw CommandFailure.unreadablePackage(path: path, reason: Phrase("its collection is missing"))
        }
        let (scratch, descriptor) = try ScratchFolder.file("import.anki", context.paths)
        let folder = ScratchFolder.path(context.paths)
        defer { ScratchFolder.removeWithCompanions(scratch) }
        var writeFailure: Int32 = 0
        let write = { (chunk: UnsafeRawBufferPointer) throws(ArchiveError) in
            guard DescriptorWriter.writeAll(chunk, to: descriptor) else {
                writeFailure = errno
                throw ArchiveError(.unwritable, reason: String(cString: strerror(errno)))
            }
        }
        do throws(ArchiveError) {
            defer { close(descriptor) }
            if version == .latest {
                let compressed = try archive.read(member, limit: Self.maximumCompressedCollectionBytes)
                try Zstd.decompress(compressed, limit: Self.maximumCollectionBytes, what: member.name, into: write)
            } else {
                try archive.read(member, limit: Self.maximumCollectionBytes, into: write)
            }
        } catch {
            if writeFailure != 0 {
                throw CommandFailure.fileAccess(
                    .writeInto, path: folder, reason: .verbatim(String(cString: strerror(writeFailure))))
            }
            throw Self.failure(error, path: path)
        }
        do {
            return try AnkiCollectionFile.read(scratch)
        } catch {
            switch error.resultCode?.primary {
            case .interrupted?:
                throw CommandFailure.unreadablePackage(
                    path: path,
                    reason: Phrase(
                        "reading its collection took longer than \(Int(AnkiCollectionFile.readingSeconds), .number) seconds"
                    ))
            case .tooBig?:
                throw CommandFailure.unreadablePackage(
                    path: path,
                    reason: Phrase(
                        "its collection holds a value larger than \(Int(AnkiCollectionFile.maximumValueBytes >> 20), .number) MB"
                    ))
            default:
                throw CommandFailure.unreadablePackage(
                    path: path, reason: Phrase("its collection is not an Anki collection (\(error.message, .reason))"))
            }
        }
    }

    /// A media file's bytes, up to `limit`; nil when the package does not have it or it is
    /// damaged or too large (a picture is then left out, not the word). A latest package's
    /// media is a zstd frame: read only up to what a frame of `limit` bytes can take.
    func mediaBytes(_ name: String, limit: Int) -> [UInt8]? {
        guard let file = media[name], let member = archive.member(named: file.member) else { return nil }
        if version == .latest {
            guard let compressed = try? archive.read(member, limit: Zstd.compressedBound(limit)) else { return nil }
            return try? Zstd.decompress(compressed, limit: limit, what: name)
        }
        return try? archive.read(member, limit: limit)
    }

    /// The first of the names that is a picture wordquiz keeps, written to the picture folder
    /// under a name made from the deck and the media's name. A picture that cannot be written
    /// (a full disk) stops the import: a package is kept whole or not at all.
    func picture(_ names: [String], deck: String, written: inout [String]) throws(CommandFailure) -> Picture? {
        for name in names {
            if let known = kept.pictures[name] {
                guard let picture = known else { continue }
                return picture
            }
            kept.pictures[name] = .some(nil)
            guard let bytes = mediaBytes(name, limit: Picture.maximumBytes),
                let (format, width, height) = PictureFormat.inspect(bytes), Picture.sides.contains(width),
                Picture.sides.contains(height), PictureData.holdsImageData(bytes, as: format)
            else { continue }
            let file = context.paths.pictureDirectory + "/deck-" + Self.stem(deck, name) + "." + format.fileExtension
            do throws(AtomicFile.Failure) {
                if try Self.keep(bytes, at: file) { written.append(file) }
            } catch {
                throw CommandFailure.fileAccess(
                    .writeInto, path: context.paths.pictureDirectory, reason: .verbatim(error.reason))
            }
            let picture = Picture(
                file: file, url: "anki:" + name, format: format, byteCount: bytes.count, width: width,
                height: height, source: (path as NSString).lastPathComponent)
            kept.pictures[name] = picture
            return picture
        }
        return nil
    }

    /// The sounds kept in the data folder's `sounds/`, under names wordquiz makes (the
    /// extension kept when it is a short word of letters and digits): each package name with
    /// the file it was kept as. A sound that cannot be written stops the import, as a picture.
    func sounds(_ names: [String], deck: String, written: inout [String]) throws(CommandFailure) -> [(
        name: String, file: String
    )] {
        var keptSounds: [(name: String, file: String)] = []
        for name in names {
            if let known = kept.sounds[name] {
                if let file = known { keptSounds.append((name, file)) }
                continue
            }
            kept.sounds[name] = .some(nil)
            guard let bytes = mediaBytes(name, limit: Self.maximumSoundBytes), !bytes.isEmpty else { continue }
            let suffix = (name as NSString).pathExtension.lowercased()
            let safe = suffix.count <= 5 && suffix.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
            let file = Self.stem(deck, name) + (safe && !suffix.isEmpty ? "." + suffix : "")
            let full = context.paths.dataDirectory + "/sounds/" + file
            do throws(AtomicFile.Failure) {
                if try Self.keep(bytes, at: full) { written.append(full) }
            } catch {
                throw CommandFailure.fileAccess(
                    .writeInto, path: context.paths.dataDirectory + "/sounds", reason: .verbatim(error.reason))
            }
            kept.sounds[name] = file
            keptSounds.append((name, file))
        }
        return keptSounds
    }

    /// Writes a media file unless it holds these bytes already (a package imported again);
    /// whether the file is new: what an import that fails removes again. A file an earlier
    /// import wrote stays, as that import's words name it.
    static func keep(_ bytes: [UInt8], at file: String) throws(AtomicFile.Failure) -> Bool {
        let existed = FileManager.default.fileExists(atPath: file)
        if existed, let current = FileManager.default.contents(atPath: file), current.elementsEqual(bytes) {
            return false
        }
        try AtomicFile.write(bytes, to: file, mode: 0o600)
        return !existed
    }

    /// A file name for a media file of a deck: 16 hexadecimal digits of FNV-1a over the deck's
    /// and the media's names (never the package's name itself, which may hold `../`).
    static func stem(_ deck: String, _ name: String) -> String {
        FNV1a.hex(deck + "/" + name)
    }

    /// The `<img src>` of a field's HTML, as libxml2's HTML parser reads it.
    static func imageSources(_ html: String) -> [String] {
        guard let document = try? HTMLPageReader.read(Array(html.utf8)) else { return [] }
        return ([document] + document.descendants).filter { $0.name == "img" }.compactMap { $0.attributes["src"] }
            .filter { !$0.isEmpty }
    }

    private static func reading<T>(_ path: String, _ body: () throws(ArchiveError) -> T) throws(CommandFailure) -> T {
        do throws(ArchiveError) {
            return try body()
        } catch {
            throw failure(error, path: path)
        }
    }

    static func failure(_ error: ArchiveError, path: String) -> CommandFailure {
        switch error.kind {
        case .libraryMissing:
            return .libraryMissing(name: error.reason.contains("zstd") ? "libzstd" : "libzip", reason: error.reason)
        case .unreadable:
            return .unreadablePackage(path: path, reason: Phrase("it is not a zip archive (\(error.reason, .reason))"))
        case .tooLarge(let member, let limit):
            return .unreadablePackage(
                path: path, reason: Phrase("\(member, .name) is larger than \(limit / (1 << 20), .number) MB"))
        case .largerThanDeclared(let member, let declared):
            return .unreadablePackage(
                path: path,
                reason: Phrase("\(member, .name) holds more than the \(Int(declared), .number) bytes it declares"))
        case .encrypted(let member):
            return .unreadablePackage(path: path, reason: Phrase("\(member, .name) is encrypted"))
        case .damaged(let member):
            return .unreadablePackage(
                path: path, reason: Phrase("\(member, .name) is damaged (\(error.reason, .reason))"))
        case .unwritable:
            return .fileAccess(.write, path: path, reason: .verbatim(error.reason))
        }
    }
}
