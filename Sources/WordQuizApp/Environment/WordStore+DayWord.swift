import WordQuizCore
import WordQuizStore

extension WordStore {
    /// The bank word of a date for a level, from the record of the day's word (recorded now if
    /// the date is new): once shown, a date's word stays the same even if the pick would change.
    func wordOfTheDay(for date: CalendarDate, level: LevelChoice, at time: Int64) throws -> BankWord {
        let computed = WordOfTheDay.word(for: date, level: level)
        let headword = try dayWord(for: date, level: level, candidate: computed.headword, at: time)
        return WordBank.embedded.word(headword) ?? computed
    }

    /// The word of an earlier date as it was recorded, or as it would have been picked; not
    /// recorded now.
    func recordedWord(for date: CalendarDate, level: LevelChoice) throws -> BankWord {
        try pick(for: date, level: level).flatMap { WordBank.embedded.word($0) }
            ?? WordOfTheDay.word(for: date, level: level)
    }
}
