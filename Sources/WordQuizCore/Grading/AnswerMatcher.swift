import Foundation

/// Judges a typed answer against the accepted forms of a word.
public enum AnswerMatcher {
    public enum Verdict: Equatable, Sendable {
        /// Exactly right once normalized.
        case correct
        /// Right, once the Latin letters were read as Hangul typed on a QWERTY layout.
        case correctFromQwerty(converted: String)
        /// Right: an inflected form of the word (추워서 for 춥다, 사과를 for 사과), as the
        /// language's dictionary reads it.
        case formOfTheWord(typed: String, word: String)
        /// One jamo away from an accepted form: graded as Hard.
        case almost(expected: String)
        /// Another word (줍다 for 춥다), with its meaning where wordquiz knows it (empty where only
        /// the language's dictionary knows the word), and its dictionary form when what was
        /// typed is a form of it (모르겠어요 of 모르다): wrong, however close it is.
        case anotherWord(String, meaning: String, dictionaryForm: String? = nil)
        case wrong

        public var isCorrect: Bool {
            switch self {
            case .correct, .correctFromQwerty, .formOfTheWord: true
            case .almost, .anotherWord, .wrong: false
            }
        }
    }

    /// The form answers are compared in: NFC (decomposed Hangul composed), jamo typed one by
    /// one assembled into syllables (ㅅㅏㄱㅘ → 사과), without spaces, `-` or `^`, and without
    /// the sentence's punctuation a learner may end it with (`사과.`, `사과!`, `사과?`).
    public static func normalize(_ text: String) -> String {
        var kept = String(
            text.precomposedStringWithCanonicalMapping.filter { !$0.isWhitespace && $0 != "-" && $0 != "^" })
        while let last = kept.last, trailingPunctuation.contains(last) { kept.removeLast() }
        return QwertyHangul.containsLooseJamo(kept) ? QwertyHangul.composeJamo(kept) : kept
    }

    /// What a typed answer may end with that is no part of the word.
    private static let trailingPunctuation: Set<Character> = [".", "!", "?", ",", "。", "！", "？", "…", "~"]

    /// The best verdict for `input` against any of the accepted forms (the first form is the
    /// one an "almost" names).
    ///
    /// - Parameters:
    ///   - knownWords: other words the learner could know, by their normalized form, with
    ///     their meanings: an answer that is one of them is that word, not "almost" this one.
    ///   - lexicon: the language's words: an answer that is a form of an accepted one is
    ///     right, and one that is any other word is that word, never "almost" — whether or
    ///     not the bank holds it.
    public static func judge(
        _ input: String, accepting forms: [String], knownWords: [String: String] = [:], lexicon: (any Lexicon)? = nil
    ) -> Verdict {
        let typed = normalize(input)
        guard !typed.isEmpty else { return .wrong }
        let accepted = forms.map(normalize).filter { !$0.isEmpty }
        if accepted.contains(typed) { return .correct }
        if let verdict = judgeWord(typed, accepted, knownWords, lexicon) { return verdict }
        if let near = accepted.first(where: { jamoDistance(typed, $0) == 1 }) { return .almost(expected: near) }
        // Typed with the keyboard left in English, all of it or after a switch mid-word.
        if QwertyHangul.holdsLatinTyping(typed) {
            let converted = normalize(QwertyHangul.convert(typed))
            if accepted.contains(converted) { return .correctFromQwerty(converted: converted) }
            if let verdict = judgeWord(converted, accepted, knownWords, lexicon) { return verdict }
            if let near = accepted.first(where: { jamoDistance(converted, $0) == 1 }) {
                return .almost(expected: near)
            }
        }
        return .wrong
    }

    /// The verdict for an answer that is a word: a form of an accepted one (right), a word the
    /// learner could know, or another word of the language; nil for no word.
    private static func judgeWord(
        _ typed: String, _ accepted: [String], _ knownWords: [String: String], _ lexicon: (any Lexicon)?
    ) -> Verdict? {
        guard let lexicon, lexicon.isWord(typed) else {
            return knownWords[typed].map { .anotherWord(typed, meaning: $0) }
        }
        let stems = lexicon.stems(of: typed).map(normalize)
        if let word = accepted.first(where: stems.contains) { return .formOfTheWord(typed: typed, word: word) }
        // A word in its own right (오리, the duck) is named as itself, not as a form (of 오다).
        if let meaning = knownWords[typed] { return .anotherWord(typed, meaning: meaning) }
        // A form is named with the word whose meaning is shown: of the words it could be a form
        // of, the one known, or the commonest known (내: 나, not 내다; 몰라: 모르다, not 몰다).
        var others: [String] = []
        for stem in stems where stem != typed && !others.contains(stem) { others.append(stem) }
        let known = others.filter { knownWords[$0] != nil }
        if let word = known.count == 1 ? known.first : WordBank.commonest(of: known), let meaning = knownWords[word] {
            return .anotherWord(typed, meaning: meaning, dictionaryForm: word)
        }
        // Not knowing which word's form it is, nothing is said of it but that it is not the answer.
        return .anotherWord(typed, meaning: "", dictionaryForm: known.isEmpty && others.count == 1 ? others.first : nil)
    }

    /// The Levenshtein distance between two words counted in jamo (초성, 중성, 종성).
    public static func jamoDistance(_ a: String, _ b: String) -> Int {
        let x = Hangul.jamo(of: a)
        let y = Hangul.jamo(of: b)
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            for j in 1...y.count {
                let substitution = previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[y.count]
    }
}

/// How an answer is graded for spaced repetition.
public enum Grade {
    /// Right without help is Good; right with a hint, or one jamo off, is Hard; wrong is Again.
    public static func rating(for verdict: AnswerMatcher.Verdict, hintsUsed: Int) -> FSRS.Rating {
        switch verdict {
        case .correct, .correctFromQwerty, .formOfTheWord: hintsUsed > 0 ? .hard : .good
        case .almost: .hard
        case .anotherWord, .wrong: .again
        }
    }
}

/// How an answer was judged, as the review log keeps it: the raw value is the stored name.
public enum RecordedVerdict: String, Sendable, Codable, CaseIterable {
    case correct
    /// One jamo off: graded as Hard.
    case almost
    case wrong

    public init(_ verdict: AnswerMatcher.Verdict) {
        switch verdict {
        case .correct, .correctFromQwerty, .formOfTheWord: self = .correct
        case .almost: self = .almost
        case .anotherWord, .wrong: self = .wrong
        }
    }
}

/// A word list of the language, for grading against Korean rather than the word bank: whether
/// a typed answer is a word at all, and the dictionary forms it is an inflection of (추워서 →
/// 춥다, 사과를 → 사과). The app's is Hunspell's Korean dictionary; without one, the bank and the
/// decks are the only words known.
public protocol Lexicon: Sendable {
    /// Whether `word` is a word of the language (an inflected form included).
    func isWord(_ word: String) -> Bool
    /// The dictionary forms `word` is a form of; empty when it is no word.
    func stems(of word: String) -> [String]
}
