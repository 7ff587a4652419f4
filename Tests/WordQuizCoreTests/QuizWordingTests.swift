import Testing

@testable import WordQuizCore

/// What the quiz says is true of what happened: a session without a miss does not claim there
/// is nothing to review, a choice is not out of hints it never had, an almost is not named by
/// another program's grade.
@Suite struct QuizWordingTests {
    let english = QuizText(style: .plain, columns: 80, language: .en)
    let korean = QuizText(style: .plain, columns: 80, language: .ko)
    let card = QuizCard(headword: "사과", partOfSpeech: "명사", definition: "둥글고 새콤한 과일.")

    @Test func aSessionWithoutAMissSaysNoWordWasMissedNotThatNothingIsDue() {
        let summary = QuizSession.Summary(correct: 3, almost: 0, asked: 3, wordsToReview: [])
        #expect(english.summary(summary, seconds: 40) == "Score 3/3 · time 40 s\nNo word missed — well done!\n")
        #expect(korean.summary(summary, seconds: 40).hasSuffix("\n틀린 단어 없음 — 잘했어요!\n"))
    }

    @Test func aQuestionMarkAtAChoiceSaysChoicesHaveNoHints() {
        let choice = Question(
            kind: .choice, card: card, prompt: card.definition, options: ["사과", "배", "감", "귤"], correctOption: 0)
        #expect(english.hint(nil, for: choice) == "  A choice has no hints: answer with its number.\n")
        #expect(korean.hint(nil, for: choice) == "  고르는 문제에는 힌트가 없어요. 번호로 답하세요.\n")
        let typed = Question(kind: .chosung, card: card, prompt: card.definition, options: [], correctOption: nil)
        #expect(english.hint(nil, for: typed) == "  No more hints.\n")
    }

    @Test func anAlmostIsSaidInTheLearnersTermsNotAnkisGrade() {
        let question = Question(kind: .chosung, card: card, prompt: card.definition, options: [], correctOption: nil)
        let record = AnsweredQuestion(
            question: question, input: "사가", verdict: .almost(expected: "사과"), rating: .hard, hintsUsed: 0,
            responseMilliseconds: 1)
        let said = english.feedback(record).split(separator: "\n")[0]
        #expect(said == "  △ Almost — ‘사과’ (counted as right with difficulty: it comes back sooner)")
        #expect(!english.feedback(record).contains("Hard"))
    }

    /// A 속담 or a 관용구 is asked about as an expression, not a word.
    @Test func aProverbIsAskedForAsAnExpression() throws {
        let proverb = try #require(WordBank.embedded.words.first { $0.partOfSpeech == "속담" })
        let card = QuizCard(proverb)
        let typed = Question(
            kind: .chosung, card: card, prompt: card.definition, options: [], correctOption: nil,
            chosung: Hangul.chosung(of: card.headword))
        let initials = Hangul.chosung(of: card.headword)
        #expect(
            english.question(typed, number: 2, total: 5).hasPrefix(
                "[2/5] Type the expression. Initial consonants: \(initials)\n"))
        #expect(korean.question(typed, number: 2, total: 5).hasPrefix("[2/5] 뜻에 맞는 표현을 쓰세요. 초성: \(initials)\n"))
        var random = SeededRandom(seed: 3)
        let choice = try QuestionBuilder(pool: WordBank.embedded.words.map(QuizCard.init)).question(
            for: card, kind: .choice, using: &random)
        #expect(english.question(choice, number: 1, total: 5).hasPrefix("[1/5] Choose the expression that means:\n"))
        #expect(korean.question(choice, number: 1, total: 5).hasPrefix("[1/5] 뜻에 맞는 표현을 고르세요.\n"))
        let word = Question(
            kind: .chosung, card: self.card, prompt: self.card.definition, options: [], correctOption: nil,
            chosung: "ㅅㄱ")
        #expect(korean.question(word, number: 3, total: 4).hasPrefix("[3/4] 뜻에 맞는 단어를 쓰세요. 초성: ㅅㄱ\n"))
    }

    /// A reader of Korean on the native speaker's track is not shown English they did not ask
    /// for; a learner's word keeps its gloss as an aside, and a reader of English always has it.
    @Test func aNativeTrackWordCarriesNoEnglishForAReaderOfKorean() throws {
        let native = try #require(WordBank.embedded.words.first { $0.level == .native && !$0.english.isEmpty })
        let learner = try #require(WordBank.embedded.words.first { $0.level == .beginner && !$0.english.isEmpty })
        func answerLine(_ word: BankWord, _ text: QuizText) -> String {
            let card = QuizCard(word)
            let question = Question(
                kind: .chosung, card: card, prompt: card.definition, options: [], correctOption: nil)
            let record = AnsweredQuestion(
                question: question, input: "ㅋㅋ", verdict: .wrong, rating: .again, hintsUsed: 0, responseMilliseconds: 1)
            return text.feedback(record).split(separator: "\n")[1].description
        }
        #expect(!answerLine(native, korean).contains("(\(native.english))"), "\(answerLine(native, korean))")
        #expect(answerLine(learner, korean).contains("(\(learner.english))"))
        #expect(answerLine(native, english).contains("(\(native.english))"))
        #expect(!Language.ko.showsGloss(of: native.headword) && Language.en.showsGloss(of: native.headword))

        let card = EntryCard(entry: native.entry, language: .ko).render(columns: 80, style: .plain)
        #expect(!card.contains(native.english), "\(card)")
        let learnerCard = EntryCard(entry: learner.entry, language: .ko).render(columns: 80, style: .plain)
        #expect(learnerCard.contains(learner.english), "a learner's word keeps its gloss: \(learnerCard)")
        let digest = Digest(
            composing: Digest.Facts(
                date: CalendarDate(year: 2026, month: 12, day: 6)!, entry: native.entry, language: .ko))
        #expect(digest.title == "오늘의 단어: \(native.headword)")
    }
}
