/// 우리말샘: search `channel.item[].{word, sense[]}`; view `item.{word_info{…, word_unit},
/// sense_info[]{definition, relation_info[], example_info[]{example, source}}}`.
public enum OpendictDecoding: DictionaryDecoding {
    public static func searchHits(in document: DocumentNode) throws(MalformedResponse)
        -> [SearchHit]
    {
        let channel = try DecodingSupport.channel(document)
        return channel.children("item").flatMap { item -> [SearchHit] in
            guard let word = DecodingSupport.clean(item.string("word")) else { return [] }
            return item.children("sense").map { sense in
                let targetCode = DecodingSupport.targetCode(sense)
                return SearchHit(
                    headword: Headword(parsing: word),
                    targetCode: targetCode,
                    partOfSpeech: DecodingSupport.partOfSpeech(sense.string("pos")),
                    definition: DecodingSupport.clean(sense.string("definition")) ?? "",
                    wordType: DecodingSupport.clean(sense.string("type")),
                    category: DecodingSupport.clean(sense.string("cat")),
                    origin: DecodingSupport.clean(sense.string("origin"))
                        .map(DecodingSupport.cleanOrigin),
                    link: targetCode.flatMap(Provider.opendict.entryLink(targetCode:)))
            }
        }
    }

    public static func entry(inView document: DocumentNode, hit: SearchHit?)
        throws(MalformedResponse) -> Entry?
    {
        guard let (item, wordInfo, viewHeadword) = try DecodingSupport.viewWord(document) else { return nil }
        let headword = viewHeadword
        let senseInfos = item.children("sense_info")
        let senses = senseInfos.compactMap { info -> Sense? in
            guard let definition = DecodingSupport.clean(info.string("definition")) else {
                return nil
            }
            return Sense(
                definition: definition, examples: DecodingSupport.examples(in: info),
                relatedWords: DecodingSupport.relatedWords(in: info, element: "relation_info"))
        }
        let targetCode = try DecodingSupport.viewTargetCode(item, hit: hit)
        return Entry(
            headword: headword.text,
            homographNumber: headword.homographNumber ?? hit?.headword.homographNumber,
            partOfSpeech: senseInfos.lazy.compactMap { DecodingSupport.partOfSpeech($0.string("pos")) }
                .first ?? hit?.partOfSpeech,
            pronunciation: DecodingSupport.pronunciation(in: wordInfo),
            origin: DecodingSupport.origin(in: wordInfo, headword: headword.text) ?? hit?.origin,
            senses: senses.isEmpty ? (hit?.senses ?? []) : senses,
            link: targetCode.flatMap(Provider.opendict.entryLink(targetCode:)),
            provider: .opendict,
            targetCode: targetCode,
            wordUnit: DecodingSupport.wordUnit(in: wordInfo))
    }
}
