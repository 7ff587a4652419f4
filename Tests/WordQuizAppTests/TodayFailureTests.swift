import Foundation
import TestSupport
import Testing
import WordQuizCore

/// When things go wrong: every case a one-line message, the right exit code, nothing lost.
@Suite struct TodayFailureTests {
    func bed(
        serving handler: @escaping @Sendable (LoopbackHTTPServer.Request) -> LoopbackHTTPServer.Reply,
        provider: Provider = .opendict, format: ResponseFormat = .xml
    ) throws -> (CLITestbed, LoopbackHTTPServer) {
        let server = try LoopbackHTTPServer(handler: handler)
        // These read the warnings' and errors' English (LanguageTests hold their Korean).
        let bed = CLITestbed(language: "en")
        bed.use(provider, server: server, format: format)
        return (bed, server)
    }

    func expectFallbackToBank(_ result: ProcessResult, mentioning phrase: String) {
        #expect(result.exitCode == 0)
        #expect(result.stdout.contains("사과"))
        #expect(result.stdout.contains("Source  wordquiz's built-in word bank"))
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "one warning, not \(lines.count): \(result.stderr)")
        #expect(result.stderr.contains(phrase), "\(result.stderr)")
    }

    @Test(arguments: [("opendict-error-020.xml", "not registered"), ("opendict-error-021.xml", "suspended")])
    func aBadKeyNamesTheVariablePrintsNothingAndExits78(fixture: String, state: String) throws {
        let (bed, _) = try bed(serving: { _ in .respond(status: 200, body: Fixtures.bytes(fixture)) }, format: .json)
        let result = try bed.today()
        #expect(result.exitCode == 78)
        #expect(result.stdout == "")
        #expect(result.stderr.contains("OPENDICT_API_KEY"))
        #expect(result.stderr.contains(state))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test func otherAPIErrorsExit69WithTheMessage() throws {
        let (bed, _) = try bed(serving: { _ in .respond(status: 200, body: Fixtures.bytes("opendict-error-101.xml")) })
        let result = try bed.today()
        #expect(result.exitCode == 69)
        #expect(result.stdout == "")
        #expect(result.stderr.contains("101"))
        #expect(result.stderr.contains("부적절한 검색 대상입니다."))
    }

    @Test func serverErrorsFallBackToTheBank() throws {
        let (bed, server) = try bed(serving: { _ in .respond(status: 503, body: Array("busy".utf8)) })
        expectFallbackToBank(try bed.today(), mentioning: "HTTP 503")
        #expect(server.requests.count == 3, "5xx is retried")
    }

    @Test func serverErrorsShowTheSavedCopyWhenThereIsOne() throws {
        let failing = FailureSwitch()
        let (bed, _) = try bed(serving: { request in
            failing.isOn ? .respond(status: 500, body: []) : DictionaryServer.fixtures(.opendict)(request)
        })
        #expect(try bed.today().exitCode == 0)
        failing.isOn = true
        let result = try bed.today(["--refresh"])
        #expect(result.exitCode == 0)
        #expect(result.stdout.contains("(saved copy)"))
        #expect(result.stdout.contains("Source  우리말샘"))
        #expect(result.stderr.contains("showing the saved copy"))
    }

    @Test func aDeadNetworkFallsBack() throws {
        let (bed, server) = try bed(serving: { _ in .ok("") })
        server.stop()
        let result = try bed.today()
        expectFallbackToBank(result, mentioning: "could not reach 우리말샘 at 127.0.0.1: could not connect")
        // The dictionary and the cause, short enough to read: no query, no key, no long URL.
        let warning = result.stderr.split(separator: "\n").first ?? ""
        #expect(warning.count <= 160, "\(warning.count) characters: \(warning)")
        #expect(!warning.contains("?") && !warning.contains("REDACTED"), "\(warning)")
    }

    @Test func aTimeoutFallsBackWithinTheBudget() throws {
        let (bed, server) = try bed(serving: { _ in .delayed(seconds: 60, .ok("")) })
        bed.extraEnvironment["WORDQUIZ_TIMEOUT"] = "1.5"
        expectFallbackToBank(try bed.today(), mentioning: "timed out")
        server.stop()
    }

    @Test func malformedAndTruncatedBodiesFallBack() throws {
        for reply in [
            LoopbackHTTPServer.Reply.ok("<channel><item><word>사과"),
            .ok("<html>Service temporarily unavailable</html>"),
            .truncated(declaredLength: 5000, body: Array(Fixtures.bytes("opendict-search.xml").prefix(300))),
        ] {
            let (bed, _) = try bed(serving: { _ in reply })
            let result = try bed.today()
            #expect(result.exitCode == 0)
            #expect(result.stdout.contains("Source  wordquiz's built-in word bank"))
            #expect(result.stderr.split(separator: "\n").count == 1)
        }
    }

    @Test func anEmptyBodyMeansNoEntryAndFallsBack() throws {
        let (bed, _) = try bed(serving: { _ in .ok("") }, provider: .stdict)
        expectFallbackToBank(try bed.today(), mentioning: "no standard entry for ‘사과’")
    }

    @Test func externalEntitiesAreNeitherLoadedNorShown() throws {
        let (bed, _) = try bed(serving: { _ in .respond(status: 200, body: Fixtures.bytes("hostile-xxe.xml")) })
        let result = try bed.today()
        expectFallbackToBank(result, mentioning: "refused")
        #expect(!result.stdout.contains("root:"))
        #expect(!result.stderr.contains("root:"))
    }

    @Test func anEntityBombNeitherHangsNorExpands() throws {
        let (bed, _) = try bed(serving: { _ in .respond(status: 200, body: Fixtures.bytes("hostile-bomb.xml")) })
        let result = try bed.today()
        #expect(result.exitCode == 0)
        #expect(!result.stdout.contains("aaaaaaaaaa"))
    }

    @Test func escapeSequencesNeverReachTheTerminal() throws {
        let (bed, _) = try bed(
            serving: { request in
                request.path == "/api/view"
                    ? .respond(status: 200, body: Fixtures.bytes("hostile-escapes.json"))
                    : .respond(status: 200, body: Fixtures.bytes("opendict-search.json"))
            }, format: .json)
        let result = try bed.today(["--color", "never"])
        #expect(result.exitCode == 0)
        #expect(!result.stdout.contains("\u{1B}"))
        #expect(!result.stdout.unicodeScalars.contains { (0x80...0x9F).contains($0.value) || $0.value == 0x202E })
        #expect(result.stdout.contains("빨간 열매."))
    }

    @Test func aBodyPastTheSizeCapFallsBack() throws {
        let huge = Array("<channel>".utf8) + [UInt8](repeating: 0x20, count: 5 * 1024 * 1024) + Array("</channel>".utf8)
        let (bed, _) = try bed(serving: { _ in .respond(status: 200, body: huge) })
        expectFallbackToBank(try bed.today(), mentioning: "larger than allowed")
    }

    @Test func aWrongBaseURLPathIsAConfigurationProblem() throws {
        let (bed, _) = try bed(serving: { _ in .respond(status: 404, body: Array("<html>Not Found</html>".utf8)) })
        let result = try bed.today()
        #expect(result.exitCode == 69)
        #expect(result.stderr.contains("OPENDICT_BASE_URL"))
    }

    @Test func aCorruptDatabaseIsNamedAndLeftUntouched() throws {
        let bed = CLITestbed()
        try FileManager.default.createDirectory(
            atPath: (bed.databasePath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let garbage = Data("not a database at all".utf8) + Data(repeating: 0xAB, count: 8192)
        try garbage.write(to: URL(fileURLWithPath: bed.databasePath))
        let result = try bed.today()
        #expect(result.exitCode == 65)
        #expect(result.stdout == "")
        #expect(result.stderr.contains(bed.databasePath))
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(try Data(contentsOf: URL(fileURLWithPath: bed.databasePath)) == garbage)
    }

    @Test func ctrlCEndsAFetchAtOnce() throws {
        let (bed, server) = try bed(serving: { _ in .delayed(seconds: 60, .ok("")) })
        let result = try bed.run(["today", "--date", CLITestbed.appleDay], timeout: 20) { pid in
            let deadline = Date().addingTimeInterval(10)
            while server.requests.isEmpty && Date() < deadline { usleep(10_000) }
            kill(pid, SIGINT)
        }
        #expect(result.exitCode == 130)
        #expect(result.stdout == "")
        server.stop()
    }
}

final class FailureSwitch: @unchecked Sendable {
    private let lock = NSLock()
    private var on = false
    var isOn: Bool {
        get {
            lock.lock()
            defer { lock.unlock() }
            return on
        }
        set {
            lock.lock()
            on = newValue
            lock.unlock()
        }
    }
}
