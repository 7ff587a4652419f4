import Testing

@testable import WordQuizCore

/// The learner's language: chosen once, and every sentence of the quiz in it.
@Suite struct ReaderLanguageTests {
    @Test(
        arguments: [
            (["WORDQUIZ_LANG": "en", "LANG": "ko_KR.UTF-8"], Language.en),
            (["LANG": "ko_KR.UTF-8"], .ko),
            (["LANG": "en_US.UTF-8"], .en),
            (["LANG": "C.UTF-8"], .en),
            ([:], .en),
            (["LC_ALL": "ko_KR.UTF-8", "LANG": "en_US.UTF-8"], .ko),
            (["LC_ALL": "", "LC_MESSAGES": "en_GB.UTF-8", "LANG": "ko_KR.UTF-8"], .en),
        ] as [([String: String], Language)])
    func theSettingElseTheLocaleChoosesTheLanguage(environment: [String: String], expected: Language) {
        let setting = environment["WORDQUIZ_LANG"].flatMap(Language.init(parsing:))
        #expect(Language.resolve(setting: setting, environment: environment) == expected)
    }

    /// A Korean reader reads the dictionary's own label, an English reader its English, and a
    /// label no table knows stays as the dictionary gave it.
    @Test func theDictionariesLabelsReadInEachLanguage() {
        for label in DictionaryTerm.terms.keys {
            #expect(DictionaryTerm.label(label, in: .ko) == label, "Korean gives back the dictionary's \(label)")
        }
        #expect(DictionaryTerm.label("의존 명사", in: .en) == "bound noun")
        #expect(DictionaryTerm.label("중급", in: .en) == "intermediate")
        #expect(DictionaryTerm.label("형용사", in: .pseudo) == "⟦áðĵéçţíṽé⟧")
        #expect(DictionaryTerm.label("품사 미상", in: .en) == "품사 미상")
    }

    /// A term's code, what `export --json` and an Anki package's tags carry, is one word: its
    /// English name with underscores for spaces (a space would split an Anki tag in two).
    @Test func aTermsCodeIsItsEnglishNameAsOneWord() {
        #expect(DictionaryTerm.code("보조 동사") == "auxiliary_verb")
        #expect(DictionaryTerm.code("의존 명사") == "bound_noun")
        #expect(DictionaryTerm.code("품사 없음") == "no_part_of_speech")
        #expect(DictionaryTerm.code("명사") == "noun")
        #expect(DictionaryTerm.code("중급") == "intermediate")
        #expect(DictionaryTerm.code("품사 미상") == nil)
    }

    @Test func anEnglishReaderSeesTheGlossFirstInDefinitionQuestions() throws {
        let apple = QuizCard(try #require(WordBank.embedded.word("사과")))
        let question = Question(
            kind: .chosung, card: apple, prompt: apple.definition, options: [], correctOption: nil, chosung: "ㅅㄱ")
        let english = QuizText(style: .plain, columns: 80, language: .en).question(question, number: 1, total: 1)
        #expect(english.contains("Type the word. Initial consonants: ㅅㄱ"))
        #expect(english.contains("apple — 둥글고 껍질이"))
        let korean = QuizText(style: .plain, columns: 80, language: .ko).question(question, number: 1, total: 1)
        #expect(!korean.contains("apple"), "the Korean quiz asks from the Korean definition alone")
    }

    /// English counts take the noun's form their number does; Korean has one form.
    @Test(arguments: [
        (1, Language.en, "Dec 3 (tomorrow)"), (2, .en, "Dec 4 (in 2 days)"), (12, .en, "Dec 14 (in 12 days)"),
        (12, .ko, "12월 14일 (12일 후)"), (1, .ko, "12월 3일 (내일)"),
    ])
    func theNextReviewSaysHowFarAwayInTheFormOfItsNumber(days: Int, language: Language, expected: String) throws {
        let today = try #require(CalendarDate(parsing: "2026-12-02")).dayNumber
        #expect(QuizText(style: .plain, columns: 80, language: language).when(today + days, today: today) == expected)
    }

    /// Each month by its name, in each language, and a day past or this day as today: the
    /// next review of a word due on the 5th of every month of 2027.
    @Test func everyMonthIsNamedAndAPastDayIsToday() throws {
        let names = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        for month in 1...12 {
            let day = try #require(CalendarDate(year: 2027, month: month, day: 5)).dayNumber
            let english = QuizText(style: .plain, columns: 80, language: .en)
            let korean = QuizText(style: .plain, columns: 80, language: .ko)
            #expect(english.when(day, today: day) == "\(names[month - 1]) 5 (today)")
            #expect(korean.when(day, today: day + 3) == "\(month)월 5일 (오늘)")
        }
    }

    /// The time a quiz took: seconds alone under a minute, minutes and seconds from one.
    @Test(arguments: [
        (59, Language.en, "time 59 s"), (60, .en, "time 1 min 0 s"), (61, .en, "time 1 min 1 s"),
        (59, .ko, "걸린 시간 59초"), (60, .ko, "걸린 시간 1분 0초"), (3_599, .ko, "걸린 시간 59분 59초"),
    ])
    func aQuizsTimeIsInSecondsUnderAMinute(seconds: Int, language: Language, expected: String) {
        let summary = QuizSession.Summary(correct: 2, almost: 0, asked: 3, wordsToReview: ["사과"])
        let line = QuizText(style: .plain, columns: 80, language: language).summary(summary, seconds: seconds)
        #expect(line.split(separator: "\n").first?.hasSuffix(expected) == true, "\(line)")
    }

    @Test(arguments: [
        (1, Language.en, " · 1 hint"), (2, .en, " · 2 hints"), (1, .ko, " · 힌트 1번"), (3, .ko, " · 힌트 3번"),
    ])
    func hintsTakenAreCountedInTheFormOfTheirNumber(hints: Int, language: Language, expected: String) {
        let card = QuizCard(headword: "상상", partOfSpeech: "명사", definition: "마음속으로 그려 봄.")
        let question = Question(kind: .chosung, card: card, prompt: card.definition, options: [], correctOption: nil)
        let record = AnsweredQuestion(
            question: question, input: "상상", verdict: .correct, rating: .good, hintsUsed: hints,
            responseMilliseconds: 1)
        let first = QuizText(style: .plain, columns: 100, language: language).feedback(record).prefix { $0 != "\n" }
        #expect(first.hasSuffix(expected), "\(first)")
    }

    @Test func aPhrasesCountShowsItsNounInTheFormOfItsNumber() {
        #expect(Phrase("\(1, one: "word", other: "words") added").text(in: .en) == "1 word added")
        #expect(Phrase("\(0, one: "word", other: "words") added").text(in: .en) == "0 words added")
        // The count's noun is the message's too: accented, so that a line showing "words" plain
        // shows a noun no translation reaches.
        #expect(Phrase("\(1, one: "word", other: "words") added").text(in: .pseudo) == "⟦1 ŵöŕð áððéð⟧")
        #expect(Phrase("\(2, one: "word", other: "words") added").text(in: .pseudo) == "⟦2 ŵöŕðš áððéð⟧")
    }
}
