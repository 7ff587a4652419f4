import WordQuizCore

/// `wordquiz quiz`: the words the learner has met, due ones first. Words that are due or new
/// are scheduled by their answers; the others are practice, which leaves their schedule alone.
struct QuizCommand: ConcurrentCommand {
    static let configuration = CommandConfiguration(
        name: "quiz", summary: Phrase("practise the words you have met; misses come back later"), topic: .study,
        options: QuizOptions.all,
        help: [
            .paragraph(
                Phrase(
                    "Practise the words you have met (shown by `today`, a digest, or `learn`): the words that are due first, then the new ones, then the rest as practice."
                )),
            .usage,
            .paragraph(
                Phrase(
                    "`review` drills only what is due and schedules it (FSRS-6); `quiz` asks anything you have met, and its answers on words that are not due are practice: logged and counted in `stats`, but they do not move the word's schedule."
                )),
            .terms(
                Phrase("Question kinds (--mode, default mixed):"),
                [
                    HelpTerm("choice", Phrase("a definition: pick the word from four")),
                    HelpTerm("reverse", Phrase("a word: pick its definition from four")),
                    HelpTerm("chosung", Phrase("a definition and the initial consonants (ㅅㄱ): type the word")),
                    HelpTerm("cloze", Phrase("an example sentence with the word blanked out: type it")),
                ]),
            .paragraph(
                Phrase(
                    "Answer by number for choices and by typing for the rest. Spaces, - and ^ do not matter; one jamo off counts as \"almost\" (not as right); another word you could know is wrong, and you are told what it means; Hangul typed with the keyboard left in English (tkrhk for 사과) is understood. While answering: ? for a hint (the length, the initial consonants, the first syllable of a longer word), q or Ctrl-D to stop. The words you miss are asked once more at the end; the score counts first tries."
                )),
            .options,
            .paragraph(
                Phrase(
                    "Every answer is saved the moment it is given. When standard input is not a terminal, one answer is read per line: `printf '2\\n사과\\n' | wordquiz quiz --count 2 --no-record`."
                )),
        ])

    var options: QuizOptions
    /// Whether `--count` was given: a count the quiz cannot reach is then explained.
    var countGiven = false

    init(_ parsed: ParsedArguments) throws(CommandFailure) {
        options = try QuizOptions(parsed)
        countGiven = parsed.has(QuizOptions.count)
    }

    func run(_ context: AppContext) async throws {
        var setup = try CommandSetup.prepare(context, date: options.date)
        if let level = options.level { setup.configuration.level = level }
        let store = setup.store
        let level = setup.configuration.level
        let todayWord = try store.wordOfTheDay(
            for: setup.today, level: level, at: context.unixSeconds,
            today: context.learnerDate(startingAt: setup.configuration.dayStartHour))
        // With --level, only that level's words are asked.
        let levelWords: [String]? =
            options.level.map { chosen in
                WordBank.embedded.words.filter { $0.level.map(chosen.includes) ?? false }.map(\.headword)
            }
        // Only what this quiz can ask is read: never the whole record of a big learner.
        let due = try store.dueCards(on: setup.learnerDay, limit: options.count, among: levelWords)
        let dueWords = Set(due.map(\.headword))
        // A met word the quiz cannot ask (a deck's word with neither meaning nor English) waits.
        let new = try store.newMetWords(limit: options.count, among: levelWords).compactMap {
            try store.knownWord($0).map(QuizCard.init)
        }.filter { !$0.definition.isEmpty }
        let practice = try store.practiceCards(notDueOn: setup.learnerDay, limit: options.count, among: levelWords)
        let todayCard = try store.hasMet(todayWord.headword) ? QuizCard(todayWord) : nil
        var cards = QuizPlan.cards(today: todayCard, due: due, new: new, practice: practice, count: options.count)
        guard !cards.isEmpty else { throw QuizError.emptyPool }
        // Asked for more than the learner has met: say so, and why, before the first question.
        if countGiven, cards.count < options.count {
            let said = Phrase(
                "\(cards.count, one: "word", other: "words") of the \(options.count, .total) asked: every word you have met so far. `wordquiz learn` brings new ones."
            ).text(in: context.language)
            context.stdout.write(
                DisplayWidth.wrap(said, columns: max(20, context.terminalColumns)).joined(separator: "\n") + "\n")
        }

        // Cached entries are used at once; the others are fetched while the quiz runs, so the
        // first question never waits on the network. A word asked before its entry arrived is
        // asked with the word bank's definition.
        var background: (prefetcher: EntryPrefetcher, arrived: ArrivedCards, task: Task<Void, Never>, count: Int)?
        if !options.isOffline, let provider = try? setup.configuration.provider(), provider != .offline {
            let prefetcher = EntryPrefetcher(
                context: context, configuration: setup.configuration, store: store, provider: provider)
            let (withCached, missing) = prefetcher.applyCached(cards)
            cards = withCached
            if !missing.isEmpty {
                let arrived = ArrivedCards()
                prefetcher.prepareForBackgroundFetch()
                let task = Task.detached {
                    let failures = await prefetcher.fetch(missing, arrived: { arrived.add($0) })
                    // Words cut off by the quiz's end did not fail: they were not waited for.
                    if !Task.isCancelled { arrived.finish(failures: failures) }
                }
                background = (prefetcher, arrived, task, missing.count)
            }
        }
        defer {
            // What arrived is cached for the next quiz; the rest is not waited for.
            // Whether the fetch had ended is read before it is cancelled, so fetches the
            // cancellation cuts short are never reported as failed.
            if let background {
                let failures = background.arrived.failures
                background.task.cancel()
                if let failures {
                    background.prefetcher.warn(failures: failures, of: background.count)
                }
            }
        }

        // Distractors come from the words met lately and the whole bank.
        let pool =
            cards + (try store.recentCards(limit: QuizRunPlan.recentCardsForChoices))
            + WordBank.embedded.words.map(QuizCard.init)
        let practiced = Set(practice.map(\.headword))
        var plan = QuizRunPlan(
            practice: Set(cards.map(\.headword)).filter { practiced.contains($0) && !dueWords.contains($0) },
            knownWords: QuizRunPlan.lexicon(pool), lookUp: QuizRunPlan.lookUp(in: store))
        if let arrived = background?.arrived {
            plan.refreshed = QuizRunPlan.refreshing(from: arrived, builder: QuestionBuilder(pool: pool))
        }
        try QuizRunner.runSession(
            cards: cards, pool: pool, options: options, context: context, setup: setup, plan: plan)
    }
}
