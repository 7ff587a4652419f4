import Foundation
import WordQuizCore

/// `wordquiz history`: the words met so far — by `today`, a digest, `learn` or a quiz — up to
/// today, with when each was last reviewed and when it is due.
struct HistoryCommand {
    static let usage = "Usage: wordquiz history [--json]"

    static let spec = CommandSpec(
        words: ["history"], summary: Phrase("the words of past days and when you last reviewed them"), usage: usage,
        options: [
            CommonOption.json.described(
                Phrase("one JSON array, a word an object: date, headword, source, lastReviewed, due"))
        ],
        help: [
            .paragraph(
                Phrase(
                    "The words you have met — by `today`, a digest, `learn` or a quiz — newest first, with when each was met, last reviewed and is next due."
                )),
            .usage, .options,
        ])

    var json = false

    init(arguments: [String]) throws(CommandFailure) {
        json = try Self.spec.parse(arguments).has(CommonOption.json)
    }

    func run(_ context: AppContext) throws {
        let setup = try CommandSetup.prepare(context, date: nil, readOnly: true)
        // A look at a future day's word is not history.
        let meetings = try setup.store.meetings().filter { $0.day <= setup.today.dayNumber }
        let lastReviewed = try setup.store.lastReviewTimes()
        let language = context.language
        let schedules = Dictionary(
            try setup.store.studiedCards().map { ($0.card.headword, $0.schedule) },
            uniquingKeysWith: { first, _ in first })
        func reviewed(_ word: String) -> String? {
            lastReviewed[word].map { LocalTimeFormat.dateAndMinute($0 / 1000, in: context.timeZone) }
        }
        func reviewedISO(_ word: String) -> String? {
            lastReviewed[word].map { LocalTimeFormat.iso8601($0 / 1000, in: context.timeZone) }
        }

        // A word met and never answered has its first review the day after it was met.
        if json {
            let rows = meetings.map { meeting in
                HistoryRow(
                    date: CalendarDate(dayNumber: meeting.day), headword: meeting.headword, source: meeting.source,
                    lastReviewed: reviewedISO(meeting.headword),
                    due: CalendarDate(dayNumber: schedules[meeting.headword]?.dueDay ?? meeting.day + 1))
            }
            context.stdout.write(try JSONOutput.line(rows))
            return
        }
        guard !meetings.isEmpty else {
            context.stdout.write(language.say(Phrase("Nothing yet. Start with today's word: wordquiz today")) + "\n")
            return
        }
        let width = meetings.map { DisplayWidth.width(of: $0.headword) }.max() ?? 0
        for meeting in meetings {
            let last =
                reviewed(meeting.headword).map { language.say(Phrase("last reviewed \($0, .time)")) }
                ?? language.say(
                    Phrase(
                        "not reviewed yet · first review \(CalendarDate(dayNumber: meeting.day + 1).description, .date)"
                    ))
            let date = CalendarDate(dayNumber: meeting.day)
            context.stdout.write("\(date)  \(DisplayWidth.padded(meeting.headword, to: width))  \(last)\n")
        }
    }
}
