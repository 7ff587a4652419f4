import Foundation
import TestSupport
import Testing
import WordQuizCore

/// A machine without libcurl: the library is hidden in a mount namespace of the test's own
/// (an empty file bound over it), so the real binary's loader meets what a user would.
@Suite(.enabled(if: MissingLibrary.canHide, Comment(rawValue: MissingLibrary.note)))
struct MissingLibraryTests {
    @Test func aMissingLibcurlSaysWhyAndTheWordComesFromTheBank() throws {
        let server = try LoopbackHTTPServer { _ in .ok("") }
        let bed = CLITestbed(language: "en")
        bed.use(.krdict, server: server)
        let library = try #require(MissingLibrary.libcurl)
        let script = "mount --bind /dev/null \"$1\" && shift && exec \"$@\""
        let result = try ProcessRunner.run(
            "/usr/bin/unshare",
            [
                "-m", "sh", "-c", script, "sh", library, ProcessRunner.wordquizPath, "today", "--date",
                CLITestbed.appleDay,
            ],
            environment: bed.environment, currentDirectory: bed.workingDirectory, timeout: 60)
        #expect(result.exitCode == 0)
        #expect(result.stdout.contains("사과"))
        #expect(result.stdout.contains("Source  wordquiz's built-in word bank"))
        // One line, naming what is missing and why in the loader's words, and what to install.
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(result.stderr)")
        let warning = String(lines.first ?? "")
        // dlerror names the file by the path the loader searched (/lib/…/libcurl.so.4).
        #expect(
            warning.hasPrefix("wordquiz: warning: could not reach 한국어기초사전 at 127.0.0.1: libcurl could not be loaded (/")
        )
        #expect(
            warning.contains(
                "/libcurl.so.4: file too short): install libcurl4; showing the word from the built-in word bank."))
        #expect(server.requests.isEmpty)
    }
}

enum MissingLibrary {
    /// libcurl's real file, where this machine keeps it.
    static let libcurl: String? = ["/usr/lib/x86_64-linux-gnu/libcurl.so.4", "/usr/lib/aarch64-linux-gnu/libcurl.so.4"]
        .lazy.compactMap { path -> String? in
            guard let real = realpath(path, nil) else { return nil }
            defer { free(real) }
            return String(cString: real)
        }.first

    /// Root with `unshare`, as CI is: a mount namespace can hide a library from one process.
    static var canHide: Bool {
        guard geteuid() == 0, libcurl != nil, FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") else {
            return false
        }
        let probe = try? ProcessRunner.run(
            "/usr/bin/unshare", ["-m", "true"], environment: ["PATH": "/usr/bin:/bin"], currentDirectory: nil,
            timeout: 10)
        return probe?.exitCode == 0
    }

    static let note = "skipped: hiding libcurl needs root and unshare(1) (a mount namespace), as in CI"
}
