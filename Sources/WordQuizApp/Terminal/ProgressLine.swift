import WordQuizCore

/// How far a long job has come, on one line of standard error rewritten in place, and cleared
/// when the job is done. Only on a terminal (a pipe or a log file gets none of it), and only
/// once the job has run for `delay`: a job that ends sooner shows nothing.
final class ProgressLine {
    private let sink: any TextSink
    private let isTerminal: Bool
    private let language: Language
    private let now: () -> ContinuousClock.Instant
    private let showsFrom: ContinuousClock.Instant
    private var shown = false

    init(_ context: AppContext, delay: Duration = .zero) {
        sink = context.stderr
        isTerminal = context.isStderrTerminal
        language = context.language
        now = context.monotonicNow
        showsFrom = context.monotonicNow() + delay
    }

    /// Replaces the line with `progress`, once the delay has passed.
    func show(_ progress: Phrase) {
        guard isTerminal, now() >= showsFrom else { return }
        sink.write("\r" + progress.text(in: language) + "\u{1B}[K")
        shown = true
    }

    /// Clears the line, where one was shown.
    func clear() {
        if shown { sink.write("\r\u{1B}[K") }
        shown = false
    }
}
