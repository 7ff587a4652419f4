import Foundation
import TestSupport
import Testing
import WordQuizCore

@testable import WordQuizStore

@Suite struct ScheduleStoreTests {
    /// The store and its journal files, removed with the suite's value.
    let folder = TemporaryDirectory("schedules")
    var path: String { folder.path + "/wordquiz.sqlite3" }
    let morning = Schedule(
        id: "morning", trigger: .calendar(hour: 7, minute: 30, weekdays: [.monday, .friday], timeZone: "Asia/Seoul"),
        channels: [.stdout, .file("/tmp/x")])

    @Test func schedulesRoundTripAndIdsAreUnique() throws {
        let store = try WordStore(path: path)
        #expect(try store.addSchedule(morning, at: 10))
        #expect(try !store.addSchedule(morning, at: 11))
        let once = Schedule(id: "soon", trigger: .once(at: 500), channels: [.desktop])
        #expect(try store.addSchedule(once, at: 12))
        #expect(try store.schedules().map(\.schedule) == [morning, once])
        #expect(try store.schedule("morning")?.changedAt == 10)
    }

    @Test func editingReplacesAtomicallyAndSwitchingRecordsTheChange() throws {
        let store = try WordStore(path: path)
        _ = try store.addSchedule(morning, at: 10)
        var edited = morning
        edited.trigger = .calendar(hour: 21, minute: 0, weekdays: Set(Weekday.allCases), timeZone: "UTC")
        #expect(try store.replaceSchedule(edited, at: 20))
        #expect(try store.schedule("morning")?.schedule == edited)
        #expect(try store.setSchedule("morning", enabled: false, at: 30))
        #expect(try store.schedule("morning")?.schedule.isEnabled == false)
        #expect(try !store.setSchedule("nope", enabled: true, at: 30))
        #expect(try store.removeSchedule("morning"))
        #expect(try store.schedules().isEmpty)
    }

    @Test func aFireIsClaimedOnceAcrossConnections() throws {
        let first = try WordStore(path: path)
        let second = try WordStore(path: path)
        _ = try first.addSchedule(morning, at: 10)
        let channels = morning.channels
        #expect(
            try first.claimFire(
                scheduleID: "morning", fireTime: 1000, channels: channels, late: false,
                claimer: .init(pid: 1, token: nil), at: 1000))
        #expect(
            try !second.claimFire(
                scheduleID: "morning", fireTime: 1000, channels: channels, late: false,
                claimer: .init(pid: 2, token: nil), at: 1001))
        #expect(
            try second.claimFire(
                scheduleID: "morning", fireTime: 2000, channels: channels, late: false,
                claimer: .init(pid: 2, token: nil), at: 2000))
        for channel in channels {
            try first.markChannelSending(
                scheduleID: "morning", fireTime: 1000, channel: channel, claimer: .init(pid: 1, token: nil), at: 1001)
            try first.markChannel(
                scheduleID: "morning", fireTime: 1000, channel: channel, status: .delivered, detail: .empty,
                retryAt: nil,
                at: 1002)
        }
        #expect(try first.settleFire(scheduleID: "morning", fireTime: 1000, at: 1002) == .delivered)
        try first.markMissed(scheduleID: "morning", fireTime: 500, at: 1003)
        #expect(try first.deliveries().map(\.status) == [.sending, .delivered, .missed])
        #expect(try first.deliveries()[1].channels.map(\.attempts) == [1, 1])
    }

    @Test func aFireIsDeliveredOnlyWhenEveryChannelIs() throws {
        let store = try WordStore(path: path)
        _ = try store.addSchedule(morning, at: 10)
        let (stdout, file) = (morning.channels[0], morning.channels[1])
        _ = try store.claimFire(
            scheduleID: "morning", fireTime: 1000, channels: morning.channels, late: false,
            claimer: .init(pid: 1, token: nil), at: 1000)
        try store.markChannel(
            scheduleID: "morning", fireTime: 1000, channel: stdout, status: .delivered, detail: .empty, retryAt: nil,
            at: 1001)
        try store.markChannel(
            scheduleID: "morning", fireTime: 1000, channel: file, status: .failed, detail: .verbatim("no space"),
            retryAt: 1060,
            at: 1001)
        #expect(try store.settleFire(scheduleID: "morning", fireTime: 1000, at: 1001) == .retrying)
        #expect(try store.retriesDue(at: 1059).isEmpty)
        #expect(
            try store.retriesDue(at: 1060) == [
                WordStore.PendingFire(scheduleID: "morning", fireTime: 1000, channels: ["file:/tmp/x"])
            ])
        #expect(try store.nextRetry() == 1060)
        try store.markChannel(
            scheduleID: "morning", fireTime: 1000, channel: file, status: .failed, detail: .verbatim("no space"),
            retryAt: nil,
            at: 1061)
        #expect(try store.settleFire(scheduleID: "morning", fireTime: 1000, at: 1061) == .partial)
        #expect(try store.nextRetry() == nil)
    }

    @Test func aProcessThatDiedLeavesNothingSending() throws {
        let store = try WordStore(path: path)
        _ = try store.addSchedule(morning, at: 10)
        let (stdout, file) = (morning.channels[0], morning.channels[1])
        _ = try store.claimFire(
            scheduleID: "morning", fireTime: 1000, channels: morning.channels, late: false,
            claimer: .init(pid: 4242, token: nil), at: 1000)
        // Killed while sending the first channel: the second was never attempted.
        try store.markChannelSending(
            scheduleID: "morning", fireTime: 1000, channel: stdout, claimer: .init(pid: 4242, token: nil), at: 1001)
        // The process is still running: nothing is touched.
        #expect(try store.recoverAbandonedFires(isRunning: { _ in true }, at: 1002).isEmpty)
        #expect(try store.deliveries().first?.status == .sending)
        let pending = try store.recoverAbandonedFires(isRunning: { _ in false }, at: 1003)
        #expect(pending == [WordStore.PendingFire(scheduleID: "morning", fireTime: 1000, channels: [file.description])])
        let channels = try store.channels(scheduleID: "morning", fireTime: 1000)
        #expect(channels.map(\.status) == [.unknown, .pending])
        // Until the pending channel is sent, the fire is still under way; never `sending` by a dead pid.
        try store.markChannelSending(
            scheduleID: "morning", fireTime: 1000, channel: file, claimer: .init(pid: 5, token: nil), at: 1004)
        try store.markChannel(
            scheduleID: "morning", fireTime: 1000, channel: file, status: .delivered, detail: .empty, retryAt: nil,
            at: 1005
        )
        #expect(try store.settleFire(scheduleID: "morning", fireTime: 1000, at: 1005) == .partial)
    }

    @Test func handledThroughIsTheLaterOfTheLastFireAndTheLastChange() throws {
        let store = try WordStore(path: path)
        _ = try store.addSchedule(morning, at: 100)
        #expect(try store.handledThrough(now: 200) == ["morning": 100])
        _ = try store.claimFire(
            scheduleID: "morning", fireTime: 5000, channels: [], late: false, claimer: .init(pid: 1, token: nil),
            at: 5000)
        #expect(try store.handledThrough(now: 6000) == ["morning": 5000])
        _ = try store.setSchedule("morning", enabled: true, at: 9000)
        #expect(try store.handledThrough(now: 9500) == ["morning": 9000])
    }

    /// What a fast clock recorded is no point to count from once the clock is put right: a
    /// fire still to come, a fire recorded at a moment still to come, a change made then.
    @Test func handledThroughIgnoresWhatAFastClockRecorded() throws {
        let store = try WordStore(path: path)
        _ = try store.addSchedule(morning, at: 100)
        _ = try store.claimFire(
            scheduleID: "morning", fireTime: 1000, channels: [], late: false, claimer: .init(pid: 1, token: nil),
            at: 1000)
        // The clock jumps to 900,000: a fire then, a miss recorded then.
        _ = try store.claimFire(
            scheduleID: "morning", fireTime: 900_000, channels: [], late: false, claimer: .init(pid: 1, token: nil),
            at: 900_000)
        try store.markMissed(scheduleID: "morning", fireTime: 5000, at: 900_000)
        // Put right, at 2000: the fire of 1000 is the last one counted.
        #expect(try store.handledThrough(now: 2000) == ["morning": 1000])
        #expect(try store.handledThrough(now: 900_000) == ["morning": 900_000], "its time come, it counts")
        _ = try store.setSchedule("morning", enabled: true, at: 800_000)
        #expect(try store.handledThrough(now: 3000) == ["morning": 3000], "a change made ahead counts from now")
    }

    @Test func scriptsSplitLikeSQLiteDoes() throws {
        let database = try SQLiteDatabase(path: path)
        try database.transaction { (tx) throws(StoreError) in
            try tx.executeScript(
                """
                CREATE TABLE t (a TEXT); -- a comment; with a semicolon
                INSERT INTO t VALUES ('x;y');
                INSERT INTO t VALUES ('z')
                """)
        }
        #expect(try database.query("SELECT a FROM t ORDER BY a").map { $0["a"].string } == ["x;y", "z"])
    }
}
