import Foundation
import TestSupport
import Testing

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
}
