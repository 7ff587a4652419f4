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

    static func clean(_ text: String?) -> String? {
        guard let text else { return nil }
        let cleaned = DictionaryText.clean(text)
        return cleaned.isEmpty ? nil : cleaned
    }

    /// The Hanja or source-language spelling from `original_language_info`, else `origin`.
    static func origin(in wordInfo: DocumentNode) -> String? {
        let parts = wordInfo.children("original_language_info").compactMap {
            clean($0.string("original_language"))
        }
        if !parts.isEmpty { return cleanOrigin(parts.joined()) }
        return clean(wordInfo.string("origin")).map(cleanOrigin)
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

    /// Example sentences, full sentences before phrases.
    static func examples(in senseInfo: DocumentNode) -> [String] {
        let infos = senseInfo.children("example_info")
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
