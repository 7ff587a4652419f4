/// 한국어기초사전 (XML only): search `channel.item[].{target_code, word, sup_no, origin,
/// pronunciation, word_grade, pos, link, sense[]{definition, translation[]}}`; view
/// `item.word_info.{…, word_unit, category_info[], der_info[], sense_info[]{definition,
/// translation[], pattern_info[], rel_info[], example_info[]{type, example}, multimedia_info[]{type,
/// link}}}`.
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
            let senses = item.children("sense").compactMap { sense -> Sense? in
                guard let definition = DecodingSupport.clean(sense.string("definition")) else { return nil }
                return Sense(definition: definition, translations: DecodingSupport.translations(in: sense))
            }
            let targetCode = DecodingSupport.targetCode(item)
            return SearchHit(
                headword: headword,
                targetCode: targetCode,
                partOfSpeech: DecodingSupport.partOfSpeech(item.string("pos")),
                definition: senses.first?.definition ?? "",
                origin: DecodingSupport.clean(item.string("origin")).map(DecodingSupport.cleanOrigin),
                pronunciation: DecodingSupport.clean(item.string("pronunciation")),
                level: DecodingSupport.level(item.string("word_grade")),
                link: targetCode.flatMap {
                    Provider.krdict.entryLink(given: DecodingSupport.clean(item.string("link")), targetCode: $0)
                },
                translations: senses.first?.translations ?? [],
                senses: senses.isEmpty ? nil : senses)
        }
    }

    public static func entry(inView document: DocumentNode, hit: SearchHit?)
        throws(MalformedResponse) -> Entry?
    {
        guard let (item, wordInfo, viewHeadword) = try DecodingSupport.viewWord(document) else { return nil }
        var headword = viewHeadword
        if let supNo = wordInfo.integer("sup_no"), supNo > 0 { headword.homographNumber = supNo }
        let senses = wordInfo.children("sense_info").compactMap { info -> Sense? in
            guard let definition = DecodingSupport.clean(info.string("definition")) else {
                return nil
            }
            return Sense(
                definition: definition, examples: DecodingSupport.examples(in: info),
                translations: DecodingSupport.translations(in: info),
                patterns: DecodingSupport.patterns(in: info),
                relatedWords: DecodingSupport.relatedWords(in: info, element: "rel_info"))
        }
        let targetCode = try DecodingSupport.viewTargetCode(item, hit: hit)
        let derived = DecodingSupport.relatedWords(
            in: wordInfo, element: "der_info", relation: RelatedWord.derivedRelation)
        return Entry(
            headword: headword.text,
            homographNumber: headword.homographNumber ?? hit?.headword.homographNumber,
            partOfSpeech: DecodingSupport.partOfSpeech(wordInfo.string("pos")) ?? hit?.partOfSpeech,
            pronunciation: DecodingSupport.pronunciation(in: wordInfo) ?? hit?.pronunciation,
            origin: DecodingSupport.origin(in: wordInfo, headword: headword.text) ?? hit?.origin,
            level: DecodingSupport.level(wordInfo.string("word_grade")) ?? hit?.level,
            senses: senses.isEmpty ? (hit?.senses ?? []) : senses,
            link: targetCode.flatMap {
                Provider.krdict.entryLink(
                    given: DecodingSupport.clean(item.string("link") ?? document.string("channel", "link")),
                    targetCode: $0)
            },
            provider: .krdict,
            targetCode: targetCode,
            wordUnit: DecodingSupport.wordUnit(in: wordInfo),
            categories: DecodingSupport.categories(in: wordInfo),
            relatedWords: derived.isEmpty ? nil : derived,
            pictureLink: DecodingSupport.pictureLink(in: wordInfo))
    }
}
