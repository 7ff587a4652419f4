import Foundation
import WordQuizCore

/// `wordquiz digest`: compose today's digest and deliver it now, or show each channel's
/// rendering with `--dry-run`; `--schedule ID` delivers a schedule's latest due fire once
/// (for systemd timers and cron, sharing the daemon's ledger).
struct DigestCommand {
    static let usage =
        "Usage: wordquiz digest [--channel SPEC]… [--date YYYY-MM-DD] [--dry-run] | wordquiz digest --schedule ID"

    static let help = """
        Compose the day's word as a digest and deliver it now.

        \(usage)

        Channels (--channel, repeatable; default stdout): \(ChannelSpec.names).
        Webhook URLs and SMTP settings come from Config.env (see Config.example.env).
          --dry-run        print each channel's rendering instead of sending
          --schedule ID    deliver the schedule's latest due fire, once (for systemd and cron)

        """

    var channels: [String] = []
    var date: CalendarDate?
    var dryRun = false
    var scheduleID: String?

    init(arguments: [String]) throws(CommandFailure) {
        var scanner = ArgumentScanner(arguments, usage: Self.usage)
        while let option = try scanner.next() {
            switch option.name {
            case "--channel": channels.append(try scanner.value(for: option))
            case "--date":
                date = try scanner.date(for: option)
            case "--dry-run": dryRun = true
            case "--schedule": scheduleID = try scanner.value(for: option)
            default: throw scanner.unknown(option, for: ["digest"])
            }
        }
        if scheduleID != nil, !channels.isEmpty || dryRun || date != nil {
            throw scanner.failure(Phrase("--schedule takes the schedule's own channels and time; give it alone"))
        }
    }

    func run(_ context: AppContext) async throws {
        let scanner = ArgumentScanner([], usage: Self.usage)
        let specs = try scanner.channels(channels.isEmpty ? ["stdout"] : channels, directory: context.currentDirectory)
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
