import Foundation
import TestSupport
import Testing
import WordQuizCore

@testable import WordQuizStore

/// The review log read one answer at a time, none held: the same answers in the same order as
/// the whole log read at once, and an error of the reader's stops the reading as it was thrown.
@Suite struct StreamedLogTests {
    /// The store and its journal files, removed with the suite's value.
    let folder = TemporaryDirectory("wordquiz-stream")
    var path: String { folder.path + "/wordquiz.sqlite3" }

    func store(answers: Int) throws -> WordStore {
        let store = try WordStore(path: path)
        let words = WordBank.embedded.words.prefix(7).map(QuizCard.init)
        for index in 0..<answers {
            try store.record(
                WordStore.Answer(
                    sessionID: "s\(index / 10)", card: words[index % words.count],
                    reviewedAt: Int64(100 + index / 7) * 86_400_000 + Int64(index), learnerDay: 100 + index / 7,
                    kind: .chosung, prompt: "p\(index)", answer: "a\(index)",
                    verdict: index % 3 == 0 ? .wrong : .correct,
                    rating: index % 3 == 0 ? .again : .good, hints: index % 2, responseMilliseconds: 1_000 + index,
                    isPractice: index % 5 == 0),
                using: FSRS())
        }
        return store
    }

    @Test func answersComeOneAtATimeInTheLogsOrder() throws {
        let store = try store(answers: 120)
        var streamed: [WordStore.Answer] = []
        try store.forEachAnswer { streamed.append($0) }
        #expect(streamed.count == 120)
        #expect(streamed == (try store.reviewLog()))
        #expect(streamed.map(\.answer) == (0..<120).map { "a\($0)" })
    }

    struct Enough: Error {}

    @Test func aReadersErrorStopsTheReadingAndIsThrownAsItWas() throws {
        let store = try store(answers: 30)
        var seen = 0
        #expect(throws: Enough.self) {
            try store.forEachAnswer { _ in
                seen += 1
                if seen == 12 { throw Enough() }
            }
        }
        #expect(seen == 12, "no answer read after the error")
        // The connection is free again: the store goes on.
        #expect(try store.reviewLog().count == 30)
    }
}
