import Foundation
import WordQuizCore

extension ScheduleCommand {
    /// `wordquiz schedule export --systemd | --cron`: the schedules for the OS's own scheduler.
    /// Both run `wordquiz digest --schedule ID`, which shares the daemon's ledger, so a timer and
    /// a daemon never deliver the same fire twice. The files it writes are English; its notes are
    /// in the reader's language.
    struct Export: SynchronousCommand {
        enum Target { case systemd, cron }

        static let systemdOption = OptionSpec(
            name: "--systemd", help: Phrase("a .timer and a .service for each schedule"))
        static let cronOption = OptionSpec(name: "--cron", help: Phrase("crontab lines, printed"))
        static let outputOption = OptionSpec(
            name: "--output", value: .free, placeholder: "DIR",
            help: Phrase("where to write the units (default: print them)"))

        static let configuration = CommandConfiguration(
            name: "export", summary: Phrase("write systemd timers or crontab lines"),
            synopses: [
                Synopsis([.required(systemdOption), .optional(outputOption)]), Synopsis([.required(cronOption)]),
            ],
            help: [
                .paragraph(
                    Phrase(
                        "Write the schedules for the system's own scheduler instead of the daemon: systemd user timers and services (each runs `wordquiz digest --schedule ID`, which shares the daemon's ledger, so nothing is delivered twice), or crontab lines."
                    )),
                .usage, .options,
            ])

        struct Options: CommandOptions {
            @LastFlag([(Export.systemdOption, Target.systemd), (Export.cronOption, .cron)]) var target: Target?
            /// `--output` as typed: made absolute where it was typed.
            @Option(Export.outputOption) var typedOutput: String?
        }

        var target: Target
        let options: Options

        init(_ parsed: ParsedArguments) throws(CommandFailure) {
            options = try parsed.options()
            guard let target = options.target else {
                throw parsed.failure(
                    Phrase(
                        "\(parsed.command.path, .command) needs \(Phrase.alternatives([Self.systemdOption.name, Self.cronOption.name]), .choices)"
                    ))
            }
            self.target = target
        }

        func run(_ context: AppContext) throws {
            let setup = try CommandSetup.prepare(context, date: nil, readOnly: true)
            try write(try ScheduleBook(store: setup.store).all(), context)
        }

        /// The wordquiz executable, as an absolute path.
        func executable(_ context: AppContext) -> String {
            let path = context.executablePath
            if path.hasPrefix("/") { return path }
            if path.contains("/") { return context.currentDirectory + "/" + path }
            return ChildProcess.find(path, path: context.environment["PATH"]) ?? path
        }

        private func write(_ schedules: [Schedule], _ context: AppContext) throws {
            let now = context.unixSeconds
            let executable = executable(context)
            if executable.contains("/.build/") {
                context.warn(
                    Phrase(
                        "this wordquiz runs from a build folder (\(executable, .path)); the units would break at the next clean build: install it first (scripts/install) and export with the installed one."
                    ))
            }
            // Repeating schedules, and one-offs still to come.
            let exported = schedules.filter { schedule in
                guard schedule.isEnabled else { return false }
                if case .once(let at) = schedule.trigger { return at > now }
                return true
            }
            switch target {
            case .cron: context.stdout.write(cronTable(exported, executable: executable, context))
            case .systemd: try writeUnits(exported, executable: executable, context)
            }
        }

        /// The crontab lines, a one-off commented with the way to run it instead.
        private func cronTable(_ exported: [Schedule], executable: String, _ context: AppContext) -> String {
            var lines = [
                "# wordquiz digests. Each line runs in the schedule's own zone where cron supports CRON_TZ (cronie);",
                "# Debian's cron uses the system's zone instead. Install with: crontab -e",
            ]
            for schedule in exported {
                guard let fields = TimerCalendar.cronFields(schedule.trigger) else {
                    let at = LocalTimeFormat.string(
                        schedule.trigger.onceInstant ?? context.unixSeconds, in: context.timeZone)
                    lines.append(
                        "# \(schedule.id): once at \(at); cron cannot run a one-off: use the daemon, the systemd export, or at(1) with: \(executable) digest --schedule \(schedule.id)"
                    )
                    continue
                }
                if let zone = schedule.trigger.timeZone { lines.append("CRON_TZ=\(zone)") }
                lines.append("\(fields) \(executable) digest --schedule \(schedule.id)")
            }
            return lines.joined(separator: "\n") + "\n"
        }

        /// A service and a timer for each schedule and the daemon's service, in `--output` or
        /// the user's systemd folder, then how to enable either.
        private func writeUnits(_ exported: [Schedule], executable: String, _ context: AppContext) throws {
            let directory = options.typedOutput.map(context.absolutePath) ?? context.paths.systemdUserUnits
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
                for schedule in exported {
                    let calendar = TimerCalendar.onCalendar(schedule.trigger)
                    let name = "wordquiz-\(schedule.id)"
                    try service(schedule, executable: executable).write(
                        toFile: "\(directory)/\(name).service", atomically: true, encoding: .utf8)
                    try timer(schedule, calendar: calendar, zone: context.timeZone).write(
                        toFile: "\(directory)/\(name).timer", atomically: true, encoding: .utf8)
                    context.say(
                        Phrase(
                            "wrote \(directory, .folder)/\(name, .name).service and .timer (OnCalendar=\(calendar, .calendar))"
                        ))
                }
                // The other way to deliver: the daemon as a user service.
                try DaemonUnit.service(executable: executable).write(
                    toFile: "\(directory)/\(DaemonUnit.fileName)", atomically: true, encoding: .utf8)
                context.say(
                    Phrase(
                        "wrote \(directory, .folder)/\(DaemonUnit.fileName, .unit) (the daemon, instead of the timers)"
                    )
                )
            } catch {
                throw CommandFailure.fileAccess(
                    .writeInto, path: directory, reason: .verbatim(FileErrorReason.of(error)))
            }
            if !exported.isEmpty {
                let timers = exported.map { "wordquiz-\($0.id).timer" }.joined(separator: " ")
                context.say(
                    Phrase(
                        "enable with: systemctl --user daemon-reload && systemctl --user enable --now \(timers, .unit)"
                    )
                )
            }
            context.say(
                Phrase(
                    "or run the daemon instead: systemctl --user enable --now \(DaemonUnit.fileName, .unit) (never both at once is needed; together they still deliver each fire once)"
                ))
        }

        func service(_ schedule: Schedule, executable: String) -> String {
            """
            [Unit]
            Description=wordquiz daily digest (\(schedule.id))

            [Service]
            Type=oneshot
            # Desktop notifications go to the user's session bus.
            Environment=DBUS_SESSION_BUS_ADDRESS=unix:path=%t/bus
            ExecStart=\(executable) digest --schedule \(schedule.id)

            """
        }

        func timer(_ schedule: Schedule, calendar: String, zone: TimeZone) -> String {
            """
            [Unit]
            Description=wordquiz daily digest (\(schedule.id)) at \(schedule.trigger.onceInstant.map { "once, " + LocalTimeFormat.string($0, in: zone) } ?? schedule.trigger.description)

            [Timer]
            OnCalendar=\(calendar)
            # Run at the next boot or wake-up if the moment was missed; wordquiz decides whether
            # it is still within the catch-up grace.
            Persistent=true
            Unit=wordquiz-\(schedule.id).service

            [Install]
            WantedBy=timers.target

            """
        }
    }
}
