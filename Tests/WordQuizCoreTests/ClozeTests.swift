import Testing
import WordQuizCore

/// A cloze blanks the word where it is the word, and never leaves the answer in sight.
@Suite struct ClozeTests {
    @Test(arguments: [
        // The hostile round's: 왕 inside 세종대왕, and the answer left visible after it.
        ("세종대왕은 훌륭한 왕이다.", "왕", "왕"),
        // Twice: 용돈, then 돈.
        ("용돈을 모아서 돈이 꽤 생겼다.", "돈", "돈"),
        // Only inside another word.
        ("서울역에서 만나자.", "역", "역"),
        // The blank, and a copy of the adverb in the verb after it.
        ("숙제를 다 끝냈다.", "다", "다"),
        // A verb's stem left in the sentence gives the form away.
        ("밥을 먹고 나서 또 먹는다.", "먹는다", "먹다"),
        // Nowhere at all.
        ("하늘이 맑다.", "사과", "사과"),
        // The word alone, or with nothing but marks and a number about it: a blank and no clue.
        ("사과", "사과", "사과"),
        ("“사과!”", "사과", "사과"),
        ("5년.", "년", "년"),
    ])
    func aSentenceThatWouldShowTheAnswerIsNoCloze(example: String, form: String, headword: String) {
        #expect(Cloze.blanked(example, form: form, headword: headword) == nil, "\(example)")
    }

    @Test(arguments: [
        ("아침마다 사과를 하나씩 깎아 먹는다.", "사과", "사과", "아침마다 ＿＿를 하나씩 깎아 먹는다."),
        ("이 집에서 산 지 5년이 되었다.", "년", "년", "이 집에서 산 지 5＿＿이 되었다."),
        ("\"안녕\", 하고 인사했다.", "안녕", "안녕", "\"＿＿\", 하고 인사했다."),
        ("지금 밥을 먹는 중이다.", "먹는", "먹다", "지금 밥을 ＿＿ 중이다."),
        ("옛날이야기에는 왕과 공주가 자주 나온다.", "왕", "왕", "옛날이야기에는 ＿＿과 공주가 자주 나온다."),
    ])
    func theWordIsBlankedWhereItIsTheWord(example: String, form: String, headword: String, blanked: String) {
        #expect(Cloze.blanked(example, form: form, headword: headword) == blanked)
    }

    /// Every cloze the bank and its cards give: one blank, the answer nowhere else in it.
    @Test func noBankClozeShowsItsAnswer() {
        var clozes = 0
        for word in WordBank.embedded.words {
            let card = QuizCard(word)
            guard let text = card.clozeText else {
                // A phrase (a 속담, a 관용구) is never blanked whole.
                #expect(
                    word.example.isEmpty || word.headword.contains(" "),
                    "\(word.headword): its example is no cloze: \(word.example)")
                continue
            }
            clozes += 1
            #expect(text.components(separatedBy: "＿").filter(\.isEmpty).count >= 1, "\(word.headword)")
            let outside = text.replacingOccurrences(of: "＿", with: " ")
            #expect(!outside.contains(word.headword), "\(word.headword): \(text)")
            if let form = word.exampleForm { #expect(!outside.contains(form), "\(word.headword): \(text)") }
        }
        #expect(clozes > 2_000)
    }

    /// From a dictionary's entry the card takes the first example that can be a cloze.
    @Test func anEntrysCardTakesTheFirstExampleThatCanBeACloze() {
        let entry = Entry(
            headword: "왕", partOfSpeech: "명사",
            senses: [Sense(definition: "나라의 임금.", examples: ["세종대왕은 훌륭한 왕이다.", "왕이 나라를 다스렸다."])],
            provider: .stdict)
        #expect(QuizCard(entry).clozeText == "＿＿이 나라를 다스렸다.")
    }
}
