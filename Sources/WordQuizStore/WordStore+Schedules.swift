import WordQuizCore

/// Schedules (the one source of truth for what fires when) and the delivery ledger.
extension WordStore {
    /// A schedule with when it was last changed.
    public struct StoredSchedule: Sendable, Equatable {
        public var schedule: Schedule
        /// Unix seconds: fires before this are not caught up.
        public var changedAt: Int64
        /// Stored channel specs this wordquiz cannot read (written by hand or by another
        /// version): left out of `schedule.channels`, and shown to the user.
        public var unreadableChannels: [String]
    }

    /// Adds a schedule; false when the id is taken.
    public func addSchedule(_ schedule: Schedule, at time: Int64) throws(StoreError) -> Bool {
        try database.transaction { (tx) throws(StoreError) -> Bool in
            if try !tx.query("SELECT 1 FROM schedule WHERE id = ?", [.text(schedule.id)]).isEmpty { return false }
            try Self.insert(schedule, at: time, into: tx)
            return true
        }
    }

    /// Replaces a schedule in one transaction; false when there is no such id.
    public func replaceSchedule(_ schedule: Schedule, at time: Int64) throws(StoreError) -> Bool {
        try database.transaction { (tx) throws(StoreError) -> Bool in
            if try tx.query("SELECT 1 FROM schedule WHERE id = ?", [.text(schedule.id)]).isEmpty { return false }
            try tx.execute("DELETE FROM schedule WHERE id = ?", [.text(schedule.id)])
            try Self.insert(schedule, at: time, into: tx)
            return true
        }
    }

    /// Switches a schedule on or off; false when there is no such id.
    public func setSchedule(_ id: String, enabled: Bool, at time: Int64) throws(StoreError) -> Bool {
        try database.transaction { (tx) throws(StoreError) -> Bool in
            if try tx.query("SELECT 1 FROM schedule WHERE id = ?", [.text(id)]).isEmpty { return false }
            try tx.update(
                RowUpdate(
                    "schedule",
                    set: ["enabled": .value(.integer(enabled ? 1 : 0)), "changed_at": .value(.integer(time))],
                    where: ["id": .text(id)]))
            return true
        }
    }

    /// Removes a schedule (its deliveries stay in the ledger); false when there is no such id.
    public func removeSchedule(_ id: String) throws(StoreError) -> Bool {
        try database.transaction { (tx) throws(StoreError) -> Bool in
            if try tx.query("SELECT 1 FROM schedule WHERE id = ?", [.text(id)]).isEmpty { return false }
            try tx.execute("DELETE FROM schedule WHERE id = ?", [.text(id)])
            return true
        }
    }

    public func schedules() throws(StoreError) -> [StoredSchedule] {
        try database.query(
            "SELECT id, kind, hour, minute, weekdays, time_zone, fire_at, channels, enabled, changed_at FROM schedule ORDER BY id"
        ).compactMap(Self.storedSchedule(from:))
    }

    /// The ids of stored schedules that cannot be read (a damaged or hand-edited row): they
    /// are left out of `schedules()`, so that one bad row stops nothing, and are shown instead.
    public func unreadableSchedules() throws(StoreError) -> [String] {
        try database.query(
            "SELECT id, kind, hour, minute, weekdays, time_zone, fire_at, channels, enabled, changed_at FROM schedule ORDER BY id"
        ).compactMap { row in Self.storedSchedule(from: row) == nil ? (row["id"].string ?? "?") : nil }
    }

    public func schedule(_ id: String) throws(StoreError) -> StoredSchedule? {
        try database.query(
            "SELECT id, kind, hour, minute, weekdays, time_zone, fire_at, channels, enabled, changed_at FROM schedule WHERE id = ?",
            [.text(id)]
        ).first.flatMap(Self.storedSchedule(from:))
    }

    /// Per schedule, the newest fire already in the ledger or the time it was last changed,
    /// whichever is later: the point from which fires are still to be handled, as far as a
    /// clock put right can tell at `now`. A fire still to come, or one recorded at a moment
    /// still to come (by a clock that was fast), is no such point: the fires before it are
    /// planned again by the true time, and the ledger still keeps each fire from being sent
    /// twice. A change made at a moment still to come counts from now.
    public func handledThrough(now: Int64) throws(StoreError) -> [String: Int64] {
        var result: [String: Int64] = [:]
        for row in try database.query(
            """
            SELECT s.id,
                max(min(s.changed_at, ?1), coalesce((SELECT max(fire_time) FROM delivery d
                    WHERE d.schedule_id = s.id AND d.fire_time <= ?1 AND d.recorded_at <= ?1), 0))
                AS handled_through
            FROM schedule s
            """, [.integer(now)])
        {
            if let id = row["id"].string, let time = row["handled_through"].integer { result[id] = time }
        }
        return result
    }

    private static func insert(_ schedule: Schedule, at time: Int64, into tx: SQLiteDatabase.Transaction)
        throws(StoreError)
    {
        let when: [(name: String, value: SQLValue)]
        switch schedule.trigger {
        case .calendar(let hour, let minute, let weekdays, let zone):
            when = [
                ("kind", .text("calendar")), ("hour", .integer(Int64(hour))), ("minute", .integer(Int64(minute))),
                ("weekdays", .text(weekdays.sorted().map(\.shortName).joined(separator: ","))),
                ("time_zone", .text(zone)), ("fire_at", .null),
            ]
        case .once(let at):
            when = [
                ("kind", .text("once")), ("hour", .null), ("minute", .null), ("weekdays", .null), ("time_zone", .null),
                ("fire_at", .integer(at)),
            ]
        }
        try tx.insert(
            RowInsert(
                into: "schedule",
                columns: [("id", .text(schedule.id))] + when + [
                    ("channels", .text(schedule.channels.map(\.description).joined(separator: "\n"))),
                    ("enabled", .integer(schedule.isEnabled ? 1 : 0)), ("changed_at", .integer(time)),
                ]))
    }

    private static func storedSchedule(from row: Row) -> StoredSchedule? {
        guard let id = row["id"].string, let kind = row["kind"].string, let channels = row["channels"].string,
            let enabled = row["enabled"].integer, let changed = row["changed_at"].integer
        else { return nil }
        // Read with the same care as the command line: a row no command could have written is
        // damaged, and is left out.
        guard ScheduleSyntax.isValidID(id), ScheduleSyntax.plausibleInstants.contains(changed) else { return nil }
        let trigger: Trigger
        if kind == "once" {
            guard let at = row["fire_at"].integer, ScheduleSyntax.plausibleInstants.contains(at) else { return nil }
            trigger = .once(at: at)
        } else {
            guard let hour = row["hour"].integer, let minute = row["minute"].integer, (0...23).contains(hour),
                (0...59).contains(minute), let days = row["weekdays"].string.flatMap(Weekday.parseSet),
                let zone = row["time_zone"].string, !zone.isEmpty, zone.count <= 64
            else { return nil }
            trigger = .calendar(hour: Int(hour), minute: Int(minute), weekdays: days, timeZone: zone)
        }
        var specs: [ChannelSpec] = []
        var unreadable: [String] = []
        for text in channels.split(separator: "\n").map(String.init) {
            // Stored file paths are absolute already.
            if let spec = ChannelSpec(parsing: text, directory: "/") {
                specs.append(spec)
            } else {
                unreadable.append(text)
            }
        }
        let schedule = Schedule(id: id, trigger: trigger, channels: specs, isEnabled: enabled != 0)
        return StoredSchedule(schedule: schedule, changedAt: changed, unreadableChannels: unreadable)
    }
}
