import WordQuizCore
import WordQuizStore

extension WordStore {
    /// The word of a date for a level, from the record of the day's word (recorded now if the
    /// date is new and not in the future): once shown, a date's word stays the same even if the
    /// pick would change. It is the day's new word (`WordOfTheDay.newWord`: one the learner had
    /// not met before that date), from the decks in use, else the built-in word bank.
    ///
    /// A glance (`records: false`, the widget) is shown the word the day would record, and
    /// records nothing: it never waits for the write lock.
    func wordOfTheDay(
        for date: CalendarDate, level: LevelChoice, at time: Int64, today: CalendarDate, records: Bool = true
    ) throws -> BankWord {
        let decks = try decksInUse()
        let key = DayPickKey(level: level, decks: decks)
        // A recorded pick (most calls: the day's word was shown) is one word looked up.
        if let recorded = try pick(for: date, key: key),
            let word = try studyWord(recorded, from: decks) ?? knownWord(recorded)
        {
            return word
        }
        let words = try studyWords(from: decks)
        let computed = try WordOfTheDay.newWord(for: date, level: level, in: words) { candidates in
            try met(candidates, before: date.dayNumber)
        }
        // A look at a later day's word is not its pick: what is met until then changes it.
        guard date <= today, records else { return computed }
        let headword = try dayWord(for: date, key: key, candidate: computed.headword, at: time)
        if let word = words.word(headword) { return word }
        return try knownWord(headword) ?? computed
    }

    /// The word of an earlier date as it was recorded, or as it would have been picked; not
    /// recorded now.
    func recordedWord(for date: CalendarDate, level: LevelChoice) throws -> BankWord {
        let decks = try decksInUse()
        return try pick(for: date, key: DayPickKey(level: level, decks: decks)).flatMap {
            try studyWord($0, from: decks) ?? knownWord($0)
        } ?? WordOfTheDay.word(for: date, level: level, in: studyWords(from: decks))
    }
}
