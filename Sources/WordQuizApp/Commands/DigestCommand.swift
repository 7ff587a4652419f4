import Foundation
import WordQuizCore

/// `wordquiz digest`: compose today's digest and deliver it now, or show each channel's
/// rendering with `--dry-run`; `--schedule ID` delivers a schedule's latest due fire once
/// (for systemd timers and cron, sharing the daemon's ledger).
struct DigestCommand {
    static let usage =
        "Usage: wordquiz digest [--channel SPEC]… [--date YYYY-MM-DD] [--dry-run] | wordquiz digest --schedule ID"

    static let dryRunOption = OptionSpec(
        name: "--dry-run", help: Phrase("print each channel's rendering instead of sending"))
    static let scheduleOption = OptionSpec(
        name: "--schedule", value: .free, placeholder: "ID",
        help: Phrase("deliver the schedule's latest due fire, once (for systemd and cron)"))
    static let spec = CommandSpec(
        words: ["digest"], summary: Phrase("compose the day's digest and deliver it now (or --dry-run)"), usage: usage,
        options: [
            CommonOption.channel.described(
                Phrase("\(ChannelSpec.names, .choices) (default stdout); repeat for several")),
            CommonOption.date.described(Phrase("the digest of another day")), dryRunOption, scheduleOption,
        ],
        help: [
            .paragraph(Phrase("Compose the day's word as a digest and deliver it now.")), .usage, .options,
            .paragraph(Phrase("Webhook URLs and SMTP settings come from Config.env (see Config.example.env).")),
        ])

    var channels: [String] = []
    var date: CalendarDate?
    var dryRun = false
    var scheduleID: String?

    init(arguments: [String]) throws(CommandFailure) {
        let parsed = try Self.spec.parse(arguments)
        channels = parsed.values(CommonOption.channel)
        date = try parsed.date()
        dryRun = parsed.has(Self.dryRunOption)
        scheduleID = parsed.value(Self.scheduleOption)
        if scheduleID != nil, !channels.isEmpty || dryRun || date != nil {
            throw parsed.failure(Phrase("--schedule takes the schedule's own channels and time; give it alone"))
        }
    }

    func run(_ context: AppContext) async throws {
        let specs = try ParsedArguments.channels(channels.isEmpty ? ["stdout"] : channels, context) {
            .usage($0, help: Self.usage)
        }
        let setup = try CommandSetup.prepare(context, date: date)
        if let scheduleID {
            return try await ScheduledDelivery(context: context, setup: setup).deliverLatestFire(of: scheduleID)
        }
        let service = DigestService(context: context, setup: setup)
        let digest = try await service.compose(for: setup.today)
        if dryRun {
            for spec in specs {
                context.stdout.write(try DigestDryRun.rendering(digest, for: spec, configuration: setup.configuration))
            }
            return
        }
        let results = await service.deliver(digest, on: specs)
        try service.recordMeeting(digest, after: results)
        let failures = results.filter { $0.error != nil }
        let language = context.language
        for failure in failures {
            context.stderr.write("wordquiz: \(failure.spec): \(failure.error?.message.text(in: language) ?? "")\n")
        }
        if !failures.isEmpty {
            throw CommandFailure.channelsFailed(failed: failures.count, total: results.count)
        }
    }
}
