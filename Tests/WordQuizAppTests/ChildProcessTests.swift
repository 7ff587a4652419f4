import Foundation
import Synchronization
import Testing

@testable import WordQuizApp

/// A helper program's time limit is kept on the monotonic clock it is given, never the wall
/// clock: the clock here runs a second a look, so `sleep 30` is stopped after a few looks.
@Suite struct ChildProcessTests {
    @Test func theTimeLimitIsKeptOnTheGivenMonotonicClock() throws {
        let looks = Mutex(0)
        let start = ContinuousClock.now
        let result = try #require(
            ChildProcess.run(
                "/bin/sleep", ["30"], environment: [:], timeout: 3,
                now: {
                    looks.withLock { count in
                        count += 1
                        return start + .seconds(count)
                    }
                }))
        #expect(result.timedOut)
        #expect(looks.withLock { $0 } == 5, "started at 1, stopped at the first look past 4")
    }

    @Test func itsOutputAndStatusAreItsOwn() throws {
        let result = try #require(
            ChildProcess.run(
                "/bin/sh", ["-c", "printf 'out'; printf 'err' >&2; exit 3"], environment: [:],
                now: { ContinuousClock.now }))
        #expect(result.status == 3)
        #expect(result.stdout == "out")
        #expect(result.stderr == "err")
        #expect(!result.timedOut)
    }

    /// A helper that writes without end is read up to its first mebibyte, every byte of it
    /// and no more: what a notifier's or a mail program's complaint is kept to.
    @Test func itsOutputIsKeptToItsFirstMebibyte() throws {
        let result = try #require(
            ChildProcess.run(
                "/bin/sh", ["-c", "head -c 3000000 /dev/zero | tr '\\0' x; printf 'e%.0s' $(seq 5) >&2"],
                environment: [:], now: { ContinuousClock.now }))
        #expect(result.status == 0)
        #expect(result.stdout.utf8.count == 1_048_576)
        #expect(result.stdout.utf8.allSatisfy { $0 == UInt8(ascii: "x") })
        #expect(result.stderr == "eeeee")
    }
}
