/// 한국어기초사전 (XML only): search `channel.item[].{target_code, word, sup_no, origin,
/// pronunciation, word_grade, pos, link, sense[]{definition, translation[]}}`; view
/// `item.word_info.{…, sense_info[]{definition, translation[], example_info[]}}`.
/// Values carry stray tabs and line breaks, which cleaning removes.
public enum KrdictDecoding: DictionaryDecoding {
    public static func searchHits(in document: DocumentNode) throws(MalformedResponse)
        -> [SearchHit]
    {
        let channel = try DecodingSupport.channel(document)
        return channel.children("item").compactMap { item -> SearchHit? in
            guard let word = DecodingSupport.clean(item.string("word")) else { return nil }
            var headword = Headword(parsing: word)
            if let supNo = item.integer("sup_no"), supNo > 0 { headword.homographNumber = supNo }
            let senses = item.children("sense")
            return SearchHit(
                headword: headword,
                targetCode: item.string("target_code"),
                partOfSpeech: DecodingSupport.clean(item.string("pos")),
                definition: senses.lazy.compactMap { DecodingSupport.clean($0.string("definition")) }
                    .first ?? "",
                origin: DecodingSupport.clean(item.string("origin")).map(DecodingSupport.cleanOrigin),
                pronunciation: DecodingSupport.clean(item.string("pronunciation")),
                level: DecodingSupport.level(item.string("word_grade")),
                link: DecodingSupport.clean(item.string("link")),
                translations: senses.first.map(DecodingSupport.translations(in:)) ?? [])
        }
    }

    public static func entry(inView document: DocumentNode, hit: SearchHit?)
        throws(MalformedResponse) -> Entry?
    {
        guard let item = try DecodingSupport.viewItem(document) else { return nil }
        guard let wordInfo = item.child("word_info"),
            let rawWord = DecodingSupport.clean(wordInfo.string("word"))
        else { throw MalformedResponse("the entry has no word_info.word") }
        var headword = Headword(parsing: rawWord)
        if let supNo = wordInfo.integer("sup_no"), supNo > 0 { headword.homographNumber = supNo }
        let senses = wordInfo.children("sense_info").compactMap { info -> Sense? in
            guard let definition = DecodingSupport.clean(info.string("definition")) else {
                return nil
            }
            return Sense(
                definition: definition, examples: DecodingSupport.examples(in: info),
                translations: DecodingSupport.translations(in: info))
        }
        let targetCode = item.string("target_code") ?? hit?.targetCode
        return Entry(
            headword: headword.text,
            homographNumber: headword.homographNumber ?? hit?.headword.homographNumber,
            partOfSpeech: DecodingSupport.clean(wordInfo.string("pos")) ?? hit?.partOfSpeech,
            pronunciation: DecodingSupport.pronunciation(in: wordInfo) ?? hit?.pronunciation,
            origin: DecodingSupport.origin(in: wordInfo) ?? hit?.origin,
            level: DecodingSupport.level(wordInfo.string("word_grade")) ?? hit?.level,
            senses: senses.isEmpty
                ? (hit.map { [Sense(definition: $0.definition, translations: $0.translations)] } ?? [])
                : senses,
            link: hit?.link ?? targetCode.map { "https://krdict.korean.go.kr/dicSearch/SearchView?ParaWordNo=\($0)" },
            provider: .krdict,
            targetCode: targetCode)
    }
}
