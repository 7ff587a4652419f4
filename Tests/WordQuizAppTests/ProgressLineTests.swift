import Foundation
import TestSupport
import Testing
import WordQuizCore

@testable import WordQuizApp

/// A long job's progress on standard error: on a terminal only, only once the job has run for
/// its delay, rewritten in place, and cleared at the end.
@Suite struct ProgressLineTests {
    let home = TemporaryDirectory("progress-line")
    let clock = ManualClock("2026-12-06T08:00:00Z")
    let stderr = CapturedText()

    func context(language: String, terminal: Bool) -> AppContext {
        var context = AppContext.inProcess(
            adding: ["WORDQUIZ_LANG": language], in: home, clock: clock, zone: "Asia/Seoul", stdout: CapturedText(),
            stderr: stderr)
        context.isStderrTerminal = terminal
        return context
    }

    /// `optimize`'s fit: silent for its first second, then the pass that just ended, its loss
    /// and how far it is from converging, each its own figure.
    @Test(arguments: [
        (
            "en",
            "\rfitting your parameters… pass 4, log loss 0.3142 (step halved 2 of 5 times)\u{1B}[K"
        ),
        (
            "ko",
            "\r매개변수를 맞추는 중… 4번째 반복, 로그 손실 0.3142 (걸음 폭을 5번 중 2번 줄임)\u{1B}[K"
        ),
    ])
    func aFitShowsItsPassOnlyAfterASecond(language: String, shown: String) {
        let line = ProgressLine(context(language: language, terminal: true), delay: OptimizeCommand.progressDelay)
        clock.advance(seconds: 0.999)
        line.show(OptimizeCommand.progress(FSRSOptimizer.Pass(number: 3, objective: 0.41234, halvings: 1)))
        #expect(stderr.text == "", "within the first second, nothing")
        clock.advance(seconds: 0.001)
        line.show(OptimizeCommand.progress(FSRSOptimizer.Pass(number: 4, objective: 0.31416, halvings: 2)))
        #expect(stderr.text == shown)
        line.clear()
        #expect(stderr.text == shown + "\r\u{1B}[K")
    }

    /// A pipe or a log file gets no progress, however long the job; nor is a line cleared
    /// that was never shown.
    @Test func notOnAPipe() {
        let line = ProgressLine(context(language: "en", terminal: false))
        clock.advance(seconds: 30)
        line.show(Phrase("importing… \(1_200, .number)/\(5_000, .total)"))
        line.clear()
        #expect(stderr.text == "")
        let quick = ProgressLine(context(language: "en", terminal: true), delay: .seconds(1))
        quick.show(Phrase("importing… \(1_200, .number)/\(5_000, .total)"))
        quick.clear()
        #expect(stderr.text == "", "a job done within its delay shows nothing")
    }
}
