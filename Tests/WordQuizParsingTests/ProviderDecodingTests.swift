import TestSupport
import Testing
import WordQuizCore

@testable import WordQuizParsing

/// Each provider's documented responses, in each format it offers, reduce to the same entry.
@Suite struct ProviderDecodingTests {
    func document(_ fixture: String) throws -> DocumentNode {
        guard case .document(let document) = try ResponseReader.read(Fixtures.bytes(fixture)) else {
            Issue.record("\(fixture) read as empty")
            return DocumentNode(name: "")
        }
        return document
    }

    @Test(arguments: ["opendict-search.xml", "opendict-search.json"])
    func opendictSearchFindsTheFruitAmongHomographs(fixture: String) throws {
        let hits = try OpendictDecoding.searchHits(in: document(fixture))
        let best = try #require(hits.rankedMatches(for: "사과", partOfSpeech: "명사", origin: "沙果").first)
        #expect(best.targetCode == "424420")
        #expect(best.definition == "사과나무에 열리는 둥근 열매.")  // escaped <FL> tags are gone
        #expect(best.link == "https://opendict.korean.go.kr/dictionary/view?sense_no=424420")
    }

    @Test func opendictSearchHidesTheDialectEntry() throws {
        let hits = try OpendictDecoding.searchHits(in: document("opendict-search.xml"))
        #expect(hits.count == 3)
        #expect(hits.filter(\.isStandard).count == 2)
    }

    @Test(arguments: ["opendict-view.xml", "opendict-view.json"])
    func opendictViewGivesTheFullEntry(fixture: String) throws {
        let entry = try #require(try OpendictDecoding.entry(inView: document(fixture), hit: nil))
        #expect(entry.headword == "사과")
        #expect(entry.partOfSpeech == "명사")
        #expect(entry.origin == "沙果")
        #expect(entry.pronunciation == "사과")
        #expect(entry.senses.first?.definition.hasPrefix("사과나무에 열리는 둥근 열매.") == true)
        #expect(entry.firstExample != nil)
        #expect(entry.provider == .opendict)
        #expect(entry.targetCode == "424420")
        #expect(entry.wordUnit == nil, "어휘 is 우리말샘's single word, not a unit to name")
        let card = EntryCard(entry: entry, language: .en).render(columns: 80, style: .plain)
        #expect(card.hasPrefix("사과  noun  [사과]\n"), "\(card)")
    }

    @Test func opendictExampleMarkupIsStripped() throws {
        let entry = try #require(try OpendictDecoding.entry(inView: document("opendict-view.xml"), hit: nil))
        #expect(entry.firstExample == "바구니에 사과가 가득 담겨 있다.")
    }

    @Test(arguments: ["stdict-search.xml", "stdict-search.json"])
    func stdictSearchReadsTheSingleSenseObjectAndSupNo(fixture: String) throws {
        let hits = try StdictDecoding.searchHits(in: document(fixture))
        #expect(hits.map(\.targetCode) == ["150207", "150214"])
        #expect(hits.map(\.headword.homographNumber) == [2, 4])
        #expect(hits[1].definition == "사과나무에 열리는 둥근 열매.")
        // Links are built from the (digits-only) target code, never taken from the server.
        #expect(hits[1].link == "https://stdict.korean.go.kr/search/searchView.do?word_no=150214")
    }

    /// stdict-view-escaped.json is the JSON one as a server that escapes every character
    /// beyond ASCII writes it (`\uc0ac\uacfc`): the same entry.
    /// An entry of several parts of speech (정말: 명사, then 부사) is shown with its first, as the
    /// dictionary lists it; a trailing 품사 없음 takes nothing away.
    @Test func aStdictEntryOfSeveralPartsOfSpeechShowsItsFirst() throws {
        func pos(_ name: String, _ definition: String) -> String {
            "<pos_info><pos>\(name)</pos><comm_pattern_info><sense_info><sense_code>1</sense_code>"
                + "<definition>\(definition)</definition></sense_info></comm_pattern_info></pos_info>"
        }
        let xml =
            "<channel><total>1</total><item><target_code>7</target_code><word_info><word>정말</word>"
            + pos("명사", "거짓이 없는 말.") + pos("부사", "거짓 없이 참으로.") + pos("품사 없음", "「…」")
            + "</word_info></item></channel>"
        guard case .document(let document) = try ResponseReader.read(Array(xml.utf8)) else {
            Issue.record("not read as a document")
            return
        }
        let entry = try #require(try StdictDecoding.entry(inView: document, hit: nil))
        #expect(entry.partOfSpeech == "명사")
        #expect(entry.senses.map(\.definition).prefix(2) == ["거짓이 없는 말.", "거짓 없이 참으로."])
    }

    @Test(arguments: ["stdict-view.xml", "stdict-view.json", "stdict-view-escaped.json"])
    func stdictViewWalksPosAndPatternInfo(fixture: String) throws {
        let entry = try #require(try StdictDecoding.entry(inView: document(fixture), hit: nil))
        #expect(entry.headword == "사과")
        #expect(entry.homographNumber == 4)
        #expect(entry.partOfSpeech == "명사")
        #expect(entry.origin == "沙果")
        #expect(entry.senses.map(\.definition) == ["사과나무에 열리는 둥근 열매. 맛이 달고 새콤하다."])
        #expect(entry.firstExample == "식탁 위에 사과 두 알이 놓여 있다.")
        // A sense's link to a word (lexical_info): the word as a reader writes it, and the
        // code of its entry from the link's word_no — link_target_code is the linked sense's.
        #expect(
            entry.senses.first?.relatedWords == [RelatedWord(relation: "참고 어휘", word: "사과나무", targetCode: "150216")])
    }

    @Test func krdictSearchCleansStrayWhitespaceAndReadsLevelAndTranslation() throws {
        let hits = try KrdictDecoding.searchHits(in: document("krdict-search.xml"))
        let fruit = try #require(hits.first)
        #expect(fruit.definition == "껍질이 붉고 둥글며 달고 새콤한 맛이 나는 과일.")
        #expect(fruit.level == .beginner)
        #expect(fruit.origin == "沙果")
        #expect(
            fruit.translations == [
                Translation(
                    language: "영어", word: "apple",
                    definition: "A round fruit with red skin and a sweet, slightly sour taste.")
            ])
    }

    @Test func krdictViewKeepsEachExampleOfItsKind() throws {
        let hits = try KrdictDecoding.searchHits(in: document("krdict-search.xml"))
        let entry = try #require(try KrdictDecoding.entry(inView: document("krdict-view.xml"), hit: hits.first))
        #expect(entry.level == .beginner)
        #expect(entry.homographNumber == 1)
        #expect(
            entry.senses.first?.examples == [
                Example("사과 한 개", kind: .phrase), Example("동생이 사과를 아삭아삭 씹어 먹었다.", kind: .sentence),
            ], "in the dictionary's order")
        #expect(entry.firstExample == "동생이 사과를 아삭아삭 씹어 먹었다.", "the card quotes a sentence before a phrase")
        #expect(entry.senses.first?.translations.first?.word == "apple")
        #expect(entry.link == "https://krdict.korean.go.kr/dicSearch/SearchView?ParaWordNo=32750")
    }

    /// 한국어기초사전 lists the word a word is derived from under `der_info`, with no type: the
    /// word family (generated survivor f932055c53, drawn by CI: only the real responses,
    /// absent from a clean clone, held it).
    @Test func krdictViewReadsTheWordFamily() throws {
        let xml = """
            <channel><item><target_code>15392</target_code><word_info><word>가입하다</word><pos>동사</pos>
            <der_info><word>가입</word><link_type>C</link_type><link_target_code>15393</link_target_code></der_info>
            <sense_info><definition>단체에 들어가다.</definition></sense_info></word_info></item></channel>
            """
        let entry = try #require(try KrdictDecoding.entry(inView: XMLDocumentReader.read(Array(xml.utf8)), hit: nil))
        #expect(entry.relatedWords == [RelatedWord(relation: "파생어", word: "가입", targetCode: "15393")])
        #expect(entry.relatedWords?.first?.known == .derived)
    }

    /// A relation's entry is linked by the code the list gives it, under `link_target_code` (as
    /// 표준국어대사전 and 한국어기초사전 send it) or `target_code`; one with neither, or with one
    /// that is not a code, is listed unlinked.
    @Test func aRelationIsLinkedByEitherNameOfItsCode() throws {
        let xml = """
            <channel><item><target_code>424420</target_code><word_info><word>사과</word></word_info>
            <sense_info><definition>열매.</definition>
            <relation_info><word>능금</word><type>비슷한말</type><target_code>401234</target_code></relation_info>
            <relation_info><word>사과나무</word><type>참고 어휘</type><link_target_code>150216</link_target_code></relation_info>
            <relation_info><word>애플</word><type>비슷한말</type></relation_info>
            <relation_info><word>빈과</word><type>비슷한말</type><target_code>12a</target_code></relation_info>
            </sense_info></item></channel>
            """
        let entry = try #require(try OpendictDecoding.entry(inView: XMLDocumentReader.read(Array(xml.utf8)), hit: nil))
        #expect(
            entry.senses.first?.relatedWords == [
                RelatedWord(relation: "비슷한말", word: "능금", targetCode: "401234"),
                RelatedWord(relation: "참고 어휘", word: "사과나무", targetCode: "150216"),
                RelatedWord(relation: "비슷한말", word: "애플"),
                RelatedWord(relation: "비슷한말", word: "빈과"),
            ])
    }

    @Test func aSearchWithNoItemsHasNoHits() throws {
        #expect(try OpendictDecoding.searchHits(in: document("opendict-empty-search.xml")).isEmpty)
    }

    @Test func aBodyWithoutChannelIsMalformed() throws {
        let odd = try XMLDocumentReader.read(Array("<rss><nothing/></rss>".utf8))
        #expect(throws: MalformedResponse.self) { try OpendictDecoding.searchHits(in: odd) }
    }

    @Test func headwordMarkersAndHomographDigitsAreSplit() throws {
        let xml = """
            <channel><item><word>가정^법원</word><sense><definition>법원.</definition><pos>명사</pos></sense></item>
            <item><word>사과-나무</word><sense><definition>나무.</definition></sense></item>
            <item><word>인간01</word><sense><definition>사람.</definition></sense></item></channel>
            """
        let hits = try OpendictDecoding.searchHits(in: XMLDocumentReader.read(Array(xml.utf8)))
        #expect(hits.map(\.headword.text) == ["가정 법원", "사과나무", "인간"])
        #expect(hits.map(\.headword.homographNumber) == [nil, nil, 1])
    }
}
