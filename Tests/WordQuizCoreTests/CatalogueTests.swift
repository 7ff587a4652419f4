import Testing

@testable import WordQuizCore

/// The learner's language: one table a language, the same keys and placeholders in both.
@Suite struct CatalogueTests {
    @Test(arguments: Language.allCases)
    func everyKeyHasAMessageInEveryLanguage(language: Language) {
        let table = Catalogue.table(language)
        let missing = MessageKey.allCases.filter { (table[$0] ?? "").isEmpty }
        #expect(missing.isEmpty, "\(language) lacks \(missing)")
    }

    @Test func bothLanguagesUseTheSamePlaceholders() {
        for key in MessageKey.allCases {
            let korean = Catalogue.placeholders(in: Catalogue.table(.ko)[key] ?? "")
            let english = Catalogue.placeholders(in: Catalogue.table(.en)[key] ?? "")
            #expect(korean == english, "\(key): \(korean) in Korean, \(english) in English")
        }
    }

    @Test func valuesFillThePlaceholders() {
        #expect(Catalogue(.en)(.questionCounter, ["number": "2", "total": "5"]) == "[2/5]")
        #expect(Catalogue(.ko)(.summaryScore, ["correct": "3", "asked": "4"]) == "점수 3/4")
        #expect(Catalogue(.en)(.summaryScore, ["correct": "3", "asked": "4"]) == "Score 3/4")
    }

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
        (MessageKey.statsStreakValue, "days", "1", Language.en, "1 day"),
        (.statsStreakValue, "days", "2", .en, "2 days"),
        (.statsStreakValue, "days", "1", .ko, "1일"), (.whenInDays, "days", "12", .en, "in 12 days"),
        (.cardMoreSenses, "count", "1", .en, "   … 1 more meaning"),
        (.cardMoreSenses, "count", "3", .en, "   … 3 more meanings"),
        (.reviewLimitReached, "limit", "1", .en, "Today's reviews (1 word) are done. See you tomorrow."),
    ])
    func aCountShowsItsNounInTheFormOfItsNumber(
        key: MessageKey, name: String, value: String, language: Language, expected: String
    ) {
        #expect(Catalogue(language)(key, [name: value]) == expected)
    }

    @Test func aPhrasesCountShowsItsNounInTheFormOfItsNumber() {
        #expect(Phrase("\(1, one: "word", other: "words") added").text(in: .en) == "1 word added")
        #expect(Phrase("\(0, one: "word", other: "words") added").text(in: .en) == "0 words added")
        #expect(Phrase("\(1, one: "word", other: "words") added").text(in: .pseudo) == "⟦1 word áððéð⟧")
    }
}
