import Foundation
import TestSupport
import Testing
import WordQuizArchive
import WordQuizCore
import WordQuizStore

/// A package from anywhere is untrusted: a bomb, a name that climbs out of its folder, a member
/// claiming 2 GB, a notetype with no fields, a collection that is not SQLite, markup and
/// control sequences in the fields. Each is one clear line and exit 65, or the words without
/// what was hostile in them; nothing is written outside the data and picture folders, and a
/// refused package leaves nothing behind.
@Suite struct HostilePackageTests {
    /// A one-notetype collection (Word, Meaning) of the notes' fields.
    static func collection(_ notes: [[String]], fields: [String] = ["Word", "Meaning"]) -> AnkiCollection {
        AnkiCollection(
            createdAt: 1_700_000_000,
            notetypes: [AnkiNotetype(id: 1, name: "Basic", fields: fields, templates: [])], decks: [],
            notes: notes.enumerated().map {
                AnkiNote(
                    id: Int64($0.offset + 1), guid: "g\($0.offset)", notetypeID: 1, modified: 0, tags: [],
                    fields: $0.element)
            }, cards: [], reviews: [])
    }

    /// A legacy package of `collection` with extra members (name → bytes).
    static func package(
        _ bed: CLITestbed, _ collection: AnkiCollection?, members: [(String, [UInt8])] = [], name: String = "deck.apkg"
    ) throws -> String {
        let path = bed.workingDirectory + "/" + name
        let archive = try ZipArchiveWriter(path: path)
        if let collection {
            let file = bed.workingDirectory + "/collection-\(UUID().uuidString)"
            try AnkiCollectionFile.write(collection, to: file)
            try archive.add("collection.anki21", file: file)
        }
        for (member, bytes) in members { try archive.add(member, bytes: bytes) }
        try archive.close()
        return path
    }

    /// What the import left: the deck's words, and every file under the testbed's root that
    /// is not the data folder's database, the picture folder's or the sounds folder's.
    static func leftovers(_ bed: CLITestbed) throws -> (words: String, files: [String]) {
        let words = try sqlite(bed.databasePath, "SELECT count(*) FROM deck_word")
        var files: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: bed.root.path)
        while let file = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: bed.root.path + "/" + file, isDirectory: &isFolder)
            if exists && !isFolder.boolValue { files.append(file) }
        }
        return (words, files.filter { !$0.contains("wordquiz.sqlite3") && !$0.hasPrefix("work/") }.sorted())
    }

    @Test func aCollectionThatIsNotSQLiteIsOneLine() throws {
        let bed = CLITestbed(language: "en")
        _ = try bed.run(["history"])
        let path = try Self.package(bed, nil, members: [("collection.anki21", Array("not a database".utf8))])
        let result = try bed.run(["deck", "import", path])
        #expect(result.exitCode == 65)
        #expect(
            result.stderr.hasPrefix(
                "wordquiz: \(path) is not an Anki package wordquiz can read: its collection is not an Anki collection ("
            ))
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(try Self.leftovers(bed) == ("0", []))
    }

    @Test func aPackageWithoutACollectionOrNoZipAtAllIsOneLine() throws {
        let bed = CLITestbed(language: "en")
        let empty = try Self.package(bed, nil, members: [("media", Array("{}".utf8))])
        let result = try bed.run(["deck", "import", empty])
        #expect(result.exitCode == 65)
        #expect(
            result.stderr
                == "wordquiz: \(empty) is not an Anki package wordquiz can read: it holds no Anki collection (collection.anki21b, .anki21 or .anki2)\n"
        )
        // A zip's signature and nothing after it.
        let cut = try bed.root.write("work/cut.apkg", "PK\u{03}\u{04}")
        let truncated = try bed.run(["deck", "import", cut])
        #expect(truncated.exitCode == 65)
        #expect(
            truncated.stderr.hasPrefix(
                "wordquiz: \(cut) is not an Anki package wordquiz can read: it is not a zip archive ("))
    }

    /// A zip whose one member claims a size it does not have (deflated, with a few bytes of
    /// data): what a bomb's directory says, without making the bomb.
    static func claiming(_ name: String, size: UInt32) -> [UInt8] {
        func le16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
        func le32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(value >> (8 * $0) & 0xFF) } }
        let data: [UInt8] = [0x03, 0x00]  // an empty deflate stream
        let nameBytes = Array(name.utf8)
        let common =
            le16(20) + le16(0) + le16(8) + le16(0) + le16(0) + le32(0) + le32(UInt32(data.count)) + le32(size)
            + le16(nameBytes.count) + le16(0)
        let local = [0x50, 0x4B, 0x03, 0x04] + common + nameBytes + data
        let central =
            [0x50, 0x4B, 0x01, 0x02] + le16(20) + common + le16(0) + le16(0) + le16(0) + le32(0) + le32(0)
            + nameBytes
        let end =
            [0x50, 0x4B, 0x05, 0x06] + le16(0) + le16(0) + le16(1) + le16(1) + le32(UInt32(central.count))
            + le32(UInt32(local.count)) + le16(0)
        return local + central + end
    }

    @Test(arguments: [("en", UInt32(2_147_483_648)), ("ko", UInt32(1_200_000_000))])
    func aMemberClaimingGigabytesIsRefusedBeforeItIsRead(language: String, size: UInt32) throws {
        let bed = CLITestbed(language: language)
        let path = bed.workingDirectory + "/bomb.apkg"
        _ = FileManager.default.createFile(atPath: path, contents: Data(Self.claiming("collection.anki21", size: size)))
        let result = try bed.run(["deck", "import", path])
        #expect(result.exitCode == 65)
        let said =
            language == "en"
            ? "wordquiz: \(path) is not an Anki package wordquiz can read: collection.anki21 is larger than 1024 MB\n"
            : "wordquiz: \(path)은(는) wordquiz가 읽을 수 있는 Anki 패키지가 아니에요: collection.anki21이 1024 MB보다 커요\n"
        #expect(result.stderr == said, "\(result.stderr)")
        #expect(try Self.leftovers(bed).files == [])
    }

    @Test func aZstdBombStopsAtTheCollectionsLimit() throws {
        let bed = CLITestbed(language: "en")
        // 20 frames of 64 MiB of zeros: 1.25 GiB from about 40 KB.
        let frame = try Zstd.compress([UInt8](repeating: 0, count: 64 << 20))
        let bomb = Array((0..<20).map { _ in frame }.joined())
        let path = try Self.package(
            bed, nil,
            members: [("meta", [0x08, 0x03]), ("collection.anki21b", bomb), ("media", try Zstd.compress([]))])
        let result = try bed.run(["deck", "import", path])
        #expect(result.exitCode == 65)
        #expect(
            result.stderr
                == "wordquiz: \(path) is not an Anki package wordquiz can read: collection.anki21b is larger than 1024 MB\n"
        )
        #expect(try Self.leftovers(bed).files == [], "the scratch collection is removed")
    }

    @Test func aMediaNameThatClimbsOutIsNeverAPath() throws {
        let bed = CLITestbed(language: "en")
        let png = PictureSamples.png(width: 20, height: 20)
        let path = try Self.package(
            bed,
            Self.collection([
                ["사과<img src=\"../../../evil.png\">", "과일"], ["배<img src=\"/tmp/evil2.png\">", "과일"],
            ]),
            members: [
                ("media", Array(#"{"0": "../../../evil.png", "1": "/tmp/evil2.png"}"#.utf8)), ("0", png), ("1", png),
            ])
        let result = try bed.run(["deck", "import", path, "--offline"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.contains("2 words with the picture their note showed."))
        let files = try Self.leftovers(bed).files
        #expect(files.count == 2)
        #expect(
            files.allSatisfy { $0.hasPrefix("home/.cache/wordquiz/pictures/deck-") && $0.hasSuffix(".png") }, "\(files)"
        )
        #expect(!FileManager.default.fileExists(atPath: bed.root.path + "/evil.png"))
    }

    @Test func aNotetypeWithNoFieldsSkipsItsNotesByName() throws {
        let bed = CLITestbed(language: "en")
        let path = try Self.package(bed, Self.collection([[], []], fields: []))
        let result = try bed.run(["deck", "import", path])
        #expect(result.exitCode == 65)
        #expect(result.stderr.contains("wordquiz: \(path): note 1: its notetype has no fields; skipped.\n"))
        #expect(result.stderr.hasSuffix("wordquiz: \(path) has no word to import\n"))
        #expect(try Self.leftovers(bed) == ("0", []))
    }

    @Test func markupAndControlSequencesInFieldsAreNotKept() throws {
        let bed = CLITestbed(language: "en")
        let path = try Self.package(
            bed,
            Self.collection(
                [
                    ["<b>사과</b>\u{1B}[31m", "<i>둥근</i> 과일\u{07}\u{202E}", "apple"],
                    ["<div onclick=\"x()\">배</div>", "&lt;b&gt;달다&lt;/b&gt;", ""],
                ], fields: ["Word", "Meaning", "English"]))
        let result = try bed.run(["deck", "import", path, "--offline"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(
            try sqlite(
                bed.databasePath, "SELECT headword, meaning, coalesce(english, '') FROM deck_word ORDER BY position")
                == "사과|둥근 과일|apple\n배|달다|")
        #expect(!result.stdout.contains("\u{1B}") && !result.stderr.contains("\u{1B}"))
    }

    @Test(arguments: ["en", "ko"])
    func aWordListGivenThePackageOptionsIsAMistake(language: String) throws {
        let bed = CLITestbed(language: language)
        let path = try bed.root.write("work/words.tsv", "사과\tapple\n")
        let result = try bed.run(["deck", "import", path, "--with-history"])
        #expect(result.exitCode == 64)
        let said =
            language == "en"
            ? "wordquiz: --with-history is for Anki packages (.apkg, .colpkg); \(path) is a word list\n"
            : "wordquiz: --with-history은(는) Anki 패키지(.apkg, .colpkg)에 쓰는 옵션이에요. \(path)은(는) 단어 목록이에요\n"
        #expect(result.stderr.hasPrefix(said), "\(result.stderr)")
    }

    /// A word field no notetype of the package has: a usage mistake (64) naming the package,
    /// the field, and each notetype there is with its fields to choose from; nothing imported.
    @Test(arguments: ["en", "ko"])
    func aFieldNoNotetypeHasIsNamedBesideTheNotetypesThereAre(language: String) throws {
        let bed = CLITestbed(language: language)
        let path = try Self.package(bed, Self.collection([["사과", "apple"]]))
        let result = try bed.run(["deck", "import", path, "--word-field", "Hanja"])
        #expect(result.exitCode == 64)
        let said =
            language == "en"
            ? "wordquiz: no notetype of \(path) has a field ‘Hanja’ (its notetypes: Basic: Word, Meaning)\n"
            : "wordquiz: \(path)의 어느 노트 유형에도 ‘Hanja’ 필드가 없어요(노트 유형: Basic: Word, Meaning)\n"
        #expect(result.stderr.hasPrefix(said), "\(result.stderr)")
        #expect(try Self.leftovers(bed).words == "0")
    }

    /// A collection that is no zstd frame: the member named and libzstd's reason, each in its
    /// place, as damaged data (65); nothing imported.
    @Test(arguments: ["en", "ko"])
    func aCollectionThatIsNoZstdFrameIsNamedWithWhy(language: String) throws {
        let bed = CLITestbed(language: language)
        let path = try Self.package(
            bed, nil,
            members: [
                ("meta", [0x08, 0x03]), ("collection.anki21b", Array("not a zstd frame".utf8)),
                ("media", try Zstd.compress([])),
            ])
        let result = try bed.run(["deck", "import", path])
        #expect(result.exitCode == 65)
        let said =
            language == "en"
            ? "wordquiz: \(path) is not an Anki package wordquiz can read: collection.anki21b is damaged (Unknown frame descriptor)\n"
            : "wordquiz: \(path)은(는) wordquiz가 읽을 수 있는 Anki 패키지가 아니에요: collection.anki21b이(가) 망가졌어요(Unknown frame descriptor)\n"
        #expect(result.stderr == said, "\(result.stderr)")
        #expect(try Self.leftovers(bed).files == [])
    }
}
