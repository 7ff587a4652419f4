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
        collection((0..<noteCount).map { (word: "낱말\($0)", meaning: "뜻 \($0)", answers: 2) })
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
        // Each 500 words of history (the count written, then the total, then the rest of the
        // line erased), then the line cleared before the result.
        let counts =
            language == "en"
            ? ["\rimporting… 500/1200", "\rimporting… 1000/1200"] : ["\r가져오는 중… 500/1200", "\r가져오는 중… 1000/1200"]
        for count in counts { #expect(written.contains(count), "\(written)") }
        #expect(written.contains("1000/1200\u{1B}[K\r\u{1B}[K" + result), "\(written)")
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

    /// A collection of these words, each card answered Good `answers` times ten days apart,
    /// from the same moment in every collection (the same word's answers are the same answers).
    static func collection(_ words: [(word: String, meaning: String, answers: Int)]) -> AnkiCollection {
        var collection = HostilePackageTests.collection(words.map { [$0.word, $0.meaning] })
        let start: Int64 = 1_700_000_000
        for (note, word) in zip(collection.notes, words) {
            collection.cards.append(
                AnkiCard(
                    id: note.id, noteID: note.id, deckID: 1, modified: start, kind: 2, queue: 2, due: 30, interval: 10,
                    reviews: word.answers, lapses: 0))
            for answer in 0..<word.answers {
                collection.reviews.append(
                    AnkiReview(
                        id: (start + Int64(answer) * 864_000) * 1000 + note.id, cardID: note.id, ease: 3,
                        interval: 10, lastInterval: 0, factor: 2500, milliseconds: 3000, kind: 1))
            }
        }
        return collection
    }

    /// The same deck imported again, grown by three words, after one of its words was
    /// reviewed here: the answers added and those already here, the words scheduled as in
    /// Anki and the one kept as reviewed here — four different counts, each in its place.
    @Test(arguments: ["en", "ko"])
    func aSecondImportCountsTheAnswersHereAndTheWordsReviewedHereSince(language: String) throws {
        let bed = CLITestbed(language: language)
        let first = try HostilePackageTests.package(bed, Self.collection([("사과", "과일", 2)]), name: "first.apkg")
        #expect(try bed.run(["deck", "import", first, "--with-history", "--name", "topik"]).exitCode == 0)
        // 사과 reviewed here a month after Anki last saw it.
        _ = try sqlite(bed.databasePath, "UPDATE card SET last_review_day = last_review_day + 30 WHERE headword = '사과'")
        let grown = try HostilePackageTests.package(
            bed, Self.collection([("사과", "과일", 2), ("배", "과일", 3), ("감", "과일", 1), ("귤", "과일", 1)]), name: "grown.apkg")
        let again = try bed.run(["deck", "import", grown, "--with-history", "--name", "topik"])
        #expect(again.exitCode == 0, "\(again.stderr)")
        let said =
            language == "en"
            ? "from Anki's review log: 5 answers added (2 already here); 3 words scheduled as in Anki, 1 kept as reviewed here since."
            : "Anki 복습 기록에서: 답변 5개를 더했어요(이미 있던 답변 2개). 단어 3개는 Anki의 일정대로, 1개는 그 뒤 여기서 복습한 대로 두었어요."
        #expect(again.stdout.contains(said), "\(again.stdout)")
        #expect(try sqlite(bed.databasePath, "SELECT count(*) FROM review_log WHERE source = 'anki'") == "7")
    }

    /// Cards Anki has reset to new keep their answers there: said with their count (one is
    /// said as one, not left out), and only the scheduled card's answers come.
    @Test(arguments: [
        (1, "1 card Anki has not scheduled (new or reset) came without their answers."),
        (2, "2 cards Anki has not scheduled (new or reset) came without their answers."),
    ])
    func cardsResetInAnkiAreCountedAndTheirAnswersLeftThere(reset: Int, said: String) throws {
        let bed = CLITestbed(language: "en")
        var collection = Self.collection([("사과", "과일", 2), ("배", "과일", 3), ("감", "과일", 4)])
        for index in 1...reset {
            collection.cards[index].kind = 0
            collection.cards[index].queue = 0
            collection.cards[index].due = Int64(index)
        }
        let package = try HostilePackageTests.package(bed, collection)
        let imported = try bed.run(["deck", "import", package, "--with-history", "--name", "topik"])
        #expect(imported.exitCode == 0, "\(imported.stderr)")
        #expect((imported.stdout + imported.stderr).contains(said), "\(imported.stdout)\(imported.stderr)")
        let answers = reset == 1 ? "6" : "2"
        #expect(try sqlite(bed.databasePath, "SELECT count(*) FROM review_log WHERE source = 'anki'") == answers)
    }
}
