/// Which homographs to view, and in what order, when the search does not say which one is
/// wanted (표준국어대사전's search gives no 원어 and lists every homograph: 사과 has eight).
///
/// The order is deterministic:
/// 1. only the homographs of the wanted part of speech (all of them when none has it);
/// 2. those whose search definition shares the most two-syllable runs with the word bank's
///    own meaning and example first (a cheap guess that spares views);
/// 3. among equals, the order `rankedMatches` gave (the lowest homograph number first).
/// The client then views them in that order, a few at a time, and keeps the first whose
/// 원어 is the bank's 한자 (`matchesOrigin`), so the guess only decides how many views it
/// takes, never which entry wins.
public enum HomographChoice {
    public static func order(_ hits: [SearchHit], partOfSpeech: String?, meaning: String?) -> [SearchHit] {
        let samePart = hits.filter { partOfSpeech != nil && $0.partOfSpeech == partOfSpeech }
        let candidates = samePart.isEmpty ? hits : samePart
        let wanted = syllablePairs(meaning ?? "")
        let scored = candidates.enumerated().map { offset, hit in
            (hit: hit, score: syllablePairs(hit.definition).intersection(wanted).count, offset: offset)
        }
        return scored.sorted { ($0.score, -$0.offset) > ($1.score, -$1.offset) }.map(\.hit)
    }

    /// The homograph that what wordquiz knows of the word picks out with confidence: the only
    /// one of the wanted part of speech, or the one whose definition and translations share
    /// clearly more with the wanted meaning and gloss than any other (two points or more, and
    /// more than the next: a shared syllable pair is one, a shared English word two); nil when
    /// that cannot decide, and a guess would be presented as the word.
    public static func decisive(_ hits: [SearchHit], partOfSpeech: String?, meaning: String?, english: String? = nil)
        -> SearchHit?
    {
        guard hits.count > 1 else { return hits.first }
        let samePart = hits.filter { partOfSpeech != nil && $0.partOfSpeech == partOfSpeech }
        if samePart.count == 1 { return samePart[0] }
        let candidates = samePart.isEmpty ? hits : samePart
        let wanted = syllablePairs(meaning ?? "")
        let glossWords = englishWords(english ?? "")
        let scored = candidates.map { hit in
            let translated = englishWords(hit.translations.map(\.word).joined(separator: " "))
            let score =
                syllablePairs(hit.definition).intersection(wanted).count + 2 * translated.intersection(glossWords).count
            return (hit: hit, score: score)
        }.sorted { $0.score > $1.score }
        guard let first = scored.first, first.score >= 2, scored.count == 1 || first.score > scored[1].score else {
            return nil
        }
        return first.hit
    }

    /// Whether a viewed 원어 is the wanted 한자: the same Hanja, whatever else is around them
    /// (加入 matches 加入하다). Nothing matches a wanted origin without Hanja.
    public static func matchesOrigin(_ viewed: String?, wanted: String?) -> Bool {
        guard let viewed, let wanted else { return false }
        let wantedHanja = wanted.filter(OriginalLanguage.isHanja)
        guard !wantedHanja.isEmpty else { return viewed == wanted }
        return viewed.filter(OriginalLanguage.isHanja) == wantedHanja
    }

    /// The English words of a gloss, in lower case, without the little words every gloss
    /// has: `to make aware; hello` → {make, aware, hello}.
    static func englishWords(_ text: String) -> Set<String> {
        Set(text.lowercased().split { !$0.isLetter }.map(String.init).filter { $0.count > 1 })
            .subtracting(glossFillers)
    }

    private static let glossFillers: Set<String> = [
        "to", "the", "of", "and", "or", "be", "an", "in", "on", "for", "with", "as", "at", "by", "one", "someone",
        "something", "is", "it",
    ]

    /// The pairs of adjacent Hangul syllables in a text (spaces and punctuation break a run).
    static func syllablePairs(_ text: String) -> Set<String> {
        var pairs = Set<String>()
        var previous: Character?
        for character in text {
            if Hangul.syllable(character) != nil {
                if let previous { pairs.insert(String([previous, character])) }
                previous = character
            } else {
                previous = nil
            }
        }
        return pairs
    }
}
