import Foundation
import WordQuizCore
import WordQuizStore

/// `wordquiz schedule …`: when the digest reaches you, and where. The list in the database is
/// the one source of truth; the daemon and exported timers read it.
enum ScheduleCommand: CommandGroup {
    static let configuration = CommandConfiguration(
        name: "schedule",
        summary: Phrase("when and where the digest is delivered: add, list, on, off, edit, remove, export"),
        topic: .delivery,
        help: [
            .paragraph(
                Phrase(
                    "Schedules deliver the daily digest (\"Word of the day: …\") at a time and on weekdays you choose, on the channels you pick. Run `wordquiz daemon` (or export systemd timers) to have them delivered."
                )),
            .usage,
        ],
        actions: [Add.self, List.self, On.self, Off.self, Edit.self, Remove.self, Export.self])

    /// The schedule an action acts on.
    static let idArgument = ArgumentSpec(name: "ID", what: Phrase("a schedule id"))

    /// `schedule add`: a new schedule.
    struct Add: SynchronousCommand {
        typealias Options = ScheduleOptions.New

        static let configuration = CommandConfiguration(
            name: "add", summary: Phrase("add a schedule"),
            synopses: [
                Synopsis([
                    .required(ScheduleOptions.atOption), .optional(ScheduleOptions.daysOption),
                    .optional(ScheduleOptions.zoneOption), .required(CommonOption.channel),
                    .optional(ScheduleOptions.idOption),
                ]),
                Synopsis([
                    .required(ScheduleOptions.delayOption), .required(CommonOption.channel),
                    .optional(ScheduleOptions.idOption),
                ]),
            ],
            help: [
                .paragraph(Phrase("Add a schedule: the digest at a time on chosen weekdays, or once after a while.")),
                .usage, .options,
            ])

        var parsed: ParsedArguments

        init(_ parsed: ParsedArguments) {
            self.parsed = parsed
        }

        func run(_ context: AppContext) throws {
            let options = try ScheduleOptions(parsed, context: context)
            let setup = try CommandSetup.prepare(context, date: nil)
            let added: ScheduleBook.Added
            do {
                added = try ScheduleBook(store: setup.store).add(requestedID: options.id, at: context.unixSeconds) {
                    try options.makeSchedule(id: nil, existing: nil, takenIDs: $0, context: context)
                }
            } catch let removed as ScheduleBook.IDOfRemovedSchedule {
                throw Self.failure(
                    Phrase(
                        "the id '\(removed.id, .schedule)' belonged to a removed schedule whose deliveries are kept: choose another --id"
                    ))
            }
            let schedule = added.schedule
            if let twin = added.twin {
                context.warn(
                    Phrase(
                        "'\(schedule.id, .schedule)' delivers what '\(twin.id, .schedule)' already does, at the same time to the same channels: each digest would come twice. Remove one with `wordquiz schedule remove ID`."
                    ))
            }
            ScheduleCommand.warnAboutMissingSettings(schedule, setup.configuration, context)
            context.say(Phrase("added \(ScheduleCommand.described(schedule, context), .schedule)"))
        }
    }

    /// `schedule edit ID`: what the options change.
    struct Edit: SynchronousCommand {
        typealias Options = ScheduleOptions.Trigger

        static let configuration = CommandConfiguration(
            name: "edit", summary: Phrase("change a schedule"), arguments: [idArgument],
            help: [
                .paragraph(Phrase("Change a schedule: give only what changes; the rest stays.")), .usage, .options,
            ])

        var parsed: ParsedArguments

        init(_ parsed: ParsedArguments) {
            self.parsed = parsed
        }

        func run(_ context: AppContext) throws {
            let id = parsed.positionals[0]
            let setup = try CommandSetup.prepare(context, date: nil)
            let book = ScheduleBook(store: setup.store)
            _ = try book.stored(id)
            guard !parsed.given.isEmpty else {
                let names = Self.spec.options.map(\.name)
                throw Self.failure(
                    Phrase("nothing to change in '\(id, .schedule)': give \(Phrase.alternatives(names), .choices)"))
            }
            let options = try ScheduleOptions(parsed, context: context, requireTrigger: false)
            let schedule = try book.change(id, at: context.unixSeconds) {
                try options.makeSchedule(id: id, existing: $0, takenIDs: [], context: context)
            }
            ScheduleCommand.warnAboutMissingSettings(schedule, setup.configuration, context)
            context.say(Phrase("changed \(ScheduleCommand.described(schedule, context), .schedule)"))
        }
    }

    /// `schedule on ID`.
    struct On: SynchronousCommand {
        static let configuration = CommandConfiguration(
            name: "on", summary: Phrase("switch a schedule on"), arguments: [idArgument],
            help: [
                .paragraph(
                    Phrase("Switch a schedule on: it fires from its next time (nothing missed while off is sent).")),
                .usage,
            ])

        var id: String

        init(_ parsed: ParsedArguments) {
            id = parsed.positionals[0]
        }

        func run(_ context: AppContext) throws {
            try ScheduleCommand.switchSchedule(id, on: true, context)
        }
    }

    /// `schedule off ID`.
    struct Off: SynchronousCommand {
        static let configuration = CommandConfiguration(
            name: "off", summary: Phrase("switch a schedule off"), arguments: [idArgument],
            help: [.paragraph(Phrase("Switch a schedule off, keeping it to switch on again later.")), .usage])

        var id: String

        init(_ parsed: ParsedArguments) {
            id = parsed.positionals[0]
        }

        func run(_ context: AppContext) throws {
            try ScheduleCommand.switchSchedule(id, on: false, context)
        }
    }

    /// `schedule remove ID`.
    struct Remove: SynchronousCommand {
        static let configuration = CommandConfiguration(
            name: "remove", aliases: ["rm", "delete"], summary: Phrase("remove a schedule"), arguments: [idArgument],
            help: [
                .paragraph(Phrase("Remove a schedule. What it delivered stays in `wordquiz deliveries`.")), .usage,
            ])

        var id: String

        init(_ parsed: ParsedArguments) {
            id = parsed.positionals[0]
        }

        func run(_ context: AppContext) throws {
            let setup = try CommandSetup.prepare(context, date: nil)
            try ScheduleBook(store: setup.store).remove(id)
            context.say(Phrase("removed schedule '\(id, .schedule)'"))
        }
    }

    /// `schedule list`.
    struct List: SynchronousCommand {
        static let allOption = OptionSpec(name: "--all", help: Phrase("the finished one-offs too, marked done"))
        static let configuration = CommandConfiguration(
            name: "list", aliases: ["ls"], summary: Phrase("list the schedules"),
            help: [
                .paragraph(
                    Phrase(
                        "List the schedules: id, on or off, when, the channels and the next fire (with its zone). One-offs that have fired are left out unless --all."
                    )),
                .usage, .options,
            ])

        struct Options: CommandOptions {
            @Flag(CommonOption.json.described(Phrase("one JSON array; times in ISO 8601 with their offset")))
            var json: Bool
            @Flag(List.allOption) var all: Bool
        }

        let options: Options

        init(_ parsed: ParsedArguments) throws(CommandFailure) {
            options = try parsed.options()
        }

        func run(_ context: AppContext) throws {
            let store = try CommandSetup.prepare(context, date: nil, readOnly: true).store
            let now = context.unixSeconds
            let (stored, hidden, unreadable) = try ScheduleBook(store: store).listing(all: options.all, now: now)
            if !unreadable.isEmpty {
                context.warn(
                    Phrase(
                        "stored schedules that cannot be read are skipped: \(unreadable.joined(separator: ", "), .schedule); remove them with `wordquiz schedule remove ID`."
                    ))
            }
            for entry in stored where !entry.unreadableChannels.isEmpty {
                context.warn(
                    Phrase(
                        "schedule '\(entry.schedule.id, .schedule)' has channels this wordquiz cannot read, skipped when delivering: \(entry.unreadableChannels.joined(separator: ", "), .channel); edit it with --channel."
                    ))
            }
            let listing = Listing(
                schedules: stored.map { ScheduleCommand.listed($0.schedule, now: now, context: context) },
                hidden: hidden, timeZone: context.timeZone)
            try context.show(listing, as: OutputFormat(json: options.json, color: .never))
        }
    }

    /// `on` and `off`: the schedule as it is then.
    static func switchSchedule(_ id: String, on: Bool, _ context: AppContext) throws {
        let store = try CommandSetup.prepare(context, date: nil).store
        let schedule = try ScheduleBook(store: store).switchSchedule(id, on: on, at: context.unixSeconds)
        context.say(described(schedule, context))
    }

    /// A schedule as the list shows it now, on one line.
    static func described(_ schedule: Schedule, _ context: AppContext) -> Phrase {
        .verbatim(
            listed(schedule, now: context.unixSeconds, context: context).columns(
                in: context.timeZone, language: context.language
            ).joined(separator: "  "))
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
                guard case .once(let at) = schedule.trigger else {
                    return language.map(schedule.trigger.described) ?? schedule.trigger.description
                }
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
            let lines = rows.map { row in
                let padded = (0..<4).map { DisplayWidth.padded(row[$0], to: widths[$0]) } + [row[4]]
                return String(padded.joined(separator: "  ").reversed().drop { $0 == " " }.reversed())
            }
            var text = ""
            if lines.allSatisfy({ DisplayWidth.width(of: $0) <= rendering.columns }) {
                text = lines.map { $0 + "\n" }.joined()
            } else {
                // Too wide for the terminal as a table: a schedule a block, its id, state and
                // time on its first line, its channels and next fire under it, each wrapped.
                for row in rows {
                    text +=
                        DisplayWidth.wrap(row[0..<3].joined(separator: "  "), columns: rendering.columns)
                        .joined(separator: "\n") + "\n"
                    for part in row[3...] {
                        text += DisplayWidth.wrap(part, columns: rendering.columns - 4).map { "    " + $0 + "\n" }
                            .joined()
                    }
                }
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
    static func listed(_ schedule: Schedule, now: Int64, context: AppContext) -> Listing.Item {
        Listing.Item(
            schedule: schedule, isFinished: schedule.isFinished(at: now),
            // A schedule that is off fires at no time: its JSON says so, as its line does.
            nextFire: schedule.isEnabled ? nextFire(schedule, after: now, context: context) : nil)
    }

    static func nextFire(_ schedule: Schedule, after now: Int64, context: AppContext) -> Int64? {
        FireTimes.next(after: now, trigger: schedule.trigger, rules: context.timeZoneRules(schedule.trigger.timeZone))
    }

    /// Warns of each channel of the schedule that cannot deliver with the settings as they are.
    static func warnAboutMissingSettings(_ schedule: Schedule, _ configuration: Configuration, _ context: AppContext) {
        for spec in schedule.channels {
            for problem in spec.settingProblems(configuration.channelSettings) { context.warn(problem) }
        }
    }
}
