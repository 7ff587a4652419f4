import WordQuizCore

/// The delivery ledger: each fire of each schedule, and each channel of each fire.
///
/// A fire is claimed by inserting its (schedule, fire time) row, which only one process can
/// do: that is what makes a fire happen once. Its channels are written `pending` with the
/// claim, `sending` before each send and `delivered`, `failed` or `unknown` after it, so that
/// a process killed at any point leaves a ledger that says what may have been sent.
extension WordStore {
    /// One fire in the ledger.
    public struct Delivery: Sendable, Equatable {
        public var scheduleID: String
        public var fireTime: Int64
        public var status: DeliveryStatus
        /// What went wrong, for whoever reads it, in their language (`Phrase(stored:)`).
        public var detail: Phrase
        public var recordedAt: Int64
        /// Each channel, in the order the schedule names them (none for fires recorded by an
        /// older wordquiz, or missed).
        public var channels: [ChannelDelivery]
    }

    /// One channel of one fire.
    public struct ChannelDelivery: Sendable, Equatable {
        public var channel: String
        public var status: ChannelDeliveryStatus
        public var attempts: Int
        /// When a failed channel is tried again (unix seconds); nil for never.
        public var retryAt: Int64?
        /// What went wrong, for whoever reads it, in their language.
        public var detail: Phrase
    }

    /// The process that claims a fire: its pid, and a token that tells it from another
    /// process given the same pid later (the kernel's boot id and the process's start time).
    public struct Claimer: Sendable, Equatable {
        public var pid: Int32
        public var token: String?

        public init(pid: Int32, token: String?) {
            self.pid = pid
            self.token = token
        }
    }

    /// Claims a fire for delivery on `channels`: only the first claim of a (schedule, fire
    /// time) succeeds, whichever process makes it. The channels are recorded `pending`.
    public func claimFire(
        scheduleID: String, fireTime: Int64, channels: [ChannelSpec], late: Bool, claimer: Claimer, at time: Int64
    ) throws(StoreError) -> Bool {
        try database.transaction { (tx) throws(StoreError) -> Bool in
            try tx.insert(
                RowInsert(
                    into: "delivery",
                    [
                        "schedule_id": .text(scheduleID), "fire_time": .integer(fireTime),
                        "status": .text(DeliveryStatus.sending.rawValue), "recorded_at": .integer(time),
                        "claimed_by": .integer(Int64(claimer.pid)),
                        "claim_token": claimer.token.map(SQLValue.text) ?? .null, "late": .integer(late ? 1 : 0),
                    ], .ignore))
            guard try tx.scalar("SELECT changes()")?.integer == 1 else { return false }
            for channel in channels {
                try tx.insert(
                    RowInsert(
                        into: "delivery_channel",
                        [
                            "schedule_id": .text(scheduleID), "fire_time": .integer(fireTime),
                            "channel": .text(channel.description),
                            "status": .text(ChannelDeliveryStatus.pending.rawValue), "updated_at": .integer(time),
                        ], .ignore))
            }
            return true
        }
    }

    /// Records a channel about to be sent: `sending`, one more attempt, and the process that
    /// sends it (for the fire's claim). Written before the send.
    public func markChannelSending(
        scheduleID: String, fireTime: Int64, channel: ChannelSpec, claimer: Claimer, at time: Int64
    ) throws(StoreError) {
        try database.transaction { (tx) throws(StoreError) in
            try tx.update(
                RowUpdate(
                    "delivery_channel",
                    set: [
                        "status": .value(.text(ChannelDeliveryStatus.sending.rawValue)),
                        "attempts": .expression("attempts + 1"), "retry_at": .expression("NULL"),
                        "updated_at": .value(.integer(time)),
                    ],
                    where: [
                        "schedule_id": .text(scheduleID), "fire_time": .integer(fireTime),
                        "channel": .text(channel.description),
                    ]))
            try Self.markFireSending(scheduleID: scheduleID, fireTime: fireTime, by: claimer, in: tx)
        }
    }

    /// A fire `sending`, claimed by `claimer`: the process whose death leaves it to be recovered.
    private static func markFireSending(
        scheduleID: String, fireTime: Int64, by claimer: Claimer, in tx: SQLiteDatabase.Transaction
    ) throws(StoreError) {
        try tx.update(
            RowUpdate(
                "delivery",
                set: [
                    "status": .value(.text(DeliveryStatus.sending.rawValue)),
                    "claimed_by": .value(.integer(Int64(claimer.pid))),
                    "claim_token": .value(claimer.token.map(SQLValue.text) ?? .null),
                ],
                where: ["schedule_id": .text(scheduleID), "fire_time": .integer(fireTime)]))
    }

    /// Records how a channel's send ended. Written after the send.
    public func markChannel(
        scheduleID: String, fireTime: Int64, channel: ChannelSpec, status: ChannelDeliveryStatus, detail: Phrase,
        retryAt: Int64?, at time: Int64
    ) throws(StoreError) {
        try database.update(
            RowUpdate(
                "delivery_channel",
                set: [
                    "status": .value(.text(status.rawValue)), "detail": .value(.text(detail.stored)),
                    "retry_at": .value(retryAt.map { .integer($0) } ?? .null), "updated_at": .value(.integer(time)),
                ],
                where: [
                    "schedule_id": .text(scheduleID), "fire_time": .integer(fireTime),
                    "channel": .text(channel.description),
                ]))
    }

    /// Sets a fire's status from its channels' and returns it.
    @discardableResult
    public func settleFire(scheduleID: String, fireTime: Int64, at time: Int64) throws(StoreError) -> DeliveryStatus {
        try database.transaction { (tx) throws(StoreError) -> DeliveryStatus in
            let late =
                try tx.scalar(
                    "SELECT late FROM delivery WHERE schedule_id = ? AND fire_time = ?",
                    [.text(scheduleID), .integer(fireTime)]
                )?.integer == 1
            let channels = try Self.channels(scheduleID: scheduleID, fireTime: fireTime, in: tx)
            let status = DeliveryStatus(
                channels: channels.map { ($0.status, $0.retryAt != nil) }, late: late)
            // Each channel that did not deliver, and why: a phrase, read in the reader's language.
            let detail = channels.filter { $0.status != .delivered }.enumerated().reduce(Phrase.empty) {
                sum, item in
                let (index, channel) = item
                let why = channel.detail == .empty ? Phrase.empty : Phrase(" (\(channel.detail, .reason))")
                return sum + (index == 0 ? .empty : .verbatim("; "))
                    + Phrase("\(channel.channel, .channel): \(channel.status.spokenName, .status)") + why
            }
            try tx.update(
                RowUpdate(
                    "delivery",
                    set: [
                        "status": .value(.text(status.rawValue)), "detail": .value(.text(detail.stored)),
                        "recorded_at": .value(.integer(time)),
                    ],
                    where: ["schedule_id": .text(scheduleID), "fire_time": .integer(fireTime)]))
            return status
        }
    }

    /// Records a fire that failed before any channel could be sent (its digest could not be
    /// composed): every channel failed with `detail`.
    public func failFire(scheduleID: String, fireTime: Int64, detail: Phrase, at time: Int64) throws(StoreError) {
        try database.update(
            RowUpdate(
                "delivery_channel",
                set: [
                    "status": .value(.text(ChannelDeliveryStatus.failed.rawValue)),
                    "detail": .value(.text(detail.stored)), "retry_at": .expression("NULL"),
                    "updated_at": .value(.integer(time)),
                ],
                where: ["schedule_id": .text(scheduleID), "fire_time": .integer(fireTime)],
                and: "status IN ('pending', 'sending')"))
        try settleFire(scheduleID: scheduleID, fireTime: fireTime, at: time)
    }

    /// A fire whose channels need sending: never attempted by a process that died, or
    /// failed and due for another try.
    public struct PendingFire: Sendable, Equatable {
        public var scheduleID: String
        public var fireTime: Int64
        public var channels: [String]
    }

    /// Who holds each fire still `sending`: a claim an older wordquiz made without its pid
    /// reads as pid 0, a process that is surely not running.
    public func claimersOfFiresSending() throws(StoreError) -> [Claimer] {
        try database.query(
            "SELECT claimed_by, claim_token FROM delivery WHERE status = ?", [.text(DeliveryStatus.sending.rawValue)]
        ).map { row in
            Claimer(pid: Int32(truncatingIfNeeded: row["claimed_by"].integer ?? 0), token: row["claim_token"].string)
        }
    }

    /// Settles the fires left `sending` by processes that are no longer running (`isRunning`
    /// says whether a claimer is: its pid, and its token where the claim kept one): a channel
    /// that was being sent may have been, and is marked `unknown` (never sent again on its
    /// own); a channel never attempted is returned, to be sent now. Nothing stays `sending`.
    public func recoverAbandonedFires(isRunning: (Claimer) -> Bool, at time: Int64) throws(StoreError)
        -> [PendingFire]
    {
        let rows = try database.query(
            "SELECT schedule_id, fire_time, claimed_by, claim_token FROM delivery WHERE status = ?",
            [.text(DeliveryStatus.sending.rawValue)])
        var pending: [PendingFire] = []
        for row in rows {
            guard let id = row["schedule_id"].string, let fire = row["fire_time"].integer else { continue }
            if let pid = row["claimed_by"].integer,
                isRunning(Claimer(pid: Int32(truncatingIfNeeded: pid), token: row["claim_token"].string))
            {
                continue
            }
            let channels = try database.transaction { (tx) throws(StoreError) -> [String] in
                try tx.update(
                    RowUpdate(
                        "delivery_channel",
                        set: [
                            "status": .value(.text(ChannelDeliveryStatus.unknown.rawValue)),
                            "detail": .value(.text(Phrase("the sending process ended mid-send").stored)),
                            "updated_at": .value(.integer(time)),
                        ],
                        where: [
                            "schedule_id": .text(id), "fire_time": .integer(fire),
                            "status": .text(ChannelDeliveryStatus.sending.rawValue),
                        ]))
                return try tx.query(
                    "SELECT channel FROM delivery_channel WHERE schedule_id = ? AND fire_time = ? AND status = ?",
                    [.text(id), .integer(fire), .text(ChannelDeliveryStatus.pending.rawValue)]
                ).compactMap { $0["channel"].string }
            }
            let hasChannels = try !database.query(
                "SELECT 1 FROM delivery_channel WHERE schedule_id = ? AND fire_time = ?", [.text(id), .integer(fire)]
            ).isEmpty
            if hasChannels {
                try settleFire(scheduleID: id, fireTime: fire, at: time)
            } else {
                // Claimed by an older wordquiz that kept no channels: what it sent is unknown.
                try database.update(
                    RowUpdate(
                        "delivery", set: ["status": .value(.text(DeliveryStatus.interrupted.rawValue))],
                        where: ["schedule_id": .text(id), "fire_time": .integer(fire)]))
            }
            if !channels.isEmpty { pending.append(PendingFire(scheduleID: id, fireTime: fire, channels: channels)) }
        }
        return pending
    }

    /// Failed channels whose next try is due, by fire.
    public func retriesDue(at time: Int64) throws(StoreError) -> [PendingFire] {
        var fires: [PendingFire] = []
        for row in try database.query(
            """
            SELECT schedule_id, fire_time, channel FROM delivery_channel
            WHERE retry_at IS NOT NULL AND retry_at <= ? AND status = ?
            ORDER BY fire_time, schedule_id, channel
            """, [.integer(time), .text(ChannelDeliveryStatus.failed.rawValue)])
        {
            guard let id = row["schedule_id"].string, let fire = row["fire_time"].integer,
                let channel = row["channel"].string
            else { continue }
            if let last = fires.last, last.scheduleID == id, last.fireTime == fire {
                fires[fires.count - 1].channels.append(channel)
            } else {
                fires.append(PendingFire(scheduleID: id, fireTime: fire, channels: [channel]))
            }
        }
        return fires
    }

    /// The earliest planned retry, if any (for the daemon's next wake).
    public func nextRetry() throws(StoreError) -> Int64? {
        try database.scalar(
            "SELECT min(retry_at) FROM delivery_channel WHERE retry_at IS NOT NULL AND status = ?",
            [.text(ChannelDeliveryStatus.failed.rawValue)]
        )?.integer
    }

    /// Records a fire that was not sent, and why.
    public func markMissed(scheduleID: String, fireTime: Int64, why: Phrase = .empty, at time: Int64) throws(StoreError)
    {
        try database.insert(
            RowInsert(
                into: "delivery",
                [
                    "schedule_id": .text(scheduleID), "fire_time": .integer(fireTime),
                    "status": .text(DeliveryStatus.missed.rawValue), "detail": .text(why.stored),
                    "recorded_at": .integer(time),
                ], .ignore))
    }

    /// Forgets the fires recorded `missed` at a moment that has not come yet: a clock that was
    /// fast (a machine's wrong clock at boot, until NTP put it right) judged them past their
    /// window before they had even happened. Forgotten, they are planned again by the true
    /// time — delivered when they come, or missed once their window has really passed. Fires
    /// that were delivered stay as they are: nothing is sent twice. Returns how many.
    @discardableResult
    public func forgetPrematureMisses(now: Int64) throws(StoreError) -> Int {
        try database.transaction { (tx) throws(StoreError) -> Int in
            try tx.execute(
                "DELETE FROM delivery WHERE status = ? AND recorded_at > ?",
                [.text(DeliveryStatus.missed.rawValue), .integer(now)])
            return Int(try tx.scalar("SELECT changes()")?.integer ?? 0)
        }
    }

    /// Every schedule id the ledger has a fire of, removed schedules' included: an id that
    /// is never given to a new schedule, whose fires would otherwise look already handled.
    public func scheduleIDsInLedger() throws(StoreError) -> Set<String> {
        Set(try database.query("SELECT DISTINCT schedule_id FROM delivery").compactMap { $0["schedule_id"].string })
    }

    /// The ledger, newest first, each fire with its channels.
    public func deliveries(limit: Int = 100) throws(StoreError) -> [Delivery] {
        let fires = try database.query(
            "SELECT schedule_id, fire_time, status, detail, recorded_at FROM delivery ORDER BY fire_time DESC, schedule_id LIMIT ?",
            [.integer(Int64(limit))])
        var deliveries: [Delivery] = []
        for row in fires {
            guard let id = row["schedule_id"].string, let fire = row["fire_time"].integer,
                let status = row["status"].string.flatMap(DeliveryStatus.init(rawValue:)),
                let recorded = row["recorded_at"].integer
            else { continue }
            let channels = try database.transaction { (tx) throws(StoreError) -> [ChannelDelivery] in
                try Self.channels(scheduleID: id, fireTime: fire, in: tx)
            }
            deliveries.append(
                Delivery(
                    scheduleID: id, fireTime: fire, status: status, detail: Phrase(stored: row["detail"].string ?? ""),
                    recordedAt: recorded,
                    channels: channels))
        }
        return deliveries
    }

    /// The fires of a schedule in `range` (fire times), with their status, oldest first.
    public func fires(scheduleID: String, in range: ClosedRange<Int64>) throws(StoreError) -> [(
        fireTime: Int64, status: DeliveryStatus
    )] {
        try database.query(
            "SELECT fire_time, status FROM delivery WHERE schedule_id = ? AND fire_time BETWEEN ? AND ? ORDER BY fire_time",
            [.text(scheduleID), .integer(range.lowerBound), .integer(range.upperBound)]
        ).compactMap { row in
            guard let fire = row["fire_time"].integer,
                let status = row["status"].string.flatMap(DeliveryStatus.init(rawValue:))
            else { return nil }
            return (fire, status)
        }
    }

    /// The newest fire of a schedule in the ledger, with its channels; nil when it has none.
    public func latestFire(scheduleID: String) throws(StoreError) -> (fireTime: Int64, channels: [ChannelDelivery])? {
        guard
            let fire = try database.scalar(
                "SELECT max(fire_time) FROM delivery WHERE schedule_id = ?", [.text(scheduleID)])?.integer
        else { return nil }
        return (fire, try channels(scheduleID: scheduleID, fireTime: fire))
    }

    /// Takes channels of a fire for a resend the learner asked for: each that is still in one
    /// of `statuses` goes back to `pending` (its planned retry dropped), in one transaction, so
    /// that the daemon's retry and this never both send it. The channels taken.
    public func takeForResend(
        scheduleID: String, fireTime: Int64, channels: [String], from statuses: Set<ChannelDeliveryStatus>,
        claimer: Claimer, at time: Int64
    ) throws(StoreError) -> [String] {
        try database.transaction { (tx) throws(StoreError) -> [String] in
            var taken: [String] = []
            for channel in channels {
                let current = try tx.scalar(
                    "SELECT status FROM delivery_channel WHERE schedule_id = ? AND fire_time = ? AND channel = ?",
                    [.text(scheduleID), .integer(fireTime), .text(channel)]
                )?.string.flatMap(ChannelDeliveryStatus.init(rawValue:))
                guard let current, statuses.contains(current) else { continue }
                try tx.update(
                    RowUpdate(
                        "delivery_channel",
                        set: [
                            "status": .value(.text(ChannelDeliveryStatus.pending.rawValue)),
                            "retry_at": .expression("NULL"), "updated_at": .value(.integer(time)),
                        ],
                        where: [
                            "schedule_id": .text(scheduleID), "fire_time": .integer(fireTime),
                            "channel": .text(channel),
                        ]))
                taken.append(channel)
            }
            if !taken.isEmpty {
                try Self.markFireSending(scheduleID: scheduleID, fireTime: fireTime, by: claimer, in: tx)
            }
            return taken
        }
    }

    /// The channels of a fire, in the order they were claimed.
    public func channels(scheduleID: String, fireTime: Int64) throws(StoreError) -> [ChannelDelivery] {
        try database.transaction { (tx) throws(StoreError) -> [ChannelDelivery] in
            try Self.channels(scheduleID: scheduleID, fireTime: fireTime, in: tx)
        }
    }

    private static func channels(scheduleID: String, fireTime: Int64, in tx: SQLiteDatabase.Transaction)
        throws(StoreError) -> [ChannelDelivery]
    {
        try tx.query(
            """
            SELECT channel, status, attempts, retry_at, detail FROM delivery_channel
            WHERE schedule_id = ? AND fire_time = ? ORDER BY rowid
            """, [.text(scheduleID), .integer(fireTime)]
        ).compactMap { row in
            guard let channel = row["channel"].string,
                let status = row["status"].string.flatMap(ChannelDeliveryStatus.init(rawValue:))
            else { return nil }
            return ChannelDelivery(
                channel: channel, status: status, attempts: Int(row["attempts"].integer ?? 0),
                retryAt: row["retry_at"].integer, detail: Phrase(stored: row["detail"].string ?? ""))
        }
    }
}
