/// The order a learner meets new words in (`learn`), the second order over the bank beside
/// the calendar's (`WordOfTheDay`, which gives every machine the same word on a date):
/// 초급, then 중급, then 고급 when the level is `all` (the native speaker's track is a level of its own); within a level first the words
/// `CurriculumData.leading` names, the most useful first (a beginner meets 나, 물 and 먹다
/// before 호랑이), then the level's other words by everyday frequency
/// (`CurriculumFrequency`, written by scripts/curriculum-order). A deck's words, which
/// neither list names, keep the deck's order; words of no level come last.
public enum Curriculum {
    /// The words of a level in the order they are to be learnt; the learner's track, levels in
    /// turn, and the words of no level for `all` (and for a level the bank has no word of).
    public static func order(of level: LevelChoice, in bank: WordBank = .embedded) -> [BankWord] {
        let words = bank.words
        let levels: [BankWord.Level?]
        if case .only(let chosen) = level, words.contains(where: { $0.level == chosen }) {
            levels = [chosen]
        } else {
            levels = BankWord.Level.learnerTrack.map(Optional.some) + [nil]
        }
        return levels.flatMap { level in
            words.enumerated().filter { $0.element.level == level }
                .sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }
                .map(\.element)
        }
    }

    /// A word's place in its level: in the leading list, else after all of it by frequency,
    /// else last.
    static func rank(_ word: BankWord) -> Int {
        guard word.deck == nil, let level = word.level, let ranks = self.ranks[level] else { return Int.max }
        return ranks[word.headword] ?? Int.max
    }

    /// Each level's words by place: the leading list's, then the frequency order's others.
    private static let ranks: [BankWord.Level: [String: Int]] = Dictionary(
        uniqueKeysWithValues: BankWord.Level.allCases.map { level in
            var ranks: [String: Int] = [:]
            for headword in (CurriculumData.leading[level] ?? []) + (CurriculumFrequency.order[level] ?? [])
            where ranks[headword] == nil {
                ranks[headword] = ranks.count
            }
            return (level, ranks)
        })
}
