/// Words that can stand for each other: the bank's declared 비슷한말 (groups, so each is
/// declared once and holds both ways), and, for any two words the bank does not know (a deck's),
/// definitions that name each other's word. A word is never offered as a wrong choice for
/// another it could stand for, and typed for it, it is not marked wrong.
public struct SimilarWords: Sendable {
    /// Each declared word's groups, by its `Headword.matchKey`: a word may be in several
    /// (가령 with 이를테면, and with 설령), and similar is not passed on from one to the other.
    private let groups: [String: Set<Int>]

    /// The bank's groups (`SimilarWordsData`).
    public static let embedded = SimilarWords(lines: SimilarWordsData.lines)

    /// - Parameter lines: one group a line, its words joined by `|`; `#` starts a note.
    init(lines: String) {
        var groups: [String: Set<Int>] = [:]
        var number = 0
        for line in lines.split(separator: "\n") {
            let words =
                line.split(separator: "#", maxSplits: 1).first.map {
                    $0.split(separator: "|").map { String($0).trimmingWhitespace() }.filter { !$0.isEmpty }
                } ?? []
            guard words.count >= 2 else { continue }
            number += 1
            for word in words { groups[Headword.matchKey(word), default: []].insert(number) }
        }
        self.groups = groups
    }

    /// The declared groups, each as its words' match keys.
    public var declaredGroups: [[String]] {
        var members: [Int: [String]] = [:]
        for (word, numbers) in groups { for number in numbers { members[number, default: []].append(word) } }
        return members.keys.sorted().compactMap { members[$0]?.sorted() }
    }

    /// The numbers of the groups `word` is declared in; empty for none.
    public func groups(of word: String) -> Set<Int> {
        groups(ofKey: Headword.matchKey(word))
    }

    /// The same, for a word already read as its `Headword.matchKey` (normalising is the costly
    /// part: a pool of 20,000 words is not normalised twice).
    public func groups(ofKey key: String) -> Set<Int> {
        groups[key] ?? []
    }

    /// Whether the bank declares the two words 비슷한말.
    public func areDeclared(_ one: String, _ other: String) -> Bool {
        let mine = groups(of: one)
        return !mine.isEmpty && !mine.isDisjoint(with: groups(of: other))
            && Headword.matchKey(one) != Headword.matchKey(other)
    }

    /// Whether either word could stand for the other: declared, or one's definition names the
    /// other's word (항상 "언제나 변함없이", 싸움 "싸우는 일").
    public func couldStandFor(_ one: QuizCard, _ other: QuizCard) -> Bool {
        areDeclared(one.headword, other.headword) || Self.names(one.definition, other)
            || Self.names(other.definition, one)
    }

    /// Whether `definition` names `word`: holds its headword, or a verb's or an adjective's
    /// stem (숨기 of 숨기다), of two syllables or more (one syllable is found inside too many
    /// words to mean anything).
    static func names(_ definition: String, _ word: QuizCard) -> Bool {
        let stem = Self.stem(of: word)
        return stem.count >= 2 && definition.contains(stem)
    }

    /// The part of a word a definition naming it holds: a predicate's stem, else the word.
    static func stem(of word: QuizCard) -> String {
        let headword = word.headword
        let isPredicate = ["동사", "형용사", "보조 동사", "보조 형용사"].contains(word.partOfSpeech ?? "")
        guard isPredicate, headword.hasSuffix("다"), !headword.contains(" ") else { return headword }
        return String(headword.dropLast())
    }
}
