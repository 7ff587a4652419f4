import Testing

@testable import WordQuizCore

/// A Korean particle after a value takes the form that follows the value's last sound.
@Suite struct KoreanParticleTests {
    /// The QWERTY note and the "another word" line read as a Korean reader expects, for a
    /// word ending in a vowel, in ㄹ and in another consonant.
    @Test(arguments: [
        ("사과", "‘사과’로", "‘사과’는"),
        ("상상", "‘상상’으로", "‘상상’은"),
        ("연필", "‘연필’로", "‘연필’은"),
        ("책", "‘책’으로", "‘책’은"),
    ])
    func quizFeedbackParticlesFollowTheWord(word: String, instrumental: String, topic: String) {
        let card = QuizCard(headword: word, partOfSpeech: "명사", definition: "뜻.")
        let question = Question(kind: .chosung, card: card, prompt: card.definition, options: [], correctOption: nil)
        func feedback(_ verdict: AnswerMatcher.Verdict) -> String {
            let record = AnsweredQuestion(
                question: question, input: "tkdtkd", verdict: verdict, rating: .good, hintsUsed: 0,
                responseMilliseconds: 1)
            let text = QuizText(style: .plain, columns: 100, language: .ko).feedback(record)
            return String(text.prefix { $0 != "\n" })
        }
        #expect(feedback(.correctFromQwerty(converted: word)) == "  ✓ 정답! (영문 자판 입력 ‘tkdtkd’을(를) \(instrumental) 읽었어요)")
        let gloss = WordBank.embeddedGloss(of: word).map { " (\($0))" } ?? ""
        #expect(!gloss.isEmpty, "\(word) is a bank word with its English")
        #expect(feedback(.anotherWord(word, meaning: "")) == "  ✗ \(topic) 다른 단어예요\(gloss)")
    }

    @Test func aPhraseSlotTakesTheParticleOfItsValue() {
        #expect(
            Phrase("added ‘\("사랑", .word)’ in the deck '\("mine", .deck)'").text(in: .ko) == "‘사랑’을 'mine' 단어장에 더했어요")
        #expect(
            Phrase("added ‘\("나무", .word)’ in the deck '\("mine", .deck)'").text(in: .ko) == "‘나무’를 'mine' 단어장에 더했어요")
    }

    /// What cannot be read aloud with certainty keeps both forms; English is never touched.
    @Test func anUnknownSoundKeepsThePairAndEnglishIsUntouched() {
        #expect(
            Phrase("added ‘\("apple", .word)’ in the deck '\("mine", .deck)'").text(in: .ko)
                == "‘apple’을(를) 'mine' 단어장에 더했어요")
        #expect(
            Phrase("added ‘\("사랑", .word)’ in the deck '\("mine", .deck)'").text(in: .en)
                == "added ‘사랑’ in the deck 'mine'")
    }

    @Test(arguments: [
        ("0", KoreanParticle.FinalSound.consonant),  // 영
        ("1", .rieul), ("2", .vowel), ("3", .consonant), ("4", .vowel), ("5", .vowel), ("6", .consonant),
        ("7", .rieul), ("8", .rieul), ("9", .vowel),
        ("10", .consonant), ("100", .consonant), ("1000", .consonant), ("20000", .consonant),  // 십 백 천 만
        ("12", .vowel), ("31", .rieul),
        ("ㄹ", .rieul), ("ㅊ", .consonant), ("ㅏ", .vowel),
        ("길)", .rieul), ("  물 ", .rieul),
    ])
    func finalSounds(value: String, sound: KoreanParticle.FinalSound) {
        #expect(KoreanParticle.finalSound(of: value) == sound)
    }

    @Test(arguments: ["apple", "~/digest.txt", "", "★"])
    func soundsThatCannotBeKnown(value: String) {
        #expect(KoreanParticle.finalSound(of: value) == nil)
    }

    /// Every pair a message may write, after a vowel, after ㄹ and after another consonant.
    @Test(arguments: [
        ("{word}을(를)", "을", "를", "을"), ("{word}를(을)", "을", "를", "을"),
        ("{word}이(가)", "이", "가", "이"), ("{word}가(이)", "이", "가", "이"),
        ("{word}은(는)", "은", "는", "은"), ("{word}는(은)", "은", "는", "은"),
        ("{word}과(와)", "과", "와", "과"), ("{word}와(과)", "과", "와", "과"),
        ("{word}(으)로", "으로", "로", "로"), ("{word}으로(로)", "으로", "로", "로"),
    ])
    func everyPair(template: String, afterConsonant: String, afterVowel: String, afterRieul: String) {
        #expect(Phrase.fill(template, with: ["word": "밤"]) == "밤" + afterConsonant)
        #expect(Phrase.fill(template, with: ["word": "나무"]) == "나무" + afterVowel)
        #expect(Phrase.fill(template, with: ["word": "말"]) == "말" + afterRieul)
    }
}
