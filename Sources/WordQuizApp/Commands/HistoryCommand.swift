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
        let words = try WordHistory.read(setup, zone: SystemTimeZone(context.timeZone))
        try context.show(
            Output(words: words, timeZone: context.timeZone), as: OutputFormat(json: options.json, color: .never))
    }

    /// What `history` shows, once: a `HistoryRow` a word as JSON, a line a word as text.
    struct Output: CommandOutput {
        var words: [WordHistory.Word]
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
