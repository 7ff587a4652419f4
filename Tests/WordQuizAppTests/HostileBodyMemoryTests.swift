import Foundation
import TestSupport
import Testing
import WordQuizCore

@testable import WordQuizApp

/// Whatever a server sends, a command stays within its memory: bodies are capped, and the
/// readers stop at their depth and value limits while reading. (Not under a sanitizer, whose
/// shadow memory is no measure of wordquiz's.)
@Suite(
    .disabled(
        if: ProcessInfo.processInfo.environment["WORDQUIZ_SANITIZER"] != nil,
        "memory is not measured under a sanitizer"))
struct HostileBodyMemoryTests {
    /// What ten bodies just under the 1 MiB cap may cost beyond the same command answered with
    /// small bodies: each body, its decoding and its tree, with room to spare — and far below
    /// what a reader that did not stop at its limits would take.
    static let hostileCostKiB = 32 * 1024

    /// The peak resident memory of `learn` fetching ten new words, each answered with `body`.
    static func learnPeak(_ body: [UInt8]) throws -> Int {
        let server = try LoopbackHTTPServer { _ in .respond(status: 200, body: body) }
        let bed = CLITestbed()
        bed.use(.stdict, server: server, format: .json)
        // `learn` fetches its ten new words side by side and waits for all of them (a quiz
        // would not wait).
        bed.extraEnvironment["WORDQUIZ_NEW_PER_DAY"] = "10"
        // /usr/bin/time forks before it runs wordquiz, so the peak it reports is wordquiz's
        // own (a child spawned straight from this test would count the test's memory too).
        let report = bed.root.path + "/peak"
        let result = try ProcessRunner.run(
            "/usr/bin/time",
            ["-f", "%M", "-o", report, ProcessRunner.wordquizPath]
                + ["learn", "--date", CLITestbed.appleDay],
            environment: bed.environment, currentDirectory: bed.workingDirectory, stdin: "", timeout: 60)
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(server.requests.count >= 10)
        let peak = try #require(
            Int(try String(contentsOfFile: report, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(peak > 1000)
        return peak
    }

    @Test(arguments: ["values", "text", "xml"])
    func tenHostileBodiesCostNoMoreThanTheirCap(shape: String) throws {
        // Each body is just under the 1 MiB cap.
        let body: [UInt8]
        switch shape {
        case "values": body = Array(("[" + Array(repeating: "{}", count: 349_000).joined(separator: ",") + "]").utf8)
        case "text":
            let item = #"{"word":"사과","sense":{"definition":""# + String(repeating: "가", count: 300) + #""}}"#
            body = Array(
                (#"{"channel":{"item":["# + Array(repeating: item, count: 1_000).joined(separator: ",") + "]}}").utf8)
        default:
            body = Array(
                ("<channel>" + String(repeating: "<item><word>사과</word></item>", count: 30_000) + "</channel>").utf8)
        }
        #expect(body.count < 1024 * 1024)
        let small = try Self.learnPeak(Array(#"{"channel":{"total":0}}"#.utf8))
        let hostile = try Self.learnPeak(body)
        #expect(hostile - small < Self.hostileCostKiB, "peak \(hostile) KiB against \(small) KiB with small bodies")
    }
}
