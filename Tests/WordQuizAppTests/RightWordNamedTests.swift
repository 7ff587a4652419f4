import Foundation
import Testing

@testable import WordQuizApp
@testable import WordQuizCore

/// A typed answer that is another word is named with the word whose meaning is shown beside
/// it, as Hunspell's Korean dictionary and the bank read it (the review's five cases).
@Suite struct RightWordNamedTests {
    let lexicon = HunspellLexicon()
    /// Every bank word with its meaning, as a quiz knows them.
    let known = QuizRunPlan.lexicon(WordBank.embedded.words.map(QuizCard.init))
    let asked = QuizCard(headword: "우리", partOfSpeech: "대명사", definition: "말하는 이가 자기와 듣는 이를 함께 가리키는 말.")

    func meaning(_ word: String) -> String { known[word] ?? "" }

    func feedback(_ typed: String, _ verdict: AnswerMatcher.Verdict, in language: Language) -> String {
        let question = Question(kind: .chosung, card: asked, prompt: asked.definition, options: [], correctOption: nil)
        let record = AnsweredQuestion(
            question: question, input: typed, verdict: verdict, rating: .again, hintsUsed: 0, responseMilliseconds: 1)
        // The verdict's paragraph, its wrapped lines joined: what is read before the answer's line.
        let text = QuizText(style: .plain, columns: 200, language: language).feedback(record)
        let paragraph = text.components(separatedBy: language == .en ? "\n  Answer:" : "\n  정답 ")[0]
        return paragraph.replacing(/\n +/, with: " ")
    }

    /// The asked word typed is right, though Hunspell also reads it as a declared 비슷한말 with
    /// an ending (정말로 as 정말 with 로): the simulated year's learner was told "‘정말’ means
    /// this too" for 정말로, for ever. Every word with 비슷한말, typed as itself.
    @Test func theAskedWordTypedIsRightThoughItCouldBeItsSynonymWithAnEnding() throws {
        #expect(lexicon.stems(of: "정말로").contains("정말"), "\(lexicon.stems(of: "정말로"))")
        let cards = WordBank.embedded.words.map(QuizCard.init)
        let builder = QuestionBuilder(pool: cards)
        var random = SeededRandom(seed: 5)
        var checked = 0
        for card in cards where !SimilarWords.embedded.groups(of: card.headword).isEmpty {
            let question = try builder.question(for: card, kind: .chosung, using: &random)
            var session = QuizSession(questions: [question], knownWords: known, lexicon: lexicon)
            guard case .judged(let record) = session.answer(card.headword, responseMilliseconds: 900) else {
                Issue.record("\(card.headword) typed for itself was not judged")
                continue
            }
            #expect(record.verdict == .correct, "\(card.headword)")
            checked += 1
        }
        #expect(checked >= 50, "the bank's words with 비슷한말: \(checked)")
    }

    @Test func theStemsHunspellOffersAreWhatTheseCasesAreAbout() {
        #expect(lexicon.stems(of: "오리").contains("오다"), "\(lexicon.stems(of: "오리"))")
        #expect(lexicon.stems(of: "몰라").contains("몰다"), "\(lexicon.stems(of: "몰라"))")
    }

    /// 오리 is the duck, not a form of 오다.
    @Test func aWordInItsOwnRightIsNamedAsItself() {
        let verdict = AnswerMatcher.judge("오리", accepting: ["우리"], knownWords: known, lexicon: lexicon)
        #expect(verdict == .anotherWord("오리", meaning: meaning("오리")))
        #expect(
            feedback("오리", verdict, in: .en) == "  ✗ ‘오리’ is another word: 부리가 넓적하고 물 위를 헤엄쳐 다니는 새. (duck)")
    }

    /// 내 is 나's form (my, I) — its meaning and its gloss are 나's.
    @Test func aFormIsNamedWithTheWordWhoseMeaningIsShown() {
        let verdict = AnswerMatcher.judge("내", accepting: ["네"], knownWords: known, lexicon: lexicon)
        #expect(verdict == .anotherWord("내", meaning: meaning("나"), dictionaryForm: "나"))
        #expect(
            feedback("내", verdict, in: .en)
                == "  ✗ ‘내’ is a form of another word, ‘나’: 말하는 사람이 자기를 가리키는 말. (I, me)")
    }

    /// 몰라 is 모르다's 몰라, not 몰다's.
    @Test func ofTwoPossibleWordsTheKnownOneIsNamed() {
        let verdict = AnswerMatcher.judge("몰라", accepting: ["우리"], knownWords: known, lexicon: lexicon)
        #expect(verdict == .anotherWord("몰라", meaning: meaning("모르다"), dictionaryForm: "모르다"))
        #expect(
            feedback("몰라", verdict, in: .ko)
                == "  ✗ ‘몰라’는 다른 단어 ‘모르다’의 활용형이에요: 무엇에 대한 지식이나 정보가 없다. (to not know)")
    }

    /// 관점을 is 관점 with a particle.
    @Test func aNounWithAParticleIsNamedWithIt() {
        let verdict = AnswerMatcher.judge("관점을", accepting: ["우리"], knownWords: known, lexicon: lexicon)
        #expect(verdict == .anotherWord("관점을", meaning: meaning("관점"), dictionaryForm: "관점"))
        #expect(feedback("관점을", verdict, in: .en).hasPrefix("  ✗ ‘관점을’ is another word, ‘관점’, with a particle: 사물이나"))
        #expect(feedback("관점을", verdict, in: .ko).hasPrefix("  ✗ ‘관점을’은 다른 단어 ‘관점’에 조사가 붙은 말이에요: 사물이나"))
    }

    /// 모르겠어요 is 모르다's form.
    @Test func aPolitePredicateIsNamedByItsDictionaryForm() {
        let verdict = AnswerMatcher.judge("모르겠어요", accepting: ["우리"], knownWords: known, lexicon: lexicon)
        #expect(verdict == .anotherWord("모르겠어요", meaning: meaning("모르다"), dictionaryForm: "모르다"))
        #expect(
            feedback("모르겠어요", verdict, in: .en)
                == "  ✗ ‘모르겠어요’ is a form of another word, ‘모르다’: 무엇에 대한 지식이나 정보가 없다. (to not know)")
    }

    /// A form whose word nothing here knows, of two words it could be, is only not the answer.
    @Test func anUnsureFormIsOnlyNotTheAnswer() {
        struct TwoWays: Lexicon {
            func isWord(_ word: String) -> Bool { word == "갈아" }
            func stems(of word: String) -> [String] { ["갈다", "가르다"] }
        }
        let verdict = AnswerMatcher.judge("갈아", accepting: ["우리"], knownWords: [:], lexicon: TwoWays())
        #expect(verdict == .anotherWord("갈아", meaning: ""))
        #expect(feedback("갈아", verdict, in: .en) == "  ✗ ‘갈아’ is another word")
    }
}
