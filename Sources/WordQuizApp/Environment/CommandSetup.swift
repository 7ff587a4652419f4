import Foundation
import WordQuizCore
import WordQuizStore

/// What the commands that use the learner's data set up first: the configuration (its
/// warnings said once), the store, and "today" both as a calendar date and as the learner's day.
struct CommandSetup {
    var configuration: Configuration
    var store: WordStore
    /// The local date (or the one given with `--date`).
    var today: CalendarDate
    /// The learner's day: today's date, or yesterday's before the day's start hour.
    var learnerDay: Int
    var fsrs: FSRS

    /// - Parameter readOnly: the command only reads the store.
    static func prepare(_ context: AppContext, date: CalendarDate?, readOnly: Bool = false) throws -> CommandSetup {
        let configuration = try ConfigLoader.loadForCommand(context)
        let store = try StoreOpener.open(context.paths, readOnly: readOnly, telling: context)
        let local = context.localTime
        let today = date ?? local.date
        let learnerDay =
            date?.dayNumber
            ?? LearnerDay.dayNumber(localDate: today, hour: local.hour, rolloverHour: configuration.dayStartHour)
        // The learner's own parameters once `wordquiz optimize` has fitted them.
        let weights = (try? store.fittedParameters())??.weights ?? FSRS.defaultWeights
        return CommandSetup(
            configuration: configuration, store: store, today: today, learnerDay: learnerDay,
            fsrs: FSRS(weights: weights, desiredRetention: configuration.desiredRetention))
    }

}
