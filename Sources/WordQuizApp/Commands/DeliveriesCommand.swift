import Foundation
import WordQuizCore
import WordQuizStore

/// `wordquiz deliveries`: what was delivered, late, missed or failed, and when.
struct DeliveriesCommand: SynchronousCommand {
    static let limitOption = OptionSpec(
        name: "--limit", value: .free, placeholder: "N", help: Phrase("show the N newest (default 50)"))
    static let configuration = CommandConfiguration(
        name: "deliveries", summary: Phrase("what was delivered, late, missed or failed"), topic: .delivery,
        help: [
            .paragraph(
                Phrase(
                    "What became of each scheduled digest, newest first: delivered, late (caught up after the machine slept), partial, retrying, failed, unknown (a send that may have arrived) or missed (too old to send), with each channel's detail."
                )),
            .usage, .options,
        ])

    struct Options: CommandOptions {
        @Flag(CommonOption.json.described(Phrase("one JSON array, a delivery an object, each with its channels")))
        var json: Bool
        @Option(
            DeliveriesCommand.limitOption, { Int($0).flatMap { $0 > 0 ? $0 : nil } },
            refusal: { Phrase("--limit takes a number, not '\($0, .value)'") })
        var limit = 50
    }

    let options: Options

    init(_ parsed: ParsedArguments) throws(CommandFailure) {
        options = try parsed.options()
    }

    func run(_ context: AppContext) throws {
        let setup = try CommandSetup.prepare(context, date: nil, readOnly: true)
        try context.show(
            Output(
                deliveries: try ScheduleBook(store: setup.store).deliveries(limit: options.limit),
                timeZone: context.timeZone),
            as: OutputFormat(json: options.json, color: .never))
    }

    /// What `deliveries` shows, once: a `DeliveryRow` a fire as JSON, a line a fire as text.
    struct Output: CommandOutput {
        /// The rows as lines: a run of a schedule's fires missed for the same reason (a machine
        /// off for weeks) is one line, its newest, with the earlier ones counted; JSON keeps each.
        static func collapsingMisses(_ rows: [WordStore.Delivery]) -> [(WordStore.Delivery, [WordStore.Delivery])] {
            var lines: [(WordStore.Delivery, [WordStore.Delivery])] = []
            for row in rows {
                if let last = lines.last, row.status == .missed, last.0.status == .missed, row.channels.isEmpty,
                    last.0.scheduleID == row.scheduleID, last.0.detail == row.detail
                {
                    lines[lines.count - 1].1.append(row)
                } else {
                    lines.append((row, []))
                }
            }
            return lines
        }

        var deliveries: [WordStore.Delivery]
        /// The user's zone, in which every time is written.
        var timeZone: TimeZone

        func encode(to encoder: any Encoder) throws {
            func iso(_ instant: Int64) -> String { LocalTimeFormat.iso8601(instant, in: timeZone) }
            var container = encoder.singleValueContainer()
            try container.encode(
                deliveries.map { row in
                    DeliveryRow(
                        schedule: row.scheduleID, fireTime: iso(row.fireTime), status: row.status,
                        detail: row.detail.description,
                        recordedAt: iso(row.recordedAt),
                        channels: row.channels.map {
                            DeliveryRow.Channel(
                                channel: $0.channel, status: $0.status, attempts: $0.attempts,
                                retryAt: $0.retryAt.map(iso), detail: $0.detail.description)
                        })
                })
        }

        func text(_ rendering: TextRendering) -> String {
            let language = rendering.language
            guard !deliveries.isEmpty else { return language.say(Phrase("nothing delivered yet")) + "\n" }
            func local(_ instant: Int64) -> String {
                LocalTimeFormat.string(instant, in: timeZone, language: language)
            }
            return Self.collapsingMisses(deliveries).map { row, earlier in
                var line = "\(local(row.fireTime))  \(row.scheduleID)  \(language.say(row.status.spokenName))"
                if row.channels.isEmpty {
                    if row.detail != .empty { line += "  " + language.say(row.detail) }
                    if let oldest = earlier.last {
                        line += language.say(
                            Phrase(
                                " (and \(earlier.count, one: "earlier fire", other: "earlier fires") missed alike, back to \(local(oldest.fireTime), .time))"
                            ))
                    }
                } else {
                    // Each channel, and for those that did not deliver, why and what comes next.
                    line +=
                        "  "
                        + row.channels.map { channel in
                            var text = "\(channel.channel): \(language.say(channel.status.spokenName))"
                            if channel.detail != .empty { text += " (" + language.say(channel.detail) + ")" }
                            if let retry = channel.retryAt {
                                text += language.say(Phrase(", again at \(local(retry), .time)"))
                            }
                            return text
                        }.joined(separator: " · ")
                }
                return line + "\n"
            }.joined()
        }
    }
}
