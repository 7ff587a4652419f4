import Foundation
import WordQuizCore

/// `wordquiz stats`: the learner's record.
struct StatsCommand: SynchronousCommand {
    static let configuration = CommandConfiguration(
        name: "stats",
        summary: Phrase("your streak, accuracy, words learned and due, true retention, the coming reviews"),
        topic: .record,
        help: [
            .paragraph(
                Phrase(
                    "Your record: the streak of days with answers, accuracy overall and over the last seven days (right answers, as the quiz's score counts them: an \"almost\" is not one), words met, learned and due today, words you keep forgetting (missed again and again), and a 12-week heat map of the days you studied."
                )),
            .paragraph(
                Phrase(
                    "What the memory model says: true retention (of the last 30 days' reviews after a word's first, the share recalled, an \"almost\" included, in all and per level, beside your target), the words due on each of the next 30 days as a bar a day, predicted recall against what happened, and the reviews a day each retention target (WORDQUIZ_DESIRED_RETENTION) would cost you over a year of your new words a day with your parameters. Once your reviews are enough for a fit, or twice the last fit's, it suggests wordquiz optimize."
                )),
            .usage, .options,
        ])

    struct Options: CommandOptions {
        @Flag(CommonOption.json.described(Phrase("the same figures as one JSON object"))) var json: Bool
        @Option(CommonOption.date.described(Phrase("count as if today were this date"))) var date: CalendarDate?
        @Option(
            CommonOption.color.described(
                Phrase(
                    "colour the heat map: \(Phrase.alternatives(ColorChoice.names), .choices) (auto: when stdout is a terminal)"
                )))
        var color = ColorChoice.auto
    }

    let options: Options

    init(_ parsed: ParsedArguments) throws(CommandFailure) {
        options = try parsed.options()
    }

    func run(_ context: AppContext) throws {
        let setup = try CommandSetup.prepare(context, date: options.date, readOnly: true)
        try context.show(
            Output(record: try LearnerRecord.read(setup)), as: OutputFormat(json: options.json, color: options.color))
    }

    /// What `stats` shows, once: `StatsReport` as JSON, `StatsPage` as text.
    struct Output: CommandOutput {
        var record: LearnerRecord

        func encode(to encoder: any Encoder) throws {
            try StatsReport(record.stats, levels: record.levels, outlook: record.outlook, today: record.today)
                .encode(to: encoder)
        }

        func text(_ rendering: TextRendering) -> String {
            StatsPage.text(
                record.stats, levels: record.levels, outlook: record.outlook, chosen: record.chosen,
                today: record.today, style: rendering.style, language: rendering.language
            ).split(separator: "\n", omittingEmptySubsequences: false).flatMap {
                DisplayWidth.wrapLabelled(String($0), columns: rendering.columns)
            }.joined(separator: "\n")
        }
    }
}
