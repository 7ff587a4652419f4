import Foundation
import TestSupport
import Testing

/// A word answered hundreds of thousands of times (years of a learner who never stops, or a
/// collection someone else wrote), two of its rows damaged: every command that walks its
/// history does so without recursion and to its end — the export writes every answer it can
/// read, the fit and the record are made, nothing crashes.
@Suite struct LongHistoryTests {
    @Test func hundredsOfThousandsOfAnswersOnOneWordAreWalkedToTheEnd() throws {
        let bed = try CLITestbed(language: "en").meet(days: 1)
        let answers = 300_000
        _ = try sqlite(
            bed.databasePath,
            """
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < \(answers))
            INSERT INTO review_log (session_id, headword, reviewed_at, learner_day, kind, prompt, answer, verdict,
                rating, hints, response_ms, practice, source)
            SELECT 's', '사과', 1690000000000 + i * 60000, 19570 + i / 1000, 'choice', '', '사과',
                CASE WHEN i % 7 = 0 THEN 'wrong' ELSE 'correct' END, CASE WHEN i % 7 = 0 THEN 1 ELSE 3 END, 0, 1000,
                0, 'review' FROM n;
            INSERT INTO review_log (session_id, headword, reviewed_at, learner_day, kind, prompt, answer, verdict,
                rating, hints, response_ms, practice, source) VALUES
                ('s', '사과', -9223372036854775808, -99999999, 'choice', '', '', 'bogus', 99, -5, -1, 7, 'x'),
                ('s', '사과', 9223372036854775807, 99999999999, 'choice', '', '', 'correct', 0, 0, 0, 0, 'review');
            """)
        let before = try #require(Int(try sqlite(bed.databasePath, "SELECT count(*) FROM review_log")))
        let log = bed.root.path + "/log.tsv"
        let exported = try bed.run(["export", "--format", "tsv", "--reviews", "--output", log], timeout: 120)
        #expect(exported.exitCode == 0, "\(exported.stderr)")
        let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
        let saying = lines.dropFirst().filter { $0.split(separator: "\t").dropFirst(2).first == "사과" }.count
        #expect(saying >= answers, "every readable answer on 사과 is in the log: \(saying)")
        #expect(lines.count - 1 <= before, "nothing invented")
        let fitted = try bed.run(["optimize"], timeout: 120)
        #expect(fitted.exitCode == 0, "\(fitted.stderr)")
        // One review a learner day: 301 days of answers, the damaged rows left out.
        #expect(fitted.stdout == "300 reviews so far: a fit needs 400 (100 more); the default parameters stay.\n")
        let stats = try bed.run(["stats", "--json"], timeout: 120)
        #expect(stats.exitCode == 0, "\(stats.stderr)")
    }
}
