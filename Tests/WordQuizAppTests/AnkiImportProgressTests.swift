import Foundation
import TestSupport
import Testing
import WordQuizCore
import WordQuizStore

/// A collection of years takes a while to bring in: on a terminal the import counts the words
/// whose history it has written, on one line it rewrites and clears at the end; piped, it says
/// nothing until its result.
@Suite struct AnkiImportProgressTests {
    static let noteCount = 1_200

    /// A collection of `noteCount` notes, each card answered twice (Good, then Good ten days on).
    static func collection() -> AnkiCollection {
        var collection = HostilePackageTests.collection((0..<noteCount).map { ["낱말\($0)", "뜻 \($0)"] })
        let start: Int64 = 1_700_000_000
        for note in collection.notes {
            collection.cards.append(
                AnkiCard(
                    id: note.id, noteID: note.id, deckID: 1, modified: start, kind: 2, queue: 2, due: 30, interval: 10,
                    reviews: 2, lapses: 0))
            for answer in 0..<2 {
                collection.reviews.append(
                    AnkiReview(
                        id: (start + Int64(answer) * 864_000) * 1000 + note.id, cardID: note.id, ease: 3,
                        interval: 10, lastInterval: 0, factor: 2500, milliseconds: 3000, kind: 1))
            }
        }
        return collection
    }

    @Test(arguments: [
        ("en", "importing…", "deck 'topik': 1200 words added"), ("ko", "가져오는 중…", "'topik' 단어장: 단어 1200개를 더하고"),
    ])
    func onATerminalTheImportCountsItsWordsAndClearsTheLine(language: String, counting: String, result: String) throws {
        let bed = CLITestbed(language: language)
        let package = try HostilePackageTests.package(bed, Self.collection())
        // The import waits for a key, so that the recording has begun before its first byte.
        let session = try TmuxSession(
            [
                "sh", "-c", "read _; exec \"$0\" \"$@\"", ProcessRunner.wordquizPath, "deck", "import", package,
                "--with-history", "--name", "topik",
            ], environment: bed.environment, directory: bed.workingDirectory, width: 80, height: 24)
        defer { session.close() }
        let recording = bed.root.path + "/terminal.log"
        try session.record(to: recording)
        try session.press("Enter")
        let screen = try session.waitFor("[exit ", timeout: 60)
        #expect(screen.contains("[exit 0]"), "\(screen)")
        let written = try String(contentsOfFile: recording, encoding: .utf8)
        // Each 500 words of history (the count written, then the total), then the line
        // cleared before the result.
        let counts =
            language == "en"
            ? ["\rimporting… 500/1200", "\rimporting… 1000/1200"] : ["\r가져오는 중… 500/1200", "\r가져오는 중… 1000/1200"]
        for count in counts { #expect(written.contains(count), "\(written)") }
        #expect(written.contains("1000/1200\r\u{1B}[K" + result), "\(written)")
        // The screen keeps the result alone: no count left on it.
        #expect(!screen.contains(counting), "\(screen)")
        #expect(try sqlite(bed.databasePath, "SELECT count(*) FROM review_log WHERE source = 'anki'") == "2400")
    }

    @Test func pipedTheImportSaysOnlyItsResult() throws {
        let bed = CLITestbed(language: "en")
        let package = try HostilePackageTests.package(bed, Self.collection())
        let imported = try bed.run(["deck", "import", package, "--with-history", "--name", "topik"])
        #expect(imported.exitCode == 0, "\(imported.stderr)")
        #expect(!imported.stderr.contains("importing"), "\(imported.stderr)")
        #expect(imported.stdout.hasPrefix("deck 'topik': 1200 words added"), "\(imported.stdout)")
    }
}
