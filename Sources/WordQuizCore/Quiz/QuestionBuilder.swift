/// Builds questions from a pool of cards: the words the learner has met plus the embedded bank.
///
/// Wrong choices are ranked, where the pool allows: the answer's part of speech; none offered
/// for this word in its last askings (so the same set does not come back); the answer's level;
/// words the learner has met; a similar length; then chance. They are never the answer itself,
/// one of its homographs, a word that could stand for it (`SimilarWords`: declared 비슷한말, or
/// definitions that name each other), or a duplicate of another option or one that could
/// stand for it.
public struct QuestionBuilder: Sendable {
    public private(set) var pool: [QuizCard]
    /// For each word, the wrong choices its last askings offered.
    public var recentDistractors: [String: Set<String>]
    /// Which words could stand for which: never offered against each other.
    public let similarWords: SimilarWords
    public static let optionCount = 4

    /// What ranking a pool card needs, worked out once per card (a collection of 20,000 words
    /// is the pool of every question): its `Headword.matchKey` (normalising is the costly part
    /// of comparing words), its length, its level in the bank, its part of speech and its
    /// definition as numbers, whether the learner has met it (a wrong choice they know asks
    /// more than one they have never seen).
    private let poolKeys: [String]
    private let facts: [Facts]
    private let partsOfSpeech: [String: Int]
    private let definitions: [String: Int]
    private let positions: [String: Int]

    private struct Facts: Sendable {
        var length: Int
        var level: BankWord.Level?
        var partOfSpeech: Int
        var definition: Int
        var isMet: Bool
        /// Its groups of declared 비슷한말.
        var similarGroups: Set<Int>
    }

    public init(
        pool: [QuizCard], metWords: Set<String> = [], recentDistractors: [String: Set<String>] = [:],
        similarWords: SimilarWords = .embedded
    ) {
        // One card per headword: homographs and repeats would make duplicate options.
        var seen = Set<String>()
        var kept: [QuizCard] = []
        var keys: [String] = []
        var facts: [Facts] = []
        var partsOfSpeech: [String: Int] = [:]
        var definitions: [String: Int] = [:]
        var positions: [String: Int] = [:]
        for card in pool {
            let key = Headword.matchKey(card.headword)
            guard seen.insert(key).inserted else { continue }
            if positions[card.headword] == nil { positions[card.headword] = kept.count }
            facts.append(
                Facts(
                    length: card.headword.count, level: WordBank.embeddedLevel(of: card.headword),
                    partOfSpeech: card.partOfSpeech.map { Self.number(of: $0, in: &partsOfSpeech) } ?? -1,
                    definition: Self.number(of: card.definition, in: &definitions),
                    isMet: metWords.contains(card.headword), similarGroups: similarWords.groups(ofKey: key)))
            kept.append(card)
            keys.append(key)
        }
        self.pool = kept
        poolKeys = keys
        self.facts = facts
        self.partsOfSpeech = partsOfSpeech
        self.definitions = definitions
        self.positions = positions
        self.recentDistractors = recentDistractors
        self.similarWords = similarWords
    }

    /// A text's number among those seen so far: the same text, the same number.
    private static func number(of text: String, in numbers: inout [String: Int]) -> Int {
        if let number = numbers[text] { return number }
        numbers[text] = numbers.count
        return numbers.count - 1
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
            return Self.chosungQuestion(for: card)
        case .listen:
            // Nothing written: the word is heard, its meaning given after the answer.
            return Question(kind: .listen, card: card, prompt: "", options: [], correctOption: nil)
        case .cloze:
            guard let text = card.clozeText else { throw .unsuitable(.cloze, card.headword) }
            return Question(kind: .cloze, card: card, prompt: text, options: [], correctOption: nil)
        case .antonym:
            // The opposite among words like the card: its own part of speech first.
            guard let opposite = card.antonym else { throw .unsuitable(.antonym, card.headword) }
            let oppositeKey = Headword.matchKey(opposite)
            let answer =
                poolKeys.firstIndex(of: oppositeKey).map { pool[$0] }
                ?? QuizCard(headword: opposite, partOfSpeech: card.partOfSpeech, definition: "")
            // Nor a word that could stand for the opposite: it would be right too.
            let others = try distractors(for: card, using: &random, excluding: [opposite], apartFrom: answer)
            let (cards, correct) = shuffled(answer, others, using: &random)
            return Question(
                kind: .antonym, card: card, prompt: card.headword, options: cards.map(\.headword),
                correctOption: correct, optionCards: cards)
        case .recall:
            // Anki's kind of answer: never asked here.
            throw .unsuitable(.recall, card.headword)
        }
    }

    /// The card asked by its meaning and initial consonants: the question every card can be
    /// asked, where another kind cannot.
    public static func chosungQuestion(for card: QuizCard) -> Question {
        Question(
            kind: .chosung, card: card, prompt: card.definition, options: [], correctOption: nil,
            chosung: Hangul.chosung(of: card.headword))
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

    /// The wrong choices the pool could offer for a card, before ranking and before the words
    /// whose definitions name it (or it them) are left out as they are drawn: a superset of
    /// what any question about it can hold.
    public func candidates(for card: QuizCard) -> [QuizCard] {
        candidateIndices(for: card, excluding: []).map { pool[$0] }
    }

    /// Where in the pool the possible distractors are: not the card's word, not its meaning,
    /// not a declared 비슷한말 of it (definitions that name it are left out as they are drawn).
    private func candidateIndices(for card: QuizCard, excluding excluded: Set<String>) -> [Int] {
        let key = Headword.matchKey(card.headword)
        let definition = definitions[card.definition] ?? -1
        let empty = definitions[""] ?? -1
        let groups = similarWords.groups(ofKey: key)
        return pool.indices.filter {
            facts[$0].definition != definition && facts[$0].definition != empty && poolKeys[$0] != key
                && (groups.isEmpty || groups.isDisjoint(with: facts[$0].similarGroups))
                && (excluded.isEmpty || !excluded.contains(poolKeys[$0]))
        }
    }

    func distractors(
        for card: QuizCard, using random: inout some RandomNumberGenerator, excluding excluded: [String] = [],
        apartFrom answer: QuizCard? = nil
    ) throws(QuizError) -> [QuizCard] {
        let answers = [card] + (answer.map { [$0] } ?? [])
        let needed = Self.optionCount - 1
        let candidates = candidateIndices(for: card, excluding: Set(excluded.map(Headword.matchKey)))
        guard candidates.count >= needed else { throw .poolTooSmall(needed: needed, available: candidates.count) }
        let length = card.headword.count
        let level = WordBank.embeddedLevel(of: card.headword)
        let partOfSpeech = card.partOfSpeech.flatMap { partsOfSpeech[$0] } ?? (card.partOfSpeech == nil ? -1 : -2)
        let offeredLately = Set((recentDistractors[card.headword] ?? []).compactMap { positions[$0] })
        // The ranks, most important first, packed into one number that sorts the same way:
        // part of speech, offered lately, level, met, then how far the length is. Candidates of
        // one rank are alike: among them chance decides.
        var byRank: [Int: [Int]] = [:]
        for index in candidates {
            let candidate = facts[index]
            let otherPartOfSpeech = candidate.partOfSpeech == partOfSpeech ? 0 : 1
            let offered = offeredLately.contains(index) ? 1 : 0
            let otherLevel = level == nil || candidate.level == level ? 0 : 1
            let unmet = candidate.isMet ? 0 : 1
            let lengthApart = min(abs(candidate.length - length), 0xFFFF)
            let rank = otherPartOfSpeech << 19 | offered << 18 | otherLevel << 17 | unmet << 16 | lengthApart
            byRank[rank, default: []].append(index)
        }
        var chosen: [Int] = []
        for rank in byRank.keys.sorted() where chosen.count < needed {
            // Drawn at random from the rank, one at a time (a partial shuffle), until enough.
            var bucket = byRank[rank] ?? []
            var drawn = 0
            while drawn < bucket.count, chosen.count < needed {
                bucket.swapAt(drawn, Int.random(in: drawn..<bucket.count, using: &random))
                let index = bucket[drawn]
                drawn += 1
                // Not a word that could be the answer too; no two options alike: not the same
                // word, not the same definition, not words that could stand for each other.
                if answers.contains(where: { similarWords.couldStandFor($0, pool[index]) })
                    || chosen.contains(where: {
                        poolKeys[$0] == poolKeys[index] || facts[$0].definition == facts[index].definition
                            || similarWords.couldStandFor(pool[$0], pool[index])
                    })
                {
                    continue
                }
                chosen.append(index)
            }
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
