import Testing

@testable import WordQuizCore

/// A word that could be the answer is never offered as a wrong one: the bank's declared
/// 비슷한말, and any two words whose definitions name each other (a deck's too).
@Suite struct MeaningSafeChoiceTests {
    static let bank = WordBank.embedded.words.map(QuizCard.init)
    static let builder = QuestionBuilder(pool: bank)
    let similar = SimilarWords.embedded

    /// The review's pairs, and every group the bank declares, hold both ways.
    @Test func theReviewsPairsAreDeclaredBothWays() {
        let pairs = [
            ("언제나", "항상"), ("같이", "함께"), ("감추다", "숨기다"), ("타산지석", "반면교사"), ("구사일생", "기사회생"),
            ("박장대소", "파안대소"), ("풍전등화", "백척간두"), ("궁여지책", "고육지책"), ("교언영색", "감언이설"),
            ("와신상담", "절치부심"), ("괄목상대", "일취월장"), ("부지기수", "비일비재"), ("노심초사", "전전긍긍"),
            ("견강부회", "아전인수"), ("꿩 먹고 알 먹는다", "일거양득"), ("다", "모두"), ("이유", "까닭"),
            ("서운하다", "섭섭하다"), ("고요하다", "조용하다"), ("달걀", "계란"),
        ]
        // Similar is not passed on: 이를테면 and 설령 are each 가령's, not each other's.
        #expect(similar.areDeclared("가령", "이를테면") && similar.areDeclared("가령", "설령"))
        #expect(!similar.areDeclared("이를테면", "설령"))
        for (one, other) in pairs {
            #expect(similar.areDeclared(one, other), "\(one) / \(other)")
            #expect(similar.areDeclared(other, one), "\(other) / \(one)")
        }
        #expect(!similar.areDeclared("언제나", "언제나"), "a word is not its own 비슷한말")
        #expect(!similar.areDeclared("언제나", "사과"))
    }

    /// Each declared word is a bank word, so no group names a word nobody is asked about.
    @Test func everyDeclaredWordIsInTheBank() {
        let headwords = Set(Self.bank.map { Headword.matchKey($0.headword) })
        for group in similar.declaredGroups {
            #expect(group.count >= 2)
            for word in group { #expect(headwords.contains(word), "\(word) is declared but not in the bank") }
        }
    }

    /// No choice or reverse question about any bank word can offer one of its declared
    /// 비슷한말: they are not among its possible wrong choices at all.
    @Test func noQuestionTheBankCanMakeOffersADeclaredSynonym() {
        var checked = 0
        for card in Self.bank where !similar.groups(of: card.headword).isEmpty {
            let offered = Self.builder.candidates(for: card)
            #expect(offered.count > 100)
            for other in offered { #expect(!similar.areDeclared(card.headword, other.headword), "\(card.headword)") }
            checked += 1
        }
        #expect(checked == Set(similar.declaredGroups.joined()).count)
        #expect(checked > 400)
    }

    /// Every choice and reverse question the bank makes, once each with one seed: no two of its
    /// options could stand for each other, nor any wrong one for the answer.
    @Test func noTwoOptionsOfAQuestionCouldStandForEachOther() throws {
        var random = SeededRandom(seed: 2026)
        for card in Self.bank {
            for kind in [QuestionKind.choice, .reverse] {
                let question = try Self.builder.question(for: card, kind: kind, using: &random)
                let options = question.optionCards
                for (i, one) in options.enumerated() {
                    for other in options[(i + 1)...] {
                        #expect(
                            !similar.couldStandFor(one, other), "\(card.headword): \(one.headword) / \(other.headword)")
                    }
                }
            }
        }
    }

    /// 항상 is defined through 언제나's meaning and 싸움 through 싸우다: a definition that names a
    /// word keeps it off the other's choices, even without a declaration — a deck's words too.
    @Test func wordsWhoseDefinitionsNameEachOtherAreKeptApart() throws {
        let hide = QuizCard(headword: "감추다", partOfSpeech: "동사", definition: "남이 보지 못하게 숨기다.")
        let tuck = QuizCard(headword: "숨기다", partOfSpeech: "동사", definition: "드러나지 않게 감추다.")
        #expect(similar.couldStandFor(hide, tuck))
        let fight = QuizCard(headword: "다툼", partOfSpeech: "명사", definition: "서로 싸우는 일.")
        let fighting = QuizCard(headword: "싸우다", partOfSpeech: "동사", definition: "서로 이기려고 다투다.")
        #expect(similar.couldStandFor(fight, fighting))
        let apple = QuizCard(headword: "사과", partOfSpeech: "명사", definition: "둥글고 새콤한 과일.")
        #expect(!similar.couldStandFor(apple, fight))

        // A deck of two words that define each other, undeclared, among the bank's words.
        let deck = [
            QuizCard(headword: "갈무리", partOfSpeech: "명사", definition: "물건을 잘 정리하여 간수함."),
            QuizCard(headword: "간수", partOfSpeech: "명사", definition: "물건을 잘 거두어 보호함. 갈무리."),
        ]
        let builder = QuestionBuilder(pool: deck + Array(Self.bank.prefix(40)))
        for seed in 0..<200 {
            var random = SeededRandom(seed: UInt64(seed))
            for kind in [QuestionKind.choice, .reverse] {
                let question = try builder.question(for: deck[0], kind: kind, using: &random)
                #expect(!question.optionCards.map(\.headword).contains("간수"), "seed \(seed)")
            }
        }
    }

    /// 항상 typed for 언제나's definition is right in meaning: neither right nor wrong, the learner
    /// is told so and asked again; nothing is graded until the word asked is typed.
    @Test func aDeclaredSynonymTypedIsAskedAgainNotMarkedWrong() throws {
        let always = try #require(Self.bank.first { $0.headword == "언제나" })
        var random = SeededRandom(seed: 7)
        let question = try Self.builder.question(for: always, kind: .chosung, using: &random)
        var session = QuizSession(questions: [question])
        let outcome = session.answer("항상", responseMilliseconds: 900)
        guard case .invalid(let said) = outcome else {
            Issue.record("항상 was judged: \(outcome)")
            return
        }
        #expect(said.text(in: .en) == "‘항상’ means this too, but another word is asked: try again.")
        #expect(said.text(in: .ko) == "‘항상’도 이 뜻이지만 묻는 단어는 따로 있어요. 다시 답해 보세요.")
        #expect(session.current?.card.headword == "언제나")
        guard case .judged(let record) = session.answer("언제나", responseMilliseconds: 900) else {
            Issue.record("언제나 was not judged")
            return
        }
        #expect(record.verdict == .correct)
        #expect(record.rating == .good)
    }

    /// Two words with the very same meaning (a deck's 사과 and 능금, both "둥근 과일.") are never
    /// offered against each other: the learner could not tell which is asked.
    @Test func aWordWithTheAnswersVeryMeaningIsNeverOffered() throws {
        let apple = QuizCard(headword: "사과", partOfSpeech: "명사", definition: "둥글고 빨간 과일.")
        let twin = QuizCard(headword: "능금", partOfSpeech: "명사", definition: "둥글고 빨간 과일.")
        let builder = QuestionBuilder(pool: [apple, twin] + Array(Self.bank.prefix(60)))
        #expect(!builder.candidates(for: apple).contains(twin))
        for seed in 0..<100 {
            var random = SeededRandom(seed: UInt64(seed))
            for kind in [QuestionKind.choice, .reverse] {
                let question = try builder.question(for: apple, kind: kind, using: &random)
                #expect(!question.optionCards.contains(twin), "seed \(seed)")
            }
        }
    }

    /// A one-syllable word is found inside too many definitions to keep anything apart by it.
    @Test func aOneSyllableWordNamesNothing() {
        let eye = QuizCard(headword: "눈", partOfSpeech: "명사", definition: "보는 기관.")
        let snowman = QuizCard(headword: "눈사람", partOfSpeech: "명사", definition: "눈을 뭉쳐 만든 사람 모양.")
        #expect(!SimilarWords.names(snowman.definition, eye))
    }
}
