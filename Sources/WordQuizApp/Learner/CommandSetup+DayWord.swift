import WordQuizCore
import WordQuizStore

extension CommandSetup {
    /// The word of the setup's day for its level (`WordStore.wordOfTheDay`), recorded the
    /// first time a day is asked for: what `learn` introduces first and `quiz` asks first.
    func dayWord(_ context: AppContext) throws -> BankWord {
        try store.wordOfTheDay(
            for: today, level: configuration.level, at: context.unixSeconds,
            today: context.learnerDate(startingAt: configuration.dayStartHour))
    }
}
