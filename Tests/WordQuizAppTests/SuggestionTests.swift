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
        // One added, one dropped, each one edit; the textbook pairs; a swap is not undone by a
        // later edit inside it (optimal string alignment: "ca" to "abc" is 3, not 2).
        #expect(Suggestion.distance("ab", "abc") == 1)
        #expect(Suggestion.distance("abc", "ab") == 1)
        #expect(Suggestion.distance("kitten", "sitting") == 3)
        #expect(Suggestion.distance("flaw", "lawn") == 2)
        #expect(Suggestion.distance("ca", "abc") == 3)
        #expect(Suggestion.distance("abc", "ca") == 3)
    }

    /// Words of five letters or more allow two edits, never three; four or fewer allow one.
    @Test func longerWordsAllowTwoEdits() {
        #expect(Suggestion.nearest(to: "lerns", among: ["learn", "quiz"]) == "learn")
        #expect(Suggestion.nearest(to: "stxyz", among: ["stats", "quiz"]) == nil)
        #expect(Suggestion.nearest(to: "qiz", among: ["learn", "quiz"]) == "quiz")
        #expect(Suggestion.nearest(to: "qxzz", among: ["learn", "quiz"]) == nil)
    }

    @Test func shortWordsAllowOneEditAndAPrefixMustBeUnique() {
        #expect(Suggestion.nearest(to: "lern", among: ["learn", "quiz"]) == "learn")
        #expect(Suggestion.nearest(to: "qz", among: ["learn", "quiz"]) == nil)
        #expect(Suggestion.nearest(to: "sched", among: ["schedule", "stats"]) == "schedule")
        #expect(Suggestion.nearest(to: "sch", among: ["schedule", "stats"]) == "schedule", "three letters suffice")
        #expect(Suggestion.nearest(to: "sc", among: ["schedule", "stats"]) == nil, "two do not")
        #expect(Suggestion.nearest(to: "de", among: ["deliveries", "daemon", "digest"]) == nil)
    }
}
