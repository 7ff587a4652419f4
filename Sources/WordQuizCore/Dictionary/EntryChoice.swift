/// Which entry of a dictionary's answers is the word wanted: the rules, apart from the
/// requests that fetch the answers (`DictionaryClient` asks; this decides).
///
/// 1. The search's hits that are the word (`rankedMatches`: the same headword, standard,
///    the wanted 원어, part of speech and the lowest homograph number first).
/// 2. A search that tells homographs' origins apart (krdict, opendict), or a word with no
///    원어 to check, has one contender: the best hit, or for a word without 원어 the one
///    homograph what wordquiz knows of the word picks out (안녕 = "hello" is the 감탄사, not
///    安寧). A search without origins (stdict) leaves the choice to the views: every homograph,
///    in `HomographChoice.order`, viewed a few at a time until a round holds the wanted 원어.
/// 3. Of the views read, the one whose 원어 is the wanted one, else the first.
/// 4. With no view read, the search's own senses — of the homograph the dictionary confirms
///    by 원어 (표준국어대사전's search by 원어), or that what wordquiz knows picks out; never a
///    guess among several (`unconfirmed`).
public struct EntryChoice: Sendable {
    public let wanted: WantedWord
    /// The hits that are the word asked for, best first; none: the dictionary does not have it.
    public let ranked: [SearchHit]
    /// Whether the search tells the homographs' origins apart (or there is no 원어 to check):
    /// then the best hit is the word, and no homograph need be viewed to find it.
    public let tellsOriginsApart: Bool
    /// The homograph what wordquiz knows of the word picks out with confidence, if any.
    public let decided: SearchHit?

    /// At most this many homographs are viewed at once.
    public static let viewsAtOnce = 4

    public init(wanted: WantedWord, hits: [SearchHit]) {
        self.wanted = wanted
        ranked = hits.rankedMatches(for: wanted.word, partOfSpeech: wanted.partOfSpeech, origin: wanted.origin)
        tellsOriginsApart = wanted.origin == nil || ranked.first?.origin != nil
        decided = HomographChoice.decisive(
            ranked, partOfSpeech: wanted.partOfSpeech, meaning: wanted.meaning, english: wanted.english)
    }

    /// The hits to view, in order, a round of `viewsAtOnce` at a time.
    public var contenders: [SearchHit] {
        guard let best = ranked.first else { return [] }
        guard !tellsOriginsApart else { return [(wanted.origin == nil ? decided : nil) ?? best] }
        return HomographChoice.order(ranked, partOfSpeech: wanted.partOfSpeech, meaning: wanted.meaning)
    }

    /// Whether a round's views settle the choice: one of them is of the wanted 원어.
    public func isSettled(by viewed: [Entry?]) -> Bool {
        viewed.contains { HomographChoice.matchesOrigin($0?.origin, wanted: wanted.origin) }
    }

    /// Which of the views read (in the order viewed) is the word: the first of the wanted
    /// 원어, else the first read; nil when none was read. A view of another headword (a
    /// server's answer for another entry) is never the word.
    public func chosenView(among viewed: [Entry?]) -> Int? {
        let key = Headword.matchKey(wanted.word)
        let ofTheWord = viewed.map { entry in entry.flatMap { Headword.matchKey($0.headword) == key ? $0 : nil } }
        return ofTheWord.firstIndex { HomographChoice.matchesOrigin($0?.origin, wanted: wanted.origin) }
            ?? ofTheWord.firstIndex { $0 != nil }
    }

    /// Whether, with no view read, asking the dictionary for the wanted 원어 could confirm a
    /// homograph: the search did not tell them apart, there are several, and the word has one.
    public var wantsOriginSearch: Bool {
        !tellsOriginsApart && ranked.count >= 2 && wanted.origin != nil
    }

    /// The target codes among the ranked hits that a search by the wanted 원어 found (`found`:
    /// its hits); none when it tells nothing apart (every homograph, or none).
    public func confirmed(byOriginSearch found: [SearchHit]) -> Set<String> {
        let codes = Set(ranked.compactMap(\.targetCode))
        let key = Headword.matchKey(wanted.word)
        let matching = Set(found.filter { Headword.matchKey($0.headword.text) == key }.compactMap(\.targetCode))
            .intersection(codes)
        return matching.count < codes.count ? matching : []
    }

    /// What the choice comes to without a view.
    public enum SearchOnly: Sendable, Equatable {
        /// The search's senses of the homograph that is the word, marked search-only.
        case entry(Entry)
        /// Several homographs, and nothing to tell which is the word.
        case unconfirmed(homographs: Int)
        /// The dictionary has no such word, or its search gives no meaning.
        case notFound
    }

    /// With no view read: the search's own entry of the homograph that is the word —
    /// confirmed by 원어 (`confirmed`), picked out by what wordquiz knows, of the wanted
    /// 원어, or the only one. It keeps what the bank knows of the word's 한자 where the search
    /// gives none and the homograph is surely the bank's (안경 keeps 眼鏡).
    public func searchOnly(confirmed: Set<String> = [], provider: Provider) -> SearchOnly {
        guard let best = ranked.first else { return .notFound }
        let searched =
            ranked.first { confirmed.contains($0.targetCode ?? "") }
            ?? (wanted.origin == nil ? decided : nil)
            ?? (HomographChoice.matchesOrigin(best.origin, wanted: wanted.origin) || ranked.count == 1
                ? best : decided)
        guard let searched else { return .unconfirmed(homographs: ranked.count) }
        var entry = Entry(searchHit: searched, provider: provider)
        entry.isSearchOnly = true
        let isTheBanksHomograph =
            confirmed.contains(searched.targetCode ?? "") || ranked.count == 1
            || (decided != nil && decided?.targetCode == searched.targetCode)
        if entry.origin == nil, searched.origin == nil, isTheBanksHomograph { entry.origin = wanted.origin }
        guard !entry.senses.isEmpty, !searched.definition.isEmpty else { return .notFound }
        return .entry(entry)
    }
}

extension Entry {
    /// What a search's hit alone tells of its entry, for when there is no view.
    public init(searchHit hit: SearchHit, provider: Provider) {
        self.init(
            headword: hit.headword.text, homographNumber: hit.headword.homographNumber,
            partOfSpeech: hit.partOfSpeech, pronunciation: hit.pronunciation, origin: hit.origin,
            level: hit.level, senses: hit.senses, link: hit.link, provider: provider, targetCode: hit.targetCode)
    }
}
