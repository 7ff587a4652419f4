import Testing

@testable import WordQuizCore

/// The learning order over the bank: levels in turn, the most useful words of each first.
@Suite struct CurriculumTests {
    let bank = WordBank.embedded

    @Test(arguments: BankWord.Level.allCases)
    func aLevelBeginsWithItsLeadingWordsThenTheRestByFrequency(level: BankWord.Level) throws {
        let order = Curriculum.order(of: .only(level)).map(\.headword)
        let leading = try #require(CurriculumData.leading[level])
        #expect(Array(order.prefix(leading.count)) == leading)
        let byFrequency = try #require(CurriculumFrequency.order[level]).filter { !leading.contains($0) }
        // A headword the bank has twice in a level (two parts of speech) is placed twice, together.
        var seen = Set<String>()
        let rest = order.dropFirst(leading.count).filter { seen.insert($0).inserted }
        #expect(Array(rest) == byFrequency)
    }

    /// The frequency order names every word of its level once, and no other: a word added to
    /// the bank without running scripts/curriculum-order would be missing.
    @Test(arguments: BankWord.Level.allCases)
    func theFrequencyOrderNamesEachWordOfItsLevelOnce(level: BankWord.Level) throws {
        let order = try #require(CurriculumFrequency.order[level])
        #expect(Set(order).count == order.count, "each word once")
        let levelWords = Set(bank.words.filter { $0.level == level }.map(\.headword))
        #expect(Set(order) == levelWords, "run scripts/curriculum-order")
    }

    /// Past the leading words a level goes on with everyday words before rare ones: a
    /// beginner meets 어떻게 (counted by its parts) long before 찜질방, an intermediate learner
    /// 사회 before 울퉁불퉁하다, an advanced one 개념 before 곁눈질.
    @Test func pastTheLeadingWordsCommonWordsComeBeforeRareOnes() throws {
        func place(_ word: String, in level: BankWord.Level) throws -> Int {
            try #require(Curriculum.order(of: .only(level)).map(\.headword).firstIndex(of: word))
        }
        #expect(try place("어떻게", in: .beginner) < 400)
        #expect(try place("찜질방", in: .beginner) > 900)
        #expect(try place("사회", in: .intermediate) < 150)
        #expect(try place("울퉁불퉁하다", in: .intermediate) > 900)
        #expect(try place("개념", in: .advanced) < 100)
        #expect(try place("곁눈질", in: .advanced) > 450)
    }

    @Test func everyLevelWalksBeginnerThenIntermediateThenAdvanced() {
        let order = Curriculum.order(of: .all)
        let learners = bank.words.filter { $0.level != .native }.count
        #expect(order.count == learners, "the learner's track, no word of the native speaker's")
        #expect(Set(order.map(\.headword)).count == learners, "each word once")
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

    /// A learner at the beginner level who studies only their own deck (whose words have no
    /// level) is given the deck's words, not nothing.
    @Test func aLevelWithoutWordsInTheDecksInUseTakesTheDecksWords() {
        let deck = WordBank(words: ["찻잔", "다기", "찻잎"].map { BankWord(headword: $0, definition: "차 도구.", deck: "tea") })
        #expect(Curriculum.order(of: .only(.beginner), in: deck).map(\.headword) == ["찻잔", "다기", "찻잎"])
    }
}
