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

    public static func word(for date: CalendarDate, in bank: WordBank = .embedded) -> BankWord {
        bank.words[index(for: date, bankSize: bank.words.count)]
    }

    public static func word(for date: CalendarDate, level: LevelChoice, in bank: WordBank = .embedded) -> BankWord {
        guard case .only(let chosen) = level else { return word(for: date, in: bank) }
        let words = bank.words.filter { $0.level == chosen }
        guard !words.isEmpty else { return word(for: date, in: bank) }
        return words[index(for: date, bankSize: words.count)]
    }
}
