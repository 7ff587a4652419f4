import WordQuizCore

/// The options `quiz` and `review` share.
struct QuizOptions {
    var mode = QuizMode.mixed
    var count = 10
    var seed: UInt64?
    var date: CalendarDate?
    var isOffline = false
    var color = ColorChoice.auto
    /// False with `--no-record`: answer without writing anything.
    var records = true
    /// `--level`: only words of this level (quiz), new words of this level (learn).
    var level: LevelChoice?

    static let mode = OptionSpec(
        name: "--mode", value: .choice(QuizMode.names), placeholder: "MODE",
        help: Phrase("the kind of question: \(Phrase.alternatives(QuizMode.names), .choices)"))
    static let count = OptionSpec(
        name: "--count", aliases: ["-n"], value: .free, placeholder: "N", help: Phrase("words (default 10)"))
    static let seed = OptionSpec(
        name: "--seed", value: .free, placeholder: "S", help: Phrase("the same seed gives the same quiz"))
    static let noRecord = OptionSpec(
        name: "--no-record", help: Phrase("answer without writing anything (for scripts and trying things)"))

    static let date = CommonOption.date.described(Phrase("quiz as if it were that day"))
    static let level = CommonOption.level.described(
        Phrase("only words of one level: \(LevelChoice.names, .choices); all (the default) asks any"))
    static let offline = CommonOption.offline.described(
        Phrase("no dictionary requests: definitions from the word bank"))

    /// `--count`: a whole number of questions, 1 or more, 200 at most.
    static func readCount(_ text: String) -> Int? {
        Int(text).flatMap { $0 >= 1 ? min($0, 200) : nil }
    }

    static func countRefusal(_ text: String) -> Phrase {
        Phrase("--count takes a whole number of questions, 1 or more, not '\(text, .value)'")
    }

    /// The options `quiz`, `learn` and `review` each take: how, from when, and what is kept.
    struct Study: CommandOptions {
        @Option(QuizOptions.mode) var mode: QuizMode?
        @Option(
            QuizOptions.seed, { UInt64($0) },
            refusal: { Phrase("--seed takes a whole number from 0 up, not '\($0, .value)'") })
        var seed: UInt64?
        @Option(QuizOptions.date) var date: CalendarDate?
        @Flag(QuizOptions.offline) var isOffline: Bool
        @Flag(QuizOptions.noRecord) var noRecord: Bool
        @Option(CommonOption.color) var color = ColorChoice.auto
    }

    /// The options as the study session takes them; `count` and `level` where the command
    /// has them.
    init(_ study: Study, count: Int? = nil, level: LevelChoice? = nil) {
        mode = study.mode ?? mode
        self.count = count ?? self.count
        seed = study.seed
        date = study.date
        isOffline = study.isOffline
        records = !study.noRecord
        color = study.color
        self.level = level
    }

    /// The quiz's generator: `--seed`'s, else one seeded from the context's random source.
    func random(_ context: AppContext) -> SeededRandom {
        var source = context.random
        return SeededRandom(seed: seed ?? source.next())
    }

    func text(_ context: AppContext, language: Language) -> QuizText {
        QuizText(
            style: TextStyle(
                isColorEnabled: color.isEnabled(isTerminal: context.isStdoutTerminal, environment: context.environment)),
            columns: context.terminalColumns, language: language)
    }
}
