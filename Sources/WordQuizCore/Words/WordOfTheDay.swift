/// Picks the word of the day. No Korean dictionary API has a word-of-the-day endpoint, so
/// wordquiz chooses: the same local date gives the same word on every machine, with or
/// without a key, and no word repeats within a year.
///
/// The embedded bank is kept in a fixed shuffled order and indexed by the number of days
/// since `epoch`; as long as the bank holds at least 366 words, a word comes back at the
/// earliest a full bank-length later.
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
}
