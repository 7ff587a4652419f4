import Testing

@testable import WordQuizCore

/// A text exactly as wide as the room its line leaves stays one line: the quiz and the entry
/// card wrap at the room they have, not a column short of it (a wrap one column too narrow
/// reads the same in every test whose text is shorter than the line).
@Suite struct FullLineTests {
    static let apple = QuizCard(headword: "사과", partOfSpeech: "명사", definition: "사과나무의 열매")

    /// A numbered meaning: 42 columns less its "1. " is 39.
    @Test func aMeaningAsWideAsItsRoomIsOneLine() {
        let meaning = "가까운 곳에 사는 사람과 오래 나누는 정."
        #expect(DisplayWidth.width(of: meaning) == 39)
        let entry = Entry(
            headword: "정", partOfSpeech: "명사", senses: [Sense(definition: meaning), Sense(definition: "둘째 뜻.")],
            provider: .opendict)
        let lines = EntryCard(entry: entry).render(columns: 42, style: .plain).split(separator: "\n")
        #expect(lines.contains("1. " + meaning[...]), "\(lines)")
    }

    /// A value beside its label: 41 columns less the widest label ("Synonyms", 8) and two
    /// spaces is 31.
    @Test func aValueAsWideAsTheRoomBesideItsLabelIsOneLine() {
        let value = "가까이 사는 이웃사촌들과 벗님들"
        #expect(DisplayWidth.width(of: value) == 31)
        let entry = Entry(
            headword: "이웃", partOfSpeech: "명사", senses: [Sense(definition: "가까이 사는 집.")], provider: .opendict,
            relatedWords: [RelatedWord(relation: "비슷한말", word: value)])
        let lines = EntryCard(entry: entry, language: .en).render(columns: 41, style: .plain).split(separator: "\n")
        #expect(lines.contains("Synonyms  " + value[...]), "\(lines)")
    }

    /// A cloze's sentence, indented two columns: 40 columns leave it 38.
    @Test func aSentenceAsWideAsItsRoomIsOneLine() {
        let sentence = "동생은 잠들기 전에 꼭 동화책을 ＿＿＿."
        #expect(DisplayWidth.width(of: sentence) == 38)
        let cloze = Question(kind: .cloze, card: Self.apple, prompt: sentence, options: [])
        let shown = QuizText(style: .plain, columns: 40, language: .en).question(cloze, number: 1, total: 1)
        #expect(shown.split(separator: "\n").contains("  " + sentence[...]), "\(shown)")
    }

    /// The summary's words to review: a paragraph of 41 columns leaves 39 (its second line
    /// would be indented two).
    @Test func theWordsToReviewAsWideAsTheirRoomAreOneLine() {
        let summary = QuizSession.Summary(
            correct: 0, almost: 0, asked: 5, wordsToReview: ["사과", "나무", "바다", "하늘", "구름"])
        let shown = QuizText(style: .plain, columns: 41, language: .en).summary(summary, seconds: 12)
        #expect(shown.split(separator: "\n").contains("To review: 사과, 나무, 바다, 하늘, 구름"), "\(shown)")
    }
}
