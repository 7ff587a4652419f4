import Foundation
import TestSupport
import Testing
import WordQuizCore
import WordQuizStore

@testable import WordQuizApp

/// A quiz run in-process with a learner scripted at the keyboard: the context's input, clocks,
/// identifiers and randomness are the test's, so what is saved is known to the millisecond.
@Suite struct InProcessQuizTests {
    let home = TemporaryDirectory("wordquiz-inprocess-quiz")
    let clock = ManualClock("2026-03-02T09:00:00Z")
    let stdout = CapturedText()
    let stderr = CapturedText()

    func run(_ arguments: [String], input: ScriptedInput? = nil) async -> Int32 {
        let context = AppContext.inProcess(
            adding: ["WORDQUIZ_LANG": "en"], in: home, clock: clock, zone: "Asia/Seoul", stdout: stdout, stderr: stderr,
            input: input)
        return await WordQuizCLI.run(arguments, context: context)
    }

    @Test func anAnswerIsSavedWithTheTimeTheLearnerTookAndTheSessionItBelongsTo() async throws {
        #expect(await run(["today", "--offline", "--json"]) == 0)
        let word = try JSONDecoder().decode(TodayJSON.self, from: Data(stdout.text.utf8)).headword
        let learner = ScriptedInput(clock: clock, answers: [(thinking: 4.25, line: word)])
        #expect(await run(["quiz", "--mode", "chosung", "--count", "1", "--seed", "5"], input: learner) == 0)

        #expect(learner.prompts.count == 1)
        let log = try WordStore(path: home.path + "/.local/share/wordquiz/wordquiz.sqlite3").reviewLog()
        #expect(log.map(\.card.headword) == [word])
        #expect(log.first?.verdict == .correct)
        #expect(log.first?.responseMilliseconds == 4_250)
        #expect(log.first?.sessionID == "00000000-0000-0000-0000-000000000001")
        // Saved at the moment of the answer: 09:00:04.250 UTC.
        #expect(log.first?.reviewedAt == Int64(clock.now.timeIntervalSince1970 * 1000))
        #expect(log.first?.reviewedAt == 1_772_442_004_250)
    }

    /// With the keyboard left in Korean, the q key types ㅂ: it stops the quiz like q, and is
    /// never judged as an answer.
    @Test func theQKeyInKoreanInputModeStopsTheQuiz() async throws {
        #expect(await run(["today", "--offline"]) == 0)
        let learner = ScriptedInput(clock: clock, answers: [(thinking: 1, line: "ㅂ")])
        #expect(await run(["quiz", "--mode", "chosung", "--count", "1", "--seed", "5"], input: learner) == 0)
        #expect(learner.prompts.count == 1)
        let log = try WordStore(path: home.path + "/.local/share/wordquiz/wordquiz.sqlite3").reviewLog()
        #expect(log.isEmpty, "ㅂ was recorded as an answer: \(log.map(\.answer))")
    }
}
