import Testing

@testable import WordQuizCore

@Suite struct KnownWordMatchingTests {
    /// Every pair of bank words one jamo apart (춥다 and 줍다 kind): typed for the other, the
    /// word is never "almost", once the bank's words are known.
    @Test func noKnownWordIsEverAlmostAnother() {
        let words = WordBank.embedded.words
        let known = Dictionary(words.map { ($0.headword, $0.definition) }, uniquingKeysWith: { a, _ in a })
        var pairs = 0
        for (typed, wanted) in Self.pairsOneJamoApartOrCloser(words) where typed.headword != wanted.headword {
            guard AnswerMatcher.jamoDistance(typed.headword, wanted.headword) == 1 else { continue }
            pairs += 1
            // The wanted word among the known ones changes nothing: only the typed one is looked up.
            let verdict = AnswerMatcher.judge(typed.headword, accepting: [wanted.headword], knownWords: known)
            #expect(verdict == .anotherWord(typed.headword, meaning: typed.definition), "\(typed.headword)")
        }
        #expect(pairs > 0, "the bank has words one jamo apart")
    }

    /// Every ordered pair of words whose jamo are at most one edit apart, and some more, found
    /// in linear time: two such words share a key among each one's jamo and its jamo less one
    /// letter (comparing every pair of a 2,500-word bank took two minutes).
    static func pairsOneJamoApartOrCloser(_ words: [BankWord]) -> [(BankWord, BankWord)] {
        var byKey: [String: [Int]] = [:]
        for (index, word) in words.enumerated() {
            let letters = Hangul.jamo(of: word.headword)
            var keys: Set<String> = [String(letters)]
            for position in letters.indices {
                var shorter = letters
                shorter.remove(at: position)
                keys.insert(String(shorter))
            }
            for key in keys { byKey[key, default: []].append(index) }
        }
        var seen = Set<[Int]>()
        var pairs: [(BankWord, BankWord)] = []
        for indices in byKey.values where indices.count > 1 {
            for first in indices {
                for second in indices where first != second && seen.insert([first, second]).inserted {
                    pairs.append((words[first], words[second]))
                }
            }
        }
        return pairs
    }
}
