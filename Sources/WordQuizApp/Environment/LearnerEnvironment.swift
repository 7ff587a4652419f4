import Foundation
import WordQuizCore
import WordQuizStore

/// What the learner's commands share: the configuration (its warnings said once), the
/// store, and "today" both as a calendar date and as the learner's day.
struct LearnerEnvironment {
    var configuration: Configuration
    var store: WordStore
    /// The local date (or the one given with `--date`).
    var today: CalendarDate
    /// The learner's day: today's date, or yesterday's before the day's start hour.
    var learnerDay: Int
    var fsrs: FSRS

    static func prepare(_ context: AppContext, date: CalendarDate?) throws(CommandFailure) -> LearnerEnvironment {
        let configuration = try ConfigLoader.loadForCommand(context)
        let store = try StoreOpener.open(context.paths)
        let now = context.now()
        let today = date ?? LocalDate.today(now: now, in: context.timeZone)
        let learnerDay =
            date?.dayNumber
            ?? LearnerDay.dayNumber(
                localDate: today, hour: LocalDate.hour(now: now, in: context.timeZone),
                rolloverHour: configuration.dayStartHour)
        return LearnerEnvironment(
            configuration: configuration, store: store, today: today, learnerDay: learnerDay,
            fsrs: FSRS(desiredRetention: configuration.desiredRetention))
    }

    /// Unix milliseconds now.
    static func milliseconds(_ context: AppContext) -> Int64 {
        Int64((context.now().timeIntervalSince1970 * 1000).rounded())
    }
}
