/// 원어 (the source-language spelling of a word) from the parts a view lists in
/// `original_language_info`, one part per segment of the word: `Eliese` + `를` + `爲` + `하여`
/// for 엘리제를 위하여.
///
/// The parts are joined as the dictionary prints them: a space goes where the headword has
/// one. Each Hangul or Hanja part stands for as many syllables of the headword as it has
/// characters; a part in another script (Eliese) stands for the syllables left over, when
/// there is only one such part. When the parts cannot be lined up with the headword, they are
/// joined without spaces. Parts in Hangul and Hanja alone that stand for more syllables than
/// the headword has are no 원어 of it (한국어기초사전 gives 脫脫退 + 하다 for 탈퇴하다): none.
public enum OriginalLanguage {
    public static func join(_ parts: [String], headword: String) -> String? {
        let parts = parts.filter { !$0.isEmpty }
        guard !parts.isEmpty else { return nil }
        let syllables = headword.filter { !$0.isWhitespace && $0 != "-" && $0 != "^" }
        // The syllables each part stands for: its characters, if it is Hangul or Hanja.
        var lengths = parts.map { part -> Int? in
            part.allSatisfy { Hangul.syllable($0) != nil || isHanja($0) } ? part.count : nil
        }
        let known = lengths.compactMap { $0 }.reduce(0, +)
        if !lengths.contains(nil), known > syllables.count { return nil }
        // The syllable counts before which the headword has a space.
        var spaces = Set<Int>()
        var count = 0
        for character in headword {
            if character.isWhitespace {
                spaces.insert(count)
            } else if character != "-" && character != "^" {
                count += 1
            }
        }
        guard !spaces.isEmpty else { return parts.joined() }

        let unknown = lengths.indices.filter { lengths[$0] == nil }
        if unknown.count == 1 {
            lengths[unknown[0]] = syllables.count - known
        }
        guard unknown.count <= 1, lengths.allSatisfy({ ($0 ?? 0) > 0 }),
            lengths.compactMap({ $0 }).reduce(0, +) == syllables.count
        else { return parts.joined() }

        var out = ""
        var position = 0
        for (part, length) in zip(parts, lengths) {
            if position > 0, spaces.contains(position) { out += " " }
            out += part
            position += length ?? 0
        }
        return out
    }

    /// CJK ideographs, the blocks dictionaries use for 한자.
    static func isHanja(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return false }
        switch scalar.value {
        case 0x4E00...0x9FFF, 0x3400...0x4DBF, 0xF900...0xFAFF, 0x20000...0x2FA1F: return true
        default: return false
        }
    }
}
