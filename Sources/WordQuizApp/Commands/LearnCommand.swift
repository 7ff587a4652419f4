import WordQuizCore

/// `wordquiz learn`: meet the next new words — today's word first, then the next words of the
/// curriculum (`Curriculum`: the level's most useful words first) — each shown as a card (headword, meaning, example, 한자, English where the dictionary
/// has it) and asked once right away, up to the day's limit of new words.
struct LearnCommand: ConcurrentCommand {
    static let configuration = CommandConfiguration(
        name: "learn", summary: Phrase("meet the next new words: a card each, then a question"), topic: .study,
        options: QuizOptions.all.map {
            $0 == QuizOptions.count
                ? $0.described(Phrase("at most N new words (default: what is left of today's WORDQUIZ_NEW_PER_DAY, 5)"))
                : $0
        },
        help: [
            .paragraph(
                Phrase(
                    "Meet new words: each is shown as a card, then asked once right away. Once met, a word comes back in `quiz` and, when it is due, in `review`."
                )),
            .usage,
            .paragraph(
                Phrase(
                    "At most WORDQUIZ_NEW_PER_DAY new words a day (default 5), counting today's word when `today` showed it. --count asks for fewer. These answers are the words' first reviews: they do not count toward the day's review limit. The question is typed from the initial consonants unless --mode says otherwise. The new words are today's word, then the next words of the curriculum of your level, its most useful first (--level, else WORDQUIZ_LEVEL: beginner, intermediate, advanced or all, which walks 초급, then 중급, then 고급)."
                )),
            .options,
        ])

    var options: QuizOptions
    var isModeGiven: Bool

    init(_ parsed: ParsedArguments) throws(CommandFailure) {
        options = try QuizOptions(parsed)
        isModeGiven = parsed.has(QuizOptions.mode)
        if !isModeGiven { options.mode = .only(.chosung) }
        if !parsed.has(QuizOptions.count) { options.count = Int.max }
    }

    func run(_ context: AppContext) async throws {
        var setup = try CommandSetup.prepare(context, date: options.date)
        if let level = options.level { setup.configuration.level = level }
        let store = setup.store
        let level = setup.configuration.level
        let limit = setup.configuration.newWordsPerDay
        let language = context.language
        let left = max(0, limit - (try store.wordsMet(on: setup.learnerDay)))
        guard left > 0 else {
            context.stdout.write(
                language.say(
                    Phrase(
                        "You have met today's \(limit, one: "new word", other: "new words"). Practise with `wordquiz quiz`; see you tomorrow."
                    )) + "\n")
            return
        }
        // The next words of the day of the learner's level, from today's on.
        let todayWord = try store.wordOfTheDay(
            for: setup.today, level: level, at: context.unixSeconds,
            today: context.learnerDate(startingAt: setup.configuration.dayStartHour))
        let wanted = min(left, options.count)
        var words: [BankWord] = try store.hasMet(todayWord.headword) ? [] : [todayWord]
        // Then the curriculum's next words (`Curriculum`), asked about a batch at a time.
        let curriculum = Curriculum.order(of: level, in: try store.studyWords())
        var offset = 0
        while words.count < wanted, offset < curriculum.count {
            let batch = curriculum[offset..<min(curriculum.count, offset + 64)].filter { !words.contains($0) }
            let met = try store.metEver(batch.map(\.headword))
            words += batch.filter { !met.contains($0.headword) }.prefix(wanted - words.count)
            offset += 64
        }
        let bank = WordBank.embedded.words
        guard !words.isEmpty else {
            context.stdout.write(
                language.say(Phrase("No new words left: you have met every word of your decks.")) + "\n")
            return
        }

        var cards = words.map(QuizCard.init)
        if !options.isOffline, let provider = try? setup.configuration.provider(), provider != .offline {
            cards = await EntryPrefetcher(
                context: context, configuration: setup.configuration, store: store, provider: provider
            ).enrich(cards)
        }
        // The card shows the dictionary's entry where one is cached, else the bank's.
        let provider = (try? setup.configuration.provider()) ?? .offline
        var shownEntries: [String: Entry] = [:]
        for word in words {
            let cached = provider == .offline ? nil : try store.cachedEntry(provider: provider, headword: word.headword)
            shownEntries[word.headword] = cached?.entry ?? word.entry
        }
        let entries = shownEntries

        let style = context.textStyle(options.color)
        let columns = context.terminalColumns
        let total = words.count
        let order = words.map(\.headword)
        let learnerDay = setup.learnerDay
        let records = options.records
        let introduction: @Sendable (QuizCard) -> String? = { card in
            guard let entry = entries[card.headword] else { return nil }
            // Shown is met, whether or not the question is answered.
            if records { try? store.recordMeeting(card.headword, day: learnerDay, source: .learn) }
            let number = (order.firstIndex(of: card.headword) ?? 0) + 1
            return style.dim(language.say(Phrase("── new word \(number, .number)/\(total, .total) ──"))) + "\n"
                + EntryCard(entry: entry, language: language).render(columns: columns, style: style) + "\n"
        }
        let pool = cards + (try store.recentCards(limit: QuizRunPlan.recentCardsForChoices)) + bank.map(QuizCard.init)
        try QuizRunner.runSession(
            cards: cards, pool: pool, options: options, context: context, setup: setup,
            plan: QuizRunPlan(
                knownWords: QuizRunPlan.lexicon(pool), lookUp: QuizRunPlan.lookUp(in: store), source: .learn,
                introduction: introduction))
        let note = DisplayWidth.wrap(
            language.say(
                Phrase("These words come back in `wordquiz review` when they are due: the ones you missed, tomorrow.")),
            columns: max(20, context.terminalColumns))
        context.stdout.write(note.map(style.dim).joined(separator: "\n") + "\n")
        if records, let ending = try store.levelEndingToSay(level: level, at: context.unixSeconds) {
            let lines = DisplayWidth.wrap(
                ending.notice.text(in: context.language), columns: max(20, context.terminalColumns))
            context.stdout.write(lines.map(style.dim).joined(separator: "\n") + "\n")
        }
    }
}
