/// 표준국어대사전: search `channel.item[].{target_code, word, sup_no, pos, sense{…}}` (one
/// sense object per item); view `item.word_info.{word_unit, relation_info[],
/// pos_info[].comm_pattern_info[]{grammar_info[], pattern_info[], sense_info[]{definition,
/// lexical_info[]{word, type, link}, example_info[]{example, source}}}}`.
public enum StdictDecoding: DictionaryDecoding {
    public static func searchHits(in document: DocumentNode) throws(MalformedResponse)
        -> [SearchHit]
    {
        let channel = try DecodingSupport.channel(document)
        return channel.children("item").flatMap { item -> [SearchHit] in
            guard let word = DecodingSupport.clean(item.string("word")) else { return [] }
            var headword = Headword(parsing: word)
            if let supNo = item.integer("sup_no"), supNo > 0 { headword.homographNumber = supNo }
            let targetCode = DecodingSupport.targetCode(item)
            return item.children("sense").map { sense in
                SearchHit(
                    headword: headword,
                    targetCode: targetCode,
                    partOfSpeech: DecodingSupport.partOfSpeech(item.string("pos")),
                    definition: DecodingSupport.clean(sense.string("definition")) ?? "",
                    wordType: DecodingSupport.clean(sense.string("type")),
                    link: targetCode.flatMap(Provider.stdict.entryLink(targetCode:)))
            }
        }
    }

    public static func entry(inView document: DocumentNode, hit: SearchHit?)
        throws(MalformedResponse) -> Entry?
    {
        guard let (item, wordInfo, viewHeadword) = try DecodingSupport.viewWord(document) else { return nil }
        var headword = viewHeadword
        if let supNo = wordInfo.integer("sup_no"), supNo > 0 { headword.homographNumber = supNo }
        var senses: [Sense] = []
        var partOfSpeech: String?
        for posInfo in wordInfo.children("pos_info") {
            if partOfSpeech == nil { partOfSpeech = DecodingSupport.partOfSpeech(posInfo.string("pos")) }
            for pattern in posInfo.children("comm_pattern_info") {
                // A pattern's grammar notes and sentence patterns hold for each of its senses.
                let notes = pattern.children("grammar_info").compactMap { DecodingSupport.clean($0.string("grammar")) }
                let patterns = DecodingSupport.patterns(in: pattern)
                for info in pattern.children("sense_info") {
                    guard let definition = DecodingSupport.clean(info.string("definition")) else {
                        continue
                    }
                    senses.append(
                        Sense(
                            definition: definition, examples: DecodingSupport.examples(in: info),
                            patterns: patterns, grammarNotes: notes,
                            relatedWords: senseRelations(in: info)))
                }
            }
        }
        let targetCode = try DecodingSupport.viewTargetCode(item, hit: hit)
        let wordRelations = DecodingSupport.relatedWords(in: wordInfo, element: "relation_info")
        return Entry(
            headword: headword.text,
            homographNumber: headword.homographNumber ?? hit?.headword.homographNumber,
            partOfSpeech: partOfSpeech ?? hit?.partOfSpeech,
            pronunciation: DecodingSupport.pronunciation(in: wordInfo),
            origin: DecodingSupport.origin(in: wordInfo, headword: headword.text) ?? hit?.origin,
            senses: senses.isEmpty ? (hit?.senses ?? []) : senses,
            link: targetCode.flatMap(Provider.stdict.entryLink(targetCode:)),
            provider: .stdict,
            targetCode: targetCode,
            wordUnit: DecodingSupport.wordUnit(in: wordInfo),
            relatedWords: wordRelations.isEmpty ? nil : wordRelations)
    }

    /// A sense's related words: `lexical_info`, where the view puts them (and `relation_info`,
    /// where the guide does). A `lexical_info` item's `link_target_code` is the related
    /// *sense*'s code, not its entry's: the entry's is the `word_no` of the link it gives.
    static func senseRelations(in senseInfo: DocumentNode) -> [RelatedWord] {
        DecodingSupport.relatedWords(in: senseInfo, element: "lexical_info") { info in
            info.string("link").flatMap(entryNumber(inLink:))
        } + DecodingSupport.relatedWords(in: senseInfo, element: "relation_info")
    }

    /// The `word_no` of a link to a 표준국어대사전 entry page (`searchView.do?word_no=416181&…`).
    static func entryNumber(inLink link: String) -> String? {
        guard let query = link.split(separator: "?", maxSplits: 1).dropFirst().first else { return nil }
        for parameter in query.split(separator: "&") {
            let pair = parameter.split(separator: "=", maxSplits: 1)
            if pair.count == 2, pair[0] == "word_no" { return String(pair[1]) }
        }
        return nil
    }
}
