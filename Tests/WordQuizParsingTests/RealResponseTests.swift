import Foundation
import TestSupport
import Testing
import WordQuizCore
import WordQuizParsing

/// The decoders against bodies the dictionaries' own servers sent (published by other
/// projects, read from ../shared/real-responses).
@Suite(.enabled(if: RealResponses.isAvailable, Comment(rawValue: RealResponses.absentNote)))
struct RealResponseTests {
    func document(_ name: String) throws -> DocumentNode {
        guard case .document(let document) = try ResponseReader.read(try RealResponses.bytes(name)) else {
            throw MalformedResponse("\(name) read as empty")
        }
        return document
    }

    func krdictEntry(_ name: String) throws -> Entry {
        try #require(try KrdictDecoding.entry(inView: document(name), hit: nil))
    }

    func stdictEntry(_ name: String) throws -> Entry {
        try #require(try StdictDecoding.entry(inView: document(name), hit: nil))
    }

    @Test func everyFileIsReadWithoutCrashingAndClassified() throws {
        #expect(RealResponses.names.count >= 17)
        for name in RealResponses.names {
            let body = try RealResponses.bytes(name)
            let outcome = Result { () throws(ResponseError) in try ResponseReader.read(body) }
            switch outcome {
            case .success(.document(let document)):
                #expect(!name.contains("error") && !name.hasSuffix(".html"), "\(name) read as a document")
                let provider = try #require(Provider.allCases.first { name.hasPrefix($0.rawValue) })
                let decoding = try #require(provider.decoding)
                if name.contains("-search-") {
                    let hits = try decoding.searchHits(in: document)
                    for hit in hits {
                        #expect(hit.targetCode.map { $0.allSatisfy(\.isNumber) } ?? true, "\(name)")
                        #expect(hit.link?.hasPrefix("https://") ?? true, "\(name)")
                    }
                } else {
                    #expect(try decoding.entry(inView: document, hit: nil)?.senses.isEmpty == false, "\(name)")
                }
            case .success(.empty):
                Issue.record("\(name) read as an empty body")
            case .failure(.api(let report)):
                #expect(name.contains("error") || name.contains("numeric20"), "\(name) read as an API error")
                #expect(report.code == "020")
                #expect(report.isKeyProblem)
            case .failure(.unreadable):
                #expect(name.hasSuffix(".html"), "\(name) could not be read")
            }
        }
    }

    /// A quoted excerpt is its body with `// ` before each line: the body decoded is the
    /// response as it was published.
    @Test func eachExcerptIsItsBodyQuoted() throws {
        for excerpt in RealResponses.excerpts {
            let stem = try #require(excerpt.components(separatedBy: ".").first)
            let body = try #require(RealResponses.names.first { $0.hasPrefix(stem + ".") && $0.hasSuffix(".json") })
            let quoted = String(decoding: try RealResponses.bytes(excerpt), as: UTF8.self)
            let unquoted = quoted.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                line.hasPrefix("// ") ? line.dropFirst(3) : line.hasPrefix("//") ? line.dropFirst(2) : line
            }
            #expect(unquoted.joined(separator: "\n") == String(decoding: try RealResponses.bytes(body), as: UTF8.self))
        }
    }

    @Test func aNumericErrorCodeIsTheSameKeyProblemAsAStringOne() throws {
        for name in ["DOC-EXAMPLE-stdict-error-json-numeric20.json", "krdict-error-020-wordpuzzle.xml"] {
            #expect(throws: ResponseError.api(APIErrorReport(code: "020", message: "Unregistered key"))) {
                try ResponseReader.read(try RealResponses.bytes(name))
            }
        }
    }

    @Test func stdictSearchListsEightHomographsWithoutOrigins() throws {
        let hits = try StdictDecoding.searchHits(in: document("stdict-search-사과.json"))
        #expect(hits.map(\.headword.homographNumber) == Array(1...8))
        #expect(hits.allSatisfy { $0.origin == nil && $0.partOfSpeech == "명사" })
        let fruit = try #require(hits.first { $0.targetCode == "441490" })
        #expect(fruit.headword.homographNumber == 5)
        #expect(fruit.definition == "사과나무의 열매.")
        #expect(fruit.link == "https://stdict.korean.go.kr/search/searchView.do?word_no=441490")
        // Every homograph is a contender: none is left out because it is not among the first four.
        let bank = try #require(WordBank.embedded.word("사과"))
        let ranked = hits.rankedMatches(for: "사과", partOfSpeech: "명사", origin: "沙果")
        let order = HomographChoice.order(ranked, partOfSpeech: "명사", meaning: bank.definition)
        #expect(order.count == 8)
        // The bank's own meaning shares one syllable pair (살이) with 참외 and none with the
        // fruit: it cannot decide, so no homograph is presented as the word on its strength.
        #expect(order.first?.targetCode == "169066", "참외 ranks first by meaning alone")
        #expect(HomographChoice.decisive(ranked, partOfSpeech: "명사", meaning: bank.definition) == nil)
    }

    @Test func stdictViewKeepsTheEtymologyOutOfTheOrigin() throws {
        let tree = try #require(try StdictDecoding.entry(inView: document("stdict-view-404765-나무.json"), hit: nil))
        #expect(tree.headword == "나무")
        #expect(tree.origin == nil, "＜나모＜용가＞ is the etymology, not 원어")
        #expect(tree.targetCode == "404765")
        #expect(tree.link == "https://stdict.korean.go.kr/search/searchView.do?word_no=404765")
        #expect(!tree.senses.isEmpty)
    }

    /// 나무's third sense (땔감이 되는 나무) links 땔나무 as 동의어 under `lexical_info`, with the
    /// keys "link " and "link_target_code " as served, spaces and all; its link_target_code
    /// (139087) is 땔나무's sense, its link's word_no (416181) the entry. The word's own list
    /// (relation_info) is the 19 proverbs that hold it.
    @Test func stdictViewKeepsASensesSynonymAndTheProverbsOfTheWord() throws {
        let tree = try #require(try StdictDecoding.entry(inView: document("stdict-view-404765-나무.json"), hit: nil))
        #expect(tree.senses.map(\.relatedWords.count) == [0, 0, 1])
        #expect(tree.senses.last?.relatedWords == [RelatedWord(relation: "동의어", word: "땔나무", targetCode: "416181")])
        #expect(tree.senses.last?.relatedWords.first?.known == .synonym)
        let proverbs = tree.relatedWords ?? []
        #expect(proverbs.count == 19)
        #expect(proverbs.allSatisfy { $0.known == .proverb })
        #expect(proverbs.first == RelatedWord(relation: "속담", word: "나무 공이 등 맞춘 것 같다", targetCode: "525976"))
        let card = EntryCard(entry: tree, language: .en).render(columns: 100, style: .plain)
            .split(separator: "\n").map(String.init)
        #expect(card.contains("Synonyms  땔나무"), "\(card)")
        // The first four proverbs, wrapped under their label at 100 columns.
        let proverbRow = card.firstIndex { $0.hasPrefix("Proverbs  ") }
        #expect(
            proverbRow.map { Array(card[$0...$0 + 1]) } == [
                "Proverbs  나무 공이 등 맞춘 것 같다, 나무 끝의 새 같다, 나무는 큰 나무의 덕을 못 보아도 사람은",
                "          큰사람의 덕을 본다, 나무도 달라서 층암절벽에 선다[산다]",
            ], "\(card)")
    }

    @Test func stdictViewJoinsOriginPartsAsTheDictionaryShowsThem() throws {
        let phrase = try #require(
            try StdictDecoding.entry(inView: document("stdict-view-230643-엘리제를위하여.json"), hit: nil))
        #expect(phrase.headword == "엘리제를 위하여")
        #expect(phrase.origin == "Eliese를 爲하여")
        #expect(phrase.partOfSpeech == nil, "품사 없음 is not a part of speech")
        #expect(phrase.senses.first?.definition.hasPrefix("독일의 작곡가 베토벤이") == true)
    }

    @Test func krdictSearchItemHoldsEverySenseWithItsEnglish() throws {
        for name in ["krdict-search-나무-blog.xml", "krdict-search-나무-wordpuzzle.xml"] {
            let hits = try KrdictDecoding.searchHits(in: document(name))
            let tree = try #require(hits.first)
            #expect(tree.targetCode == "32750")
            #expect(tree.level == .beginner)
            // The link each response gives: the site moved its pages to /kor/… between the two.
            let given = [
                "krdict-search-나무-blog.xml": "https://krdict.korean.go.kr/dicSearch/SearchView?ParaWordNo=32750",
                "krdict-search-나무-wordpuzzle.xml":
                    "https://krdict.korean.go.kr/kor/dicSearch/SearchView?ParaWordNo=32750",
            ]
            #expect(tree.link == given[name], "\(name)")
            if name.contains("blog") {
                #expect(tree.senses.map { $0.translations.first?.word } == ["tree", "wood", "timber; log"])
                #expect(tree.senses.allSatisfy { $0.translations.first?.isEnglish == true })
            }
        }
    }

    @Test func krdictSearchWithNoResultHasNoHits() throws {
        #expect(try KrdictDecoding.searchHits(in: document("krdict-search-라이언-total0.xml")).isEmpty)
    }

    @Test(arguments: ["krdict-search-안녕.xml", "krdict-search-안녕-2018-02.xml"])
    func krdictHomographsRankByNumberWhateverTheirOrder(name: String) throws {
        let hits = try KrdictDecoding.searchHits(in: document(name))
        let ranked = hits.rankedMatches(for: "안녕")
        #expect(ranked.count == 2, "안녕히 and 안녕하다 are other words")
        #expect(ranked.first?.headword.homographNumber == 1)
    }

    @Test func krdictSearchForGlassesKeepsOnlyTheWordItself() throws {
        let hits = try KrdictDecoding.searchHits(in: document("krdict-search-안경.xml"))
        #expect(hits.count == 10)
        #expect(hits.rankedMatches(for: "안경").map(\.targetCode) == ["31484"])
    }

    @Test(arguments: ["krdict-view-15392-가입하다.xml", "krdict-view-15392-가입하다-2018-02.xml"])
    func krdictViewReadsOriginPronunciationAndTranslations(name: String) throws {
        let entry = try krdictEntry(name)
        #expect(entry.headword == "가입하다")
        #expect(entry.partOfSpeech == "동사")
        #expect(entry.origin == "加入하다")
        #expect(entry.pronunciation == "가이파다")
        #expect(entry.level == nil, "없음 is not a level")
        #expect(entry.englishGloss == "join; sign up")
        #expect(entry.link == "https://krdict.korean.go.kr/dicSearch/SearchView?ParaWordNo=15392")
    }

    @Test func aViewOfAnotherEntryIsRefused() throws {
        let view = try document("krdict-view-15392-가입하다.xml")
        let otherHit = SearchHit(headword: Headword(parsing: "가입하다"), targetCode: "99999", definition: "다른 말.")
        #expect(throws: MalformedResponse("the view is of entry 15392, not of 99999")) {
            try KrdictDecoding.entry(inView: view, hit: otherHit)
        }
        let sameHit = SearchHit(headword: Headword(parsing: "가입하다"), targetCode: "15392", definition: "…")
        #expect(try KrdictDecoding.entry(inView: view, hit: sameHit)?.targetCode == "15392")
    }

    @Test func krdictViewKeepsBothPronunciations() throws {
        #expect(try krdictEntry("krdict-view-82614-탈퇴하다.xml").pronunciation == "탈퇴하다/탈퉤하다")
    }

    @Test(arguments: [
        "krdict-view-15392-가입하다.xml", "krdict-view-71793-참기름.xml", "krdict-view-82614-탈퇴하다.xml",
    ])
    func dialogueLinesAreKeptAsADialogueNotAsSentences(name: String) throws {
        let body = String(decoding: try RealResponses.bytes(name), as: UTF8.self)
        let dialogue = try dialogueExamples(in: body)
        #expect(!dialogue.isEmpty, "the file has 대화 examples")
        let entry = try krdictEntry(name)
        let standalone = entry.senses.flatMap(\.examples).standalone.map(\.text)
        #expect(!standalone.isEmpty)
        for line in dialogue { #expect(!standalone.contains(line)) }
        #expect(entry.senses.flatMap(\.examples.dialogues).flatMap { $0 } == dialogue)
    }

    @Test func krdictViewGivesThePatternTheAntonymAndTheWordFamily() throws {
        let entry = try krdictEntry("krdict-view-15392-가입하다.xml")
        let sense = try #require(entry.senses.first)
        #expect(sense.patterns == ["1이 2에 가입하다"])
        #expect(sense.relatedWords == [RelatedWord(relation: "반대말", word: "탈퇴하다", targetCode: "82614")])
        #expect(entry.relatedWords == [RelatedWord(relation: "파생어", word: "가입", targetCode: "15393")])
        #expect(entry.wordUnit == nil, "a 단어 is the ordinary unit, not named")
        #expect(sense.examples.dialogues == [["매주 등산을 가려고 해도 같이 갈 사람이 없어서 고민이야.", "그래? 그럼, 등산 동호회에 가입해 봐."]])
        #expect(sense.examples.filter { $0.kind == .phrase }.map(\.text).prefix(2) == ["동아리에 가입하다.", "보험에 가입하다."])
    }

    @Test func krdictViewGivesItsSubjectsAndAWordToCompare() throws {
        let entry = try krdictEntry("krdict-view-71793-참기름.xml")
        #expect(entry.categories == ["식생활 > 식재료", "요리 설명하기"])
        #expect(entry.allRelatedWords == [RelatedWord(relation: "참고어", word: "들기름", targetCode: "50567")])
    }

    @Test func stdictViewGivesTheGrammarNoteAndTheSourceOfAQuotation() throws {
        let entry = try stdictEntry("stdict-view-481636-지상.pretty-printed.json")
        let sense = try #require(entry.senses.first)
        #expect(sense.grammarNotes == ["흔히 ‘지상’, ‘지상의’, ‘지상으로’ 꼴로 쓰여"])
        let quoted = sense.examples.filter { $0.source != nil }
        #expect(quoted.map(\.source) == ["이문열, 영웅시대"])
        #expect(quoted.first?.text.hasPrefix("그분은 이 세상에서") == true)
        #expect(entry.firstExample == "지상 명령.")
    }

    @Test func anAffixOrAnEndingIsNotAHomographOfTheWord() throws {
        let hits = try KrdictDecoding.searchHits(in: document("krdict-search-남-kottakji-reformatted.xml"))
        #expect(hits.contains { $0.partOfSpeech == "접사" }, "the search lists 남- and -남")
        let matches = hits.rankedMatches(for: "남")
        #expect(matches.count == 3)
        #expect(matches.allSatisfy { $0.partOfSpeech == "명사" && !$0.headword.isBound })
        #expect(
            hits.rankedMatches(for: "-남").map(\.partOfSpeech) == ["어미", "접사", "접사"],
            "asked as a bound form, the bound forms (-남 and 남-)")
    }

    /// The authority, read where it is at hand: every entry view of 한국어기초사전 and
    /// 표준국어대사전 held here gives a pronunciation, and the engine that fills the bank's
    /// (`StandardPronunciation`, with the entry's 한자 and part of speech) says the same.
    @Test func theEngineSaysWhatTheDictionariesSayOfEveryViewHeld() throws {
        let views = RealResponses.names.filter { $0.contains("-view-") && !$0.hasSuffix(".html") }
        #expect(views.count >= 5)
        var checked: [String: String] = [:]
        for name in views {
            let entry = try name.hasPrefix("krdict") ? krdictEntry(name) : stdictEntry(name)
            guard let given = entry.pronunciation?.split(separator: "/").first.map(String.init) else { continue }
            let isPredicate = ["동사", "형용사"].contains(entry.partOfSpeech ?? "")
            let engine = StandardPronunciation(
                of: entry.headword, context: .init(endsInPredicate: isPredicate, hanja: entry.origin))
            #expect(engine.text == given.replacingOccurrences(of: "ː", with: ""), "\(name): \(entry.headword)")
            checked[entry.headword] = given
        }
        #expect(checked["가입하다"] == "가이파다", "제12항 across 加入's ㅂ and 하다's ㅎ")
        #expect(checked["탈퇴하다"] == "탈퇴하다", "脫退: 제26항 tenses only ㄷ ㅅ ㅈ after ㄹ")
        #expect(checked["지상"] == "지상")
        #expect(checked["참기름"] == "참기름", "no 사잇소리 the rules would add")
    }

    /// 엘리제를 위하여 is a 구 with no part of speech and no pronunciation given: its card names
    /// the unit in the reader's language and claims no dictionary pronunciation.
    @Test func stdictViewOfAPhraseNamesItsUnit() throws {
        let entry = try stdictEntry("stdict-view-230643-엘리제를위하여.json")
        #expect(entry.wordUnit == "구")
        #expect(entry.pronunciation == nil, "the view gives none")
        let firstLine = { (language: Language) in
            EntryCard(entry: entry, language: language).render(columns: 80, style: .plain)
                .split(separator: "\n").first.map(String.init)
        }
        #expect(firstLine(.en) == "엘리제를 위하여  phrase")
        #expect(firstLine(.ko) == "엘리제를 위하여  구")
    }

    /// 나무 in 표준국어대사전: three senses under one part of speech, each with its own examples,
    /// two of them quoted from a book; the card numbers the senses in the dictionary's order.
    @Test func stdictViewGivesEachSenseItsOwnExamplesAndSources() throws {
        let tree = try stdictEntry("stdict-view-404765-나무.json")
        #expect(tree.partOfSpeech == "명사")
        #expect(tree.pronunciation == "나무")
        #expect(
            tree.senses.map(\.definition) == [
                "줄기나 가지가 목질로 된 여러해살이 식물.", "집을 짓거나 가구, 그릇 따위를 만들 때 재료로 사용하는 재목.", "땔감이 되는 나무.",
            ])
        #expect(tree.senses.map(\.examples.count) == [5, 4, 5])
        #expect(tree.senses.map { $0.examples.first?.text } == ["나무 세 그루.", "나무 의자.", "나무 한 단."])
        #expect(tree.senses.map { $0.examples.compactMap(\.source) } == [["박경리, 시장과 전장"], [], ["김용성, 도둑 일기"]])
        #expect(tree.firstExample == "나무 세 그루.")
        let card = EntryCard(entry: tree, language: .en).render(columns: 100, style: .plain)
            .split(separator: "\n").map(String.init)
        #expect(card.first == "나무  noun  [나무]")
        #expect(
            card.filter { $0.first?.isNumber == true } == [
                "1. 줄기나 가지가 목질로 된 여러해살이 식물.", "2. 집을 짓거나 가구, 그릇 따위를 만들 때 재료로 사용하는 재목.",
                "3. 땔감이 되는 나무.",
            ], "\(card)")
    }

    /// 참기름's view: the grade 중급 between blank lines, and sup_no 0, which is no homograph
    /// number: the card's first line is the word, its part of speech and pronunciation.
    @Test func krdictViewReadsALevelAmongBlankLinesAndSupNoZeroAsNoNumber() throws {
        let oil = try krdictEntry("krdict-view-71793-참기름.xml")
        #expect(oil.level == .intermediate)
        #expect(oil.homographNumber == nil)
        #expect(oil.englishGloss == "sesame oil")
        let card = EntryCard(entry: oil, language: .ko).render(columns: 80, style: .plain)
        #expect(card.hasPrefix("참기름  명사  [참기름]\n"), "\(card)")
        for name in ["krdict-view-15392-가입하다.xml", "krdict-view-82614-탈퇴하다.xml"] {
            #expect(try krdictEntry(name).homographNumber == nil, "\(name)")
        }
    }

    /// 탈퇴하다 in two editions of 한국어기초사전: both give two pronunciations and the same
    /// English. The 2018 one gives 脫退 + 하다; the current one 脫脫退 + 하다, a 한자 more than
    /// the word has syllables — it cannot be the word's 원어, and no card shows it.
    @Test(arguments: [
        ("krdict-view-82614-탈퇴하다-2018-02.xml", "脫退하다" as String?),
        ("krdict-view-82614-탈퇴하다.xml", nil),
    ])
    func krdictViewOfTwoEditionsShowsOnlyAnOriginThatFitsTheWord(name: String, origin: String?) throws {
        let entry = try krdictEntry(name)
        #expect(entry.partOfSpeech == "동사")
        #expect(entry.pronunciation == "탈퇴하다/탈퉤하다")
        #expect(entry.englishGloss == "withdraw; drop out; leave")
        #expect(entry.origin == origin)
    }

    /// A 한국어기초사전 search asked without translations: its hits have no English.
    @Test(arguments: ["krdict-search-안녕-2018-02.xml", "krdict-search-나무-wordpuzzle.xml"])
    func krdictSearchWithoutTranslationsGivesNoEnglish(name: String) throws {
        let hits = try KrdictDecoding.searchHits(in: document(name))
        #expect(!hits.isEmpty)
        #expect(hits.allSatisfy { $0.senses.allSatisfy(\.translations.isEmpty) })
        #expect(Entry(searchHit: try #require(hits.first), provider: .krdict).englishGloss == nil)
    }

    /// A card made from such a hit alone gives each meaning with nothing under it.
    @Test func aCardFromASearchWithoutTranslationsGivesEachMeaningAlone() throws {
        let tree = try #require(try KrdictDecoding.searchHits(in: document("krdict-search-나무-wordpuzzle.xml")).first)
        let card = EntryCard(entry: Entry(searchHit: tree, provider: .krdict), language: .en)
            .render(columns: 100, style: .plain).split(separator: "\n").map(String.init)
        let first = try #require(card.firstIndex { $0.hasPrefix("1. ") })
        #expect(
            Array(card[first...first + 2]) == [
                "1. 단단한 줄기에 가지와 잎이 달린, 여러 해 동안 자라는 식물.", "2. 집이나 가구 등을 만드는 데 사용하는 재목.",
                "3. 불을 때기 위해 베어 놓은 나무의 줄기나 가지.",
            ], "\(card)")
    }

    /// 지상's lexical_info is `[{}]`, one empty object: no related word, no Synonyms row.
    @Test func anEmptyLexicalInfoIsNoRelatedWord() throws {
        let entry = try stdictEntry("stdict-view-481636-지상.pretty-printed.json")
        #expect(entry.senses.first?.relatedWords == [])
        #expect(entry.allRelatedWords.isEmpty)
        let card = EntryCard(entry: entry, language: .en).render(columns: 80, style: .plain)
        #expect(!card.contains("Synonyms"), "\(card)")
    }

    @Test func opendictSearchTakesNumbersAndASingleSenseObject() throws {
        let hits = try OpendictDecoding.searchHits(in: document("opendict-search-나무.brackets-closed.json"))
        let tree = try #require(hits.first)
        #expect(tree.targetCode == "368281")
        #expect(tree.definition == "줄기나 가지가 목질로 된 여러해살이 식물.")
        #expect(tree.link == "https://opendict.korean.go.kr/dictionary/view?sense_no=368281")
        #expect(tree.isStandard)
    }

    /// The examples of type 대화 in a krdict XML body, read with the same reader.
    func dialogueExamples(in body: String) throws -> [String] {
        guard case .document(let document) = try ResponseReader.read(Array(body.utf8)) else { return [] }
        var found: [String] = []
        func walk(_ node: DocumentNode) {
            if node.name == "example_info", node.string("type") == "대화", let example = node.string("example") {
                found.append(DictionaryText.clean(example))
            }
            node.children.forEach(walk)
        }
        walk(document)
        return found
    }
}
