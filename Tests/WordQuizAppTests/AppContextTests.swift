import Foundation
import Testing
import WordQuizCore

@testable import WordQuizApp

/// A context a test builds has only the sources of the world the test gives it: the first
/// use of any other stops the process and says which it was, so no test reads the real clock,
/// draws real randomness or waits on the real standard input behind its back.
@Suite struct AppContextTests {
    enum Source: String, Codable, CaseIterable {
        case wallClock = "the wall clock"
        case monotonicClock = "the monotonic clock"
        case identifier = "a new UUID"
        case randomness = "randomness"
        case typedInput = "typed input"
    }

    @Test(arguments: Source.allCases)
    func aContextStopsAtTheFirstUseOfASourceItWasNotGiven(_ source: Source) async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { [source] in
            var context = AppContext(
                environment: [:], currentDirectory: "/", stdout: FileSink(descriptor: 1),
                stderr: FileSink(descriptor: 2))
            switch source {
            case .wallClock: _ = context.now()
            case .monotonicClock: _ = context.monotonicNow()
            case .identifier: _ = context.makeUUID()
            case .randomness: _ = context.random.next()
            case .typedInput: _ = context.lineReader()
            }
        }
        let said = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(said.contains("this context was given no source for \(source.rawValue)"), "\(said)")
    }
}
