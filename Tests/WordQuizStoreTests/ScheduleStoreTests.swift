import Foundation
import Testing
import WordQuizCore

@testable import WordQuizStore

@Suite struct ScheduleStoreTests {
    let path = NSTemporaryDirectory() + "schedules-\(UUID().uuidString).sqlite3"
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
        #expect(try first.claimFire(scheduleID: "morning", fireTime: 1000, at: 1000))
        #expect(try !second.claimFire(scheduleID: "morning", fireTime: 1000, at: 1001))
        #expect(try second.claimFire(scheduleID: "morning", fireTime: 2000, at: 2000))
        try first.finishFire(scheduleID: "morning", fireTime: 1000, status: .delivered, detail: "", at: 1002)
        try first.markMissed(scheduleID: "morning", fireTime: 500, at: 1003)
        #expect(try first.deliveries().map(\.status) == [.sending, .delivered, .missed])
        try first.markInterruptedFires(olderThan: 2001)
        #expect(try first.deliveries().map(\.status) == [.interrupted, .delivered, .missed])
    }

    @Test func handledThroughIsTheLaterOfTheLastFireAndTheLastChange() throws {
        let store = try WordStore(path: path)
        _ = try store.addSchedule(morning, at: 100)
        #expect(try store.handledThrough() == ["morning": 100])
        _ = try store.claimFire(scheduleID: "morning", fireTime: 5000, at: 5000)
        #expect(try store.handledThrough() == ["morning": 5000])
        _ = try store.setSchedule("morning", enabled: true, at: 9000)
        #expect(try store.handledThrough() == ["morning": 9000])
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
        #expect(try database.query("SELECT a FROM t ORDER BY a").map { $0[0].string } == ["x;y", "z"])
    }
}
