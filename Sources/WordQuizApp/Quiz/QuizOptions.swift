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

    /// Reads the options; `allowCount` is false for `review`, whose size is the due list.
    init(arguments: [String], command: String, usage: String, allowCount: Bool) throws(CommandFailure) {
        var scanner = ArgumentScanner(arguments, usage: usage)
        while let option = try scanner.next() {
            switch option.name {
            case "--mode":
                let name = try scanner.value(for: option)
                guard let parsed = QuizMode(name) else {
                    throw scanner.failure(
                        Phrase("unknown mode '\(name)': use choice, reverse, chosung, cloze or mixed"))
                }
                mode = parsed
            case "--count" where allowCount, "-n" where allowCount:
                let text = try scanner.value(for: option)
                guard let parsed = Int(text), parsed >= 1 else {
                    throw scanner.failure(Phrase("--count takes a whole number of questions, 1 or more, not '\(text)'"))
                }
                count = min(parsed, 200)
            case "--seed":
                let text = try scanner.value(for: option)
                guard let parsed = UInt64(text) else {
                    throw scanner.failure(Phrase("--seed takes a whole number from 0 up, not '\(text)'"))
                }
                seed = parsed
            case "--date":
                date = try scanner.date(for: option)
            case "--level" where command != "review": level = try scanner.level(for: option)
            case "--offline": isOffline = true
            case "--no-record": records = false
            case "--color", "--colour":
                color = try scanner.color(for: option)
            default:
                throw scanner.unknown(option, for: [command])
            }
        }
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
