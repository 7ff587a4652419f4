import Foundation
import TestSupport
import Testing
import WordQuizCore

/// Paths as people type them — `~/x.txt`, `digest.txt`, `/abs` — mean what their shell means,
/// wherever wordquiz later runs.
@Suite struct UserPathTests {
    @Test(arguments: [
        ("~/x.txt", "/home/me/x.txt"), ("~", "/home/me"), ("d.txt", "/work/a/d.txt"),
        ("sub/d.txt", "/work/a/sub/d.txt"),
        ("/srv/d.txt", "/srv/d.txt"), ("~other/d.txt", "/work/a/~other/d.txt"),
    ])
    func aTypedPathIsMadeAbsoluteAsTheShellWould(typed: String, absolute: String) {
        #expect(UserPath.absolute(typed, directory: "/work/a", home: "/home/me") == absolute)
    }

    @Test func aFileChannelWithATildeIsStoredUnderHomeAndNoFolderNamedTildeIsMade() throws {
        let bed = CLITestbed(language: "en")
        let added = try bed.run(["schedule", "add", "--at", "07:30", "--channel", "file:~/x.txt", "--id", "t"])
        #expect(added.exitCode == 0, "\(added.stderr)")
        #expect(added.stdout.contains("file:\(bed.home)/x.txt"), "the stored path is shown: \(added.stdout)")
        let listed = try bed.run(["schedule", "list", "--json"]).stdout
        #expect(listed.contains("\"file:\(bed.home)/x.txt\""), "\(listed)")
        #expect(!FileManager.default.fileExists(atPath: bed.workingDirectory + "/~"))
    }

    /// `file:d.txt` given in folder A is delivered to A/d.txt by a `digest --schedule` run
    /// from folder B.
    @Test func aRelativeFileChannelIsDeliveredWhereItWasTypedFromAnywhere() throws {
        let bed = CLITestbed(language: "en")
        let fireDay = try bed.addScheduleDueTenMinutesAgo(id: "r", channels: ["file:d.txt"])
        let elsewhere = bed.root.path + "/elsewhere"
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        let delivered = try ProcessRunner.run(
            ProcessRunner.wordquizPath, ["digest", "--schedule", "r"], environment: bed.environment,
            currentDirectory: elsewhere)
        #expect(delivered.exitCode == 0, "\(delivered.stderr)")
        let text = try String(contentsOfFile: bed.workingDirectory + "/d.txt", encoding: .utf8)
        #expect(text.hasPrefix("── \(fireDay) ──\nWord of the day: "), "a dated block: \(text)")
        #expect(!FileManager.default.fileExists(atPath: elsewhere + "/d.txt"))
    }

    @Test func aDeckFileUnderHomeIsImported() throws {
        let bed = CLITestbed(language: "en")
        try "word\tmeaning\n바다\t넓은 물\n".write(toFile: bed.home + "/mine.tsv", atomically: true, encoding: .utf8)
        let imported = try bed.run(["deck", "import", "~/mine.tsv"])
        #expect(imported.exitCode == 0, "\(imported.stderr)")
        #expect(try bed.run(["deck", "show", "mine"]).stdout.contains("바다"))
    }

    /// No digest is ever appended to a system file, whoever runs wordquiz (a root service too):
    /// refused when the schedule is made, with where a digest file may go.
    @Test(arguments: ["file:/etc/passwd", "file:/usr/share/x.txt", "file:/proc/self/fd/1", "file:/etc"])
    func aDigestFileInASystemFolderIsRefused(channel: String) throws {
        let bed = CLITestbed(language: "en")
        let added = try bed.run(["schedule", "add", "--at", "07:30", "--channel", channel])
        #expect(added.exitCode == 64)
        let path = String(channel.dropFirst(5))
        #expect(
            added.stderr.hasPrefix(
                "wordquiz: \(path) is in a system folder: a digest file goes in a folder of your own, such as ~/digest.txt\n"
            ), "\(added.stderr)")
        #expect(try bed.run(["digest", "--channel", channel]).exitCode == 64)
    }
}
