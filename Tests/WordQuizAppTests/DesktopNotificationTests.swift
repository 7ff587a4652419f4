import Foundation
import TestSupport
import Testing
import WordQuizCore

/// The desktop channel on a real (private) session bus, with a stand-in notification daemon.
@Suite struct DesktopNotificationTests {
    @Test func notificationsArriveAndTheNextDigestReplacesTheLastButATestReplacesNothing() throws {
        let bed = CLITestbed()
        let (result, logged) = try bed.runWithStandInNotifier([
            ["digest", "--date", "2024-01-01", "--channel", "desktop"], ["channel", "test", "desktop"],
            ["digest", "--date", "2024-01-02", "--channel", "desktop"],
        ])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let lines = logged.map { $0.split(separator: "\t") }
        #expect(lines.count == 3)
        #expect(lines.first?[0] == "wordquiz")
        #expect(lines.first?[3] == "오늘의 단어: 사과 (apple)", "the English gloss beside the word")
        #expect(lines.first?[4].contains("뜻: 둥글고") == true)
        // The next day's digest replaces the first instead of stacking; the channel test in
        // between stands on its own and hides neither.
        #expect(lines.first?[1] == "0")
        #expect(lines.count == 3 && lines[1][1] == "0", "the test replaced nothing")
        #expect(lines.last?[1] == lines.first?[2])
    }
}
