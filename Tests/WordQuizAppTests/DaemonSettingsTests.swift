import Foundation
import Synchronization
import TestSupport
import Testing
import WordQuizCore
import WordQuizStore

@testable import WordQuizApp

/// The daemon over time, with the clock moved by hand: a setting edited while it runs holds
/// from its next round (the learner who moves their Slack webhook does not have to know to
/// restart it), and each day's digest counts that day's reviews, not the start day's.
@Suite struct DaemonSettingsTests {
    let home = TemporaryDirectory("wordquiz-daemon-settings")
    let clock = ManualClock("2026-03-02T09:00:00Z")
    let stdout = CapturedText()
    let stderr = CapturedText()

    var context: AppContext {
        AppContext.inProcess(
            adding: ["WORDQUIZ_LANG": "en"], in: home, clock: clock, zone: "UTC", stdout: stdout, stderr: stderr)
    }

    func writeConfig(_ text: String) throws {
        let folder = home.path + "/.config/wordquiz"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try text.write(toFile: folder + "/config.env", atomically: true, encoding: .utf8)
    }

    @Test func aWebhookMovedWhileTheDaemonRunsGetsTheNextDigest() async throws {
        let paths = Mutex<[String]>([])
        let server = try LoopbackHTTPServer { request in
            paths.withLock { $0.append(request.path) }
            return .respond(status: 200, body: [])
        }
        try writeConfig("SLACK_WEBHOOK_URL=\(server.baseURL)/old-hook\n")
        for (id, wait) in [("s", "30s"), ("t", "90s")] {
            #expect(
                await WordQuizCLI.run(
                    ["schedule", "add", "--in", wait, "--channel", "slack", "--id", id], context: context) == 0)
        }
        var daemon = Daemon(context: context, setup: try CommandSetup.prepare(context, date: nil))
        try writeConfig("SLACK_WEBHOOK_URL=\(server.baseURL)/new-hook\n")
        clock.advance(seconds: 31)
        _ = try await daemon.deliverDueFires()
        #expect(paths.withLock { $0 } == ["/new-hook"])

        // A file that no longer reads keeps the address in use; the log says why, once.
        try writeConfig("WORDQUIZ_TIMEOUT=soon\n")
        clock.advance(seconds: 60)
        _ = try await daemon.deliverDueFires()
        _ = try await daemon.deliverDueFires()
        #expect(paths.withLock { $0 } == ["/new-hook", "/new-hook"])
        let said = stderr.text.components(separatedBy: "\n").filter { $0.contains("the configuration no longer reads") }
        #expect(said.count == 1, "\(stderr.text)")
        #expect(said.first?.contains("WORDQUIZ_TIMEOUT") == true, "\(said)")
    }

    /// A daemon started on a Monday counts each morning's digest by that morning: on the
    /// fourth, the three words its digests showed on the three mornings before are due (their
    /// first review is the day after they were met). It counted by the day it started: none.
    @Test func eachMorningsDigestCountsThatMorningsReviews() async throws {
        let file = home.path + "/digest.txt"
        #expect(
            await WordQuizCLI.run(
                ["schedule", "add", "--at", "09:30", "--tz", "UTC", "--channel", "file:" + file, "--id", "m"],
                context: context) == 0)
        var daemon = Daemon(context: context, setup: try CommandSetup.prepare(context, date: nil))
        for _ in 0..<4 {
            clock.advance(seconds: 31 * 60)
            _ = try await daemon.deliverDueFires()
            clock.advance(seconds: 86_400 - 31 * 60)
        }
        let lines = try String(contentsOfFile: file, encoding: .utf8).components(separatedBy: "\n")
        let words = lines.filter { $0.hasPrefix("Word of the day: ") }.map {
            String($0.dropFirst("Word of the day: ".count).prefix { $0 != " " })
        }
        #expect(words.count == 4, "\(lines)")
        let due = try #require(lines.last { $0.contains("to review") }, "\(lines)")
        #expect(due.hasPrefix("3 words to review: "), "\(due)")
        let named = due.dropFirst("3 words to review: ".count).components(separatedBy: " — ").first ?? ""
        #expect(Set(named.components(separatedBy: ", ")) == Set(words.prefix(3)), "\(due)")
    }
}
