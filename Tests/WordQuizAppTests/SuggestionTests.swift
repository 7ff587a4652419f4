import Foundation
import TestSupport
import Testing

@testable import WordQuizApp

@Suite struct SuggestionTests {
    @Test func editsAndSwapsCountOneEach() {
        #expect(Suggestion.distance("todya", "today") == 1)
        #expect(Suggestion.distance("stats", "stats") == 0)
        #expect(Suggestion.distance("qiuz", "quiz") == 1)
        #expect(Suggestion.distance("review", "reveiw") == 1)
        #expect(Suggestion.distance("", "abc") == 3)
        #expect(Suggestion.distance("export", "expert") == 1)
    }

    @Test func shortWordsAllowOneEditAndAPrefixMustBeUnique() {
        #expect(Suggestion.nearest(to: "lern", among: ["learn", "quiz"]) == "learn")
        #expect(Suggestion.nearest(to: "qz", among: ["learn", "quiz"]) == nil)
        #expect(Suggestion.nearest(to: "sched", among: ["schedule", "stats"]) == "schedule")
        #expect(Suggestion.nearest(to: "de", among: ["deliveries", "daemon", "digest"]) == nil)
    }
}
