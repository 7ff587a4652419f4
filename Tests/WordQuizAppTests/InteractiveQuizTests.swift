import Foundation
import TestSupport
import Testing
import WordQuizCore

/// The quiz in a real terminal (tmux): line editing with Hangul, feedback, quitting, and the
/// answers showing up in `wordquiz stats`.
@Suite(.serialized) struct InteractiveQuizTests {
    func start(_ bed: CLITestbed, _ extra: [String] = []) throws -> TmuxSession {
        try TmuxSession(
            [ProcessRunner.wordquizPath, "quiz", "--mode", "chosung", "--count", "3", "--date", CLITestbed.appleDay]
                + extra,
            environment: bed.environment, directory: bed.workingDirectory)
    }

    @Test func aHangulAnswerWithABackspaceIsJudgedSavedAndCounted() throws {
        let bed = try CLITestbed().meet(days: 3)
        let session = try start(bed)
        defer { session.close() }
        try session.waitFor("초성: ㅅㄱ")
        try session.waitFor("답>")
        // 사고, then Backspace removes the whole syllable 고, then 과.
        try session.type("사고")
        try session.waitFor("답> 사고")
        try session.press("BSpace")
        try session.type("과")
        try session.press("Enter")
        let screen = try session.waitFor("✓ 정답!")
        #expect(screen.contains("답> 사과"))
        #expect(screen.contains("사과 명사 — 둥글고 껍질이"))
        try session.waitFor("[2/3]")
        try session.type("q")
        try session.press("Enter")
        let end = try session.waitFor("[exit 0]")
        #expect(end.contains("점수 1/1"))

        let stats = try bed.run(["stats", "--date", CLITestbed.appleDay])
        #expect(stats.stdout.contains("전체 1개 · 정답률 100%"))
        #expect(try sqlite(bed.databasePath, "SELECT answer, verdict FROM review_log") == "사과|correct")
    }

    @Test func arrowsMoveByCharacterAndHistoryRecallsAnAnswer() throws {
        let bed = try CLITestbed().meet(days: 3)
        let session = try start(bed)
        defer { session.close() }
        try session.waitFor("답>")
        // Type 과, go left one character, insert 사 before it: 사과.
        try session.type("과")
        try session.press("Left")
        try session.type("사")
        try session.press("Enter")
        try session.waitFor("✓ 정답!")
        try session.waitFor("[2/3]")
        // ↑ brings back 사과 from this session's history.
        try session.press("Up")
        try session.waitFor("답> 사과")
        try session.press("C-u")
        try session.type("?")
        try session.press("Enter")
        try session.waitFor("힌트 — 글자 수")
        try session.press("C-d")
        let end = try session.waitFor("[exit 0]")
        #expect(end.contains("점수 1/1"))
    }

    @Test func ctrlCEndsWithASummaryAndKeepsTheAnswers() throws {
        let bed = try CLITestbed().meet(days: 3)
        let session = try start(bed, ["--color", "always"])
        defer { session.close() }
        try session.waitFor("답>")
        try session.type("사과")
        try session.press("Enter")
        try session.waitFor("[2/3]")
        try session.press("C-c")
        let end = try session.waitFor("[exit 130]")
        #expect(end.contains("점수 1/1"))
        #expect(end.contains("interrupted; every answer given was saved."))
        #expect(try sqlite(bed.databasePath, "SELECT count(*) FROM review_log") == "1")
    }
}
