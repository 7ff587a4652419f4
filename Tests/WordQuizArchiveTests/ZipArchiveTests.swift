import Foundation
import TestSupport
import Testing
import WordQuizArchive

/// Anki's packages are zip archives: what wordquiz writes reads back, and a member is read only
/// up to the limit the reader sets, whatever the archive claims.
struct ZipArchiveTests {
    @Test func whatIsWrittenReadsBackMemberByMember() throws {
        let folder = TemporaryDirectory("zip")
        let path = folder.path + "/package.apkg"
        let file = try folder.write("picture.png", "not really a picture")
        let archive = try ZipArchiveWriter(path: path)
        try archive.add("media", bytes: Array(#"{"0": "사과.png"}"#.utf8))
        try archive.add("0", file: file)
        try archive.add("empty", bytes: [])
        try archive.close()

        let read = try ZipArchive(path: path)
        #expect(read.members.map(\.name) == ["media", "0", "empty"])
        let media = try #require(read.member(named: "media"))
        #expect(String(decoding: try read.read(media, limit: 1000), as: UTF8.self) == #"{"0": "사과.png"}"#)
        #expect(try read.read(try #require(read.member(named: "0")), limit: 1000) == Array("not really a picture".utf8))
        #expect(try read.read(try #require(read.member(named: "empty")), limit: 0) == [])
    }

    @Test func aMemberLargerThanTheLimitIsRefusedBeforeItIsRead() throws {
        let folder = TemporaryDirectory("zip")
        let path = folder.path + "/package.apkg"
        let archive = try ZipArchiveWriter(path: path)
        // A megabyte of zeros deflates to about a kilobyte: a small bomb.
        try archive.add("collection.anki21", bytes: [UInt8](repeating: 0, count: 1 << 20))
        try archive.close()
        let read = try ZipArchive(path: path)
        let member = try #require(read.member(named: "collection.anki21"))
        #expect(member.size == 1 << 20)
        #expect(member.compressedSize < 8 << 10)
        #expect(throws: ArchiveError(.tooLarge(member: "collection.anki21", limit: 1000), reason: "1048576 bytes")) {
            try read.read(member, limit: 1000)
        }
    }

    @Test func aFileThatIsNoArchiveSaysSo() throws {
        let folder = TemporaryDirectory("zip")
        let path = try folder.write("words.apkg", "사과\tapple\n")
        #expect {
            try ZipArchive(path: path)
        } throws: { error in
            (error as? ArchiveError)?.kind == .unreadable
                && (error as? ArchiveError)?.reason == "Not a zip archive"
        }
    }
}

/// Anki's current packages compress with zstd: a frame decompresses to what was compressed,
/// and never past the limit, whatever the frame claims; a damaged frame says so.
struct ZstdTests {
    @Test func aFrameDecompressesToWhatWasCompressed() throws {
        let text = Array(String(repeating: "사과 apple ", count: 10_000).utf8)
        let compressed = try Zstd.compress(text)
        #expect(compressed.count < text.count / 10)
        #expect(try Zstd.decompress(compressed, limit: text.count, what: "media") == text)
        // Two frames one after the other are one stream.
        #expect(try Zstd.decompress(compressed + compressed, limit: 2 * text.count, what: "media") == text + text)
    }

    @Test func decompressionStopsAtTheLimit() throws {
        let compressed = try Zstd.compress([UInt8](repeating: 7, count: 4 << 20))
        #expect {
            try Zstd.decompress(compressed, limit: 1 << 20, what: "collection.anki21b")
        } throws: { error in
            (error as? ArchiveError)?.kind == .tooLarge(member: "collection.anki21b", limit: 1 << 20)
        }
    }

    @Test func aDamagedOrCutFrameIsDamaged() throws {
        let compressed = try Zstd.compress(Array(String(repeating: "나무 ", count: 5_000).utf8))
        for broken in [
            Array(compressed.prefix(compressed.count / 2)), [0x28, 0xB5, 0x2F, 0xFD, 0xFF, 0xFF], [1, 2, 3],
        ] {
            #expect {
                try Zstd.decompress(broken, limit: 1 << 20, what: "media")
            } throws: { error in
                (error as? ArchiveError)?.kind == .damaged(member: "media")
            }
        }
    }
}
