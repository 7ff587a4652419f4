import Foundation
import Synchronization
import TestSupport
import Testing
import WordQuizCore
import WordQuizStore

@testable import WordQuizApp

/// A setting edited while the daemon runs holds from its next round, with the clock moved by
/// hand: the learner who moves their Slack webhook does not have to know to restart it.
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
}
