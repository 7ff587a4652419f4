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

    /// The options of `quiz` and `learn`.
    static let all = [
        mode, count, seed, CommonOption.date.described(Phrase("quiz as if it were that day")),
        CommonOption.level.described(
            Phrase(
                "only words of one level: beginner, intermediate or advanced (초급, 중급, 고급); all (the default) asks any"
            )),
        CommonOption.offline.described(Phrase("no dictionary requests: definitions from the word bank")), noRecord,
        CommonOption.color,
    ]
    /// The options of `review`, whose size is the due list and whose words are every level's.
    static let review = all.filter { $0 != count && $0 != CommonOption.level }

    /// Reads the options the command declares.
    init(_ parsed: ParsedArguments) throws(CommandFailure) {
        let declared = parsed.command.options
        if let mode = try parsed.value(Self.mode, QuizMode.init, refusal: { parsed.refusal(of: Self.mode, $0) }) {
            self.mode = mode
        }
        if declared.contains(Self.count),
            let count = try parsed.value(
                Self.count, { Int($0).flatMap { $0 >= 1 ? $0 : nil } },
                refusal: {
                    Phrase("--count takes a whole number of questions, 1 or more, not '\($0, .value)'")
                })
        {
            self.count = min(count, 200)
        }
        seed = try parsed.value(
            Self.seed, { UInt64($0) }, refusal: { Phrase("--seed takes a whole number from 0 up, not '\($0, .value)'") }
        )
        date = try parsed.date()
        if declared.contains(CommonOption.level) { level = try parsed.level() }
        isOffline = parsed.has(CommonOption.offline)
        records = !parsed.has(Self.noRecord)
        color = try parsed.color()
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
