import WordQuizCore
import WordQuizStore

/// One study session, as `learn`, `quiz` and `review` run it: the cards, their dictionary
/// entries (fetched first, fetched while the questions are asked, or not at all), the pool the
/// wrong choices come from (the cards, the words met lately, the word bank), the words an
/// answer might otherwise be, and the runner that asks and saves.
struct StudySession {
    /// When the dictionary's entries of the cards are fetched.
    enum Fetching {
        /// Not at all: the cards as the store has them.
        case none
        /// Before the first card: each card is shown whole (`learn`).
        case beforeTheFirstCard
        /// Cached entries at once, the rest while the questions are asked; a word asked before
        /// its entry arrived is asked with the word bank's definition (`quiz`).
        case whileAsking
    }

    var cards: [QuizCard]
    var setup: CommandSetup
    var options: QuizOptions
    var fetching = Fetching.none
    /// The command the answers are given in.
    var source = AnswerSource.quiz
    /// Words that are not due: their answers are practice.
    var practice: Set<String> = []
    /// What to show before a card's first question, made once the entries are fetched.
    var introduction: (() throws -> (@Sendable (QuizCard) -> String?))?

    /// The pool of wrong choices for `cards`: the cards, the words met lately, the word bank.
    static func pool(_ cards: [QuizCard], store: WordStore) throws -> [QuizCard] {
        cards + (try store.recentCards(limit: QuizRunPlan.recentCardsForChoices))
            + WordBank.embedded.words.map(QuizCard.init)
    }

    /// Asks the cards to the end, or until the learner stops; every answer is saved as given.
    func run(_ context: AppContext) async throws {
        var cards = cards
        var background: BackgroundFetch?
        if fetching != .none, !options.isOffline, let provider = try? setup.configuration.provider(),
            provider != .offline
        {
            let prefetcher = EntryPrefetcher(
                context: context, configuration: setup.configuration, store: setup.store, provider: provider)
            if fetching == .beforeTheFirstCard {
                cards = await prefetcher.enrich(cards)
            } else {
                let (withCached, missing) = prefetcher.applyCached(cards)
                cards = withCached
                if !missing.isEmpty { background = BackgroundFetch(prefetcher, missing) }
            }
        }
        defer { background?.stop() }
        let recordings = await fetchRecordings(of: cards, context)
        defer { recordings?.cancel() }

        let pool = try Self.pool(cards, store: setup.store)
        var plan = QuizRunPlan(
            practice: practice, knownWords: QuizRunPlan.lexicon(pool), lookUp: QuizRunPlan.lookUp(in: setup.store),
            source: source, introduction: try introduction?())
        if let arrived = background?.arrived {
            plan.refreshed = QuizRunPlan.refreshing(from: arrived, builder: QuestionBuilder(pool: pool))
        }
        try QuizRunner.runSession(
            cards: cards, pool: pool, options: options, context: context, setup: setup, plan: plan)
    }

    /// A listening session's recordings, fetched ahead of their questions (which play only
    /// what is at hand, never waiting for the network): the first card's before it is asked,
    /// the rest while the questions go on. Only 한국어기초사전's entries have recordings.
    private func fetchRecordings(of cards: [QuizCard], _ context: AppContext) async -> Task<Void, Never>? {
        guard options.mode == .only(.listen), !options.isOffline,
            (try? setup.configuration.provider()) == .krdict
        else { return nil }
        let entries = cards.compactMap { try? setup.store.knownEntry($0.headword) }.filter {
            $0.provider == .krdict && $0.targetCode != nil
        }
        guard let first = entries.first else { return nil }
        let configuration = setup.configuration
        let speech = WordSpeech(context: context, configuration: configuration, allowsNetwork: true, store: nil)
        await speech.fetchRecording(for: first)
        let rest = Array(entries.dropFirst())
        return Task.detached {
            let speech = WordSpeech(context: context, configuration: configuration, allowsNetwork: true, store: nil)
            for entry in rest where !Task.isCancelled { await speech.fetchRecording(for: entry) }
        }
    }

    /// The entries fetched while the questions are asked: what arrived is cached for the next
    /// session, the rest is not waited for.
    private struct BackgroundFetch {
        let prefetcher: EntryPrefetcher
        let arrived = ArrivedCards()
        let task: Task<Void, Never>
        let count: Int

        init(_ prefetcher: EntryPrefetcher, _ missing: [QuizCard]) {
            self.prefetcher = prefetcher
            count = missing.count
            prefetcher.prepareForBackgroundFetch()
            let arrived = arrived
            task = Task.detached {
                let failures = await prefetcher.fetch(missing, arrived: { arrived.add($0) })
                // Words cut off by the session's end did not fail: they were not waited for.
                if !Task.isCancelled { arrived.finish(failures: failures) }
            }
        }

        /// Whether the fetch had ended is read before it is cancelled, so fetches the
        /// cancellation cuts short are never reported as failed.
        func stop() {
            let failures = arrived.failures
            task.cancel()
            if let failures { prefetcher.warn(failures: failures, of: count) }
        }
    }
}
