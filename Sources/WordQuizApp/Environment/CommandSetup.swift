import Foundation
import WordQuizCore
import WordQuizStore

/// What the commands that use the learner's data set up first: the configuration (its
/// warnings said once), the store, and "today" both as a calendar date and as the learner's day.
struct CommandSetup {
    var configuration: Configuration
    var store: WordStore
    /// The learner's day as a date (or the one given with `--date`): the local date, or
    /// yesterday's before the day's start hour.
    var today: CalendarDate
    /// `today` as a day number.
    var learnerDay: Int
    var fsrs: FSRS

    /// - Parameter readOnly: the command only reads the store.
    static func prepare(_ context: AppContext, date: CalendarDate?, readOnly: Bool = false) throws -> CommandSetup {
        let configuration = try ConfigLoader.loadForCommand(context)
        let store = try StoreOpener.open(context.paths, readOnly: readOnly, telling: context)
        let today = date ?? context.learnerDate(startingAt: configuration.dayStartHour)
        let learnerDay = today.dayNumber
        // The learner's own parameters once `wordquiz optimize` has fitted them.
        let weights = (try? store.fittedParameters())??.weights ?? FSRS.defaultWeights
        return CommandSetup(
            configuration: configuration, store: store, today: today, learnerDay: learnerDay,
            fsrs: FSRS(weights: weights, desiredRetention: configuration.desiredRetention))
    }

}
