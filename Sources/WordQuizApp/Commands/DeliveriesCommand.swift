import Foundation
import WordQuizCore
import WordQuizStore

/// `wordquiz deliveries`: what was delivered, late, missed or failed, and when.
struct DeliveriesCommand: SynchronousCommand {
    static let limitOption = OptionSpec(
        name: "--limit", value: .free, placeholder: "N", help: Phrase("show the N newest (default 50)"))
    static let configuration = CommandConfiguration(
        name: "deliveries", summary: Phrase("what was delivered, late, missed or failed"), topic: .delivery,
        options: [
            CommonOption.json.described(Phrase("one JSON array, a delivery an object, each with its channels")),
            limitOption,
        ],
        help: [
            .paragraph(
                Phrase(
                    "What became of each scheduled digest, newest first: delivered, late (caught up after the machine slept), partial, retrying, failed, unknown (a send that may have arrived) or missed (too old to send), with each channel's detail."
                )),
            .usage, .options,
        ])

    var json = false
    var limit = 50

    init(_ parsed: ParsedArguments) throws(CommandFailure) {
        json = parsed.has(CommonOption.json)
        if let limit = try parsed.value(
            Self.limitOption, { Int($0).flatMap { $0 > 0 ? $0 : nil } },
            refusal: {
                Phrase("--limit takes a number, not '\($0, .value)'")
            })
        {
            self.limit = limit
        }
    }

    func run(_ context: AppContext) throws {
        let setup = try CommandSetup.prepare(context, date: nil, readOnly: true)
        try context.show(
            Output(deliveries: try setup.store.deliveries(limit: limit), timeZone: context.timeZone),
            as: OutputFormat(json: json, color: .never))
    }

    /// What `deliveries` shows, once: a `DeliveryRow` a fire as JSON, a line a fire as text.
    struct Output: CommandOutput {
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
            return deliveries.map { row in
                var line = "\(local(row.fireTime))  \(row.scheduleID)  \(language.say(row.status.spokenName))"
                if row.channels.isEmpty {
                    if row.detail != .empty { line += "  " + language.say(row.detail) }
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
