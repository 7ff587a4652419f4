import Testing

@testable import WordQuizCore

@Suite struct EntryCardTests {
    let entry = Entry(
        headword: "사과", homographNumber: 4, partOfSpeech: "명사", pronunciation: "사과",
        origin: "沙果", level: .beginner,
        senses: [
            Sense(
                definition: "사과나무에 열리는 둥근 열매. 껍질은 붉거나 푸르고 속살은 달고 새콤하다.",
                examples: ["식탁 위에 사과 두 알이 놓여 있다."],
                translations: [Translation(language: "영어", word: "apple")]),
            Sense(definition: "둘째 뜻."),
        ],
        link: "https://stdict.korean.go.kr/search/searchView.do?word_no=150214",
        provider: .stdict)

    @Test func showsEveryPartOfTheEntry() throws {
        let card = EntryCard(entry: entry, date: CalendarDate(parsing: "2026-11-29"))
            .render(columns: 80, style: .plain)
        #expect(card.contains("오늘의 단어 · 2026-11-29"))
        #expect(card.contains("사과 4  명사  [사과]"))
        #expect(card.contains("원어  沙果"))
        #expect(card.contains("1. 사과나무에"))
        #expect(card.contains("2. 둘째 뜻."))
        #expect(card.contains("apple"))
        #expect(card.contains("예) 식탁 위에 사과 두 알이 놓여 있다."))
        #expect(card.contains("등급  초급"))
        #expect(card.contains("링크  https://stdict.korean.go.kr/search/searchView.do?word_no=150214"))
        #expect(card.contains("출처  표준국어대사전"))
    }

    @Test func noLineIsWiderThanTheTerminalExceptLinks() {
        let card = EntryCard(entry: entry).render(columns: 30, style: .plain)
        for line in card.split(separator: "\n") where !line.contains("http") {
            #expect(DisplayWidth.width(of: line) <= 30, "too wide: \(line)")
        }
    }

    @Test func wrappedMeaningsAreIndentedUnderTheirNumber() throws {
        let lines = EntryCard(entry: entry).render(columns: 30, style: .plain).split(separator: "\n")
        let first = try #require(lines.firstIndex { $0.hasPrefix("1. ") })
        #expect(lines[first + 1].hasPrefix("   "))
        #expect(!lines[first + 1].hasPrefix("    "))
    }

    @Test func plainStyleHasNoEscapeCodesAndColourHasThem() {
        #expect(!EntryCard(entry: entry).render(columns: 80, style: .plain).contains("\u{1B}"))
        #expect(
            EntryCard(entry: entry).render(columns: 80, style: TextStyle(isColorEnabled: true)).contains("\u{1B}[1m사과"))
    }

    /// What a row is decides its layout, not how its text begins: the entry's link is a link,
    /// the picture's file stays whole, and a dictionary's text that starts with "http" (a
    /// credit here) is text, wrapped and never made a link.
    @Test func aRowIsLaidOutByWhatItIsNotByItsFirstLetters() {
        var pictured = entry
        pictured.picture = Picture(
            file: "pictures/krdict-71793-with-a-long-name-that-is-one-path.png", url: "https://example.org/p.png",
            format: .png, byteCount: 10, width: 30, height: 20, author: "http 사진가 모임의 아주 긴 이름과 설명",
            source: "krdict")
        let style = TextStyle(isColorEnabled: false, areLinksEnabled: true)
        let lines = EntryCard(entry: pictured).render(columns: 40, style: style).split(separator: "\n")
        let link = "https://stdict.korean.go.kr/search/searchView.do?word_no=150214"
        #expect(lines.contains { $0.contains("\u{1B}]8;;\(link)\u{1B}\\") }, "the link is one")
        #expect(lines.contains { $0.hasSuffix("pictures/krdict-71793-with-a-long-name-that-is-one-path.png") })
        let credit = lines.filter { $0.contains("사진가") || $0.contains("http 사진가") }
        #expect(!credit.isEmpty && credit.allSatisfy { !$0.contains("\u{1B}]8") }, "\(credit)")
        #expect(lines.allSatisfy { $0.contains("\u{1B}]8") || $0.contains(".png") || DisplayWidth.width(of: $0) <= 40 })
    }

    @Test func aCachedCardSaysSo() {
        #expect(EntryCard(entry: entry, isCached: true).render(columns: 80, style: .plain).contains("저장된 사본"))
    }

    /// 가입하다 as 한국어기초사전's view gives it: a pattern, an antonym, its word family,
    /// sentences, a dialogue and phrases.
    let joinEntry = Entry(
        headword: "가입하다", partOfSpeech: "동사", pronunciation: "가이파다", origin: "加入하다",
        senses: [
            Sense(
                definition: "단체에 들어가거나 상품 및 서비스를 받기 위해 계약을 하다.",
                examples: [
                    Example("그는 차를 새로 산 뒤에 바로 자동차 보험에 가입했다."),
                    Example("매주 등산을 가려고 해도 같이 갈 사람이 없어서 고민이야.", kind: .dialogue),
                    Example("그래? 그럼, 등산 동호회에 가입해 봐.", kind: .dialogue),
                    Example("동아리에 가입하다.", kind: .phrase), Example("보험에 가입하다.", kind: .phrase),
                ],
                translations: [Translation(language: "영어", word: "join; sign up")],
                patterns: ["1이 2에 가입하다"],
                relatedWords: [RelatedWord(relation: "반대말", word: "탈퇴하다", targetCode: "82614")])
        ],
        provider: .krdict, categories: ["사회 활동"],
        relatedWords: [RelatedWord(relation: "파생어", word: "가입", targetCode: "15393")])

    @Test func showsHowTheWordIsUsedAndWhatItRelatesTo() {
        let lines = EntryCard(entry: joinEntry).render(columns: 80, style: .plain).split(separator: "\n").map(
            String.init)
        #expect(lines.contains("문형 1이 2에 가입하다"))
        #expect(lines.contains("예) 그는 차를 새로 산 뒤에 바로 자동차 보험에 가입했다."))
        #expect(lines.contains("구) 동아리에 가입하다. · 보험에 가입하다."))
        let talk = lines.firstIndex(of: "대화) 가: 매주 등산을 가려고 해도 같이 갈 사람이 없어서 고민이야.")
        #expect(talk.map { lines[$0 + 1] } == "      나: 그래? 그럼, 등산 동호회에 가입해 봐.", "the answer is the next line")
        #expect(lines.contains("반대말  탈퇴하다"))
        #expect(lines.contains("파생어  가입"))
        #expect(lines.contains("범주    사회 활동"), "values line up past the widest label")
        #expect(lines.contains("출처    한국어기초사전"))
    }

    @Test func anEnglishCardNamesTheRelationsAndSpeakersInEnglish() {
        let lines = EntryCard(entry: joinEntry, language: .en).render(columns: 80, style: .plain)
            .split(separator: "\n").map(String.init)
        #expect(lines.contains("Antonyms     탈퇴하다"))
        #expect(lines.contains("Word family  가입"))
        #expect(lines.contains("Pattern 1이 2에 가입하다"))
        #expect(lines.contains { $0.hasPrefix("Dialogue A: 매주") })
        #expect(lines.contains { $0.hasPrefix("         B: 그래?") })
    }

    /// Each dictionary's name for a relation the card knows, in English and in Korean: the
    /// three dictionaries spell some two or three ways (generated survivor c7dadd5568: 유의어
    /// left as it came, a Korean word in an English card).
    @Test(arguments: [
        ("비슷한말", "Synonyms", "비슷한말"), ("유의어", "Synonyms", "비슷한말"), ("동의어", "Synonyms", "비슷한말"),
        ("반대말", "Antonyms", "반대말"), ("반의어", "Antonyms", "반대말"), ("참고어", "See also", "참고어"),
        ("참고 어휘", "See also", "참고어"), ("파생어", "Word family", "파생어"), ("속담", "Proverbs", "속담"),
        ("관용구", "Idioms", "관용구"), ("높임말", "높임말", "높임말"),
    ])
    func aRelationIsNamedInTheReadersLanguage(relation: String, english: String, korean: String) {
        let entry = Entry(
            headword: "나무", partOfSpeech: "명사", senses: [Sense(definition: "줄기가 단단한 식물.")], provider: .stdict,
            relatedWords: [RelatedWord(relation: relation, word: "땔나무")])
        for (language, name) in [(Language.en, english), (.ko, korean)] {
            let lines = EntryCard(entry: entry, language: language).render(columns: 60, style: .plain)
                .split(separator: "\n").map(String.init)
            // The relation's name is the widest label (the source's is no wider): no padding.
            #expect(lines.contains(name + "  땔나무"), "\(language): \(lines)")
        }
    }

    /// A relation lists its first four words, each once, in the dictionary's order, however
    /// many the dictionary gives (나무 has 19 proverbs): the word and the sense lists together.
    @Test func aRelationListsItsFirstFourWordsEachOnce() {
        let words = ["땔나무", "땔감", "나뭇감", "땔나무", "장작", "화목"]
        let entry = Entry(
            headword: "나무", partOfSpeech: "명사",
            senses: [
                Sense(
                    definition: "땔감이 되는 나무.",
                    relatedWords: words.suffix(3).map { RelatedWord(relation: "동의어", word: $0) })
            ],
            provider: .stdict, relatedWords: words.prefix(3).map { RelatedWord(relation: "비슷한말", word: $0) })
        let lines = EntryCard(entry: entry, language: .en).render(columns: 80, style: .plain).split(separator: "\n")
        #expect(lines.contains("Synonyms  땔나무, 땔감, 나뭇감, 장작"), "\(lines)")
    }

    @Test func aQuotedSentenceNamesItsSourceAndAPatternsNoteIsShownOnce() {
        let note = "흔히 ‘지상’, ‘지상의’ 꼴로 쓰여"
        let entry = Entry(
            headword: "지상", partOfSpeech: "명사",
            senses: [
                Sense(
                    definition: "가장 높은 위.", examples: [Example("나를 지상으로 당신의 외로운 삶을 거신 분이오.", source: "이문열, 영웅시대")],
                    grammarNotes: [note]),
                Sense(definition: "둘째 뜻.", grammarNotes: [note]),
            ],
            provider: .stdict)
        let card = EntryCard(entry: entry).render(columns: 80, style: .plain)
        let lines = card.split(separator: "\n").map(String.init)
        #expect(lines.contains("   문법 " + note))
        #expect(card.components(separatedBy: note).count == 2, "the note once, under the first sense")
        let quote = lines.firstIndex(of: "예) 나를 지상으로 당신의 외로운 삶을 거신 분이오.")
        #expect(quote.map { lines[$0 + 1] } == "    — 이문열, 영웅시대", "under the sentence")
    }

    /// A dictionary's own name for a relation can be wider than a narrow terminal leaves for
    /// labels: then each value goes under its label, and no line is wider than the card (a
    /// link is never cut, so it alone may be). At a width with room, values stay beside labels.
    @Test(arguments: [24, 30, 40])
    func aLongRelationNameNeverWidensTheCard(columns: Int) {
        let entry = Entry(
            headword: "눈", partOfSpeech: "명사", senses: [Sense(definition: "빛의 자극을 받아 물체를 볼 수 있는 감각 기관.")],
            link: "https://opendict.korean.go.kr/dictionary/view?sense_no=12345", provider: .opendict,
            relatedWords: [
                RelatedWord(relation: "방언 가운데 이 지역에서 쓰는 말", word: "누깔"),
                RelatedWord(relation: "비슷한말", word: "안목"),
            ])
        let lines = EntryCard(entry: entry).render(columns: columns, style: .plain).split(separator: "\n")
        for line in lines where !line.contains("https://") {
            #expect(DisplayWidth.width(of: String(line)) <= columns, "\(columns): \(line)")
        }
        #expect(lines.contains("방언 가운데 이 지역에서 쓰는 말") || lines.contains { $0.hasPrefix("방언 가운데") })
        #expect(lines.contains("  누깔"), "the value under its label: \(lines)")
        #expect(lines.contains("  https://opendict.korean.go.kr/dictionary/view?sense_no=12345"), "\(lines)")
    }

    /// A value under its label has the card's whole width but its two-column indent: one of
    /// 22 columns on a 24-column card stays on one line (generated survivor 0fcf1b5f29: a
    /// column less, and it broke in two).
    @Test func aValueUnderItsLabelTakesTheWidthLessItsIndent() {
        let entry = Entry(
            headword: "이웃", partOfSpeech: "명사", senses: [Sense(definition: "가까이 사는 집.")], provider: .opendict,
            relatedWords: [RelatedWord(relation: "방언 가운데 이 지역에서 쓰는 말", word: "가까이 사는 이웃사촌들")])
        #expect(DisplayWidth.width(of: "가까이 사는 이웃사촌들") == 22)
        let lines = EntryCard(entry: entry).render(columns: 24, style: .plain).split(separator: "\n")
        #expect(lines.contains("  가까이 사는 이웃사촌들"), "\(lines)")
    }

    @Test func shortLabelsKeepTheirValuesBesideThem() {
        let entry = Entry(
            headword: "눈", partOfSpeech: "명사", senses: [Sense(definition: "빛을 느끼는 기관.")], provider: .opendict,
            relatedWords: [RelatedWord(relation: "비슷한말", word: "안목")])
        let lines = EntryCard(entry: entry).render(columns: 40, style: .plain).split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("비슷한말") && $0.hasSuffix("  안목") }, "\(lines)")
    }

    /// A value stays beside its label while 12 columns are left for it after the label and
    /// its two-column gap, and goes under it from one column less: the edge, at every width.
    @Test func aValueGoesUnderItsLabelExactlyWhenFewerThanTwelveColumnsAreLeft() {
        let relation = "방언 가운데 쓰는 말"
        let entry = Entry(
            headword: "눈", partOfSpeech: "명사", senses: [Sense(definition: "빛을 느끼는 기관.")], provider: .opendict,
            relatedWords: [RelatedWord(relation: relation, word: "누깔")])
        let labelWidth = DisplayWidth.width(of: relation)
        for columns in 20...40 {
            let lines = EntryCard(entry: entry).render(columns: columns, style: .plain).split(separator: "\n")
            let beside = lines.contains { $0.hasPrefix(relation) && $0.hasSuffix("  누깔") }
            #expect(beside == (columns - labelWidth - 2 >= 12), "at \(columns) columns: \(lines)")
            #expect(beside || lines.contains("  누깔"), "at \(columns) columns: \(lines)")
        }
    }

    /// Five meanings are listed, numbered; from the sixth on they are counted, not shown.
    @Test func fiveMeaningsAreListedAndTheRestCounted() {
        func card(senses count: Int) -> [String] {
            let entry = Entry(
                headword: "손", partOfSpeech: "명사", senses: (1...count).map { Sense(definition: "뜻\($0).") },
                provider: .stdict)
            return EntryCard(entry: entry, language: .en).render(columns: 80, style: .plain)
                .split(separator: "\n").map(String.init)
        }
        let five = card(senses: 5)
        #expect((1...5).allSatisfy { five.contains("\($0). 뜻\($0).") }, "\(five)")
        #expect(!five.contains { $0.contains("more meaning") }, "\(five)")
        let seven = card(senses: 7)
        #expect((1...5).allSatisfy { seven.contains("\($0). 뜻\($0).") }, "\(seven)")
        #expect(!seven.contains("6. 뜻6."), "\(seven)")
        #expect(seven.contains("   … 2 more meanings"), "\(seven)")
    }

    /// A meaning's English is its word and its definition, a dash between, under the meaning.
    @Test func aMeaningsEnglishIsItsWordAndDefinition() throws {
        let entry = Entry(
            headword: "손", partOfSpeech: "명사",
            senses: [
                Sense(
                    definition: "팔목 끝에 달린 부분.",
                    translations: [
                        Translation(language: "영어", word: "hand", definition: "the part at the end of the arm")
                    ])
            ], provider: .krdict)
        let lines = EntryCard(entry: entry, language: .en).render(columns: 80, style: .plain)
            .split(separator: "\n").map(String.init)
        let meaning = try #require(lines.firstIndex(of: "팔목 끝에 달린 부분."))
        #expect(lines[meaning + 1] == "hand — the part at the end of the arm", "\(lines)")
    }
}
