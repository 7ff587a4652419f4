import Foundation
import TestSupport
import Testing
import WordQuizCore

@testable import WordQuizHTTP

/// The libcurl client against a real HTTP server on 127.0.0.1.
@Suite struct HTTPClientTests {
    func client(_ adjust: (inout HTTPClientConfiguration) -> Void = { _ in }) -> HTTPClient {
        var configuration = HTTPClientConfiguration(userAgent: "wordquiz/test")
        // The whole suite shares two cores: an attempt's result may wait seconds to be taken
        // up. Only the tests of the budget itself give it a short one.
        configuration.totalBudget = 600
        configuration.initialBackoff = 0.05
        configuration.maximumBackoff = 0.1
        adjust(&configuration)
        return HTTPClient(testing: configuration)
    }

    @Test func getsABodyAndSendsItsUserAgent() async throws {
        let server = try LoopbackHTTPServer { _ in .ok("<channel/>") }
        let response = try await client().send(HTTPRequest(url: server.baseURL + "/api/search?q=%EC%82%AC%EA%B3%BC"))
        #expect(response.status == 200)
        #expect(String(decoding: response.body, as: UTF8.self) == "<channel/>")
        #expect(response.headers["content-type"] == "application/xml; charset=utf-8")
        let request = try #require(server.requests.first)
        #expect(request.headers["user-agent"] == "wordquiz/test")
        #expect(request.query["q"] == "사과")
        #expect(request.headers["accept-encoding"]?.contains("gzip") == true)
    }

    @Test func readsTheBodyOfAnErrorStatus() async throws {
        let server = try LoopbackHTTPServer { _ in
            .respond(status: 404, body: Array("<error><error_code>100</error_code></error>".utf8))
        }
        let response = try await client().send(HTTPRequest(url: server.baseURL + "/x"))
        #expect(response.status == 404)
        #expect(response.body.count > 0)
        #expect(server.requests.count == 1)  // a 4xx is not retried
    }

    @Test func decodesAGzipBody() async throws {
        let compressed = try gzip("<channel><total>1</total></channel>")
        let server = try LoopbackHTTPServer { _ in
            .respond(status: 200, headers: [("Content-Encoding", "gzip")], body: compressed)
        }
        let response = try await client().send(HTTPRequest(url: server.baseURL + "/"))
        #expect(String(decoding: response.body, as: UTF8.self) == "<channel><total>1</total></channel>")
    }

    @Test func postsABody() async throws {
        let server = try LoopbackHTTPServer { _ in .ok("done") }
        _ = try await client().send(
            HTTPRequest(
                url: server.baseURL + "/hook", method: .post, headers: [("Content-Type", "application/json")],
                body: Array(#"{"text":"오늘의 단어"}"#.utf8)))
        let request = try #require(server.requests.first)
        #expect(request.method == "POST")
        #expect(String(decoding: request.body, as: UTF8.self) == #"{"text":"오늘의 단어"}"#)
        #expect(request.headers["content-type"] == "application/json")
    }

    @Test func retriesServerErrorsThenSucceeds() async throws {
        let server = try LoopbackHTTPServer { [counter = Counter()] _ in
            counter.next() < 2 ? .respond(status: 503, body: []) : .ok("<channel/>")
        }
        let response = try await client().send(HTTPRequest(url: server.baseURL + "/"))
        #expect(response.status == 200)
        #expect(response.attempts == 3)
        #expect(server.requests.count == 3)
    }

    @Test func returnsTheLastServerErrorWhenRetriesRunOut() async throws {
        let server = try LoopbackHTTPServer { _ in .respond(status: 500, body: Array("down".utf8)) }
        let response = try await client { $0.maximumAttempts = 2 }.send(HTTPRequest(url: server.baseURL + "/"))
        #expect(response.status == 500)
        #expect(server.requests.count == 2)
    }

    @Test func retriesATimeout() async throws {
        let server = try LoopbackHTTPServer { [counter = Counter()] _ in
            counter.next() == 0 ? .delayed(seconds: 5, .ok("late")) : .ok("on time")
        }
        let response = try await client { $0.attemptTimeout = 0.5 }.send(HTTPRequest(url: server.baseURL + "/"))
        #expect(String(decoding: response.body, as: UTF8.self) == "on time")
        #expect(server.requests.count == 2)
    }

    /// A POST that timed out may have arrived (a webhook that took the message and was slow to
    /// answer): it is not sent again, though the budget and the attempts leave room for more,
    /// where a GET that timed out the same way is (`retriesATimeout`).
    @Test func aPostThatTimedOutIsNotSentAgainWhileTheBudgetLeavesRoom() async throws {
        let server = try LoopbackHTTPServer { [counter = Counter()] _ in
            counter.next() == 0 ? .delayed(seconds: 5, .ok("late")) : .ok("on time")
        }
        await #expect {
            try await client {
                $0.attemptTimeout = 0.5
                $0.maximumAttempts = 5
            }.send(HTTPRequest(url: server.baseURL + "/hook", method: .post, body: Array("오늘의 단어".utf8)))
        } throws: { error in
            (error as? TransferError)?.kind == .timedOut
        }
        // The budget (600 s) had room for four more attempts; one request reached the server.
        #expect(server.requests.count == 1)
        #expect(server.requests.first?.method == "POST")
        server.stop()
    }

    @Test func givesUpWhenTheBudgetIsSpent() async throws {
        let server = try LoopbackHTTPServer { _ in .delayed(seconds: 30, .ok("never")) }
        await #expect(throws: TransferError.self) {
            try await client {
                $0.attemptTimeout = 0.4
                $0.totalBudget = 1
                $0.maximumAttempts = 10
            }.send(HTTPRequest(url: server.baseURL + "/"))
        }
        // Every attempt fits in the budget: at most 1 s / 0.4 s of them.
        #expect(server.requests.count <= 3)
        server.stop()
    }

    @Test func aSharedDeadlineEndsTheSendEarlier() async throws {
        let server = try LoopbackHTTPServer { _ in .delayed(seconds: 30, .ok("never")) }
        do {
            _ = try await client().send(HTTPRequest(url: server.baseURL + "/"), deadline: .now + .milliseconds(300))
            Issue.record("no timeout")
        } catch {
            #expect(error.kind == .timedOut)
        }
        server.stop()
    }

    /// A shared budget with a sliver left (less than `shortestAttempt`) sends nothing: the
    /// server never hears a request it could not answer in time.
    @Test func aSliverOfTheBudgetSendsNoRequest() async throws {
        let server = try LoopbackHTTPServer { _ in .ok("too late") }
        do {
            _ = try await client().send(HTTPRequest(url: server.baseURL + "/"), deadline: .now + .milliseconds(20))
            Issue.record("no timeout")
        } catch {
            #expect(error.kind == .timedOut)
            #expect(error.detail == "no time left in the 600 s budget")
        }
        #expect(server.requests.isEmpty)
        server.stop()
    }

    @Test func aRefusedConnectionIsCouldNotConnect() async throws {
        let server = try LoopbackHTTPServer { _ in .ok("") }
        let url = server.baseURL + "/"
        server.stop()
        do {
            _ = try await client().send(HTTPRequest(url: url))
            Issue.record("no error")
        } catch {
            #expect(error.kind == .couldNotConnect)
        }
    }

    @Test func aBodyPastTheCapFails() async throws {
        let server = try LoopbackHTTPServer { _ in .respond(status: 200, body: [UInt8](repeating: 65, count: 200_000)) }
        do {
            _ = try await client { $0.maximumResponseBytes = 100_000 }.send(HTTPRequest(url: server.baseURL + "/"))
            Issue.record("no error")
        } catch {
            #expect(error.kind == .responseTooLarge)
        }
    }

    @Test func aChunkedBodyPastTheCapFailsAsItArrives() async throws {
        // No Content-Length: only the running count of what arrived can stop it.
        let server = try LoopbackHTTPServer { _ in .chunked(body: [UInt8](repeating: 65, count: 200_000)) }
        do {
            _ = try await client { $0.maximumResponseBytes = 100_000 }.send(HTTPRequest(url: server.baseURL + "/"))
            Issue.record("a chunked body twice the cap was accepted")
        } catch {
            #expect(error.kind == .responseTooLarge)
        }
    }

    @Test func aCompressedBodyIsCappedByWhatItInflatesTo() async throws {
        // 2 MB of text gzips to a few kilobytes: the Content-Length is far under the cap.
        let inflated = String(repeating: "<word>가</word>", count: 2_000_000 / 15)
        let compressed = try gzip(inflated)
        #expect(compressed.count < 100_000)
        let server = try LoopbackHTTPServer { _ in
            .respond(status: 200, headers: [("Content-Encoding", "gzip")], body: compressed)
        }
        let roomy = try await client { $0.maximumResponseBytes = 4_000_000 }
            .send(HTTPRequest(url: server.baseURL + "/"))
        #expect(roomy.body.count == inflated.utf8.count, "under a roomy cap the body arrives inflated")
        do {
            _ = try await client { $0.maximumResponseBytes = 100_000 }.send(HTTPRequest(url: server.baseURL + "/"))
            Issue.record("a body that inflates past the cap was accepted")
        } catch {
            #expect(error.kind == .responseTooLarge)
        }
    }

    @Test func requestsToOneServerShareOneConnection() async throws {
        // An entry's search and views go to one host: one TCP (and TLS) handshake, not one each.
        // In a process of its own: the idle connections are shared by the whole process, and
        // the suite's other tests, running alongside, could push this one's out of the cache.
        // The child stops with what it found when it finds anything else.
        await #expect(processExitsWith: .success) {
            var configuration = HTTPClientConfiguration(userAgent: "wordquiz/test")
            configuration.totalBudget = 600
            let server = try LoopbackHTTPServer(keepsAlive: true) { _ in .ok("<channel/>") }
            let client = HTTPClient(testing: configuration)
            for path in ["/search", "/view", "/view"] {
                let response = try await client.send(HTTPRequest(url: server.baseURL + path))
                guard response.status == 200 else { fatalError("status \(response.status) for \(path)") }
            }
            guard server.requests.count == 3, server.connectionsAccepted == 1 else {
                fatalError("\(server.connectionsAccepted) connections for \(server.requests.count) requests")
            }
        }
    }

    @Test func aTruncatedBodyIsABrokenResponse() async throws {
        let server = try LoopbackHTTPServer { _ in .truncated(declaredLength: 1000, body: Array("<channel>".utf8)) }
        do {
            _ = try await client().send(HTTPRequest(url: server.baseURL + "/"))
            Issue.record("no error")
        } catch {
            #expect(error.kind == .brokenResponse)
        }
    }

    @Test func redirectsAreFollowedOnlyToHTTP() async throws {
        let server = try LoopbackHTTPServer { request in
            switch request.path {
            case "/moved": .respond(status: 302, headers: [("Location", "/final")], body: [])
            case "/final": .ok("arrived")
            case "/to-file": .respond(status: 302, headers: [("Location", "file:///etc/passwd")], body: [])
            default: .respond(status: 302, headers: [("Location", "/loop")], body: [])
            }
        }
        let followed = try await client().send(HTTPRequest(url: server.baseURL + "/moved"))
        #expect(String(decoding: followed.body, as: UTF8.self) == "arrived")
        for path in ["/to-file", "/loop"] {
            do {
                _ = try await client().send(HTTPRequest(url: server.baseURL + path))
                Issue.record("followed \(path)")
            } catch {
                #expect(error.kind == .badRedirect)
            }
        }
    }

    @Test func errorsNeverShowTheKey() async throws {
        let server = try LoopbackHTTPServer { _ in .ok("") }
        let url = server.baseURL + "/api/search?key=0123456789abcdef0123456789abcdef&q=x"
        server.stop()
        do {
            _ = try await client().send(HTTPRequest(url: url))
            Issue.record("no error")
        } catch {
            #expect(!error.description.contains("0123456789abcdef"))
            #expect(error.description.contains("key=REDACTED"))
        }
    }

    @Test func cancellationEndsATransferAtOnce() async throws {
        let server = try LoopbackHTTPServer { _ in .delayed(seconds: 30, .ok("late")) }
        let client = client()
        let task = Task { try await client.send(HTTPRequest(url: server.baseURL + "/slow")) }
        while server.requests.isEmpty { try await Task.sleep(for: .milliseconds(10)) }
        task.cancel()
        // The send's error is typed: cancellation is a transfer that was cancelled.
        let outcome = await task.result
        guard case .failure(let error) = outcome, let transfer = error as? TransferError else {
            Issue.record("the transfer was not cancelled with a TransferError: \(outcome)")
            return
        }
        #expect(transfer.kind == .cancelled)
        server.stop()
    }

    @Test func requestsInFlightRunConcurrently() async throws {
        // The server answers only once both requests have arrived: a client that sent them
        // one after the other would see the first one time out.
        let barrier = Barrier(parties: 2)
        let server = try LoopbackHTTPServer { _ in
            barrier.arriveAndWait(timeout: 5) ? .ok("together") : .respond(status: 408, body: [])
        }
        let client = client { $0.maximumAttempts = 1 }
        async let first = client.send(HTTPRequest(url: server.baseURL + "/a"))
        async let second = client.send(HTTPRequest(url: server.baseURL + "/b"))
        let statuses = try await [first.status, second.status]
        #expect(statuses == [200, 200])
    }

    @Test func backoffGrowsAndIsJittered() {
        var generator = SystemRandomNumberGenerator()
        let client = HTTPClient(testing: HTTPClientConfiguration(userAgent: "t"))
        for attempt in 1...6 {
            let delay = client.backoffDelay(afterAttempt: attempt, using: &generator)
            let ceiling = min(0.5 * Double(1 << (attempt - 1)), 4)
            #expect(delay >= ceiling / 2 && delay <= ceiling)
        }
        // The jitter is the random source's: a source of known seed gives the wait that seed
        // gives, to the last bit.
        var source = RandomSource.seeded(42)
        var same = SeededRandom(seed: 42)
        #expect(
            client.backoffDelay(afterAttempt: 3, using: &source) == 2.0 * Double.random(in: 0.5...1.0, using: &same))
    }
}

extension HTTPClient {
    /// A client on the real monotonic clock whose jitter comes from the system generator,
    /// for tests that exercise the transport rather than the clock.
    init(testing configuration: HTTPClientConfiguration) {
        self.init(
            configuration: configuration, now: { ContinuousClock.now },
            random: RandomSource {
                var system = SystemRandomNumberGenerator()
                return system.next()
            })
    }
}

/// Counts calls from several threads.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value - 1
    }
}

/// Lets a fixed number of threads wait for each other.
final class Barrier: @unchecked Sendable {
    private let condition = NSCondition()
    private var arrived = 0
    private let parties: Int
    init(parties: Int) { self.parties = parties }

    func arriveAndWait(timeout: Double) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        arrived += 1
        condition.broadcast()
        let deadline = Date().addingTimeInterval(timeout)
        while arrived < parties {
            if !condition.wait(until: deadline) { return false }
        }
        return true
    }
}

/// Compresses with the system's gzip, which Debian always has.
func gzip(_ text: String) throws -> [UInt8] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/gzip")
    process.arguments = ["-c"]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    input.fileHandleForWriting.write(Data(text.utf8))
    try input.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Array(data)
}
