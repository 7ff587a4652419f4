import Foundation
import WordQuizCore
import WordQuizStore

/// `wordquiz schedule …`: when the digest reaches you, and where. The list in the database is
/// the one source of truth; the daemon and exported timers read it.
struct ScheduleCommand {
    static let usage = """
        Usage: wordquiz schedule add --at HH:MM [--days daily|weekdays|weekends|mon,wed,fri] [--tz ZONE] --channel SPEC… [--id NAME]
               wordquiz schedule add --in DURATION --channel SPEC… [--id NAME]
               wordquiz schedule list [--json] | on ID | off ID | remove ID | edit ID [options of add]
               wordquiz schedule export --systemd [--output DIR] | --cron
        """

    static let help = """
        Schedules deliver the daily digest ("오늘의 단어: …") at a time and on weekdays you
        choose, on the channels you pick. Run `wordquiz daemon` (or export systemd timers) to
        have them delivered.

        \(usage)

        --at HH:MM      local time in --tz (default: this system's zone)
        --days DAYS     daily (default), weekdays, weekends, or a list like mon,wed,fri
        --in DURATION   once, after 90s, 5m, 2h or 1h30m
        --channel SPEC  \(ChannelSpec.names); repeat for several

        """

    let arguments: [String]

    func run(_ context: AppContext) async throws(CommandFailure) {
        guard let action = arguments.first else {
            throw CommandFailure(
                "schedule needs an action: add, list, on, off, edit, remove or export", exitCode: .usage,
                usage: Self.usage)
        }
        let rest = Array(arguments.dropFirst())
        let environment = try LearnerEnvironment.prepare(context, date: nil)
        let store = environment.store
        let now = Int64(context.now().timeIntervalSince1970)
        switch action {
        case "add":
            let schedule = try ScheduleOptions(rest, context: context).makeSchedule(
                id: nil, existing: nil, store: store, now: now)
            let added: Bool
            do {
                added = try store.addSchedule(schedule, at: now)
            } catch {
                throw .from(error)
            }
            guard added else {
                throw CommandFailure(
                    "a schedule '\(schedule.id)' exists already: edit it, or choose another --id", exitCode: .usage)
            }
            warnAboutMissingSettings(schedule, environment.configuration, context)
            context.stdout.write("added \(describe(schedule, now: now, context: context))\n")
        case "edit":
            guard let id = rest.first else {
                throw CommandFailure("edit needs a schedule id", exitCode: .usage, usage: Self.usage)
            }
            let existing = try load(id, store)
            let schedule = try ScheduleOptions(Array(rest.dropFirst()), context: context, requireTrigger: false)
                .makeSchedule(id: id, existing: existing, store: store, now: now)
            do {
                _ = try store.replaceSchedule(schedule, at: now)
            } catch {
                throw .from(error)
            }
            warnAboutMissingSettings(schedule, environment.configuration, context)
            context.stdout.write("changed \(describe(schedule, now: now, context: context))\n")
        case "on", "off":
            guard rest.count == 1, let id = rest.first else {
                throw CommandFailure("\(action) needs one schedule id", exitCode: .usage, usage: Self.usage)
            }
            var schedule = try load(id, store)
            do {
                _ = try store.setSchedule(id, enabled: action == "on", at: now)
            } catch {
                throw .from(error)
            }
            schedule.isEnabled = action == "on"
            context.stdout.write("\(describe(schedule, now: now, context: context))\n")
        case "remove", "rm", "delete":
            guard rest.count == 1, let id = rest.first else {
                throw CommandFailure("remove needs one schedule id", exitCode: .usage, usage: Self.usage)
            }
            let removed: Bool
            do {
                removed = try store.removeSchedule(id)
            } catch {
                throw .from(error)
            }
            guard removed else {
                throw CommandFailure("there is no schedule '\(id)': see `wordquiz schedule list`", exitCode: .usage)
            }
            context.stdout.write("removed schedule '\(id)'\n")
        case "list", "ls":
            try list(rest, store: store, now: now, context: context)
        case "export":
            try ScheduleExport(arguments: rest, context: context).run(try storedSchedules(store))
        default:
            throw CommandFailure("unknown schedule action '\(action)'", exitCode: .usage, usage: Self.usage)
        }
    }

    private func load(_ id: String, _ store: WordStore) throws(CommandFailure) -> Schedule {
        let stored: WordStore.StoredSchedule?
        do {
            stored = try store.schedule(id)
        } catch {
            throw .from(error)
        }
        guard let schedule = stored?.schedule else {
            throw CommandFailure("there is no schedule '\(id)': see `wordquiz schedule list`", exitCode: .usage)
        }
        return schedule
    }

    private func storedSchedules(_ store: WordStore) throws(CommandFailure) -> [Schedule] {
        do {
            return try store.schedules().map(\.schedule)
        } catch {
            throw .from(error)
        }
    }

    private func list(_ options: [String], store: WordStore, now: Int64, context: AppContext) throws(CommandFailure) {
        var json = false
        for option in options {
            guard option == "--json" else {
                throw CommandFailure(
                    "unknown option '\(option)' for schedule list", exitCode: .usage, usage: Self.usage)
            }
            json = true
        }
        let schedules = try storedSchedules(store)
        if json {
            let rows: [[String: Any]] = schedules.map { schedule in
                [
                    "id": schedule.id, "trigger": schedule.trigger.description, "channels": schedule.channels,
                    "enabled": schedule.isEnabled,
                    "nextFire": Self.nextFire(schedule, after: now).map { Self.localTime($0, context) } ?? NSNull(),
                ]
            }
            context.stdout.write(JSONText.encode(rows) + "\n")
            return
        }
        guard !schedules.isEmpty else {
            context.stdout.write("no schedules yet: wordquiz schedule add --at 08:00 --channel desktop\n")
            return
        }
        for schedule in schedules { context.stdout.write(describe(schedule, now: now, context: context) + "\n") }
    }

    private func describe(_ schedule: Schedule, now: Int64, context: AppContext) -> String {
        let state = schedule.isEnabled ? "on " : "off"
        let trigger: String
        if case .once(let at) = schedule.trigger {
            trigger = "once at \(Self.localTime(at, context))"
        } else {
            trigger = schedule.trigger.description
        }
        let next =
            schedule.isEnabled
            ? Self.nextFire(schedule, after: now).map { "next \(Self.localTime($0, context))" } ?? "no more fires" : "—"
        return "\(schedule.id)  [\(state)]  \(trigger)  → \(schedule.channels.joined(separator: ", "))  (\(next))"
    }

    static func nextFire(_ schedule: Schedule, after now: Int64) -> Int64? {
        FireTimes.next(
            after: now, trigger: schedule.trigger, rules: SystemTimeZone.rules(schedule.trigger.timeZone ?? "UTC"))
    }

    /// An instant in the user's local time, `yyyy-MM-dd HH:mm EEE`.
    static func localTime(_ instant: Int64, _ context: AppContext) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = context.timeZone
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss EEE"
        return formatter.string(from: Date(timeIntervalSince1970: TimeInterval(instant)))
    }

    private func warnAboutMissingSettings(_ schedule: Schedule, _ configuration: Configuration, _ context: AppContext) {
        for spec in schedule.channels.compactMap({ ChannelSpec(parsing: $0, directory: "/") }) {
            let missing = spec.requiredSettings.filter { configuration.channelSettings[$0] == nil }
            if !missing.isEmpty {
                context.stderr.write(
                    "wordquiz: warning: the \(spec) channel needs \(missing.joined(separator: ", ")) in Config.env before it can deliver.\n"
                )
            }
        }
    }
}
