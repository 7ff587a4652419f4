extension Array where Element == SearchHit {
    /// The hits that match a word we asked for, best first: same headword (markers and
    /// spaces ignored) and standard; then, in order of preference, the same origin (사과 沙果,
    /// the fruit, not 사과 謝過, the apology), the same part of speech, the lowest homograph
    /// number. An affix or an ending (남-, -남) is never taken for the free word (남) unless the
    /// word asked for is written as one.
    public func rankedMatches(for word: String, partOfSpeech: String? = nil, origin: String? = nil)
        -> [SearchHit]
    {
        let key = Headword.matchKey(word)
        let wantsBound = Headword(parsing: word).isBound
        let candidates = filter {
            Headword.matchKey($0.headword.text) == key && $0.isStandard && $0.headword.isBound == wantsBound
        }
        // Ties keep the dictionary's order.
        func rank(_ hit: SearchHit, _ offset: Int) -> (Int, Int, Int, Int) {
            let originRank = (origin != nil && hit.origin == origin) ? 0 : 1
            let posRank = (partOfSpeech != nil && hit.partOfSpeech == partOfSpeech) ? 0 : 1
            return (originRank, posRank, hit.headword.homographNumber ?? 0, offset)
        }
        return candidates.enumerated()
            .sorted { rank($0.element, $0.offset) < rank($1.element, $1.offset) }
            .map(\.element)
    }
}
