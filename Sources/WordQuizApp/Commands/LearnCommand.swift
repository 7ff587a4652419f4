import WordQuizCore

/// `wordquiz learn`: meet the next new words — today's word first, then the next words of the
/// curriculum (`Curriculum`: the level's most useful words first) — each shown as a card (headword, meaning, example, 한자, English where the dictionary
/// has it) and asked once right away, up to the day's limit of new words.
struct LearnCommand: ConcurrentCommand {
    static let configuration = CommandConfiguration(
        name: "learn", summary: Phrase("meet the next new words: a card each, then a question"), topic: .study,
        help: [
            .paragraph(
                Phrase(
                    "Meet new words: each is shown as a card, then asked once right away. Once met, a word comes back in `quiz` and, when it is due, in `review`."
                )),
            .usage,
            .paragraph(
                Phrase(
                    "At most WORDQUIZ_NEW_PER_DAY new words a day (default 5), counting today's word when `today` showed it. --count asks for fewer. These answers are the words' first reviews: they do not count toward the day's review limit. The question is typed from the initial consonants unless --mode says otherwise. The new words are today's word, then the next words of the curriculum of your level, its most useful first (--level, else WORDQUIZ_LEVEL: \(LevelChoice.names, .choices); all walks 초급, then 중급, then 고급)."
                )),
            .options,
        ])

    struct Options: CommandOptions {
        var study = QuizOptions.Study()
        @Option(
            QuizOptions.count.described(
                Phrase("at most N new words (default: what is left of today's WORDQUIZ_NEW_PER_DAY, 5)")),
            QuizOptions.readCount, refusal: QuizOptions.countRefusal)
        var count: Int?
        @Option(QuizOptions.level) var level: LevelChoice?
    }

    var options: QuizOptions
    var isModeGiven: Bool

    init(_ parsed: ParsedArguments) throws(CommandFailure) {
        let given = try parsed.options(Options.self)
        options = QuizOptions(given.study, count: given.count ?? Int.max, level: given.level)
        isModeGiven = given.study.mode != nil
        if !isModeGiven { options.mode = .only(.chosung) }
    }

    func run(_ context: AppContext) async throws {
        var setup = try CommandSetup.prepare(context, date: options.date)
        if let level = options.level { setup.configuration.level = level }
        let store = setup.store
        let level = setup.configuration.level
        let language = context.language
        let new = try NewWords(
            store: store, learnerDay: setup.learnerDay, todayWord: try setup.dayWord(context), level: level,
            dailyLimit: setup.configuration.newWordsPerDay, wanted: options.count)
        if let nothing = Self.nothingToMeet(new) { return context.stdout.write(language.say(nothing) + "\n") }
        let style = context.textStyle(options.color)
        let session = StudySession(
            cards: new.words.map(QuizCard.init), setup: setup, options: options, fetching: .beforeTheFirstCard,
            source: .learn,
            introduction: {
                // Read once the entries are fetched: the card shows the dictionary's where cached.
                try introduction(
                    new,
                    entries: new.shownEntries(
                        store: store, provider: (try? setup.configuration.provider()) ?? .offline),
                    setup: setup, style: style, context: context)
            })
        try await session.run(context)
        // What comes next, dimmed: the words' return, and a level nearly met.
        var notes = [
            Phrase("These words come back in `wordquiz review` when they are due: the ones you missed, tomorrow.")
        ]
        if options.records, let ending = try new.levelEndingToSay(store: store, at: context.unixSeconds) {
            notes.append(ending.notice)
        }
        for note in notes {
            let lines = DisplayWidth.wrap(language.say(note), columns: max(20, context.terminalColumns))
            context.stdout.write(lines.map(style.dim).joined(separator: "\n") + "\n")
        }
    }

    /// Why there is no word to meet now: new words are paused, the day's are met, or every
    /// word is.
    static func nothingToMeet(_ new: NewWords) -> Phrase? {
        if new.dailyLimit == 0 {
            return Phrase(
                "New words are paused: WORDQUIZ_NEW_PER_DAY is 0. Practise with `wordquiz quiz` and `wordquiz review`, or set it above 0 to meet new words again."
            )
        }
        if new.left <= 0 {
            return Phrase(
                "You have met today's \(new.dailyLimit, one: "new word", other: "new words"). Practise with `wordquiz quiz`; see you tomorrow."
            )
        }
        return new.words.isEmpty ? Phrase("No new words left: you have met every word of your decks.") : nil
    }

    /// The card shown before a new word's first question ("── new word 2/5 ──" and the entry);
    /// shown is met, whether or not the question is answered.
    private func introduction(
        _ new: NewWords, entries: [String: Entry], setup: CommandSetup, style: TextStyle, context: AppContext
    ) -> @Sendable (QuizCard) -> String? {
        let language = context.language
        let columns = context.terminalColumns
        let order = new.words.map(\.headword)
        let (store, learnerDay, records) = (setup.store, setup.learnerDay, options.records)
        return { card in
            guard let entry = entries[card.headword] else { return nil }
            if records { try? new.meet(card.headword, store: store, on: learnerDay) }
            let number = (order.firstIndex(of: card.headword) ?? 0) + 1
            return style.dim(language.say(Phrase("── new word \(number, .number)/\(order.count, .total) ──"))) + "\n"
                + EntryCard(entry: entry, language: language).render(columns: columns, style: style) + "\n"
        }
    }
}
