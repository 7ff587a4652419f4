import Testing

@testable import WordQuizCore

@Suite struct QuestionBuilderTests {
    let bank = WordBank.embedded.words.map(QuizCard.init)

    func card(_ word: String) throws -> QuizCard {
        try #require(WordBank.embedded.word(word).map(QuizCard.init))
    }

    @Test func choiceOffersFourDistinctWordsWithTheAnswerOnce() throws {
        var random = SeededRandom(seed: 1)
        let apple = try card("사과")
        let question = try QuestionBuilder(pool: bank).question(for: apple, kind: .choice, using: &random)
        #expect(question.prompt == apple.definition)
        #expect(question.options.count == 4)
        #expect(Set(question.options).count == 4)
        #expect(question.options.filter { $0 == "사과" }.count == 1)
        #expect(question.options[try #require(question.correctOption)] == "사과")
    }

    @Test func distractorsShareThePartOfSpeechAndAreCloseInLength() throws {
        var random = SeededRandom(seed: 7)
        let verb = try card("망설이다")
        let question = try QuestionBuilder(pool: bank).question(for: verb, kind: .choice, using: &random)
        for option in question.options {
            let word = try #require(WordBank.embedded.word(option))
            #expect(word.partOfSpeech == "동사")
            #expect(abs(option.count - 4) <= 1)
        }
    }

    @Test func homographsAndDuplicatesNeverAppear() throws {
        var random = SeededRandom(seed: 3)
        let apple = QuizCard(headword: "사과", partOfSpeech: "명사", definition: "열매.")
        let pool = [
            apple, QuizCard(headword: "사과", partOfSpeech: "명사", definition: "용서를 빎."),
            QuizCard(headword: "배", partOfSpeech: "명사", definition: "과일."),
            QuizCard(headword: "배", partOfSpeech: "명사", definition: "과일."),
            QuizCard(headword: "감", partOfSpeech: "명사", definition: "주황색 과일."),
            QuizCard(headword: "귤", partOfSpeech: "명사", definition: "작은 과일."),
        ]
        let question = try QuestionBuilder(pool: pool).question(for: apple, kind: .choice, using: &random)
        #expect(question.options.sorted() == ["감", "귤", "배", "사과"])
    }

    /// The bank's nouns of the answer's level, same length: the words a level's learner chooses among.
    func sameLevelNouns(as word: String) throws -> [QuizCard] {
        let answer = try #require(WordBank.embedded.word(word))
        return WordBank.embedded.words.filter {
            $0.level == answer.level && $0.partOfSpeech == answer.partOfSpeech && $0.headword != word
                && $0.headword.count == word.count
        }.map(QuizCard.init)
    }

    @Test func wrongChoicesAreOfTheAnswersLevelAndWordsTheLearnerHasMet() throws {
        let apple = try card("사과")
        let met = try sameLevelNouns(as: "사과").prefix(5).map(\.headword)
        let builder = QuestionBuilder(pool: bank, metWords: Set(met))
        for seed in 0..<20 {
            var random = SeededRandom(seed: UInt64(seed))
            let question = try builder.question(for: apple, kind: .choice, using: &random)
            for option in question.distractors {
                #expect(WordBank.embeddedLevel(of: option) == .beginner, "\(option): a beginner's choice")
                #expect(met.contains(option), "\(option) is not one of the met words \(met)")
            }
        }
    }

    /// The answer's level outranks the learner having met a word: with advanced nouns met and
    /// the beginner's unmet, a beginner's word is offered beginner's words.
    @Test func theLevelComesBeforeWordsMet() throws {
        let apple = try card("사과")
        let advanced = WordBank.embedded.words.filter { $0.level == .advanced && $0.partOfSpeech == "명사" }
        let builder = QuestionBuilder(pool: bank, metWords: Set(advanced.prefix(20).map(\.headword)))
        for seed in 0..<10 {
            var random = SeededRandom(seed: UInt64(seed))
            let question = try builder.question(for: apple, kind: .choice, using: &random)
            let levels = question.distractors.map { WordBank.embeddedLevel(of: $0) }
            #expect(levels == [.beginner, .beginner, .beginner], "\(question.distractors)")
        }
    }

    /// A word of a deck with no part of speech is offered the pool's other words without one
    /// (most likely its own deck's) before any of the bank's, however their lengths differ.
    @Test func aWordWithoutAPartOfSpeechIsOfferedOthersWithoutOne() throws {
        let sunrise = QuizCard(headword: "해돋이", partOfSpeech: nil, definition: "해가 막 솟아오르는 때.")
        let deck = [
            QuizCard(headword: "저녁노을빛하늘", partOfSpeech: nil, definition: "저녁 하늘의 붉은 빛."),
            QuizCard(headword: "새벽이슬방울들", partOfSpeech: nil, definition: "새벽에 맺힌 물방울."),
            QuizCard(headword: "한낮의뜨거운볕", partOfSpeech: nil, definition: "한낮에 내리쬐는 햇볕."),
        ]
        let builder = QuestionBuilder(pool: bank + deck + [sunrise])
        for seed in 0..<5 {
            var random = SeededRandom(seed: UInt64(seed))
            let question = try builder.question(for: sunrise, kind: .choice, using: &random)
            #expect(question.distractors.sorted() == deck.map(\.headword).sorted(), "\(question.distractors)")
        }
    }

    /// Asked three times in a row, a word is never offered the same wrong choices twice while
    /// other fitting words remain.
    @Test func aWordsNextAskingsOfferOtherWrongChoices() throws {
        let apple = try card("사과")
        var recent: [Set<String>] = []
        var seen: [Set<String>] = []
        for seed in 0..<4 {
            let builder = QuestionBuilder(
                pool: bank, recentDistractors: ["사과": recent.suffix(3).reduce([], { $0.union($1) })])
            var random = SeededRandom(seed: UInt64(seed))
            let set = Set(try builder.question(for: apple, kind: .choice, using: &random).distractors)
            #expect(set.count == 3)
            #expect(!seen.contains(set), "the same wrong choices again: \(set)")
            #expect(set.isDisjoint(with: recent.suffix(3).reduce([], { $0.union($1) })), "\(set)")
            seen.append(set)
            recent.append(set)
        }
    }

    /// A reverse question's options are definitions; for an English reader each carries its
    /// gloss when all have one, and none does when one lacks it: no lone glossed option.
    @Test func everyReverseOptionIsShownAlike() throws {
        let sky = try card("하늘")
        var random = SeededRandom(seed: 5)
        let question = try QuestionBuilder(pool: bank).question(for: sky, kind: .reverse, using: &random)
        let text = QuizText(style: .plain, columns: 100, language: .en)
        let options = text.question(question, number: 1, total: 1).split(separator: "\n").filter { $0.contains(") ") }
        #expect(options.count == 4)
        for (index, line) in options.enumerated() {
            let gloss = try #require(question.optionCards[index].english)
            #expect(line.contains(") \(gloss) — "), "\(line)")
        }
        var unglossed = question
        unglossed.optionCards[(question.correctOption! + 1) % 4].english = nil
        let plain = text.question(unglossed, number: 1, total: 1).split(separator: "\n").filter { $0.contains(") ") }
        #expect(plain.allSatisfy { !$0.contains(" — ") }, "\(plain)")
    }

    @Test func aClozeShowsTheMeaningFromTheStart() throws {
        let card = QuizCard(
            headword: "도서관", partOfSpeech: "명사", definition: "책을 모아 두고 사람들이 읽을 수 있게 한 곳.",
            example: "주말에 도서관에 갔다.", exampleForm: "도서관", english: "library")
        var random = SeededRandom(seed: 1)
        let question = try QuestionBuilder(pool: bank).question(for: card, kind: .cloze, using: &random)
        let korean = QuizText(style: .plain, columns: 100, language: .ko).question(question, number: 1, total: 1)
        #expect(korean.contains("  책을 모아 두고 사람들이 읽을 수 있게 한 곳.\n"), "\(korean)")
        let english = QuizText(style: .plain, columns: 100, language: .en).question(question, number: 1, total: 1)
        #expect(english.contains("  library — 책을 모아"), "\(english)")
    }

    @Test func reverseOffersFourDistinctDefinitions() throws {
        var random = SeededRandom(seed: 5)
        let question = try QuestionBuilder(pool: bank).question(for: try card("하늘"), kind: .reverse, using: &random)
        #expect(question.prompt == "하늘")
        #expect(Set(question.options).count == 4)
        #expect(question.options[try #require(question.correctOption)] == (try card("하늘")).definition)
    }

    @Test func aPoolTooSmallForFourChoicesIsAnError() {
        var random = SeededRandom(seed: 1)
        let pool = [
            QuizCard(headword: "사과", partOfSpeech: "명사", definition: "열매."),
            QuizCard(headword: "배", partOfSpeech: "명사", definition: "과일."),
        ]
        #expect(throws: QuizError.poolTooSmall(needed: 3, available: 1)) {
            try QuestionBuilder(pool: pool).question(for: pool[0], kind: .choice, using: &random)
        }
    }

    @Test func chosungAndClozeQuestions() throws {
        var random = SeededRandom(seed: 1)
        let builder = QuestionBuilder(pool: bank)
        let chosung = try builder.question(for: try card("도서관"), kind: .chosung, using: &random)
        #expect(chosung.chosung == "ㄷㅅㄱ")
        let cloze = try builder.question(for: try card("읽다"), kind: .cloze, using: &random)
        #expect(cloze.prompt == "동생은 잠들기 전에 꼭 동화책을 ＿＿＿.")
        #expect(cloze.acceptedAnswers == ["읽는다", "읽다"])
    }

    @Test func theSameSeedGivesTheSameQuiz() throws {
        let cards = Array(bank.prefix(10))
        func make(_ seed: UInt64) throws -> [Question] {
            var random = SeededRandom(seed: seed)
            return try QuizPlan.questions(
                for: cards, mode: .mixed, builder: QuestionBuilder(pool: bank), using: &random)
        }
        #expect(try make(42) == make(42))
        #expect(try make(42) != make(43))
    }

    /// 가입하다 as 한국어기초사전 gives it: its 반대말 탈퇴하다.
    var join: QuizCard {
        QuizCard(
            headword: "가입하다", partOfSpeech: "동사", definition: "단체에 들어가거나 계약을 하다.", antonym: "탈퇴하다")
    }

    @Test func anAntonymQuestionAsksForTheOppositeAmongWordsLikeIt() throws {
        var random = SeededRandom(seed: 5)
        let question = try QuestionBuilder(pool: bank).question(for: join, kind: .antonym, using: &random)
        #expect(question.prompt == "가입하다")
        #expect(question.options.count == 4 && Set(question.options).count == 4)
        #expect(question.options[try #require(question.correctOption)] == "탈퇴하다")
        #expect(question.expectedAnswer == "탈퇴하다")
        #expect(!question.options.contains("가입하다"), "never the word itself")
        for option in question.options where option != "탈퇴하다" {
            #expect(WordBank.embedded.word(option)?.partOfSpeech == "동사", "\(option) is a verb like the word")
        }
    }

    @Test func aWordWithoutAnOppositeIsNeverAskedForOne() throws {
        var random = SeededRandom(seed: 2)
        let apple = try card("사과")
        #expect(throws: QuizError.self) {
            try QuestionBuilder(pool: bank).question(for: apple, kind: .antonym, using: &random)
        }
        let questions = try QuizPlan.questions(
            for: [apple], mode: .only(.antonym), builder: QuestionBuilder(pool: bank), using: &random)
        #expect(questions.map(\.kind) == [.chosung], "asked by its initials instead")
        let mixed = (0..<200).map { _ in QuestionBuilder(pool: bank).mixedKind(for: apple, using: &random) }
        #expect(!mixed.contains(.antonym))
    }

    @Test func mixedModeSometimesAsksForTheOpposite() {
        var random = SeededRandom(seed: 9)
        let kinds = Set((0..<200).map { _ in QuestionBuilder(pool: bank).mixedKind(for: join, using: &random) })
        #expect(kinds.contains(.antonym) && kinds.contains(.choice))
    }

    /// Mixed mode asks for the opposite as soon as the pool holds it and three others to stand
    /// beside it (four options), and not with one fewer; the question is then built.
    @Test func theOppositeIsAskedFromFourCandidatesOn() throws {
        let others = [
            ("탈퇴하다", "단체에서 나오다."), ("달리다", "빠르게 발을 옮겨 가다."), ("먹다", "음식을 입에 넣어 삼키다."),
            ("자다", "눈을 감고 쉬다."),
        ].map { QuizCard(headword: $0.0, partOfSpeech: "동사", definition: $0.1) }
        func kinds(_ pool: [QuizCard]) -> Set<QuestionKind> {
            var random = SeededRandom(seed: 11)
            return Set((0..<200).map { _ in QuestionBuilder(pool: pool).mixedKind(for: join, using: &random) })
        }
        #expect(kinds([join] + others).contains(.antonym))
        #expect(!kinds([join] + others.dropLast()).contains(.antonym), "the opposite and two others: three options")
        var random = SeededRandom(seed: 3)
        let question = try QuestionBuilder(pool: [join] + others).question(for: join, kind: .antonym, using: &random)
        #expect(Set(question.options) == Set(others.map(\.headword)))
        #expect(question.options[try #require(question.correctOption)] == "탈퇴하다")
    }
}
