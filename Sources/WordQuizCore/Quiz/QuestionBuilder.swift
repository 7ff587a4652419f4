/// Builds questions from a pool of cards: the words the learner has met plus the embedded bank.
///
/// Distractors share the answer's part of speech and a similar length where the pool allows,
/// and are never the answer itself, one of its homographs, or a duplicate of another option.
public struct QuestionBuilder: Sendable {
    public var pool: [QuizCard]
    public static let optionCount = 4

    public init(pool: [QuizCard]) {
        // One card per headword: homographs and repeats would make duplicate options.
        var seen = Set<String>()
        self.pool = pool.filter { seen.insert(Headword.matchKey($0.headword)).inserted }
    }

    public func question(
        for card: QuizCard, kind: QuestionKind, using random: inout some RandomNumberGenerator
    ) throws(QuizError) -> Question {
        switch kind {
        case .choice:
            let others = try distractors(for: card, using: &random)
            let (options, correct) = shuffled(card.headword, others.map(\.headword), using: &random)
            return Question(
                kind: .choice, card: card, prompt: card.definition, options: options, correctOption: correct)
        case .reverse:
            let others = try distractors(for: card, using: &random)
            let (options, correct) = shuffled(card.definition, others.map(\.definition), using: &random)
            return Question(kind: .reverse, card: card, prompt: card.headword, options: options, correctOption: correct)
        case .chosung:
            return Question(
                kind: .chosung, card: card, prompt: card.definition, options: [], correctOption: nil,
                chosung: Hangul.chosung(of: card.headword))
        case .cloze:
            guard let text = card.clozeText else { throw .unsuitable(.cloze, card.headword) }
            return Question(kind: .cloze, card: card, prompt: text, options: [], correctOption: nil)
        }
    }

    /// The kind to ask in mixed mode: any kind the card and pool allow, chosen at random.
    public func mixedKind(for card: QuizCard, using random: inout some RandomNumberGenerator) -> QuestionKind {
        var kinds: [QuestionKind] = [.chosung]
        if candidates(for: card).count >= Self.optionCount - 1 { kinds += [.choice, .reverse] }
        if card.clozeText != nil { kinds.append(.cloze) }
        return kinds.randomElement(using: &random) ?? .chosung
    }

    /// The pool's possible distractors for a card, before ranking.
    func candidates(for card: QuizCard) -> [QuizCard] {
        let key = Headword.matchKey(card.headword)
        return pool.filter {
            Headword.matchKey($0.headword) != key && $0.definition != card.definition && !$0.definition.isEmpty
        }
    }

    func distractors(for card: QuizCard, using random: inout some RandomNumberGenerator) throws(QuizError)
        -> [QuizCard]
    {
        let needed = Self.optionCount - 1
        let candidates = candidates(for: card)
        guard candidates.count >= needed else { throw .poolTooSmall(needed: needed, available: candidates.count) }
        // Rank by part of speech, then closeness of length; random among equals.
        let length = card.headword.count
        let ranked = candidates.map { candidate in
            (
                candidate,
                candidate.partOfSpeech == card.partOfSpeech ? 0 : 1,
                abs(candidate.headword.count - length),
                UInt64.random(in: 0...UInt64.max, using: &random)
            )
        }.sorted { ($0.1, $0.2, $0.3) < ($1.1, $1.2, $1.3) }
        var chosen: [QuizCard] = []
        for (candidate, _, _, _) in ranked where chosen.count < needed {
            // No two options alike: not the same word, not the same definition.
            if chosen.contains(where: {
                Headword.matchKey($0.headword) == Headword.matchKey(candidate.headword)
                    || $0.definition == candidate.definition
            }) {
                continue
            }
            chosen.append(candidate)
        }
        guard chosen.count == needed else { throw .poolTooSmall(needed: needed, available: chosen.count) }
        return chosen
    }

    private func shuffled(_ answer: String, _ others: [String], using random: inout some RandomNumberGenerator)
        -> ([String], Int)
    {
        let options = ([answer] + others).shuffled(using: &random)
        return (options, options.firstIndex(of: answer) ?? 0)
    }
}
