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

    /// Example sentences, full sentences before phrases. 한국어기초사전's 대화 examples are lines
    /// of a dialogue, not sentences that stand alone: they are left out.
    static func examples(in senseInfo: DocumentNode) -> [String] {
        let infos = senseInfo.children("example_info").filter { $0.string("type") != "대화" }
        let sentences = infos.filter { ($0.string("type") ?? "문장") != "구" }
        let phrases = infos.filter { ($0.string("type") ?? "문장") == "구" }
        return (sentences + phrases).compactMap { clean($0.string("example")) }
    }

    /// A level worth showing: 초급, 중급 or 고급, not 없음.
    static func level(_ raw: String?) -> String? {
        guard let raw = clean(raw), raw != "없음" else { return nil }
        return raw
    }

    static func translations(in node: DocumentNode) -> [Translation] {
        node.children("translation").compactMap { t in
            guard let word = clean(t.string("trans_word")) else { return nil }
            return Translation(
                language: clean(t.string("trans_lang")) ?? "",
                word: word, definition: clean(t.string("trans_dfn")))
        }
    }
}
