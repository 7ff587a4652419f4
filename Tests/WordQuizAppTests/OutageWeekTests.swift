import Foundation
import Synchronization
import TestSupport
import Testing
import WordQuizCore
import WordQuizStore

@testable import WordQuizApp

/// A week of a weekday schedule at 08:00 to Slack and a file, the daemon in process under a
/// clock moved from wake to wake, and Slack's server down (503) for a random stretch after
/// 08:00 on some days: every weekday's digest reaches each channel exactly once when the
/// server is back within the day, none comes at the weekend, and a day whose outage outlasts
/// it is given up at its end, not sent the day after.
@Suite struct OutageWeekTests {
    let home = TemporaryDirectory("wordquiz-outage-week")
    /// Monday 2 March 2026, midnight UTC.
    let clock = ManualClock("2026-03-02T00:00:00Z")
    let monday = Int64(1_772_409_600)

    @Test(arguments: [UInt64(55), 2026, 7])
    func everyWeekdaysDigestArrivesOnceWhateverTheOutages(seed: UInt64) async throws {
        // Each weekday's outage, in seconds after 08:00 (0: none); Friday's lasts past the
        // learner day's end (04:00 on Saturday).
        var random = SeededRandom(seed: seed)
        var outages: [Int64] = (0..<5).map { _ in random.next() % 3 == 0 ? 0 : Int64(random.next() % (12 * 3_600)) }
        outages[4] = 21 * 3_600
        let downFor = outages
        let clock = clock
        let monday = monday
        let received = Mutex<[Int]>([])
        let server = try LoopbackHTTPServer { _ in
            let now = clock.unixSeconds
            let day = Int((now - monday) / 86_400)
            let downFrom = monday + Int64(day) * 86_400 + 8 * 3_600
            let down = (0..<5).contains(day) && now >= downFrom && now < downFrom + downFor[day]
            // Friday's outage reaches into Saturday morning.
            let fridayDown = day == 5 && now < monday + 4 * 86_400 + 8 * 3_600 + downFor[4]
            if down || fridayDown { return .respond(status: 503, body: Array("down".utf8)) }
            received.withLock { $0.append(day) }
            return .ok("ok", contentType: "text/plain")
        }
        let file = home.path + "/digest.txt"
        let context = AppContext.inProcess(
            adding: [
                "XDG_RUNTIME_DIR": home.path, "SLACK_WEBHOOK_URL": server.baseURL + "/hook", "WORDQUIZ_LANG": "en",
            ],
            in: home, clock: clock, zone: "UTC", stdout: CapturedText(), stderr: CapturedText())
        #expect(
            await WordQuizCLI.run(
                [
                    "schedule", "add", "--at", "08:00", "--days", "weekdays", "--channel", "slack", "--channel",
                    "file:" + file, "--id", "morning",
                ], context: context) == 0)

        var daemon = Daemon(context: context, setup: try CommandSetup.prepare(context, date: nil))
        let sunday = monday + 7 * 86_400
        var rounds = 0
        while clock.unixSeconds < sunday, rounds < 1_000 {
            let wake = try await daemon.deliverDueFires() ?? sunday
            clock.advance(seconds: Double(max(wake, clock.unixSeconds) - clock.unixSeconds + 1))
            rounds += 1
        }
        #expect(rounds < 1_000, "the daemon slept from wake to wake")

        // Slack: Monday to Thursday once each, on its own day; Friday's never came back in time.
        #expect(received.withLock { $0 } == [0, 1, 2, 3], "outages \(outages)")
        let written = try String(contentsOfFile: file, encoding: .utf8)
        #expect(written.components(separatedBy: "Word of the day: ").count - 1 == 5, "the file every weekday, once")
        let store = try WordStore(path: home.path + "/.local/share/wordquiz/wordquiz.sqlite3")
        let fires = try store.deliveries().sorted { $0.fireTime < $1.fireTime }
        #expect(fires.map(\.fireTime) == (0..<5).map { monday + Int64($0) * 86_400 + 8 * 3_600 })
        #expect(fires.map(\.status) == [.delivered, .delivered, .delivered, .delivered, .partial])
        let friday = try #require(fires.last?.channels.first { $0.channel == "slack" })
        #expect(friday.status == .failed && friday.retryAt == nil)
        // 08:00, then after 1, 5, 15 and 30 minutes (08:51), then hourly to 03:51 on Saturday.
        #expect(friday.attempts == 24, "given up at the end of Friday's learner day")
    }
}
