import Foundation
import TestSupport
import Testing

@testable import WordQuizApp

/// A record damaged by hand, a disk or another program: a day no calendar has, an infinite
/// stability or prediction. Every command that reads the rows goes on without them — each
/// damaged table said in one warning — and none crashes (exit 132 on an overflow) or fails
/// as wordquiz's own bug (70, a JSON of infinity).
@Suite struct DamagedStoreTests {
    static let commands: [[String]] = [
        ["optimize"], ["export", "--format", "json", "--reviews"], ["export", "--format", "tsv", "--reviews"],
        ["export", "--format", "json"], ["history", "--json"], ["history"], ["stats", "--json"], ["stats"],
        ["review", "--offline"], ["quiz", "--count", "1", "--offline"], ["widget", "line"], ["learn", "--offline"],
        ["today", "--offline"], ["digest", "--dry-run"],
    ]

    @Test(arguments: [Int64.max, Int64.min, 4_700_000_000_000_000_000, -4_700_000_000_000_000_000, 2_932_897])
    func noDamagedDayCrashesACommand(day: Int64) throws {
        let bed = try CLITestbed(language: "en").meet(days: 3)
        let quiz = try bed.run(["quiz", "--count", "2", "--offline", "--mode", "choice"], stdin: "1\n1\n")
        #expect(quiz.exitCode == 0, "\(quiz.stderr)")
        _ = try sqlite(
            bed.databasePath,
            """
            UPDATE review_log SET learner_day = \(day), reviewed_at = \(day);
            UPDATE met_word SET met_day = \(day);
            UPDATE card SET due_day = \(day), last_review_day = \(day), learned_day = \(day);
            UPDATE daily_activity SET learner_day = \(day);
            INSERT INTO recall_check (learner_day, level, bin, reviews, recalled, predicted)
                VALUES (20000, '', 3, 1, 1, 9e999);
            """)
        for command in Self.commands {
            let result = try bed.run(command, stdin: "q\n")
            #expect(
                [0, 66].contains(result.exitCode), "\(command) with day \(day): \(result.exitCode) \(result.stderr)")
            #expect(!result.stderr.contains("internal error") && !result.stderr.contains("Fatal error"), "\(command)")
            let warnings = result.stderr.split(separator: "\n").filter {
                $0.hasPrefix("wordquiz: warning: rows of the record that are damaged were left out (in ")
            }
            #expect(Set(warnings).count == warnings.count, "\(command): each table said once: \(warnings)")
        }
        let stats = try bed.run(["stats", "--json"])
        #expect(stats.stderr.contains("(in daily_activity)"), "\(stats.stderr)")
        #expect(stats.stderr.contains("(in recall_check)"), "\(stats.stderr)")
    }

    /// A channel's count of tries damaged to text reads as none known, beside one that reads
    /// as it is; `deliveries` lists both (generated survivor c95c369130 read the damaged count
    /// as one try made).
    @Test func aDamagedCountOfTriesReadsAsNone() throws {
        let bed = CLITestbed(language: "en")
        _ = try bed.run(["today", "--offline"])
        _ = try sqlite(
            bed.databasePath,
            """
            INSERT INTO delivery (schedule_id, fire_time, status, recorded_at)
                VALUES ('morning', 1700000000, 'failed', 1700000100);
            INSERT INTO delivery_channel (schedule_id, fire_time, channel, status, attempts, updated_at)
                VALUES ('morning', 1700000000, 'ntfy:lesson', 'failed', 'twice', 1700000100),
                    ('morning', 1700000000, 'file:/tmp/digest.txt', 'failed', 3, 1700000100);
            """)
        let listed = try bed.run(["deliveries", "--json"])
        #expect(listed.exitCode == 0, "\(listed.stderr)")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
        let channels = try #require(rows.first?["channels"] as? [[String: Any]])
        #expect(channels.map { $0["channel"] as? String } == ["ntfy:lesson", "file:/tmp/digest.txt"])
        #expect(channels.map { $0["attempts"] as? Int } == [0, 3])
    }
}
