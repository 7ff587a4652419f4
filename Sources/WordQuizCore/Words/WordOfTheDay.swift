/// Picks the word of the day. No Korean dictionary API has a word-of-the-day endpoint, so
/// wordquiz chooses: the same local date gives the same word on every machine, with or
/// without a key, and no word repeats within a year.
///
/// The embedded bank is kept in a fixed shuffled order and indexed by the number of days
/// since `epoch`; as long as the bank holds at least 366 words, a word comes back at the
/// earliest a full bank-length later. A learner who studies one level walks that level's
/// words in the same order: the same date and level give the same word everywhere, and no
/// word of the level comes back before all of the level's words have been given.
public enum WordOfTheDay {
    /// Day 0 of the cycle.
    public static let epoch = CalendarDate(dayNumber: 19_723)  // 2024-01-01

    public static func index(for date: CalendarDate, bankSize: Int) -> Int {
        precondition(bankSize > 0, "an empty word bank")
        let offset = date.dayNumber - epoch.dayNumber
        return ((offset % bankSize) + bankSize) % bankSize
    }

    /// The calendar's word of a date: the learner's track's (`all`), the same on every machine.
    public static func word(for date: CalendarDate, in bank: WordBank = .embedded) -> BankWord {
        word(for: date, level: .all, in: bank)
    }

    public static func word(for date: CalendarDate, level: LevelChoice, in bank: WordBank = .embedded) -> BankWord {
        let positions = positions(of: level, in: bank)
        return bank[positions[index(for: date, bankSize: positions.count)]]
    }

    /// The positions of the words a level draws from, in the bank's order: the level's; the
    /// learner's track (초급 to 고급) and a deck's words, which have no level, for `all`; the
    /// whole bank when the choice has none of its words (a deck of a level's choosing).
    public static func positions(of level: LevelChoice, in bank: WordBank) -> [Int] {
        if case .only(let chosen) = level {
            let positions = bank.positions(of: chosen)
            return positions.isEmpty ? Array(0..<bank.count) : positions
        }
        let positions = bank.learnerTrackPositions
        return positions.isEmpty ? Array(0..<bank.count) : positions
    }

    /// The day's new word for a learner: the first word of the level's order, from the date's
    /// own on (the words of the following days), that the learner had not met before that
    /// date; the date's own word once every word of the level has been met. A learner who
    /// has met nothing gets the calendar's word, the same on every machine.
    ///
    /// - Parameter metBefore: which of the candidates given (a few at a time, in order) the
    ///   learner had met before `date`.
    public static func newWord(
        for date: CalendarDate, level: LevelChoice, in bank: WordBank = .embedded,
        metBefore: ([String]) throws -> Set<String>
    ) rethrows -> BankWord {
        let positions = positions(of: level, in: bank)
        let start = index(for: date, bankSize: positions.count)
        var offset = 0
        while offset < positions.count {
            let batch = (offset..<min(positions.count, offset + candidatesAtATime)).map {
                bank[positions[(start + $0) % positions.count]]
            }
            let met = try metBefore(batch.map(\.headword))
            if let unmet = batch.first(where: { !met.contains($0.headword) }) { return unmet }
            offset += batch.count
        }
        return bank[positions[start]]
    }

    /// How many candidates `newWord` asks about at once: a learner's first unmet word is
    /// nearly always among the first few.
    static let candidatesAtATime = 32
}
