import Testing

@testable import WordQuizCore

/// The learning order over the bank: levels in turn, the most useful words of each first.
@Suite struct CurriculumTests {
    let bank = WordBank.embedded

    @Test(arguments: BankWord.Level.allCases)
    func aLevelBeginsWithItsLeadingWordsThenTheRestInTheBanksOrder(level: BankWord.Level) throws {
        let order = Curriculum.order(of: .only(level)).map(\.headword)
        let leading = try #require(CurriculumData.leading[level])
        #expect(Array(order.prefix(leading.count)) == leading)
        let rest = bank.words.filter { $0.level == level && !leading.contains($0.headword) }.map(\.headword)
        #expect(Array(order.dropFirst(leading.count)) == rest)
    }

    @Test func everyLevelWalksBeginnerThenIntermediateThenAdvanced() {
        let order = Curriculum.order(of: .all)
        #expect(order.count == bank.count)
        #expect(Set(order.map(\.headword)).count == bank.count, "each word once")
        let levels = order.compactMap(\.level).map(\.rawValue)
        #expect(levels == levels.sorted(), "no word of a level before a word of an easier one")
        #expect(order.prefix(3).map(\.headword) == ["나", "너", "우리"])
    }

    /// What the issue asks of the order: a beginner meets 사람, 물, 먹다 and 가다 in the first
    /// hundred words, and the animals of the zoo long after.
    @Test func aBeginnerMeetsTheEverydayWordsFirst() throws {
        let order = Curriculum.order(of: .only(.beginner)).map(\.headword)
        for word in ["사람", "물", "먹다", "가다"] {
            #expect((order.firstIndex(of: word) ?? .max) < 100, "\(word)")
        }
        #expect(try #require(order.firstIndex(of: "호랑이")) > 300)
    }

    @Test func aDecksWordsKeepTheDecksOrder() {
        // A deck's 나 is not the bank's: the leading list does not move it before 바다.
        let words = [
            BankWord(headword: "바다", level: .beginner, definition: "넓은 물", deck: "mine"),
            BankWord(headword: "나", level: .beginner, definition: "a deck's own 나", deck: "mine"),
        ]
        #expect(Curriculum.order(of: .all, in: WordBank(words: words)).map(\.headword) == ["바다", "나"])
    }
}
