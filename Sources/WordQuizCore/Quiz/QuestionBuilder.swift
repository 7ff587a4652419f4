/// Builds questions from a pool of cards: the words the learner has met plus the embedded bank.
///
/// Wrong choices are ranked, where the pool allows: the answer's part of speech; none offered
/// for this word in its last askings (so the same set does not come back); the answer's level;
/// words the learner has met; a similar length; then chance. They are never the answer itself,
/// one of its homographs, or a duplicate of another option.
public struct QuestionBuilder: Sendable {
    public var pool: [QuizCard]
    /// Words the learner has met: a wrong choice they know asks more than one they have
    /// never seen.
    public var metWords: Set<String>
    /// For each word, the wrong choices its last askings offered.
    public var recentDistractors: [String: Set<String>]
    public static let optionCount = 4

    /// Each pool card's `Headword.matchKey`, in the pool's order: normalising is the costly
    /// part of comparing words, so it is done once per card, not once per question.
    private let poolKeys: [String]

    public init(pool: [QuizCard], metWords: Set<String> = [], recentDistractors: [String: Set<String>] = [:]) {
        // One card per headword: homographs and repeats would make duplicate options.
        var seen = Set<String>()
        var kept: [QuizCard] = []
        var keys: [String] = []
        for card in pool {
            let key = Headword.matchKey(card.headword)
            if seen.insert(key).inserted {
                kept.append(card)
                keys.append(key)
            }
        }
        self.pool = kept
        poolKeys = keys
        self.metWords = metWords
        self.recentDistractors = recentDistractors
    }

    public func question(
        for card: QuizCard, kind: QuestionKind, using random: inout some RandomNumberGenerator
    ) throws(QuizError) -> Question {
        switch kind {
        case .choice:
            let (cards, correct) = shuffled(card, try distractors(for: card, using: &random), using: &random)
            return Question(
                kind: .choice, card: card, prompt: card.definition, options: cards.map(\.headword),
                correctOption: correct, optionCards: cards)
        case .reverse:
            let (cards, correct) = shuffled(card, try distractors(for: card, using: &random), using: &random)
            return Question(
                kind: .reverse, card: card, prompt: card.headword, options: cards.map(\.definition),
                correctOption: correct, optionCards: cards)
        case .chosung:
            return Question(
                kind: .chosung, card: card, prompt: card.definition, options: [], correctOption: nil,
                chosung: Hangul.chosung(of: card.headword))
        case .cloze:
            guard let text = card.clozeText else { throw .unsuitable(.cloze, card.headword) }
            return Question(kind: .cloze, card: card, prompt: text, options: [], correctOption: nil)
        case .antonym:
            // The opposite among words like the card: its own part of speech first.
            guard let opposite = card.antonym else { throw .unsuitable(.antonym, card.headword) }
            let answer =
                pool.first { Headword.matchKey($0.headword) == Headword.matchKey(opposite) }
                ?? QuizCard(headword: opposite, partOfSpeech: card.partOfSpeech, definition: "")
            let others = try distractors(for: card, using: &random, excluding: [opposite])
            let (cards, correct) = shuffled(answer, others, using: &random)
            return Question(
                kind: .antonym, card: card, prompt: card.headword, options: cards.map(\.headword),
                correctOption: correct, optionCards: cards)
        case .recall:
            // Anki's kind of answer: never asked here.
            throw .unsuitable(.recall, card.headword)
        }
    }

    /// The kind to ask in mixed mode: any kind the card and pool allow, chosen at random.
    public func mixedKind(for card: QuizCard, using random: inout some RandomNumberGenerator) -> QuestionKind {
        var kinds: [QuestionKind] = [.chosung]
        let available = candidateIndices(for: card, excluding: []).count
        if available >= Self.optionCount - 1 { kinds += [.choice, .reverse] }
        if card.clozeText != nil { kinds.append(.cloze) }
        if card.antonym != nil, available >= Self.optionCount { kinds.append(.antonym) }
        return kinds.randomElement(using: &random) ?? .chosung
    }

    /// The pool's possible distractors for a card, before ranking.
    func candidates(for card: QuizCard) -> [QuizCard] {
        candidateIndices(for: card, excluding: []).map { pool[$0] }
    }

    /// Where in the pool the possible distractors are: not the card's word, not its meaning.
    private func candidateIndices(for card: QuizCard, excluding excluded: Set<String>) -> [Int] {
        let key = Headword.matchKey(card.headword)
        return pool.indices.filter {
            poolKeys[$0] != key && !excluded.contains(poolKeys[$0]) && pool[$0].definition != card.definition
                && !pool[$0].definition.isEmpty
        }
    }

    func distractors(
        for card: QuizCard, using random: inout some RandomNumberGenerator, excluding excluded: [String] = []
    ) throws(QuizError) -> [QuizCard] {
        let needed = Self.optionCount - 1
        let candidates = candidateIndices(for: card, excluding: Set(excluded.map(Headword.matchKey)))
        guard candidates.count >= needed else { throw .poolTooSmall(needed: needed, available: candidates.count) }
        let length = card.headword.count
        let level = WordBank.embeddedLevel(of: card.headword)
        let offeredLately = recentDistractors[card.headword] ?? []
        // The ranks, most important first, packed into one number that sorts the same way:
        // part of speech, offered lately, level, met, then how far the length is.
        var ranked: [(rank: Int, chance: UInt64, index: Int)] = []
        ranked.reserveCapacity(candidates.count)
        for index in candidates {
            let candidate = pool[index]
            let partOfSpeech = candidate.partOfSpeech == card.partOfSpeech ? 0 : 1
            let offered = offeredLately.contains(candidate.headword) ? 1 : 0
            let otherLevel = level == nil || WordBank.embeddedLevel(of: candidate.headword) == level ? 0 : 1
            let unmet = metWords.contains(candidate.headword) ? 0 : 1
            let lengthApart = min(abs(candidate.headword.count - length), 0xFFFF)
            let rank = partOfSpeech << 19 | offered << 18 | otherLevel << 17 | unmet << 16 | lengthApart
            ranked.append((rank, UInt64.random(in: 0...UInt64.max, using: &random), index))
        }
        ranked.sort { $0.rank == $1.rank ? $0.chance < $1.chance : $0.rank < $1.rank }
        var chosen: [Int] = []
        for entry in ranked where chosen.count < needed {
            // No two options alike: not the same word, not the same definition.
            if chosen.contains(where: {
                poolKeys[$0] == poolKeys[entry.index] || pool[$0].definition == pool[entry.index].definition
            }) {
                continue
            }
            chosen.append(entry.index)
        }
        guard chosen.count == needed else { throw .poolTooSmall(needed: needed, available: chosen.count) }
        return chosen.map { pool[$0] }
    }

    private func shuffled(_ answer: QuizCard, _ others: [QuizCard], using random: inout some RandomNumberGenerator)
        -> ([QuizCard], Int)
    {
        let options = ([answer] + others).shuffled(using: &random)
        return (options, options.firstIndex(of: answer) ?? 0)
    }
}
