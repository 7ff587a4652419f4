import WordQuizCore
import WordQuizStore

/// The next new words `learn` introduces: today's word first, unless it has been met, then the
/// curriculum's next words of the learner's level (`Curriculum`: its most useful first), up to
/// what is left of the day's limit of new words.
struct NewWords {
    /// The day's limit of new words.
    let dailyLimit: Int
    /// How many more the day allows; 0 once the limit is met.
    let left: Int
    /// The words, in the order they are introduced; empty when the day is full or none is left.
    let words: [BankWord]
    /// The level they are drawn from.
    let level: LevelChoice

    /// How many curriculum words are read from the store at a time.
    static let batch = 64

    /// - Parameter wanted: at most this many (`--count`).
    init(store: WordStore, learnerDay: Int, todayWord: BankWord, level: LevelChoice, dailyLimit: Int, wanted: Int)
        throws
    {
        self.dailyLimit = dailyLimit
        self.level = level
        left = max(0, dailyLimit - (try store.wordsMet(on: learnerDay)))
        let wanted = min(left, wanted)
        guard wanted > 0 else {
            words = []
            return
        }
        var words: [BankWord] = try store.hasMet(todayWord.headword) ? [] : [todayWord]
        let curriculum = Curriculum.order(of: level, in: try store.studyWords())
        var offset = 0
        while words.count < wanted, offset < curriculum.count {
            let batch = curriculum[offset..<min(curriculum.count, offset + Self.batch)].filter { !words.contains($0) }
            let met = try store.metEver(batch.map(\.headword))
            words += batch.filter { !met.contains($0.headword) }.prefix(wanted - words.count)
            offset += Self.batch
        }
        self.words = Array(words.prefix(wanted))
    }

    /// A word's card was shown: it is met, on the learner's day.
    func meet(_ headword: String, store: WordStore, on learnerDay: Int) throws {
        try store.recordMeeting(headword, day: learnerDay, source: .learn)
    }

    /// After the session: the learner's words nearly used up, said once (`LevelEnding`).
    func levelEndingToSay(store: WordStore, at time: Int64) throws -> LevelEnding? {
        try store.levelEndingToSay(level: level, at: time)
    }

    /// The entry each word's card shows: the dictionary's where one is cached, else its own.
    func shownEntries(store: WordStore, provider: Provider) throws -> [String: Entry] {
        var entries: [String: Entry] = [:]
        for word in words {
            let cached = provider == .offline ? nil : try store.cachedEntry(provider: provider, headword: word.headword)
            entries[word.headword] = cached?.entry ?? word.entry
        }
        return entries
    }
}
