import Foundation
import Synchronization
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
        // A package that is not there is said not to be there, with or without the option.
        let missing = bed.workingDirectory + "/missing.apkg"
        for extra in [[], ["--with-history"]] {
            let gone = try bed.run(["deck", "import", missing] + extra)
            #expect(gone.exitCode == 74)
            let notThere =
                language == "en"
                ? "wordquiz: cannot read \(missing): no such readable file\n"
                : "wordquiz: \(missing) 파일을 읽을 수 없어요: 읽을 수 있는 파일이 없어요\n"
            #expect(gone.stderr == notThere, "\(gone.stderr)")
        }
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

/// A collection is a SQLite file, and a SQLite file can hold code: views, triggers, generated
/// columns, virtual tables. wordquiz reads only plain tables, and refuses a collection with
/// any such thing before a row is read, in one line, leaving nothing behind.
@Suite struct CollectionCodeTests {
    /// A package whose collection (two notes) was changed by `sql` after it was written.
    func package(_ bed: CLITestbed, altered sql: String) throws -> String {
        let file = bed.workingDirectory + "/collection-\(UUID().uuidString)"
        try AnkiCollectionFile.write(HostilePackageTests.collection([["나무", "tree"], ["바다", "sea"]]), to: file)
        _ = try sqlite(file, sql)
        let path = bed.workingDirectory + "/coded.apkg"
        let archive = try ZipArchiveWriter(path: path)
        try archive.add("collection.anki21", file: file)
        try archive.close()
        try FileManager.default.removeItem(atPath: file)
        return path
    }

    static let codes: [(sql: String, what: String)] = [
        // Notes as a view that never ends, and as one row of 900 MB.
        (
            """
            ALTER TABLE notes RENAME TO real_notes;
            CREATE VIEW notes AS WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n)
            SELECT i AS id, 'g' || i AS guid, 1 AS mid, 0 AS mod, '' AS tags, '나무' || char(31) || 'tree' AS flds FROM n;
            """, "a view in place of a table"
        ),
        (
            """
            ALTER TABLE cards RENAME TO real_cards;
            CREATE VIEW cards AS SELECT id, nid, did, ord, mod, type, queue, zeroblob(900000000) AS due, ivl, factor,
                reps, lapses, odue, odid, data FROM real_cards;
            """, "a view in place of a table"
        ),
        ("CREATE TRIGGER t AFTER INSERT ON notes BEGIN DELETE FROM notes; END;", "a trigger"),
        (
            "ALTER TABLE revlog ADD COLUMN big BLOB GENERATED ALWAYS AS (zeroblob(900000000)) VIRTUAL;",
            "a generated column"
        ),
        ("CREATE VIRTUAL TABLE search USING fts5(text);", "a virtual table"),
    ]

    @Test(arguments: codes.indices)
    func aCollectionHoldingCodeIsRefusedUnread(index: Int) throws {
        let bed = CLITestbed(language: "en")
        _ = try bed.run(["history"])
        let (sql, what) = Self.codes[index]
        let path = try package(bed, altered: sql)
        for extra in [[], ["--with-history"]] {
            let result = try bed.run(["deck", "import", path] + extra, timeout: 30)
            #expect(result.exitCode == 65, "\(result.stderr)")
            #expect(
                result.stderr
                    == "wordquiz: \(path) is not an Anki package wordquiz can read: its collection is not an Anki collection (it holds \(what), code that would run as it is read; wordquiz reads only plain tables)\n"
            )
            #expect(try HostilePackageTests.leftovers(bed) == ("0", []), "nothing kept, no scratch file left")
        }
    }
}

/// Every number from a package is checked before arithmetic: a review log and cards with
/// moments no calendar has and memories no model gives are damage, never a trap.
@Suite struct AbsurdNumberTests {
    @Test func absurdTimesAndMemoriesAreDamageNotACrash() throws {
        let bed = CLITestbed(language: "en")
        _ = try bed.run(["history"])
        let file = bed.workingDirectory + "/collection-absurd"
        try AnkiCollectionFile.write(
            HostilePackageTests.collection([["나무", "tree"], ["바다", "sea"], ["하늘", "sky"]]), to: file)
        // A review card with a memory of 1e308 days, another due on Int64's last day, learning steps due at
        // Int64's first second and in year 10000; reviews at ±2^62 ms and at Int64's ends.
        _ = try sqlite(
            file,
            """
            INSERT INTO cards (id, nid, did, ord, mod, usn, type, queue, due, ivl, factor, reps, lapses, left, odue, odid, flags, data)
            VALUES (1, 1, 1, 0, 0, 0, 2, 2, 100, 1, 2500, 3, 0, 0, 0, 0, 0, '{"s":1e308,"d":5.0}'),
                   (4, 1, 1, 1, 0, 0, 2, 2, 9223372036854775807, 1, 2500, 3, 0, 0, 0, 0, 0, ''),
                   (2, 2, 1, 0, 0, 0, 1, 1, -9223372036854775808, 1, 2500, 3, 0, 0, 0, 0, 0, ''),
                   (3, 3, 1, 0, 0, 0, 1, 1, 253402300800, 1, 2500, 3, 0, 0, 0, 0, 0, '{"s":1e308,"d":1e308}');
            INSERT INTO revlog (id, cid, usn, ease, ivl, lastIvl, factor, time, type) VALUES
                (4611686018427387904, 1, 0, 3, 1, 0, 2500, 1000, 1),
                (-4611686018427387904, 1, 0, 3, 1, 0, 2500, 1000, 1),
                (9223372036854775807, 2, 0, 3, 1, 0, 2500, 1000, 1),
                (-9223372036854775808, 3, 0, 1, 1, 0, 2500, 1000, 1);
            """)
        let path = bed.workingDirectory + "/absurd.apkg"
        let archive = try ZipArchiveWriter(path: path)
        try archive.add("collection.anki21", file: file)
        // A meta whose version is the largest varint (2^64 − 1).
        try archive.add("meta", bytes: [0x08] + [UInt8](repeating: 0xFF, count: 9) + [0x01])
        try archive.close()
        let result = try bed.run(["deck", "import", path, "--with-history", "--name", "absurd"])
        #expect(result.exitCode == 0, "\(result.exitCode): \(result.stderr)")
        #expect(result.stdout.contains("deck 'absurd': 3 words added"), "\(result.stdout)")
        // No schedule of a far day: each card's schedule is left out or within the calendar.
        let due = try sqlite(bed.databasePath, "SELECT coalesce(max(due_day), 0) FROM card")
        #expect((Int(due) ?? .max) < CalendarDate.dayNumbers.upperBound, "\(due)")
        #expect(try bed.run(["stats"]).exitCode == 0, "the record reads back")
        #expect(try bed.run(["export", "--format", "apkg", "--output", bed.root.path + "/back.apkg"]).exitCode == 0)
    }
}

/// A member is read as its archive declares it: no more bytes than its size says, and a CRC
/// that does not match is damage said as such.
@Suite struct DeclaredMemberTests {
    /// A package whose one member, `collection.anki21`, holds `bytes`, with its directory
    /// changed by `patch` (given the archive and the offsets of the local and central headers).
    func package(_ bed: CLITestbed, _ bytes: [UInt8], patch: (inout [UInt8], Int, Int) -> Void) throws -> String {
        let path = bed.workingDirectory + "/patched.apkg"
        let archive = try ZipArchiveWriter(path: path)
        try archive.add("collection.anki21", bytes: bytes)
        try archive.close()
        var zip = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let central = try #require(
            (0..<zip.count - 4).first { zip[$0..<$0 + 4].elementsEqual([0x50, 0x4B, 0x01, 0x02]) })
        patch(&zip, 0, central)
        try Data(zip).write(to: URL(fileURLWithPath: path))
        return path
    }

    static func le32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(value >> (8 * $0) & 0xFF) } }

    @Test(arguments: ["en", "ko"])
    func aMemberThatInflatesPastItsDeclaredSizeStopsThere(language: String) throws {
        let bed = CLITestbed(language: language)
        _ = try bed.run(["history"])
        // 8 MB of zeros, declared as 16 KB in both headers (sizes at +22 and +24).
        let path = try package(bed, [UInt8](repeating: 0, count: 8 << 20)) { zip, local, central in
            zip.replaceSubrange(local + 22..<local + 26, with: Self.le32(16_384))
            zip.replaceSubrange(central + 24..<central + 28, with: Self.le32(16_384))
        }
        let result = try bed.run(["deck", "import", path])
        #expect(result.exitCode == 65)
        let said =
            language == "en"
            ? "wordquiz: \(path) is not an Anki package wordquiz can read: collection.anki21 holds more than the 16384 bytes it declares\n"
            : "wordquiz: \(path)은(는) wordquiz가 읽을 수 있는 Anki 패키지가 아니에요: collection.anki21에 밝힌 16384바이트보다 많은 내용이 들어 있어요\n"
        #expect(result.stderr == said, "\(result.stderr)")
        #expect(try HostilePackageTests.leftovers(bed).files == [], "the scratch collection is removed")
    }

    @Test func aCRCThatDoesNotMatchIsSaidAsSuch() throws {
        let bed = CLITestbed(language: "en")
        _ = try bed.run(["history"])
        let path = try package(bed, Array(repeating: 7, count: 4096)) { zip, local, central in
            zip.replaceSubrange(local + 14..<local + 18, with: Self.le32(0xDEAD_BEEF))
            zip.replaceSubrange(central + 16..<central + 20, with: Self.le32(0xDEAD_BEEF))
        }
        let result = try bed.run(["deck", "import", path])
        #expect(result.exitCode == 65)
        #expect(
            result.stderr
                == "wordquiz: \(path) is not an Anki package wordquiz can read: collection.anki21 is damaged (CRC error)\n",
            "\(result.stderr)")
    }
}

/// Names from a package — a notetype's, a field's — reach a terminal only as text: an escape
/// sequence in one never sets a window title, clears a screen or writes the clipboard.
@Suite struct PackageNameTests {
    @Test func escapeSequencesInNotetypeAndFieldNamesNeverReachTheTerminal() throws {
        let bed = CLITestbed(language: "en")
        _ = try bed.run(["history"])
        let title = "\u{1B}]0;pwned\u{07}"
        let clipboard = "\u{1B}]52;c;cm0gLXJmIH4=\u{07}"
        var collection = HostilePackageTests.collection(
            [["나무", "tree"]], fields: ["Word\u{1B}[2J", "Meaning" + clipboard])
        collection.notetypes[0].name = "Basic" + title + "\nwordquiz: forged"
        let path = try HostilePackageTests.package(bed, collection)
        let result = try bed.run(["deck", "import", path, "--name", "named"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        for text in [result.stdout, result.stderr] {
            #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, "\(text.debugDescription)")
        }
        #expect(!result.stderr.contains("\nwordquiz: forged"), "no forged line of wordquiz's")
        #expect(result.stderr.contains("notetype ‘Basic wordquiz: forged’"), "\(result.stderr.debugDescription)")
        let unknown = try bed.run(["deck", "import", path, "--word-field", "Nothing"])
        #expect(unknown.exitCode == 64)
        #expect(!unknown.stderr.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    }
}

/// Nothing is left behind: scratch files live in one folder wordquiz owns, a killed
/// process's are swept by the next import or export, and an export writes beside its output
/// only the temporary file that becomes it.
@Suite struct ScratchFileTests {
    /// The number of a process that does not run.
    func deadProcess() throws -> Int32 {
        var pid: Int32 = 0
        repeat { pid = Int32.random(in: 400_000...4_000_000) } while kill(pid, 0) == 0 || errno != ESRCH
        return pid
    }

    @Test func aKilledImportsScratchIsSweptByTheNextImport() throws {
        let bed = CLITestbed(language: "en")
        _ = try bed.run(["history"])
        let scratch = bed.home + "/.local/share/wordquiz/scratch"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        let dead = try deadProcess()
        let left = ["\(dead)-import.anki", "\(dead)-import.anki-wal", "\(dead)-export.anki2"]
        for name in left { FileManager.default.createFile(atPath: scratch + "/" + name, contents: Data(count: 4096)) }
        // A file of a process that runs (this one) is never touched.
        let alive = "\(getpid())-import.anki"
        FileManager.default.createFile(atPath: scratch + "/" + alive, contents: Data())
        let path = try HostilePackageTests.package(bed, HostilePackageTests.collection([["나무", "tree"]]))
        let result = try bed.run(["deck", "import", path])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch) == [alive])
    }

    /// Ctrl-C, SIGTERM or SIGHUP while the collection is being unpacked (its write stalled, so
    /// the signal lands mid-write): the scratch file goes with the process, and nothing is
    /// imported.
    @Test(arguments: [(Int32(SIGINT), Int32(130)), (Int32(SIGTERM), Int32(143)), (Int32(SIGHUP), Int32(129))])
    func aSignalMidImportTakesItsScratchFileWithIt(signal: Int32, code: Int32) throws {
        let bed = CLITestbed(language: "en")
        _ = try bed.run(["history"])
        let path = try HostilePackageTests.package(bed, HostilePackageTests.collection([["나무", "tree"]]))
        let scratch = bed.home + "/.local/share/wordquiz/scratch"
        bed.extraEnvironment.merge(try DiskFault.stalledWrites(marker: "/scratch/")) { $1 }
        let seen = Mutex<[String]>([])
        let result = try bed.run(["deck", "import", path], timeout: 30) { pid in
            let deadline = Date().addingTimeInterval(20)
            var names: [String] = []
            while Date() < deadline, names.isEmpty {
                names = (try? FileManager.default.contentsOfDirectory(atPath: scratch)) ?? []
                usleep(20_000)
            }
            seen.withLock { $0 = names }
            usleep(300_000)
            kill(pid, signal)
        }
        #expect(seen.withLock { $0 } == ["\(seen.withLock { $0.first ?? "" }.prefix { $0.isNumber })-import.anki"])
        #expect(result.exitCode == code, "\(result.stderr)")
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: scratch)) ?? []).isEmpty)
        #expect(try sqlite(bed.databasePath, "SELECT count(*) FROM deck_word") == "0")
    }

    @Test func anExportIntoAMissingFolderNamesTheOutputAndLeavesNothing() throws {
        let bed = try CLITestbed(language: "en").meet(days: 2)
        #expect(try bed.run(["quiz", "--count", "1", "--mode", "chosung"], stdin: "사과\n").exitCode == 0)
        let output = bed.root.path + "/missing/words.apkg"
        let result = try bed.run(["export", "--format", "apkg", "--output", output])
        #expect(result.exitCode == 74)
        #expect(result.stderr.hasPrefix("wordquiz: cannot write \(output): "), "\(result.stderr)")
        #expect(!result.stderr.contains("database") && !result.stderr.contains("collection-"))
        let scratch = bed.home + "/.local/share/wordquiz/scratch"
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: scratch)) ?? []).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: bed.root.path + "/missing"))
        let written = bed.root.path + "/words.apkg"
        #expect(try bed.run(["export", "--format", "apkg", "--output", written]).exitCode == 0)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: bed.root.path).filter { $0.hasPrefix("words") } == [
                "words.apkg"
            ])
    }
}

/// A package is imported whole or not at all: a disk that fills while its sounds are kept
/// stops the import with one line, no word written and no sound left.
@Suite struct HalfImportTests {
    @Test func aFullDiskWhileKeepingTheSoundsImportsNothing() throws {
        let bed = CLITestbed(language: "en")
        _ = try bed.run(["history"])
        let words = ["나무", "바다", "하늘", "구름"]
        let collection = HostilePackageTests.collection(
            words.enumerated().map { ["\($1) [sound:\($0).mp3]", "a meaning"] })
        let sound = AudioSamples.mp3(frames: 10)
        let map = Dictionary(uniqueKeysWithValues: words.indices.map { (String($0), "\($0).mp3") })
        let path = try HostilePackageTests.package(
            bed, collection,
            members: [("media", Array(try JSONSerialization.data(withJSONObject: map)))]
                + words.indices.map { (String($0), sound) })
        // Room for two sounds and a half.
        bed.extraEnvironment.merge(try DiskFault.full.environment(marker: "/sounds/", after: sound.count * 5 / 2)) {
            $1
        }
        let result = try bed.run(["deck", "import", path, "--name", "sky"])
        #expect(result.exitCode == 74, "\(result.stdout)\(result.stderr)")
        #expect(
            result.stderr.split(separator: "\n").last
                == "wordquiz: cannot write to \(bed.home)/.local/share/wordquiz/sounds: No space left on device",
            "\(result.stderr)")
        #expect(try sqlite(bed.databasePath, "SELECT count(*) FROM deck_word") == "0")
        let kept =
            (try? FileManager.default.contentsOfDirectory(atPath: bed.home + "/.local/share/wordquiz/sounds")) ?? []
        #expect(kept.isEmpty, "\(kept)")
    }
}

/// A member many notes show is kept once: one picture file and one sound file, every note's
/// word pointing at them (its bytes are inflated and written once, not once a note).
@Suite struct SharedMediaTests {
    @Test func aMediaFileShownByEveryNoteIsKeptOnce() throws {
        let bed = CLITestbed(language: "en")
        _ = try bed.run(["history"])
        let words = (0..<300).map { "단어\($0)" }
        let collection = HostilePackageTests.collection(
            words.map { ["\($0) [sound:say.mp3]", "a meaning <img src=\"pic.png\">"] })
        let path = try HostilePackageTests.package(
            bed, collection,
            members: [
                ("media", Array(#"{"0": "pic.png", "1": "say.mp3"}"#.utf8)),
                ("0", PictureSamples.png(width: 32, height: 24)), ("1", AudioSamples.mp3(frames: 3)),
            ])
        let result = try bed.run(["deck", "import", path, "--name", "shared"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.contains("300 words added"), "\(result.stdout)")
        let pictures = try FileManager.default.contentsOfDirectory(atPath: bed.home + "/.cache/wordquiz/pictures")
        let sounds = try FileManager.default.contentsOfDirectory(atPath: bed.home + "/.local/share/wordquiz/sounds")
        #expect(pictures.count == 1 && sounds.count == 1, "\(pictures) \(sounds)")
        let distinct = try sqlite(
            bed.databasePath,
            "SELECT count(DISTINCT json_extract(picture, '$.file')), count(DISTINCT word_sound), count(*) FROM deck_word"
        )
        #expect(distinct == "1|1|300")
    }
}
