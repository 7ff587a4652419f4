import WordQuizCore

/// `wordquiz quiz`: practise today's word and the words of earlier days.
struct QuizCommand {
    static let usage =
        "Usage: wordquiz quiz [--mode choice|reverse|chosung|cloze|mixed] [--count N] [--seed S] [--date YYYY-MM-DD] [--offline] [--color auto|always|never]"

    static let help = """
        Practise today's word and the words of earlier days; the words you miss come back
        (spaced repetition, FSRS-6).

        \(usage)

        Question kinds (--mode, default mixed):
          choice    a definition: pick the word from four
          reverse   a word: pick its definition from four
          chosung   a definition and the initial consonants (ㅅㄱ): type the word
          cloze     an example sentence with the word blanked out: type it

        Answer by number for choices and by typing for the rest. Spaces, - and ^ do not
        matter; one jamo off counts as "almost"; Hangul typed with the keyboard left in
        English (tkrhk for 사과) is understood. While answering: ? for a hint (initial
        consonants, then the first syllable, then the length), q or Ctrl-D to stop.

        Options:
          --count N      questions (default 10)
          --seed S       the same seed gives the same quiz
          --date D       quiz as if it were that day
          --offline      no dictionary requests: definitions from the word bank
          --color WHEN   auto (default), always or never

        Every answer is saved the moment it is given. When standard input is not a terminal,
        one answer is read per line: printf '2\\n사과\\n' | wordquiz quiz --count 2 --seed 7

        """

    var options: QuizOptions

    init(arguments: [String]) throws(CommandFailure) {
        options = try QuizOptions(arguments: arguments, usage: Self.usage, allowCount: true)
    }

    func run(_ context: AppContext) async throws {
        let setup = try CommandSetup.prepare(context, date: options.date)
        let store = setup.store
        let todayWord = try store.wordOfTheDay(for: setup.today, at: context.unixSeconds)
        let due = try store.dueCards(on: setup.learnerDay, limit: options.count)
        let studied = try store.studiedCards().map(\.card)
        let earlier = try (1...max(options.count, 1)).map {
            QuizCard(try store.recordedWord(for: setup.today.adding(days: -$0)))
        }
        var cards = QuizPlan.cards(today: QuizCard(todayWord), due: due, earlier: earlier, count: options.count)

        if !options.isOffline, let provider = try? setup.configuration.provider(), provider != .offline {
            cards = await EntryPrefetcher(
                context: context, configuration: setup.configuration, store: store, provider: provider
            ).enrich(cards)
        }

        // Distractors come from the words met so far and the whole bank.
        let pool = cards + studied + WordBank.embedded.words.map(QuizCard.init)
        try QuizRunner.runSession(
            cards: cards, pool: pool, options: options, context: context, setup: setup)
    }
}
