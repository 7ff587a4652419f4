/// Reduces one provider's documented response shapes to `SearchHit`s and `Entry`s.
///
/// Decoders are lenient where the APIs are inconsistent (one object or an array, numbers as
/// strings, missing optional fields) and strict where it matters: a body without the expected
/// root is malformed. API error bodies are recognised before a decoder is called.
public protocol DictionaryDecoding: Sendable {
    static func searchHits(in document: DocumentNode) throws(MalformedResponse) -> [SearchHit]
    /// The entry in a view response; `hit` supplies what the view lacks (level, link).
    static func entry(inView document: DocumentNode, hit: SearchHit?) throws(MalformedResponse)
        -> Entry?
}
