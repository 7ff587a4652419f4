import Foundation
import WordQuizCore

/// `wordquiz digest`: compose today's digest and deliver it now, or show each channel's
/// rendering with `--dry-run`; `--schedule ID` delivers a schedule's latest due fire once
/// (for systemd timers and cron, sharing the daemon's ledger).
struct DigestCommand: ConcurrentCommand {
    static let dryRunOption = OptionSpec(
        name: "--dry-run", help: Phrase("print each channel's rendering instead of sending"))
    static let scheduleOption = OptionSpec(
        name: "--schedule", value: .free, placeholder: "ID",
        help: Phrase("deliver the schedule's latest due fire, once (for systemd and cron)"))
    static let resendOption = OptionSpec(
        name: "--resend",
        help: Phrase(
            "with --schedule: send the channels of its latest fire that failed again (or the --channel ones that did not deliver)"
        ))
    static let channelOption = CommonOption.channel.described(
        Phrase("\(ChannelSpec.names, .choices) (default stdout); repeat for several"))
    static let dateOption = CommonOption.date.described(Phrase("the digest of another day"))
    static let configuration = CommandConfiguration(
        name: "digest", summary: Phrase("compose the day's digest and deliver it now (or --dry-run)"), topic: .delivery,
        synopses: [
            Synopsis([.optional(channelOption), .optional(dateOption), .optional(dryRunOption)]),
            Synopsis([.required(scheduleOption)]),
            Synopsis([.required(scheduleOption), .required(resendOption), .optional(channelOption)]),
        ],
        help: [
            .paragraph(Phrase("Compose the day's word as a digest and deliver it now.")), .usage, .options,
            .paragraph(Phrase("Webhook URLs and SMTP settings come from Config.env (see Config.example.env).")),
        ])

    struct Options: CommandOptions {
        @RepeatedOption(DigestCommand.channelOption) var channels: [String]
        @Option(DigestCommand.dateOption) var date: CalendarDate?
        @Flag(DigestCommand.dryRunOption) var dryRun: Bool
        @Option(DigestCommand.scheduleOption) var scheduleID: String?
        @Flag(DigestCommand.resendOption) var resend: Bool
    }

    let options: Options

    init(_ parsed: ParsedArguments) throws(CommandFailure) {
        let options = try parsed.options(Options.self)
        self.options = options
        if options.resend, options.scheduleID == nil {
            throw parsed.failure(Phrase("--resend goes with --schedule ID: the fire it sends again is that schedule's"))
        }
        if options.scheduleID != nil,
            (!options.channels.isEmpty && !options.resend) || options.dryRun || options.date != nil
        {
            throw parsed.failure(Phrase("--schedule takes the schedule's own channels and time; give it alone"))
        }
    }

    func run(_ context: AppContext) async throws {
        let specs = try ParsedArguments.channels(options.channels.isEmpty ? ["stdout"] : options.channels, context) {
            Self.failure($0)
        }
        let setup = try CommandSetup.prepare(context, date: options.date)
        if let scheduleID = options.scheduleID {
            let delivery = ScheduledDelivery(context: context, setup: setup)
            if options.resend {
                return try await delivery.resendLatestFire(of: scheduleID, named: options.channels.isEmpty ? [] : specs)
            }
            return try await delivery.deliverLatestFire(of: scheduleID)
        }
        let service = DigestService(context: context, setup: setup)
        let digest = try await service.compose(for: setup.today, on: specs)
        if options.dryRun {
            for spec in specs {
                context.stdout.write(try DigestDryRun.rendering(digest, for: spec, configuration: setup.configuration))
            }
            return
        }
        let results = await service.deliver(digest, on: specs)
        try service.recordMeeting(digest, after: results)
        let failures = results.filter { $0.error != nil }
        for failure in failures {
            context.note(Phrase("\(failure.spec, .channel): \(failure.error?.message ?? .empty, .reason)"))
        }
        if !failures.isEmpty {
            throw CommandFailure.channelsFailed(failed: failures.count, total: results.count)
        }
    }
}
