import Foundation
import TestSupport
import Testing
import WordQuizArchive
import WordQuizCore
import WordQuizStore

/// The package fuzzer's seeds and regressions (Fuzz/Corpus/packages, Fuzz/Regressions/packages)
/// read as `FuzzPackages` reads them, on every test run: the hostile ones refused, the others
/// read whole.
@Suite struct PackageFuzzRegressionTests {
    static let fuzz = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz")
    let folder = TemporaryDirectory("wordquiz-package-replay")

    /// The collection of the package `bytes`, as the fuzz target reaches it; nil when the zip,
    /// its meta or its collection member cannot be read.
    func collection(of bytes: [UInt8]) throws -> Result<AnkiCollection, StoreError>? {
        let package = folder.path + "/package.apkg"
        try Data(bytes).write(to: URL(fileURLWithPath: package))
        guard let archive = try? ZipArchive(path: package) else { return nil }
        for member in archive.members { #expect(archive.member(named: member.name) != nil) }
        let meta = archive.member(named: "meta").flatMap { try? archive.read($0, limit: 1 << 16) }
        guard let version = AnkiPackageIndex.version(meta: meta, members: Set(archive.members.map(\.name))),
            let member = archive.member(named: version.collectionMember),
            let collection = try? archive.read(member, limit: 1 << 22)
        else { return nil }
        let file = folder.path + "/collection-\(UUID().uuidString)"
        try Data(collection).write(to: URL(fileURLWithPath: file))
        return Result { () throws(StoreError) in try AnkiCollectionFile.read(file) }
    }

    func inputs(_ corpus: String) -> [String: [UInt8]] {
        let directory = Self.fuzz.appendingPathComponent(corpus).path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return Dictionary(
            uniqueKeysWithValues: names.compactMap { name in
                (try? Data(contentsOf: URL(fileURLWithPath: directory + "/" + name))).map { (name, Array($0)) }
            })
    }

    @Test func theHostileOnesAreRefusedAndTheOthersReadWhole() throws {
        let regressions = inputs("Regressions/packages")
        #expect(regressions.keys.sorted() == ["trigger.apkg", "view.apkg"])
        for (name, bytes) in regressions {
            guard case .failure? = try collection(of: bytes) else {
                Issue.record("\(name): a collection with code in it was read")
                continue
            }
        }
        let seeds = inputs("Corpus/packages")
        #expect(seeds.count >= 6)
        let wordsPackage = try #require(seeds["words.apkg"])
        let words = try #require(try collection(of: wordsPackage)).get()
        #expect(words.notes.map(\.fields) == [["나무", "tree"], ["바다", "sea [sound:0.mp3]"]])
        #expect(words.reviews.count == 2)
        let legacyPackage = try #require(seeds["legacy1.apkg"])
        let legacy = try #require(try collection(of: legacyPackage)).get()
        #expect(legacy.notes.map(\.fields) == [["비", "rain"]])
    }
}
