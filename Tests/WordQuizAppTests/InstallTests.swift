import Foundation
import TestSupport
import Testing

/// scripts/install and scripts/uninstall, run as a user would, into a scratch prefix and home.
@Suite(.serialized) struct InstallTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    let root = TemporaryDirectory("wordquiz-install")
    var prefix: String { root.path + "/prefix" }
    var home: String { root.path + "/home" }
    var environment: [String: String] { ["PATH": "/usr/bin:/bin", "HOME": home, "LANG": "C.UTF-8"] }

    func script(_ name: String, _ arguments: [String]) throws -> ProcessResult {
        try ProcessRunner.run(
            // Installed by someone who reads Korean: the page in man1 must still be English.
            Self.repository + "/scripts/" + name, arguments,
            environment: environment.merging(["LANG": "ko_KR.UTF-8"]) { $1 }, timeout: 60)
    }

    @Test func installPutsEveryPieceWhereItIsLookedForAndUninstallRemovesExactlyThat() throws {
        let installed = try script("install", ["--prefix", prefix, "--binary", ProcessRunner.wordquizPath])
        #expect(installed.exitCode == 0, "\(installed.stderr)")
        let unit = home + "/.config/systemd/user/wordquiz-daemon.service"
        let pieces =
            [
                "/bin/wordquiz", "/share/man/man1/wordquiz.1", "/share/man/ko/man1/wordquiz.1",
                "/share/bash-completion/completions/wordquiz",
                "/share/zsh/site-functions/_wordquiz", "/share/fish/vendor_completions.d/wordquiz.fish",
            ].map { prefix + $0 } + [unit]
        for piece in pieces {
            #expect(FileManager.default.fileExists(atPath: piece), "\(piece)")
            #expect(installed.stdout.contains(piece), "says where \(piece) went")
        }

        // The unit runs the installed binary, and systemd accepts it.
        let service = try String(contentsOfFile: unit, encoding: .utf8)
        #expect(service.contains("ExecStart=\(prefix)/bin/wordquiz daemon\n"), "\(service)")
        #expect(!service.contains(".build/"))
        let verified = try ProcessRunner.run(
            "/usr/bin/systemd-analyze", ["verify", unit], environment: environment, timeout: 60)
        #expect(verified.exitCode == 0, "\(verified.stdout)\(verified.stderr)")

        // The installed page renders.
        let page = try ProcessRunner.run(
            "/usr/bin/man", ["-P", "cat", "-l", prefix + "/share/man/man1/wordquiz.1"],
            environment: environment.merging(["MANWIDTH": "80"]) { $1 })
        #expect(page.exitCode == 0 && page.stdout.contains("WORDQUIZ(1)"), "\(page.stderr)")
        #expect(page.stdout.contains("NAME"), "the page in man1 is English, whatever the installer's locale")
        let korean = try ProcessRunner.run(
            "/usr/bin/man", ["-P", "cat", "-l", prefix + "/share/man/ko/man1/wordquiz.1"],
            environment: environment.merging(["MANWIDTH": "80"]) { $1 })
        #expect(korean.exitCode == 0 && korean.stdout.contains("하루 한 단어"), "\(korean.stderr)")

        // Someone else's file beside ours stays; ours go, the manifest too.
        let mine = prefix + "/share/man/man1/mine.1"
        try "not wordquiz's\n".write(toFile: mine, atomically: true, encoding: .utf8)
        let removed = try script("uninstall", ["--prefix", prefix])
        #expect(removed.exitCode == 0, "\(removed.stderr)")
        for piece in pieces { #expect(!FileManager.default.fileExists(atPath: piece), "\(piece)") }
        #expect(!FileManager.default.fileExists(atPath: prefix + "/share/wordquiz/installed-files"))
        #expect(FileManager.default.fileExists(atPath: mine))
    }

    @Test func uninstallingWhatWasNeverInstalledSaysSo() throws {
        let result = try script("uninstall", ["--prefix", prefix])
        #expect(result.exitCode == 66)
        #expect(result.stderr.contains("nothing installed under \(prefix)"))
    }
}
