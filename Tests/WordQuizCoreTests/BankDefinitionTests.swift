import Testing

@testable import WordQuizCore

/// A definition teaches the word without spelling it out, and keeps to one sense: checks a
/// machine can make over every entry of the bank, the native speaker's track included.
@Suite struct BankDefinitionTests {
    static let words = WordBank.embedded.words

    /// What a definition of `word` must not hold, with the rule that forbids it: the word
    /// itself; a predicate's stem (숨기 of 숨기다); a noun made with ㅁ or 음 without it (싸우 of
    /// 싸움, 웃 of 웃음 is too short to count); a noun made with 기, 이, 개 or 질 without it
    /// (부스러 of 부스러기, 청소 of 청소기) — each only when two syllables or more are left.
    static func giveaways(of word: BankWord) -> [(rule: String, text: String)] {
        let headword = word.headword
        var forbidden = [("the word itself", headword)]
        func add(_ rule: String, _ base: String) {
            if base.count >= 2, base.allSatisfy({ Hangul.syllable($0) != nil }) { forbidden.append((rule, base)) }
        }
        if headword.hasSuffix("다") { add("its stem", String(headword.dropLast())) }
        if word.partOfSpeech == "명사", let last = headword.unicodeScalars.last, Hangul.syllable(Character(last)) != nil {
            let code = Int(last.value) - 0xAC00
            if last == "음" {
                add("its base, without 음", String(headword.dropLast()))
            } else if code % 28 == 16, let open = Unicode.Scalar(UInt32(0xAC00 + code - 16)) {
                add("its base, without ㅁ", String(headword.dropLast()) + String(Character(open)))
            }
            for suffix in ["기", "이", "개", "질"] where headword.hasSuffix(suffix) {
                add("its base, without \(suffix)", String(headword.dropLast()))
            }
        }
        return forbidden
    }

    @Test func theRulesFindTheReviewsExamples() {
        func forbidden(_ headword: String, _ partOfSpeech: String) -> [String] {
            Self.giveaways(of: BankWord(headword: headword, partOfSpeech: partOfSpeech, definition: "")).map(\.text)
        }
        #expect(forbidden("싸움", "명사") == ["싸움", "싸우"])
        #expect(forbidden("모임", "명사") == ["모임", "모이"])
        #expect(forbidden("부스러기", "명사") == ["부스러기", "부스러"])
        #expect(forbidden("청소기", "명사") == ["청소기", "청소"])
        #expect(forbidden("숨기다", "동사") == ["숨기다", "숨기"])
        #expect(forbidden("웃음", "명사") == ["웃음"], "웃 alone is too short to tell")
    }

    @Test func noDefinitionSpellsOutItsWord() {
        var found: [String] = []
        for word in Self.words {
            for (rule, text) in Self.giveaways(of: word) where word.definition.contains(text) {
                found.append("\(word.headword) (\(rule), ‘\(text)’): \(word.definition)")
            }
        }
        #expect(found.isEmpty, "\(found.count) definitions give their word away:\n\(found.joined(separator: "\n"))")
    }

    /// Two senses the dictionaries keep apart are not joined into one definition.
    @Test func noDefinitionJoinsTwoSensesWithOrElse() {
        let joined = Self.words.filter { $0.definition.contains(", 또는") }.map(\.headword)
        #expect(joined.isEmpty, "\(joined)")
    }

    /// The review's 한자어 that came without their 한자, and 삭이다 in its own (transitive) sense.
    @Test func theReviewsEntriesAreMended() throws {
        let byWord = Dictionary(Self.words.map { ($0.headword, $0) }, uniquingKeysWith: { first, _ in first })
        for headword in ["처연하다", "괴괴하다", "겸연쩍다"] {
            #expect(byWord[headword]?.hanja?.isEmpty == false, "\(headword) has no 한자")
        }
        let digest = try #require(byWord["삭이다"])
        #expect(digest.definition.contains("을 ") || digest.definition.contains("를 "), "\(digest.definition)")
        #expect(digest.definition != byWord["삭다"]?.definition)
    }
}
