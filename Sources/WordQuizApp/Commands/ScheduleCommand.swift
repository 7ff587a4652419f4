import Foundation
import WordQuizCore
import WordQuizStore

/// `wordquiz schedule …`: when the digest reaches you, and where. The list in the database is
/// the one source of truth; the daemon and exported timers read it.
struct ScheduleCommand {
    static let usage = """
        Usage: wordquiz schedule add --at HH:MM [--days daily|weekdays|weekends|mon,wed,fri] [--tz ZONE] --channel SPEC… [--id NAME]
               wordquiz schedule add --in DURATION --channel SPEC… [--id NAME]
               wordquiz schedule list [--json] [--all] | on ID | off ID | remove ID | edit ID [options of add]
               wordquiz schedule export --systemd [--output DIR] | --cron
        """

    static let jsonOption = CommonOption.json
    static let allOption = OptionSpec(name: "--all", help: Phrase("the finished one-offs too, marked done"))
    static let triggerOptions = [
        ScheduleOptions.atOption, ScheduleOptions.daysOption, ScheduleOptions.zoneOption, ScheduleOptions.delayOption,
        CommonOption.channel,
    ]
    static let addSpec = CommandSpec(
        words: ["schedule", "add"], summary: Phrase("add a schedule"),
        usage: """
            Usage: wordquiz schedule add --at HH:MM [--days DAYS] [--tz ZONE] --channel SPEC… [--id NAME]
                   wordquiz schedule add --in DURATION --channel SPEC… [--id NAME]
            """,
        options: triggerOptions + [ScheduleOptions.idOption],
        help: [
            .paragraph(Phrase("Add a schedule: the digest at a time on chosen weekdays, or once after a while.")),
            .usage, .options,
        ])
    static let listSpec = CommandSpec(
        words: ["schedule", "list"], aliases: ["ls"], summary: Phrase("list the schedules"),
        usage: "Usage: wordquiz schedule list [--json] [--all]",
        options: [jsonOption.described(Phrase("one JSON array; times in ISO 8601 with their offset")), allOption],
        help: [
            .paragraph(
                Phrase(
                    "List the schedules: id, on or off, when, the channels and the next fire (with its zone). One-offs that have fired are left out unless --all."
                )),
            .usage, .options,
        ])
    static let onSpec = CommandSpec(
        words: ["schedule", "on"], summary: Phrase("switch a schedule on"), usage: "Usage: wordquiz schedule on ID",
        arguments: ["ID"],
        help: [
            .paragraph(
                Phrase("Switch a schedule on: it fires from its next time (nothing missed while off is sent).")),
            .usage,
        ])
    static let offSpec = CommandSpec(
        words: ["schedule", "off"], summary: Phrase("switch a schedule off"), usage: "Usage: wordquiz schedule off ID",
        arguments: ["ID"],
        help: [.paragraph(Phrase("Switch a schedule off, keeping it to switch on again later.")), .usage])
    static let editSpec = CommandSpec(
        words: ["schedule", "edit"], summary: Phrase("change a schedule"),
        usage:
            "Usage: wordquiz schedule edit ID [--at HH:MM] [--days DAYS] [--tz ZONE] [--in DURATION] [--channel SPEC…]",
        options: triggerOptions, arguments: ["ID"],
        help: [
            .paragraph(Phrase("Change a schedule: give only what changes; the rest stays.")), .usage, .options,
        ])
    static let removeSpec = CommandSpec(
        words: ["schedule", "remove"], aliases: ["rm", "delete"], summary: Phrase("remove a schedule"),
        usage: "Usage: wordquiz schedule remove ID", arguments: ["ID"],
        help: [.paragraph(Phrase("Remove a schedule. What it delivered stays in `wordquiz deliveries`.")), .usage])
    static let exportSpec = CommandSpec(
        words: ["schedule", "export"], summary: Phrase("write systemd timers or crontab lines"),
        usage: "Usage: wordquiz schedule export --systemd [--output DIR] | --cron",
        options: [ScheduleExport.systemdOption, ScheduleExport.outputOption, ScheduleExport.cronOption],
        help: [
            .paragraph(
                Phrase(
                    "Write the schedules for the system's own scheduler instead of the daemon: systemd user timers and services (each runs `wordquiz digest --schedule ID`, which shares the daemon's ledger, so nothing is delivered twice), or crontab lines."
                )),
            .usage, .options,
        ])
    static let spec = CommandSpec(
        words: ["schedule"],
        summary: Phrase("when and where the digest is delivered: add, list, on, off, edit, remove, export"),
        usage: usage,
        help: [
            .paragraph(
                Phrase(
                    "Schedules deliver the daily digest (\"오늘의 단어: …\") at a time and on weekdays you choose, on the channels you pick. Run `wordquiz daemon` (or export systemd timers) to have them delivered."
                )),
            .usage,
        ],
        subcommands: [addSpec, listSpec, onSpec, offSpec, editSpec, removeSpec, exportSpec])

    let arguments: [String]

    func run(_ context: AppContext) async throws {
        guard let typed = arguments.first else {
            throw CommandFailure.usage(
                Phrase("schedule needs an action: add, list, on, off, edit, remove or export"), help: Self.usage)
        }
        // By the action's own name, whichever of its names was typed (the aliases are declared).
        let action = Self.spec.subcommand(typed)?.name ?? typed
        let rest = Array(arguments.dropFirst())
        let setup = try CommandSetup.prepare(context, date: nil, readOnly: ["list", "export"].contains(action))
        let store = setup.store
        let now = context.unixSeconds
        let language = context.language
        func say(_ phrase: Phrase) { context.stdout.write(phrase.text(in: language) + "\n") }
        func describe(_ schedule: Schedule) -> Phrase {
            .verbatim(
                listed(schedule, now: now, context: context).columns(in: context.timeZone, language: language)
                    .joined(separator: "  "))
        }
        switch action {
        case "add":
            let options = try ScheduleOptions(rest, spec: Self.addSpec, context: context)
            if let id = options.id, try store.schedule(id) == nil, try store.scheduleIDsInLedger().contains(id) {
                throw CommandFailure.usage(
                    Phrase(
                        "the id '\(id, .schedule)' belonged to a removed schedule whose deliveries are kept: choose another --id"
                    ),
                    help: Self.usage)
            }
            let schedule = try options.makeSchedule(
                id: nil, existing: nil, takenIDs: try takenIDs(store), context: context)
            guard try store.addSchedule(schedule, at: now) else { throw CommandFailure.scheduleExists(schedule.id) }
            warnAboutMissingSettings(schedule, setup.configuration, context, language)
            say(Phrase("added \(describe(schedule), .schedule)"))
        case "edit":
            guard let id = rest.first else {
                throw CommandFailure.usage(Phrase("edit needs a schedule id"), help: Self.usage)
            }
            let existing = try load(id, store)
            guard rest.count > 1 else {
                throw CommandFailure.usage(
                    Phrase("nothing to change in '\(id, .schedule)': give --at, --days, --tz, --in or --channel"),
                    help: Self.usage
                )
            }
            let options = try ScheduleOptions(
                Array(rest.dropFirst()), spec: Self.editSpec, context: context, requireTrigger: false)
            let schedule = try options.makeSchedule(id: id, existing: existing, takenIDs: [], context: context)
            _ = try store.replaceSchedule(schedule, at: now)
            warnAboutMissingSettings(schedule, setup.configuration, context, language)
            say(Phrase("changed \(describe(schedule), .schedule)"))
        case "on", "off":
            guard try (action == "on" ? Self.onSpec : Self.offSpec).parse(rest).positionals.count == 1,
                let id = rest.first
            else {
                throw CommandFailure.usage(Phrase("\(action, .action) needs one schedule id"), help: Self.usage)
            }
            var schedule = try load(id, store)
            _ = try store.setSchedule(id, enabled: action == "on", at: now)
            schedule.isEnabled = action == "on"
            say(describe(schedule))
        case "remove":
            guard try Self.removeSpec.parse(rest).positionals.count == 1, let id = rest.first else {
                throw CommandFailure.usage(Phrase("remove needs one schedule id"), help: Self.usage)
            }
            guard try store.removeSchedule(id) else { throw CommandFailure.noSuchSchedule(id) }
            say(Phrase("removed schedule '\(id, .schedule)'"))
        case "list":
            try list(rest, store: store, now: now, context: context, language: language)
        case "export":
            try ScheduleExport(arguments: rest, context: context, language: language).run(
                try store.schedules().map(\.schedule))
        default:
            let actions = Self.spec.subcommands.map(\.name)
            throw CommandFailure.usage(
                Phrase("unknown schedule action '\(action, .action)'") + Suggestion.clause(for: action, among: actions),
                help: Self.usage
            )
        }
    }

    private func load(_ id: String, _ store: WordStore) throws -> Schedule {
        guard let schedule = try store.schedule(id)?.schedule else { throw CommandFailure.noSuchSchedule(id) }
        return schedule
    }

    /// The ids of the schedules, and of removed ones whose deliveries are kept: never given
    /// out again.
    private func takenIDs(_ store: WordStore) throws -> Set<String> {
        Set(try store.schedules().map(\.schedule.id)).union(try store.scheduleIDsInLedger())
    }

    private func list(
        _ options: [String], store: WordStore, now: Int64, context: AppContext, language: Language
    ) throws {
        let parsed = try Self.listSpec.parse(options)
        let all = parsed.has(Self.allOption)
        let everything = try store.schedules()
        let stored = everything.filter { all || !isFinished($0.schedule, now: now) }
        let unreadable = try store.unreadableSchedules()
        if !unreadable.isEmpty {
            context.warn(
                Phrase(
                    "stored schedules that cannot be read are skipped: \(unreadable.joined(separator: ", "), .schedule); remove them with `wordquiz schedule remove ID`."
                ), in: language)
        }
        for entry in stored where !entry.unreadableChannels.isEmpty {
            context.warn(
                Phrase(
                    "schedule '\(entry.schedule.id, .schedule)' has channels this wordquiz cannot read, skipped when delivering: \(entry.unreadableChannels.joined(separator: ", "), .channel); edit it with --channel."
                ), in: language)
        }
        let listing = Listing(
            schedules: stored.map { listed($0.schedule, now: now, context: context) },
            hidden: everything.count - stored.count, timeZone: context.timeZone)
        try context.show(listing, as: OutputFormat(json: parsed.has(Self.jsonOption), color: .never))
    }

    /// What `schedule list` shows, once: a `ScheduleRow` a schedule as JSON, a table as text.
    struct Listing: CommandOutput {
        struct Item {
            var schedule: Schedule
            /// A one-off whose moment has passed.
            var isFinished: Bool
            /// Unix seconds; nil when it will not fire again.
            var nextFire: Int64?

            /// id, [state], when, → channels, (next …), the times in `zone`.
            func columns(in zone: TimeZone, language: Language) -> [String] {
                let state = isFinished ? Phrase("done") : schedule.isEnabled ? Phrase("on") : Phrase("off")
                let next: Phrase
                if isFinished {
                    next = Phrase("(finished)")
                } else if !schedule.isEnabled {
                    next = .verbatim("(—)")
                } else if let nextFire {
                    next = Phrase("(next \(LocalTimeFormat.string(nextFire, in: zone, language: language), .time))")
                } else {
                    next = Phrase("(no more fires)")
                }
                let channels = schedule.channels.map(\.description).joined(separator: ", ")
                return [
                    schedule.id, "[\(language.say(state))]", trigger(in: zone, language: language), "→ " + channels,
                    language.say(next),
                ]
            }

            /// A one-off's moment as a person reads it, or in ISO 8601 for JSON (no language); a
            /// repeating trigger as it was given (`07:30 daily (Asia/Seoul)`).
            func trigger(in zone: TimeZone, language: Language?) -> String {
                guard case .once(let at) = schedule.trigger else { return schedule.trigger.description }
                guard let language else {
                    return Phrase("once at \(LocalTimeFormat.iso8601(at, in: zone), .time)").description
                }
                return language.say(
                    Phrase("once at \(LocalTimeFormat.string(at, in: zone, language: language), .time)"))
            }
        }

        var schedules: [Item]
        /// The finished one-offs left out (`--all` shows them).
        var hidden: Int
        /// The user's zone, in which a one-off's moment and the next fires are written.
        var timeZone: TimeZone

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(
                schedules.map { item in
                    ScheduleRow(
                        id: item.schedule.id, trigger: item.trigger(in: timeZone, language: nil),
                        channels: item.schedule.channels.map(\.description), enabled: item.schedule.isEnabled,
                        finished: item.isFinished,
                        nextFire: item.nextFire.map { LocalTimeFormat.iso8601($0, in: timeZone) })
                })
        }

        func text(_ rendering: TextRendering) -> String {
            let language = rendering.language
            guard !schedules.isEmpty else {
                let none =
                    hidden > 0
                    ? Phrase("no schedules to come (\(hidden, .number) finished: schedule list --all)")
                    : Phrase("no schedules yet: wordquiz schedule add --at 08:00 --channel desktop")
                return language.say(none) + "\n"
            }
            // Columns line up by display width, whatever the ids and channels hold.
            let rows = schedules.map { $0.columns(in: timeZone, language: language) }
            let widths = (0..<4).map { column in rows.map { DisplayWidth.width(of: $0[column]) }.max() ?? 0 }
            var text = ""
            for row in rows {
                let padded = (0..<4).map { DisplayWidth.padded(row[$0], to: widths[$0]) } + [row[4]]
                let line = padded.joined(separator: "  ")
                text += String(line.reversed().drop { $0 == " " }.reversed()) + "\n"
            }
            if hidden > 0 {
                text +=
                    language.say(
                        Phrase("(\(hidden, one: "finished one-off", other: "finished one-offs") not shown: --all)"))
                    + "\n"
            }
            return text
        }
    }

    /// A schedule as the list shows it at `now`: whether it is done, and when it fires next.
    private func listed(_ schedule: Schedule, now: Int64, context: AppContext) -> Listing.Item {
        Listing.Item(
            schedule: schedule, isFinished: isFinished(schedule, now: now),
            nextFire: nextFire(schedule, after: now, context: context))
    }

    /// A one-off whose moment has passed: it will not fire again.
    private func isFinished(_ schedule: Schedule, now: Int64) -> Bool {
        if case .once(let at) = schedule.trigger { return at <= now }
        return false
    }

    private func nextFire(_ schedule: Schedule, after now: Int64, context: AppContext) -> Int64? {
        FireTimes.next(after: now, trigger: schedule.trigger, rules: context.timeZoneRules(schedule.trigger.timeZone))
    }

    private func warnAboutMissingSettings(
        _ schedule: Schedule, _ configuration: Configuration, _ context: AppContext, _ language: Language
    ) {
        for spec in schedule.channels {
            let missing = spec.requiredSettings.filter { configuration.channelSettings[$0] == nil }
            if !missing.isEmpty {
                context.warn(
                    Phrase(
                        "the \(spec, .channel) channel needs \(missing.map(\.name).joined(separator: ", "), .setting) in Config.env before it can deliver."
                    ), in: language)
            }
        }
    }
}
