import Foundation
import TestSupport
import Testing

@testable import WordQuizApp

/// A file the user named is read only when it is a regular file, and only up to its limit:
/// a file of exactly the limit is read whole, one byte more is too large.
@Suite struct RegularFileTests {
    let folder = TemporaryDirectory("wordquiz-regular-file")

    func file(_ name: String, bytes: Int) throws -> String {
        let path = folder.path + "/" + name
        try Data(repeating: UInt8(ascii: "a"), count: bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func aFileOfExactlyTheLimitIsReadWholeAndOneByteMoreIsTooLarge() throws {
        let exact = try file("exact", bytes: 4096)
        let over = try file("over", bytes: 4097)
        #expect(try RegularFile.read(exact, limit: 4096).get().count == 4096)
        #expect(RegularFile.read(over, limit: 4096) == .failure(.tooLarge))
        #expect(try RegularFile.read(try file("empty", bytes: 0), limit: 4096).get() == [])
        #expect(try RegularFile.prefix(over, count: 3).get() == Array("aaa".utf8), "a prefix of any size")
    }

    @Test func whatIsNotARegularFileIsSaidSo() throws {
        let fifo = folder.path + "/pipe"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(RegularFile.read(fifo, limit: 10) == .failure(.notRegular), "read without waiting for a writer")
        #expect(RegularFile.read(folder.path, limit: 10) == .failure(.notRegular))
        #expect(RegularFile.read(folder.path + "/nothing", limit: 10) == .failure(.missing))
        let dangling = folder.path + "/dangling"
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: folder.path + "/gone")
        #expect(RegularFile.read(dangling, limit: 10) == .failure(.unreadable("a symbolic link to nothing")))
    }
}
