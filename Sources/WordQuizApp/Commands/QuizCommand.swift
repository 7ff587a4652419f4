import WordQuizCore

/// `wordquiz quiz`: the words the learner has met, due ones first. Words that are due or new
/// are scheduled by their answers; the others are practice, which leaves their schedule alone.
struct QuizCommand: ConcurrentCommand {
    static let configuration = CommandConfiguration(
        name: "quiz", summary: Phrase("practise the words you have met; misses come back later"), topic: .study,
        help: [
            .paragraph(
                Phrase(
                    "Practise the words you have met (shown by `today`, a digest, or `learn`): the words that are due first, then the new ones, then the rest as practice."
                )),
            .usage,
            .paragraph(
                Phrase(
                    "`review` drills only what is due and schedules it (FSRS-6); `quiz` asks anything you have met, and its answers on words that are not due are practice: logged and counted in `stats`; a right one leaves the word's schedule alone, a miss brings it back sooner."
                )),
            .terms(
                Phrase("Question kinds (--mode, default mixed):"),
                [
                    HelpTerm("choice", Phrase("a definition: pick the word from four")),
                    HelpTerm("reverse", Phrase("a word: pick its definition from four")),
                    HelpTerm("chosung", Phrase("a definition and the initial consonants (ㅅㄱ): type the word")),
                    HelpTerm("cloze", Phrase("an example sentence with the word blanked out: type it")),
                    HelpTerm("listen", Phrase("the word is played: type what you hear")),
                ]),
            .paragraph(
                Phrase(
                    "Answer by number for choices and by typing for the rest. Spaces, - and ^ do not matter; one jamo off counts as \"almost\" (not as right); another word you could know is wrong, and you are told what it means, but one that means the same is asked again; no choice offered is a word that could be right too; Hangul typed with the keyboard left in English (tkrhk for 사과) is understood. While answering: ? for a hint (the length, the initial consonants, the first syllable of a longer word), ! to hear the word last answered (in a listening question, the word again), q or Ctrl-D to stop. The words you miss are asked once more at the end; the score counts first tries."
                )),
            .options,
            .paragraph(
                Phrase(
                    "Every answer is saved the moment it is given. When standard input is not a terminal, one answer is read per line: `printf '2\\n사과\\n' | wordquiz quiz --count 2 --no-record`."
                )),
        ])

    struct Options: CommandOptions {
        var study = QuizOptions.Study()
        @Option(QuizOptions.count, QuizOptions.readCount, refusal: QuizOptions.countRefusal) var count: Int?
        @Option(QuizOptions.level) var level: LevelChoice?
    }

    var options: QuizOptions
    /// Whether `--count` was given: a count the quiz cannot reach is then explained.
    var countGiven = false

    init(_ parsed: ParsedArguments) throws(CommandFailure) {
        let given = try parsed.options(Options.self)
        options = QuizOptions(given.study, count: given.count, level: given.level)
        countGiven = given.count != nil
    }

    func run(_ context: AppContext) async throws {
        var setup = try CommandSetup.prepare(context, date: options.date)
        if let level = options.level { setup.configuration.level = level }
        let deal = try QuizDeal(
            store: setup.store, learnerDay: setup.learnerDay, todayWord: try setup.dayWord(context),
            level: options.level, count: options.count)
        guard !deal.cards.isEmpty else { throw QuizError.emptyPool }
        // Asked for more than the learner has met: say so, and why, before the first question.
        if countGiven, deal.cards.count < options.count {
            let said = Phrase(
                "\(deal.cards.count, one: "word", other: "words") of the \(options.count, .total) asked: every word you have met so far. `wordquiz learn` brings new ones."
            ).text(in: context.language)
            context.stdout.write(
                DisplayWidth.wrap(said, columns: max(20, context.terminalColumns)).joined(separator: "\n") + "\n")
        }
        try await StudySession(
            cards: deal.cards, setup: setup, options: options, fetching: .whileAsking, practice: deal.practice
        ).run(context)
    }
}
