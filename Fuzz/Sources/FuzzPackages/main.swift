import Foundation
import FuzzDriver
import WordQuizArchive
import WordQuizCore
import WordQuizStore

/// Any bytes as an Anki package someone shared: the zip's directory, its meta, its media list
/// (both forms) and its collection (opened as an untrusted SQLite file and read row by row)
/// are read as `deck import` reads them. Nothing crashes, every member listed is found by its
/// name, nothing is read past its cap, and the slow shapes (a view, a trigger) are refused
/// rather than run: libFuzzer's -timeout fails an input that takes longer.
let scratch = NSTemporaryDirectory() + "wordquiz-fuzz-packages-\(getpid())"
try? FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)

func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let package = scratch + "/package.apkg"
    let collectionFile = scratch + "/collection.anki"
    defer {
        unlink(package)
        for suffix in ["", "-wal", "-shm", "-journal"] { unlink(collectionFile + suffix) }
    }
    guard FileManager.default.createFile(atPath: package, contents: Data(bytes: data, count: size)),
        let archive = try? ZipArchive(path: package)
    else { return 0 }
    for member in archive.members { precondition(archive.member(named: member.name) != nil) }
    let meta = archive.member(named: "meta").flatMap { try? archive.read($0, limit: 1 << 16) }
    precondition((meta?.count ?? 0) <= 1 << 16)
    let version = AnkiPackageIndex.version(meta: meta, members: Set(archive.members.map(\.name)))
    if let list = archive.member(named: "media"), let raw = try? archive.read(list, limit: 1 << 20) {
        _ = AnkiPackageIndex.legacyMedia(raw)
        _ = AnkiPackageIndex.latestMedia(raw)
    }
    guard let version, let member = archive.member(named: version.collectionMember),
        let bytes = try? archive.read(member, limit: 1 << 22)
    else { return 0 }
    precondition(bytes.count <= 1 << 22)
    guard FileManager.default.createFile(atPath: collectionFile, contents: Data(bytes)) else { return 0 }
    _ = try? AnkiCollectionFile.read(collectionFile)
    return 0
}

/// The entry libFuzzer's runtime names; the same check.
@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    fuzz(data ?? UnsafePointer(bitPattern: 1)!, size)
}

FuzzDriver.run(testOneInput)
