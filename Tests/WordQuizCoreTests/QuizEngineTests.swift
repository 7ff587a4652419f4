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
}

@Suite struct QuizSessionTests {
    let apple = QuizCard(headword: "사과", partOfSpeech: "명사", definition: "열매.", example: "사과를 먹었다.", exampleForm: "사과")

    func choice() -> Question {
        Question(kind: .choice, card: apple, prompt: "열매.", options: ["배", "사과", "감", "귤"], correctOption: 1)
    }

    func typed(_ kind: QuestionKind = .chosung) -> Question {
        Question(kind: kind, card: apple, prompt: "열매.", options: [], correctOption: nil, chosung: "ㅅㄱ")
    }

    @Test func aRightNumberIsGoodAndAWrongOneIsAgain() {
        var session = QuizSession(questions: [choice(), choice()])
        guard case .judged(let right) = session.answer("2", responseMilliseconds: 900) else {
            return #expect(Bool(false))
        }
        #expect(right.rating == .good)
        guard case .judged(let wrong) = session.answer("1", responseMilliseconds: 900) else {
            return #expect(Bool(false))
        }
        #expect(wrong.rating == .again)
    }

    @Test func aNumberOutOfRangeIsAskedAgain() {
        var session = QuizSession(questions: [choice()])
        #expect(
            session.answer("7", responseMilliseconds: 1)
                == .invalid(Phrase("Answer with a number from 1 to \(4, .number).")))
        #expect(session.current == choice())
    }

    @Test func almostIsHardAndHintsMakeAnAnswerHard() {
        var session = QuizSession(questions: [typed(), typed(.cloze)])
        guard case .judged(let almost) = session.answer("사고", responseMilliseconds: 1) else {
            return #expect(Bool(false))
        }
        #expect(almost.rating == .hard)
        #expect(session.nextHint()?.text(in: .ko) == "글자 수: 2")
        #expect(session.nextHint()?.text(in: .ko) == "초성: ㅅㄱ")
        guard case .judged(let hinted) = session.answer("사과", responseMilliseconds: 1) else {
            return #expect(Bool(false))
        }
        #expect(hinted.rating == .hard)
        #expect(hinted.hintsUsed == 2)
    }

    @Test func aMissedWordComesBackOnceAtTheEndWithoutChangingTheScore() {
        var session = QuizSession(questions: [typed()])
        _ = session.answer("배", responseMilliseconds: 1)
        #expect(session.current?.card == apple)
        #expect(session.isReasking)
        guard case .judged(let again) = session.answer("사과", responseMilliseconds: 1) else {
            return #expect(Bool(false))
        }
        #expect(again.isReask)
        #expect(session.current == nil)
        #expect(session.summary == QuizSession.Summary(correct: 0, almost: 0, asked: 1, wordsToReview: ["사과"]))
    }

    @Test func aReaskedChoiceHasItsOptionsShuffledAnew() {
        let many = (0..<8).map { _ in choice() }
        var session = QuizSession(questions: many, seed: 42)
        for _ in many { _ = session.answer("1", responseMilliseconds: 1) }
        var orders = Set<[String]>()
        while let question = session.current {
            #expect(question.options[question.correctOption ?? 0] == "사과", "the right option follows the shuffle")
            orders.insert(question.options)
            _ = session.answer("1", responseMilliseconds: 1)
        }
        #expect(orders.count > 1, "at least one order differs from the first asking")
        #expect(session.summary.asked == 8)
    }

    /// Re-asked at the end, a missed word is offered other wrong choices than a moment before,
    /// where the pool has them: the same three again could be told apart by elimination.
    @Test func aReaskedChoiceOffersOtherWrongChoices() throws {
        let fruits = ["배", "감", "귤", "참외", "자두", "포도", "앵두"].map {
            QuizCard(headword: $0, partOfSpeech: "명사", definition: "\($0)라는 열매.")
        }
        let builder = QuestionBuilder(pool: [apple] + fruits)
        var random = SeededRandom(seed: 7)
        let first = try builder.question(for: apple, kind: .choice, using: &random)
        var session = QuizSession(questions: [first], seed: 1, builder: builder)
        let wrong = try #require(first.options.indices.first { $0 != first.correctOption })
        _ = session.answer(String(wrong + 1), responseMilliseconds: 1)
        let again = try #require(session.current)
        #expect(session.isReasking)
        #expect(again.options[try #require(again.correctOption)] == "사과")
        #expect(Set(again.distractors).isDisjoint(with: first.distractors), "\(first.options) then \(again.options)")
    }

    @Test func summaryCountsFirstTriesAndAlmostApart() {
        var session = QuizSession(questions: [typed(), choice(), typed()])
        _ = session.answer("tkrhk", responseMilliseconds: 1)
        _ = session.answer("2", responseMilliseconds: 1)
        _ = session.answer("사고", responseMilliseconds: 1)
        #expect(session.summary == QuizSession.Summary(correct: 2, almost: 1, asked: 3, wordsToReview: ["사과"]))
    }

    @Test func anotherKnownWordIsWrongAndNamed() {
        let cold = QuizCard(headword: "춥다", partOfSpeech: "형용사", definition: "기온이 낮다.")
        let question = Question(kind: .chosung, card: cold, prompt: "기온이 낮다.", options: [], correctOption: nil)
        var session = QuizSession(
            questions: [question], knownWords: ["줍다": "떨어진 것을 집어 들다.", "춥다": "기온이 낮다."])
        guard case .judged(let record) = session.answer("줍다", responseMilliseconds: 1) else {
            return #expect(Bool(false))
        }
        #expect(record.verdict == .anotherWord("줍다", meaning: "떨어진 것을 집어 들다."))
        #expect(record.rating == .again)
        // Without it known, one jamo off is "almost".
        #expect(AnswerMatcher.judge("줍다", accepting: ["춥다"]) == .almost(expected: "춥다"))
    }

    @Test func stoppingEndsTheSessionKeepingAnswers() {
        var session = QuizSession(questions: [typed(), choice()])
        _ = session.answer("사과", responseMilliseconds: 1)
        session.stop()
        #expect(session.current == nil)
        #expect(session.summary.asked == 1)
    }
}

@Suite struct QuizPlanTests {
    func card(_ word: String) -> QuizCard { QuizCard(headword: word, partOfSpeech: "명사", definition: word + " 뜻.") }

    @Test func todayFirstThenDueThenNewThenPracticeWithoutRepeats() {
        let cards = QuizPlan.cards(
            today: card("사과"), due: [card("배"), card("사과")], new: [card("감"), card("배")],
            practice: [card("귤"), card("감"), card("밤")], count: 5)
        #expect(cards.map(\.headword) == ["사과", "배", "감", "귤", "밤"])
    }

    @Test func modesParse() {
        #expect(QuizMode("mixed") == .mixed)
        #expect(QuizMode("cloze") == .only(.cloze))
        #expect(QuizMode("essay") == nil)
    }

    @Test func anEmptyPlanIsAnError() {
        var random = SeededRandom(seed: 1)
        #expect(throws: QuizError.emptyPool) {
            try QuizPlan.questions(for: [], mode: .mixed, builder: QuestionBuilder(pool: []), using: &random)
        }
    }
}

@Suite struct LearnerStatsTests {
    func records(_ days: [Int], rating: FSRS.Rating = .good) -> [ReviewRecord] {
        days.map { ReviewRecord(headword: "w\($0)", day: $0, rating: rating) }
    }

    @Test func theStreakCountsConsecutiveDaysEndingTodayOrYesterday() {
        #expect(LearnerStats(records: records([8, 9, 10]), schedules: [:], today: 10).streak == 3)
        #expect(LearnerStats(records: records([8, 9]), schedules: [:], today: 10).streak == 2)
        #expect(LearnerStats(records: records([7, 9, 10]), schedules: [:], today: 10).streak == 2)
        #expect(LearnerStats(records: records([5, 6]), schedules: [:], today: 10).streak == 0)
    }

    @Test func accuracyOverallAndForTheLastSevenDays() throws {
        let all = records([1, 2]) + records([9, 10], rating: .again) + records([10])
        let stats = LearnerStats(records: all, schedules: [:], today: 10)
        #expect(stats.answers == 5)
        #expect(stats.correct == 3)
        #expect(stats.answersLast7Days == 3)
        #expect(stats.correctLast7Days == 1)
        #expect(abs(try #require(stats.accuracy) - 0.6) < 1e-9)
    }

    @Test func dueWordsAndLeeches() {
        let memory = FSRS.MemoryState(stability: 1, difficulty: 5)
        let schedules = [
            "사과": ReviewSchedule(memory: memory, lastReviewDay: 5, dueDay: 10, reviews: 3, lapses: 0),
            "배": ReviewSchedule(memory: memory, lastReviewDay: 5, dueDay: 11, reviews: 12, lapses: 8),
        ]
        let stats = LearnerStats(records: [], schedules: schedules, today: 10)
        #expect(stats.dueToday == 1)
        #expect(stats.leeches == ["배"])
    }

    @Test func theHeatMapHasTwelveWeeksAndMarksActiveDays() {
        let today = CalendarDate(parsing: "2026-11-29")!.dayNumber  // a Sunday
        let map = HeatMap.render(answersByDay: [today: 25, today - 1: 3], today: today, style: .plain)
        let rows = map.split(separator: "\n")
        #expect(rows.count == 8)
        #expect(rows[6].hasPrefix("일"))
        #expect(rows[6].hasSuffix("█ "))
        #expect(rows[5].hasSuffix("░ "))
        #expect(rows[0].filter { $0 == "·" }.count == 12)
    }
}

@Suite struct AnkiExportTests {
    @Test func writesAnkisHeaderLinesAndOneCardALine() {
        let tsv = AnkiExport.tsv([
            AnkiExport.Card(front: "사과", back: "열매.\t예) 사과를\n먹었다.", english: "apple", tags: ["wordquiz", "초급 단어"])
        ])
        let lines = tsv.split(separator: "\n")
        #expect(lines[0] == "#separator:tab")
        #expect(lines[1] == "#html:false")
        #expect(lines.contains("#columns:Front\tBack\tEnglish\tTags"))
        #expect(lines.contains("#tags column:4"))
        #expect(lines.last == "사과\t열매. 예) 사과를 먹었다.\tapple\twordquiz 초급_단어")
    }
}

@Suite struct QuizTextTests {
    let text = QuizText(style: .plain, columns: 80)

    func answered(_ card: QuizCard, verdict: AnswerMatcher.Verdict) -> AnsweredQuestion {
        let question = Question(kind: .chosung, card: card, prompt: card.definition, options: [], chosung: "ㄴㅁ")
        return AnsweredQuestion(
            question: question, input: "나무", verdict: verdict, rating: .good, hintsUsed: 0, responseMilliseconds: 900)
    }

    @Test func feedbackShowsTheEnglishGlossWhereTheDictionaryGaveOne() {
        let tree = QuizCard(
            Entry(
                headword: "나무", partOfSpeech: "명사",
                senses: [Sense(definition: "식물.", translations: [Translation(language: "영어", word: "tree")])],
                provider: .krdict))
        #expect(tree.english == "tree")
        #expect(text.feedback(answered(tree, verdict: .correct)).contains("나무 명사 (tree) — 식물."))
        let bare = QuizCard(headword: "나무", partOfSpeech: "명사", definition: "식물.")
        #expect(!text.feedback(answered(bare, verdict: .correct)).contains("("))
    }
}

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
