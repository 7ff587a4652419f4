import WordQuizCore
import WordQuizStore

/// `stats`'s reading of the learner's record: the running counts, each level's progress, and
/// what the memory model says (`MemoryOutlook`), as of the learner's day. A value; the command
/// shows it as a page or as JSON.
struct LearnerRecord: Equatable {
    var stats: LearnerStats
    var levels: [LevelProgress]
    var outlook: MemoryOutlook
    /// The level the learner chose (its row is marked).
    var chosen: LevelChoice
    var today: Int

    /// The words a level draws from and how many of them the learner has met (`level`).
    static func progress(of level: LevelChoice, in store: WordStore) throws -> (words: Int, met: Int) {
        try store.levelProgress(level)
    }

    /// Reads the record from the store `setup` opened, with the parameters in use.
    static func read(_ setup: CommandSetup) throws -> LearnerRecord {
        let store = setup.store
        let today = setup.learnerDay
        let levels = try BankWord.Level.allCases.map { level in
            let words = WordBank.embedded.words.filter { $0.level == level }.map(\.headword)
            let counts = try store.progress(among: words, today: today)
            return LevelProgress(
                level: level, words: words.count, met: counts.met, learned: counts.learned, due: counts.due)
        }
        let fitted = try store.fittedParameters()
        let outlook = MemoryOutlook(
            retention: TrueRetention(
                tallies: try store.recallChecks(on: (today - TrueRetention.days + 1)...today),
                target: setup.fsrs.desiredRetention),
            forecast: ReviewForecast(
                dueCounts: try store.dueCounts(today: today, days: ReviewForecast.days), today: today),
            calibration: RecallCalibration(sums: try store.recallCalibrationSums()),
            testedReviews: try store.testedReviews(), fsrs: setup.fsrs, newPerDay: setup.configuration.newWordsPerDay,
            fittedTo: fitted?.reviews, heldOut: fitted?.heldOut)
        return LearnerRecord(
            stats: try store.statistics(today: today), levels: levels, outlook: outlook,
            chosen: setup.configuration.level, today: today)
    }
}
