import Foundation
import TestSupport
import Testing
import WordQuizCore
import WordQuizStore

/// A disk that fills, or that cannot flush, under the real binary (`DiskFault`, put before
/// libc's writes): one line saying which file and what to do, a file error (74), and nothing
/// lost — the database as it was, a digest file without a torn digest at its end.
///
/// Under a sanitizer the binary's own interceptors of those calls stand where the fault
/// library would, so the suite runs in the plain build only.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["WORDQUIZ_SANITIZER"] == nil))
struct FullDiskTests {
    /// The words the learner has met, in the order met.
    static let metWords = "SELECT group_concat(headword) FROM (SELECT headword FROM met_word ORDER BY met_day)"

    /// A learner of three days; on the fourth the disk is full from the start, or fills a
    /// few pages into the run.
    @Test(arguments: [("en", 0), ("ko", 0), ("en", 12_000)])
    func aFullDiskUnderTheDatabaseLosesNothingStoredBefore(language: String, room: Int) throws {
        let bed = try CLITestbed(language: language).meet(days: 3, endingOn: "2024-01-03")
        let folder = bed.home + "/.local/share/wordquiz"
        let metBefore = try sqlite(
            bed.databasePath, Self.metWords)
        bed.extraEnvironment.merge(try DiskFault.full.environment(marker: folder, after: room)) { $1 }
        let full = try bed.run(["today", "--date", "2024-01-04"])
        bed.extraEnvironment = [:]
        #expect(full.exitCode == 74, "\(full.stderr)")
        #expect(full.stdout.isEmpty)
        let said =
            language == "en"
            ? "wordquiz: the disk holding the database \(bed.databasePath) is full; what is stored is kept whole (nothing is half-written). Free some space and run it again.\n"
            : "wordquiz: 데이터베이스 \(bed.databasePath)이 있는 디스크가 가득 찼어요. 저장된 것은 온전히 그대로예요(반쯤 쓰인 것은 없어요). 공간을 비운 뒤 다시 실행하세요.\n"
        #expect(full.stderr == said, "\(full.stderr)")
        // Room again: the three days are there, whole, and the fourth goes on.
        #expect(try sqlite(bed.databasePath, "PRAGMA integrity_check") == "ok")
        #expect(
            try sqlite(
                bed.databasePath, Self.metWords)
                == metBefore)
        let again = try bed.run(["today", "--date", "2024-01-04"])
        #expect(again.exitCode == 0, "\(again.stderr)")
        #expect(try sqlite(bed.databasePath, "SELECT count(*) FROM met_word") == "4")
    }

    /// A digest file on a disk that fills part way through the digest, or that cannot flush
    /// it: the digests delivered before stay, the torn one is taken out, and the channel is
    /// named with the file and the system's reason.
    @Test(arguments: [(DiskFault.full, "en"), (.flush, "en"), (.full, "ko"), (.flush, "ko")])
    func aDigestFileThatCannotTakeTheDigestKeepsTheOnesBefore(fault: DiskFault, language: String) throws {
        let bed = CLITestbed(language: language)
        let file = bed.root.path + "/digests/today.txt"
        try FileManager.default.createDirectory(
            atPath: bed.root.path + "/digests", withIntermediateDirectories: true)
        let first = try bed.run(["digest", "--channel", "file:" + file, "--date", "2024-01-01"])
        #expect(first.exitCode == 0, "\(first.stderr)")
        let before = try String(contentsOfFile: file, encoding: .utf8)
        #expect(before.contains("사과"), "\(before)")
        // The disk takes 20 bytes of the next digest, then no more.
        bed.extraEnvironment.merge(try fault.environment(marker: "/digests/", after: 20)) { $1 }
        let failed = try bed.run(["digest", "--channel", "file:" + file, "--date", "2024-01-02"])
        bed.extraEnvironment = [:]
        #expect(failed.exitCode == 69, "\(failed.stderr)")
        let reason =
            switch (fault, language) {
            case (.full, "en"): "cannot write \(file): No space left on device"
            case (.flush, "en"): "cannot flush \(file) to disk: Input/output error"
            case (.full, _): "\(file) 파일에 쓸 수 없어요: No space left on device"
            case (.flush, _): "\(file) 파일을 디스크에 기록하지 못했어요: Input/output error"
            }
        let lines = failed.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == "wordquiz: file:\(file): \(reason)", "\(failed.stderr)")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == before, "the torn digest is taken out")
    }

    /// A disk that takes part of each write, as any write may (a signal, a network file
    /// system): every write goes on with the rest, and what lands is whole — a package's
    /// collection unpacked for import, a digest added to its file, an export.
    @Test func writesThatTakePartOfWhatTheyAreGivenAreFinished() throws {
        // The Anki round trip's learner, and 200 words more answered once: a collection of
        // more than one 64 KiB piece, so that a piece's bytes are not only the file's last.
        let bed = try AnkiPackageTests.learner()
        let store = try WordStore(path: bed.databasePath)
        let more = WordBank.embedded.words.filter { word in
            !AnkiPackageTests.history.contains { $0.word == word.headword }
        }
        for (index, word) in more.prefix(200).enumerated() {
            try store.record(
                WordStore.Answer(
                    sessionID: "more", card: QuizCard(word),
                    reviewedAt: AnkiPackageTests.noon(AnkiPackageTests.today - 1, plus: Int64(index)),
                    learnerDay: AnkiPackageTests.today - 1, kind: .choice, prompt: word.definition,
                    answer: word.headword,
                    verdict: .correct, rating: .good, hints: 0, responseMilliseconds: 900, isPractice: false,
                    source: .review),
                using: FSRS())
        }
        let package = bed.root.path + "/year.apkg"
        #expect(try bed.run(["export", "--format", "apkg", "--output", package]).exitCode == 0)
        func written(_ name: String) throws -> [String] {
            let folder = bed.root.path + "/" + name
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let digest = try bed.run(["digest", "--channel", "file:\(folder)/digest.txt", "--date", "2024-01-03"])
            let export = try bed.run(["export", "--format", "json", "--output", "\(folder)/year.json"])
            #expect(digest.exitCode == 0 && export.exitCode == 0, "\(digest.stderr)\(export.stderr)")
            return try ["digest.txt", "year.json"].map {
                try String(contentsOfFile: "\(folder)/\($0)", encoding: .utf8)
            }
        }
        let whole = try written("whole")
        bed.extraEnvironment.merge(try DiskFault.shortWrites(marker: "/short/", atMost: 1000)) { $1 }
        let short = try written("short")
        #expect(whole[0].contains("── 2024-01-03 ──") && whole[1].count > 3000, "\(whole)")
        #expect(short == whole)
        #expect(try bed.run(["export", "--format", "json"]).stdout == whole[1], "the file is what is printed")

        // The collection is unpacked a thousand bytes a write into the new home's data folder.
        let home = CLITestbed(language: "en")
        home.extraEnvironment.merge(try DiskFault.shortWrites(marker: "/import-", atMost: 1000)) { $1 }
        let imported = try home.run(["deck", "import", package, "--with-history", "--name", "year"])
        #expect(imported.exitCode == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("deck 'year': 204 words added, 0 updated."), "\(imported.stdout)")
        #expect(imported.stdout.contains("214 answers added (0 already here)"), "\(imported.stdout)")
    }

    /// An export to a file on a disk that fills part way: one line naming the file and the
    /// system's reason, a file error (74), and the export written before still whole.
    @Test(arguments: ["en", "ko"])
    func anExportThatDoesNotFitLeavesTheOneBefore(language: String) throws {
        let bed = try AnkiPackageTests.learner()
        bed.extraEnvironment["WORDQUIZ_LANG"] = language
        let file = bed.root.path + "/exports/log.tsv"
        let first = try bed.run(["export", "--format", "tsv", "--reviews", "--output", file])
        #expect(first.exitCode == 0 && first.stdout.isEmpty, "\(first.stderr)")
        let before = try String(contentsOfFile: file, encoding: .utf8)
        #expect(before.split(separator: "\n").count == 15, "a header and 14 answers: \(before)")
        bed.extraEnvironment.merge(try DiskFault.full.environment(marker: "/exports/", after: 300)) { $1 }
        let full = try bed.run(["export", "--format", "tsv", "--reviews", "--output", file])
        #expect(full.exitCode == 74)
        let said =
            language == "en"
            ? "wordquiz: cannot write \(file): No space left on device\n"
            : "wordquiz: \(file) 파일에 쓸 수 없어요: No space left on device\n"
        #expect(full.stderr == said, "\(full.stderr)")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: bed.root.path + "/exports") == ["log.tsv"])
    }
}
