import Testing

@testable import WordQuizCore

@Suite struct DotEnvHostileFileTests {
    @Test func crlfLinesStayApart() {
        let env = DotEnv(parsing: Array("OPENDICT_API_KEY=k\r\nSMTP_PASSWORD=secret\r\n".utf8))
        #expect(env.values["OPENDICT_API_KEY"] == "k")
        #expect(env.values["SMTP_PASSWORD"] == "secret")
    }

    @Test func anUnterminatedQuoteDropsOnlyItsOwnLine() {
        let env = DotEnv(parsing: "A=\"never closed\nB=2\nC=3")
        #expect(env.values == ["B": "2", "C": "3"])
        #expect(env.problems.map(\.line) == [1])
    }

    /// An unclosed quote never takes the settings below it: the password is dropped and named,
    /// and the webhook URL stays its own (it was sent to the mail server as the password).
    @Test func anUnclosedQuoteStopsAtTheNextSetting() {
        let env = DotEnv(
            parsing:
                "SMTP_PASSWORD=\"hunter2\nSLACK_WEBHOOK_URL=https://hooks.example/T/B/x\nNTFY_URL=\"https://ntfy.example/t\"\n"
        )
        #expect(env.values["SMTP_PASSWORD"] == nil)
        #expect(env.values["SLACK_WEBHOOK_URL"] == "https://hooks.example/T/B/x")
        #expect(env.values["NTFY_URL"] == "https://ntfy.example/t")
        #expect(env.problems == [DotEnv.Problem(line: 1, reason: Phrase("a double quote is never closed"))])
    }

    @Test func aByteOrderMarkAtTheStartIsSkipped() {
        let env = DotEnv(parsing: [0xEF, 0xBB, 0xBF] + Array("OPENDICT_API_KEY=k\nB=2\n".utf8))
        #expect(env.values == ["OPENDICT_API_KEY": "k", "B": "2"])
        #expect(env.problems.isEmpty)
    }

    @Test func junkGivesAFewProblemsAndACount() {
        let junk = Array((0..<100_000).map { "junk \($0)" }.joined(separator: "\n").utf8)
        let env = DotEnv(parsing: junk)
        #expect(env.problems.count == DotEnv.maximumReportedProblems)
        #expect(env.unreportedProblems == 100_000 - DotEnv.maximumReportedProblems)
    }

    @Test func aLineThatIsNotUTF8IsSkippedAndNamed() {
        let env = DotEnv(parsing: Array("A=1\n".utf8) + [0x42, 0x3D, 0xFF, 0xFE, 0x0A] + Array("C=3".utf8))
        #expect(env.values == ["A": "1", "C": "3"])
        #expect(env.problems == [DotEnv.Problem(line: 2, reason: Phrase("the line is not UTF-8 text"))])
    }
}
