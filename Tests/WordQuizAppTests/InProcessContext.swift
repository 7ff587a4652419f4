import Foundation
import TestSupport
import WordQuizCore

@testable import WordQuizApp

extension AppContext {
    /// A context for commands run in-process through `WordQuizCLI.run(_:context:)`, at home in
    /// `home` (`HOME`, a `PATH` of the system's folders, and `environment` on top): every
    /// source of the world is the test's own — its clock for both clocks, counted UUIDs, a
    /// seeded generator, the zone it names, typed input only from the learner it scripts
    /// (`input`) — so a run is the same on every machine and at any hour, and nothing real is
    /// used behind the test's back.
    static func inProcess(
        adding environment: [String: String] = [:], in home: TemporaryDirectory, clock: ManualClock, zone: String,
        stdout: CapturedText, stderr: CapturedText, input: ScriptedInput? = nil
    ) -> AppContext {
        let identifiers = CountedUUIDs()
        let typed: @Sendable (AppContext) -> any LineReader =
            if let input { { _ in input } } else { { _ in unexpected("typed input") } }
        return AppContext(
            environment: ["HOME": home.path, "PATH": "/usr/bin:/bin"].merging(environment) { $1 },
            currentDirectory: home.path, stdout: stdout, stderr: stderr,
            now: { clock.now }, monotonicNow: { clock.monotonicNow }, makeUUID: { identifiers.next() },
            openInput: typed, random: .seeded(20_260_302), timeZone: TimeZone(identifier: zone)!,
            // A wide terminal: each line as written (LineWidthTests hold them to narrower ones).
            terminalColumns: 400)
    }
}

/// Text written by a command run in-process, kept for the test to read.
final class CapturedText: TextSink, @unchecked Sendable {
    private let lock = NSLock()
    private var buffer = ""

    func write(_ text: String) {
        lock.withLock { buffer += text }
    }

    var text: String { lock.withLock { buffer } }
}

/// A clock a test moves by hand: the wall clock and the monotonic one move together, and
/// only when the test moves them (a network budget never runs out while the test waits).
final class ManualClock: @unchecked Sendable {
    private let lock = NSLock()
    private var elapsed: TimeInterval = 0
    private let start: Date
    private let origin = ContinuousClock().now

    init(_ iso8601: String) {
        start = ISO8601DateFormatter().date(from: iso8601) ?? Date(timeIntervalSince1970: 0)
    }

    var now: Date { start + lock.withLock { elapsed } }
    var monotonicNow: ContinuousClock.Instant { origin + .milliseconds(Int(lock.withLock { elapsed } * 1000)) }
    var unixSeconds: Int64 { Int64(now.timeIntervalSince1970) }

    func advance(seconds: TimeInterval) {
        lock.withLock { elapsed += seconds }
    }
}

/// UUIDs counted up from 1 (`00000000-0000-0000-0000-000000000001`, …): distinct, and the
/// same in every run.
final class CountedUUIDs: @unchecked Sendable {
    private let lock = NSLock()
    private var count: UInt64 = 0

    func next() -> UUID {
        let value = lock.withLock {
            count += 1
            return count
        }
        let last = withUnsafeBytes(of: value.bigEndian) { Array($0) }
        return UUID(
            uuid: (0, 0, 0, 0, 0, 0, 0, 0, last[0], last[1], last[2], last[3], last[4], last[5], last[6], last[7]))
    }
}

/// A learner at the keyboard, scripted: each prompt is answered with the next line, after the
/// clock has moved by the time the learner takes; once the lines run out, Ctrl-D. The prompts
/// are kept for the test to read.
final class ScriptedInput: LineReader, @unchecked Sendable {
    private let clock: ManualClock
    private var lines: [(thinking: TimeInterval, line: String)]
    private(set) var prompts: [String] = []

    init(clock: ManualClock, answers lines: [(thinking: TimeInterval, line: String)]) {
        self.clock = clock
        self.lines = lines
    }

    func readLine(prompt: String) -> LineInput {
        prompts.append(prompt)
        guard !lines.isEmpty else { return .endOfInput }
        let next = lines.removeFirst()
        clock.advance(seconds: next.thinking)
        return .line(next.line)
    }

    func readSecret(prompt: String) -> LineInput {
        readLine(prompt: prompt)
    }
}
