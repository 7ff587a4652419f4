import Foundation
import WordQuizCore

/// `wordquiz history`: the words met so far — by `today`, a digest, `learn` or a quiz — up to
/// today, with when each was last reviewed and when it is due.
struct HistoryCommand: SynchronousCommand {
    static let configuration = CommandConfiguration(
        name: "history", summary: Phrase("the words of past days and when you last reviewed them"), topic: .record,
        help: [
            .paragraph(
                Phrase(
                    "The words you have met — by `today`, a digest, `learn` or a quiz — newest first, with when each was met, last reviewed and is next due."
                )),
            .usage, .options,
        ])

    struct Options: CommandOptions {
        @Flag(
            CommonOption.json.described(
                Phrase("one JSON array, a word an object: date, headword, source, lastReviewed, due")))
        var json: Bool
    }

    let options: Options

    init(_ parsed: ParsedArguments) throws(CommandFailure) {
        options = try parsed.options()
    }

    func run(_ context: AppContext) throws {
        let setup = try CommandSetup.prepare(context, date: nil, readOnly: true)
        // A look at a future day's word is not history.
        let meetings = try setup.store.meetings().filter { $0.day <= setup.today.dayNumber }
        let lastReviewed = try setup.store.lastReviewTimes()
        let schedules = Dictionary(
            try setup.store.studiedCards().map { ($0.card.headword, $0.schedule) },
            uniquingKeysWith: { first, _ in first })
        let zone = SystemTimeZone(context.timeZone)
        let words = meetings.map { meeting in
            let seconds = lastReviewed[meeting.headword].map { $0 / 1000 }
            // A word met and never answered has its first review the day after it was met.
            return Output.Word(
                date: CalendarDate(dayNumber: meeting.day), headword: meeting.headword, source: meeting.source,
                lastReviewed: seconds,
                lastReviewedDay: seconds.flatMap {
                    let local = LocalTime(instant: $0, rules: zone)
                    let day = LearnerDay.date(of: local, rolloverHour: setup.configuration.dayStartHour)
                    return day == local.date ? nil : day
                },
                due: CalendarDate(dayNumber: schedules[meeting.headword]?.dueDay ?? meeting.day + 1))
        }
        try context.show(
            Output(words: words, timeZone: context.timeZone), as: OutputFormat(json: options.json, color: .never))
    }

    /// What `history` shows, once: a `HistoryRow` a word as JSON, a line a word as text.
    struct Output: CommandOutput {
        struct Word {
            /// The word's date (today, digest) or the day it was met (learn, quiz).
            var date: CalendarDate
            var headword: String
            var source: MeetingSource
            /// Unix seconds of the last answer; nil for a word never answered.
            var lastReviewed: Int64?
            /// The learner day of the last answer, which the due day is counted from, when it is
            /// not the clock's date (an answer before the day's start hour); nil when it is.
            var lastReviewedDay: CalendarDate?
            var due: CalendarDate
        }

        var words: [Word]
        /// The user's zone, in which the times of the last reviews are written.
        var timeZone: TimeZone

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(
                words.map {
                    HistoryRow(
                        date: $0.date, headword: $0.headword, source: $0.source,
                        lastReviewed: $0.lastReviewed.map { LocalTimeFormat.iso8601($0, in: timeZone) }, due: $0.due)
                })
        }

        func text(_ rendering: TextRendering) -> String {
            let language = rendering.language
            guard !words.isEmpty else {
                return language.say(Phrase("Nothing yet. Start with today's word: wordquiz today")) + "\n"
            }
            let width = words.map { DisplayWidth.width(of: $0.headword) }.max() ?? 0
            return words.map { word in
                let last =
                    word.lastReviewed.map { seconds in
                        let time = LocalTimeFormat.dateAndMinute(seconds, in: timeZone)
                        // Before the day's start hour, the clock's date is the day after the learner's.
                        guard let day = word.lastReviewedDay else {
                            return language.say(
                                Phrase("last reviewed \(time, .time) · due \(word.due.description, .date)"))
                        }
                        return language.say(
                            Phrase(
                                "last reviewed \(time, .time), on the learner day of \(day.description, .date) · due \(word.due.description, .date)"
                            ))
                    }
                    ?? language.say(Phrase("not reviewed yet · first review \(word.due.description, .date)"))
                let line = "\(word.date)  \(DisplayWidth.padded(word.headword, to: width))  \(last)"
                return DisplayWidth.wrapLabelled(line, columns: rendering.columns).map { $0 + "\n" }.joined()
            }.joined()
        }
    }
}
