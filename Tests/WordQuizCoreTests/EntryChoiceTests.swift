import Foundation
import TestSupport
import Testing
import WordQuizCore
import WordQuizParsing

/// Which entry is the word, decided without a server: the rules of `EntryChoice` fed with
/// what the dictionaries' real answers decode to (../shared/real-responses).
@Suite(.enabled(if: RealResponses.isAvailable, Comment(rawValue: RealResponses.absentNote)))
struct EntryChoiceTests {
    func hits(_ name: String, _ provider: Provider) throws -> [SearchHit] {
        guard case .document(let document) = try ResponseReader.read(try RealResponses.bytes(name)) else {
            return []
        }
        return try #require(provider.decoding).searchHits(in: document)
    }

    func bank(_ word: String) throws -> WantedWord {
        try #require(WordBank.embedded.word(word)).wanted
    }

    /// 표준국어대사전's search lists 사과's eight homographs without a 원어: every one is a
    /// contender, the views decide, and nothing is the word until one of them is 沙果.
    @Test func stdictsEightApplesAreAllViewedUntilOneIsTheFruit() throws {
        let hits = try hits("stdict-search-사과.json", .stdict)
        let choice = EntryChoice(wanted: try bank("사과"), hits: hits)
        #expect(!choice.tellsOriginsApart)
        #expect(choice.contenders.count == 8)
        #expect(Set(choice.contenders.compactMap(\.targetCode)) == Set(hits.compactMap(\.targetCode)))
        #expect(choice.wantsOriginSearch)
        // A round of four other homographs settles nothing; a view of 沙果 settles it, and is chosen
        // over the views before it.
        let others = choice.contenders.prefix(4).map { Entry(searchHit: $0, provider: .stdict) }
        #expect(!choice.isSettled(by: others))
        var fruit = Entry(searchHit: try #require(hits.first { $0.targetCode == "441490" }), provider: .stdict)
        fruit.origin = "沙果"
        #expect(choice.isSettled(by: others + [fruit]))
        #expect(choice.chosenView(among: [nil] + others + [fruit]) == 5)
        // Views without the wanted 원어: the first read is taken.
        #expect(choice.chosenView(among: [nil, others[1], others[0]]) == 1)
        #expect(choice.chosenView(among: [nil, nil]) == nil)
        // A view of another headword — a server that answered for another entry — is not 사과.
        var pear = fruit
        pear.headword = "배"
        #expect(choice.chosenView(among: [pear, others[1]]) == 1)
        #expect(choice.chosenView(among: [pear]) == nil)
    }

    /// With no view read, the search alone never guesses among eight homographs; the
    /// dictionary's search by 원어 confirms the fruit, which keeps the bank's 沙果.
    @Test func withoutAViewOnlyTheSearchByOriginConfirmsAHomograph() throws {
        let hits = try hits("stdict-search-사과.json", .stdict)
        let choice = EntryChoice(wanted: try bank("사과"), hits: hits)
        #expect(choice.searchOnly(provider: .stdict) == .unconfirmed(homographs: 8))
        let byOrigin = hits.filter { $0.targetCode == "441490" }
        let confirmed = choice.confirmed(byOriginSearch: byOrigin)
        #expect(confirmed == ["441490"])
        guard case .entry(let entry) = choice.searchOnly(confirmed: confirmed, provider: .stdict) else {
            Issue.record("the confirmed homograph is the word")
            return
        }
        #expect(entry.targetCode == "441490")
        #expect(entry.homographNumber == 5)
        #expect(entry.senses.map(\.definition) == ["사과나무의 열매."])
        #expect(entry.origin == "沙果", "the bank's 한자, the homograph being surely the bank's")
        #expect(entry.isSearchOnly == true)
        // A search by 원어 that finds every homograph (or none) tells nothing apart.
        #expect(choice.confirmed(byOriginSearch: hits).isEmpty)
        #expect(choice.confirmed(byOriginSearch: []).isEmpty)
    }

    /// Two homographs the search cannot tell apart are already two: with no view read, the
    /// dictionary's search by 원어 is asked (generated survivor eaef032f57 asked it only for
    /// three or more). One homograph leaves nothing to tell apart.
    @Test func twoHomographsAreEnoughToAskTheSearchByOrigin() throws {
        let all = try hits("stdict-search-사과.json", .stdict)
        let fruit = try #require(all.first { $0.targetCode == "441490" })
        let other = try #require(all.first { $0.targetCode != "441490" })
        let choice = EntryChoice(wanted: try bank("사과"), hits: [other, fruit])
        #expect(choice.ranked.count == 2)
        #expect(!choice.tellsOriginsApart)
        #expect(choice.wantsOriginSearch)
        #expect(choice.searchOnly(provider: .stdict) == .unconfirmed(homographs: 2))
        #expect(choice.confirmed(byOriginSearch: [fruit]) == ["441490"])
        let alone = EntryChoice(wanted: try bank("사과"), hits: [fruit])
        #expect(!alone.wantsOriginSearch)
    }

    /// A gloss matches any of a homograph's translations, not only its first: a deck's 배 =
    /// "stomach" is the belly (its second translation), not the ship or the pear.
    @Test func aGlossMatchesAnyOfAHomographsTranslations() {
        func hit(_ number: Int, _ definition: String, _ words: [String]) -> SearchHit {
            SearchHit(
                headword: Headword(text: "배", homographNumber: number), targetCode: "\(number)",
                partOfSpeech: "명사", definition: definition,
                translations: words.map { Translation(language: "영어", word: $0) })
        }
        let hits = [
            hit(1, "사람이나 짐을 싣고 물 위로 다니는 탈것.", ["ship", "boat"]),
            hit(2, "배나무의 열매.", ["pear"]),
            hit(3, "가슴과 엉덩이 사이의 부분.", ["belly", "stomach"]),
        ]
        let picked = HomographChoice.decisive(hits, partOfSpeech: "명사", meaning: nil, english: "stomach")
        #expect(picked?.targetCode == "3")
        #expect(HomographChoice.decisive(hits, partOfSpeech: "명사", meaning: nil, english: "a boat")?.targetCode == "1")
    }

    /// A deck's 안녕 = "hello", with neither part of speech nor 원어: krdict's search has both
    /// homographs; the gloss and the meaning pick out the 감탄사, the one contender.
    @Test func aDecksGlossPicksTheGreetingAmongKrdictsHomographs() throws {
        let hits = try hits("krdict-search-안녕.xml", .krdict)
        let wanted = WantedWord(word: "안녕", partOfSpeech: nil, meaning: "인사말", english: "hello")
        let choice = EntryChoice(wanted: wanted, hits: hits)
        #expect(choice.ranked.count >= 2)
        #expect(choice.tellsOriginsApart, "no 원어 to check")
        #expect(choice.contenders.map(\.targetCode) == ["17298"])
        #expect(!choice.wantsOriginSearch)
        guard case .entry(let entry) = choice.searchOnly(provider: .krdict) else {
            Issue.record("the greeting is the word")
            return
        }
        #expect(entry.targetCode == "17298")
        #expect(entry.partOfSpeech == "감탄사")
        #expect(entry.origin == nil)
    }

    /// A deck's 안녕 that says nothing that tells them apart is not guessed at.
    @Test func aDeckWordThatTellsNothingApartIsNotGuessed() throws {
        let hits = try hits("krdict-search-안녕.xml", .krdict)
        let choice = EntryChoice(wanted: WantedWord(word: "안녕", partOfSpeech: nil), hits: hits)
        #expect(choice.decided == nil)
        #expect(choice.contenders.count == 1, "the best hit is viewed")
        #expect(choice.searchOnly(provider: .krdict) == .unconfirmed(homographs: choice.ranked.count))
    }

    /// 남, 남- and -남 are three words: the free one is never the affix or the ending, and an
    /// affix asked for is the affix.
    @Test func aBoundFormIsNeverTakenForTheFreeWord() throws {
        let hits = try hits("krdict-search-남-kottakji-reformatted.xml", .krdict)
        let free = EntryChoice(wanted: WantedWord(word: "남", partOfSpeech: "명사"), hits: hits)
        #expect(!free.ranked.isEmpty)
        #expect(free.ranked.allSatisfy { !$0.headword.isBound })
        #expect(free.contenders.allSatisfy { $0.headword.text == "남" })
        let prefix = EntryChoice(wanted: WantedWord(word: "남-", partOfSpeech: nil), hits: hits)
        #expect(prefix.ranked.allSatisfy { $0.headword.isBound })
    }

    /// A search with no result: nothing to view, and the word is not found.
    @Test func aSearchWithNoResultIsNotFound() throws {
        let hits = try hits("krdict-search-라이언-total0.xml", .krdict)
        let choice = EntryChoice(wanted: WantedWord(word: "라이언", partOfSpeech: nil), hits: hits)
        #expect(choice.ranked.isEmpty)
        #expect(choice.contenders.isEmpty)
        #expect(choice.searchOnly(provider: .krdict) == .notFound)
    }

    /// krdict's one 안경 keeps the bank's 眼鏡 when the search gives no 원어; krdict's and
    /// opendict's searches that do give origins (or a word without one) have one contender.
    @Test func theOnlyHomographKeepsTheBanksHanja() throws {
        let hits = try hits("krdict-search-안경.xml", .krdict)
        let choice = EntryChoice(wanted: try bank("안경"), hits: hits)
        #expect(choice.contenders.count == 1)
        guard case .entry(let entry) = choice.searchOnly(provider: .krdict) else {
            Issue.record("the only 안경 is the word")
            return
        }
        #expect(entry.origin == "眼鏡")
        for (name, provider) in [("opendict-search-나무.brackets-closed.json", Provider.opendict)] {
            let tree = EntryChoice(wanted: try bank("나무"), hits: try self.hits(name, provider))
            #expect(tree.tellsOriginsApart)
            #expect(tree.contenders.count == 1)
            #expect(tree.contenders.first?.headword.text == "나무", "\(name)")
        }
    }
}
