import Foundation
import TestSupport
import Testing
import WordQuizCore

/// `quiz --mode listen` in a real terminal (tmux): the word is played as the question is
/// shown, `!` plays it again, the typed answer is graded as any typed answer; a word that
/// cannot be played is asked by its initials.
@Suite(.serialized) struct ListeningQuizTests {
    /// A player that appends the file it was given to `played`, one line a play.
    func player(_ bed: CLITestbed, status: Int = 0) throws -> String {
        let log = bed.root.path + "/played"
        let script = try bed.root.writeExecutable("play", "#!/bin/sh\necho \"$1\" >> \(log)\nexit \(status)\n")
        bed.extraEnvironment["WORDQUIZ_PLAYER"] = script
        return log
    }

    func plays(_ log: String) -> [String] {
        ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    /// The plays once there are `count` (a question is on the screen before its sound ends).
    func plays(_ log: String, reaching count: Int) -> [String] {
        let end = Date().addingTimeInterval(10)
        while plays(log).count < count, Date() < end { usleep(20_000) }
        return plays(log)
    }

    @Test func theWordIsHeardPlayedAgainAndTypedRight() throws {
        let bed = try CLITestbed().meet(days: 3)
        let log = try player(bed)
        let session = try TmuxSession(
            [ProcessRunner.wordquizPath, "quiz", "--mode", "listen", "--count", "2", "--date", CLITestbed.appleDay],
            environment: bed.environment, directory: bed.workingDirectory)
        defer { session.close() }
        let first = try session.waitFor("답>")
        #expect(first.contains("[1/2] 들리는 단어를 쓰세요."))
        #expect(first.contains("(! 다시 듣기 · ? 힌트 · q 끝내기)"))
        #expect(!first.contains("사과") && !first.contains("과일"), "nothing of the word is written:\n\(first)")
        #expect(plays(log, reaching: 1).count == 1, "played as the question is shown")
        let file = try #require(plays(log).first)
        #expect(file.hasPrefix(bed.home + "/.cache/wordquiz/audio/synthetic-") && file.hasSuffix(".wav"))

        try session.type("!")
        try session.press("Enter")
        try session.waitFor("답> !")
        #expect(plays(log, reaching: 2) == [file, file], "! plays the same word again")

        // Typed with the keyboard left in English: tkrhk is 사과.
        try session.type("tkrhk")
        try session.press("Enter")
        let judged = try session.waitFor("[2/2]")
        #expect(judged.contains("✓ 정답!"), "\(judged)")
        #expect(judged.contains("사과 명사 (apple)"), "the answer shows the word and its meaning")
        #expect(plays(log, reaching: 3).count == 3, "the second word is played")
        #expect(plays(log)[2] != file, "another word, another sound")
        try session.type("q")
        try session.press("Enter")
        let end = try session.waitFor("[exit 0]")
        #expect(end.contains("점수 1/1"))
        #expect(try sqlite(bed.databasePath, "SELECT kind, answer, verdict FROM review_log") == "listen|tkrhk|correct")
    }

    @Test func aWordThePlayerCannotPlayIsAskedByItsInitials() throws {
        let bed = try CLITestbed().meet(days: 3)
        _ = try player(bed, status: 1)
        let session = try TmuxSession(
            [ProcessRunner.wordquizPath, "quiz", "--mode", "listen", "--count", "1", "--date", CLITestbed.appleDay],
            environment: bed.environment, directory: bed.workingDirectory)
        defer { session.close() }
        try session.waitFor("초성: ㅅㄱ")
        let lines = try session.writtenLines()
        #expect(lines.contains("  소리 재생기 \(bed.root.path)/play이(가) 실패했어요(종료 코드 1)"), "\(lines)")
        try session.type("사과")
        try session.press("Enter")
        try session.waitFor("✓ 정답!")
        try session.press("C-d")
        try session.waitFor("[exit 0]")
        #expect(try sqlite(bed.databasePath, "SELECT kind FROM review_log") == "chosung")
    }

    /// Outside a listening question `!` never plays the word asked: only one already answered.
    /// The same in a real terminal: `!` before any answer plays nothing and says why; after
    /// 사과 is answered, `!` at the next question plays 사과, not the word asked.
    @Test func inATerminalTheKeyPlaysTheWordLastAnswered() throws {
        let bed = try CLITestbed().meet(days: 3)
        let log = try player(bed)
        let session = try TmuxSession(
            [
                ProcessRunner.wordquizPath, "quiz", "--mode", "chosung", "--count", "2", "--date", CLITestbed.appleDay,
                "--no-record",
            ], environment: bed.environment, directory: bed.workingDirectory)
        defer { session.close() }
        let first = try session.waitFor("답>")
        #expect(first.contains("(? 힌트 · ! 방금 단어 듣기 · q 끝내기)"), "\(first)")
        try session.type("!")
        try session.press("Enter")
        try session.waitFor("아직 들을 단어가 없어요: 답이 나온 단어를 들려줘요.")
        #expect(plays(log).isEmpty)
        try session.type("사과")
        try session.press("Enter")
        try session.waitFor("[2/2]")
        try session.type("!")
        try session.press("Enter")
        let spoken = try bed.run(["say", "사과", "--file"]).stdout.trimmingCharacters(in: .newlines)
        #expect(plays(log, reaching: 1) == [spoken], "사과's sound, not the word asked now")
        try session.type("q")
        try session.press("Enter")
        try session.waitFor("[exit 0]")
    }

    @Test func theKeyPlaysTheWordLastAnsweredNeverTheOneAsked() throws {
        let bed = try CLITestbed().meet(days: 3)
        let log = try player(bed)
        let answered = try bed.run(
            ["quiz", "--mode", "chosung", "--count", "2", "--date", CLITestbed.appleDay, "--no-record"],
            stdin: "!\n사과\n!\nq\n")
        #expect(answered.exitCode == 0, "\(answered.stderr)")
        #expect(answered.stdout.contains("아직 들을 단어가 없어요: 답이 나온 단어를 들려줘요."))
        #expect(answered.stdout.contains("(? 힌트 · ! 방금 단어 듣기 · q 끝내기)"))
        let spoken = try bed.run(["say", "사과", "--file"]).stdout.trimmingCharacters(in: .newlines)
        #expect(plays(log) == [spoken], "one play, after 사과 was answered: 사과's")
    }
}
