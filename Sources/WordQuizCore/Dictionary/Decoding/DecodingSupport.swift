/// Helpers the three decoders share.
enum DecodingSupport {
    /// The `channel` element, which every search response must have (an empty body is
    /// handled before decoding).
    static func channel(_ document: DocumentNode) throws(MalformedResponse) -> DocumentNode {
        guard let channel = document.child("channel") else {
            throw MalformedResponse("the response has no <channel>")
        }
        return channel
    }

    /// The view's `item`, directly under the document or inside `channel`.
    static func viewItem(_ document: DocumentNode) throws(MalformedResponse) -> DocumentNode? {
        if let item = document.child("item") { return item }
        guard let channel = document.child("channel") else {
            throw MalformedResponse("the response has neither <channel> nor <item>")
        }
        return channel.child("item")
    }

    /// The view's `item`, its `word_info` and the headword written there; nil for an empty
    /// view, an error when the item names no word.
    static func viewWord(_ document: DocumentNode) throws(MalformedResponse) -> (
        item: DocumentNode, wordInfo: DocumentNode, headword: Headword
    )? {
        guard let item = try viewItem(document) else { return nil }
        guard let wordInfo = item.child("word_info"), let rawWord = clean(wordInfo.string("word")) else {
            throw MalformedResponse("the entry has no word_info.word")
        }
        return (item, wordInfo, Headword(parsing: rawWord))
    }

    static func clean(_ text: String?) -> String? {
        guard let text else { return nil }
        let cleaned = DictionaryText.clean(text)
        return cleaned.isEmpty ? nil : cleaned
    }

    /// 원어, the Hanja or source-language spelling, from a view's `original_language_info`
    /// parts, joined as the dictionary shows them. A view's `word_info.origin` is the
    /// etymology (어원, "＜나모＜용가＞"), not the 원어, and is not read.
    static func origin(in wordInfo: DocumentNode, headword: String) -> String? {
        let parts = wordInfo.children("original_language_info").compactMap {
            clean($0.string("original_language")).map(cleanOrigin)
        }
        return OriginalLanguage.join(parts, headword: headword)
    }

    /// A part of speech worth showing: not empty, not 품사 없음.
    static func partOfSpeech(_ raw: String?) -> String? {
        guard let cleaned = clean(raw), cleaned != "품사 없음" else { return nil }
        return cleaned
    }

    /// The target code at `node`'s `target_code`, if it is digits.
    static func targetCode(_ node: DocumentNode) -> String? {
        TargetCode.validated(node.string("target_code"))
    }

    /// The view item's own target code, checked against the hit it was asked for: a view of
    /// another entry, or one whose code is not a code, is refused.
    static func viewTargetCode(_ item: DocumentNode, hit: SearchHit?) throws(MalformedResponse) -> String? {
        guard let raw = item.string("target_code") else { return hit?.targetCode }
        guard let code = TargetCode.validated(raw) else {
            throw MalformedResponse("the view's target_code is not a number")
        }
        if let expected = hit?.targetCode, expected != code {
            throw MalformedResponse("the view is of entry \(code), not of \(expected)")
        }
        return code
    }

    /// Drops the loanword markers (`←`, `▼`) that precede a source-language spelling.
    static func cleanOrigin(_ origin: String) -> String {
        let trimmed = origin.filter { $0 != "▼" && $0 != "←" }.trimmingWhitespace()
        return trimmed
    }

    static func pronunciation(in wordInfo: DocumentNode) -> String? {
        let parts = wordInfo.children("pronunciation_info").compactMap {
            clean($0.string("pronunciation"))
        }
        if !parts.isEmpty { return parts.joined(separator: "/") }
        return clean(wordInfo.string("pronunciation"))
    }

    /// The examples in the dictionary's order, each of its kind (한국어기초사전's `type`: 문장,
    /// 구, 대화) and with the work it is quoted from (표준국어대사전's `source`).
    static func examples(in senseInfo: DocumentNode) -> [Example] {
        senseInfo.children("example_info").compactMap { info in
            guard let text = clean(info.string("example")) else { return nil }
            return Example(
                text, kind: Example.Kind(dictionaryType: clean(info.string("type"))),
                source: clean(info.string("source")))
        }
    }

    /// The sentence patterns of a sense (`pattern_info/pattern`).
    static func patterns(in senseInfo: DocumentNode) -> [String] {
        senseInfo.children("pattern_info").compactMap { clean($0.string("pattern")) }
    }

    /// Related words listed under `element` (`rel_info`, `relation_info`), each with the
    /// relation its `type` names; `relation` names it for lists that have no type
    /// (`der_info`, the word a word is derived from). `code` reads the related entry's code
    /// from an item: its `link_target_code` or `target_code` unless a list says otherwise.
    static func relatedWords(
        in node: DocumentNode, element: String, relation: String? = nil,
        code: (DocumentNode) -> String? = { $0.string("link_target_code") ?? $0.string("target_code") }
    ) -> [RelatedWord] {
        node.children(element).compactMap { info in
            guard let raw = clean(info.string("word")), let relation = relation ?? clean(info.string("type")) else {
                return nil
            }
            let word = Headword(parsing: raw).text
            guard !word.isEmpty else { return nil }
            return RelatedWord(relation: relation, word: word, targetCode: TargetCode.validated(code(info)))
        }
    }

    /// The subject categories of a word (`category_info/written_form`), nil when there are none.
    static func categories(in wordInfo: DocumentNode) -> [String]? {
        let categories = wordInfo.children("category_info").compactMap { clean($0.string("written_form")) }
        return categories.isEmpty ? nil : categories
    }

    /// The link of the first photograph (`multimedia_info` of type 사진) in the word's senses
    /// or the word itself; only an `http` or `https` address is taken.
    static func pictureLink(in wordInfo: DocumentNode) -> String? {
        let infos =
            wordInfo.children("multimedia_info")
            + wordInfo.children("sense_info").flatMap {
                $0.children("multimedia_info")
            }
        for info in infos where clean(info.string("type")) == "사진" {
            guard let link = clean(info.string("link")), !link.contains(" ") else { continue }
            let lower = link.lowercased()
            if lower.hasPrefix("https://") || lower.hasPrefix("http://") { return link }
        }
        return nil
    }

    /// The unit the entry is (`word_unit`) where it is not a single word: 구, 관용구, 속담.
    /// A single word is 단어 to 표준국어대사전 and 한국어기초사전 and 어휘 to 우리말샘.
    static func wordUnit(in wordInfo: DocumentNode) -> String? {
        guard let unit = clean(wordInfo.string("word_unit")), !["단어", "어휘"].contains(unit) else { return nil }
        return unit
    }

    /// A level worth showing: 초급, 중급 or 고급; not 없음, nor a grade wordquiz has no level for.
    static func level(_ raw: String?) -> BankWord.Level? {
        clean(raw).flatMap(BankWord.Level.init(label:))
    }

    static func translations(in node: DocumentNode) -> [Translation] {
        node.children("translation").compactMap { t in
            guard let word = clean(t.string("trans_word")) else { return nil }
            return Translation(
                language: TranslationLanguage(named: clean(t.string("trans_lang")) ?? ""),
                word: word, definition: clean(t.string("trans_dfn")))
        }
    }
}

/// A body that could not be understood as the documented format.
public struct MalformedResponse: Error, Sendable, Equatable {
    public var reason: String
    public init(_ reason: String) { self.reason = reason }
}
