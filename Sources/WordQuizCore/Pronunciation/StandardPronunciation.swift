/// The standard pronunciation (표준 발음법, 제2부 of 표준어 규정) of a word or phrase, as far as
/// the rules decide it from the spelling: 받침 neutralisation and clusters (제8–11항), ㅎ
/// (제12항), 연음 (제13–14항), 구개음화 (제17항), 비음화 (제18–19항), 유음화 (제20항),
/// 경음화 (제23–26항, and 27항 붙임's -(으)ㄹ수록) and the vowels ㅢ and 져·쪄·쳐 (제5항).
///
/// What the rules cannot see in a spelling — a morpheme boundary that moves a neutralised
/// 받침 (제15항: 겉옷 [거돋]), lexical tensing and 사잇소리 (몸살 [몸쌀]), ㄴ-insertion (제29항:
/// 솜이불 [솜ː니불]), the ㄴ-ㄹ that stays [ㄴㄴ] (의견란) — is the dictionaries' word, kept in
/// the bank's field with its source (`PronunciationSources`). Vowel length is not written.
/// A phrase is pronounced 어절 by 어절: each space-separated word with the rules inside it and
/// nothing carried across the space. Anything that is not a Hangul syllable stays as it is and
/// breaks the word. Linear in the text's length.
public struct StandardPronunciation: Sendable, Equatable {
    /// What the spelling alone does not say.
    public struct Context: Sendable, Equatable {
        /// The text is a predicate in its dictionary form (`-다`): the boundary before the last
        /// syllable is a stem's end, where 제24–25항 tense (안다 [안따], 넓다 [널따]).
        public var endsInPredicate: Bool
        /// The word's 한자 as the bank writes it (`發展`, `語塞하다`), one character a syllable:
        /// two Sino-Korean syllables of different characters are where 제26항 tenses a
        /// consonant after ㄹ (발전 [발쩐]).
        public var hanja: String?

        public init(endsInPredicate: Bool = false, hanja: String? = nil) {
            self.endsInPredicate = endsInPredicate
            self.hanja = hanja
        }
    }

    /// The text as it is pronounced.
    public let text: String

    public init(of spelling: String, context: Context = Context()) {
        let sino = Self.sinoCharacters(of: spelling, hanja: context.hanja)
        var result = ""
        result.unicodeScalars.reserveCapacity(spelling.unicodeScalars.count)
        var word: [Hangul.Syllable] = []
        var wordSino: [Character?] = []
        var syllableIndex = 0
        for character in spelling {
            if let syllable = Hangul.syllable(character) {
                word.append(syllable)
                wordSino.append(sino?[syllableIndex])
                syllableIndex += 1
                continue
            }
            // A character that is not a syllable ends the word before it.
            result += Self.pronounce(word, sino: wordSino, predicateEnd: false)
            word.removeAll(keepingCapacity: true)
            wordSino.removeAll(keepingCapacity: true)
            result.append(character)
        }
        result += Self.pronounce(word, sino: wordSino, predicateEnd: context.endsInPredicate)
        text = result
    }

    /// The Hanja character of each syllable, when the 한자 field gives one a syllable.
    private static func sinoCharacters(of spelling: String, hanja: String?) -> [Character?]? {
        guard let hanja, !hanja.isEmpty else { return nil }
        let syllables = spelling.filter { Hangul.syllable($0) != nil }
        let written = Array(hanja.filter { $0 != " " })
        guard written.count == syllables.count else { return nil }
        return written.map { Hangul.syllable($0) == nil ? $0 : nil }
    }

    // MARK: - One word

    private static func pronounce(_ input: [Hangul.Syllable], sino: [Character?], predicateEnd: Bool) -> String {
        guard !input.isEmpty else { return "" }
        // 제5항 다만 3: ㅢ in a syllable written with a consonant is [ㅣ] (희망 [히망]); one whose
        // consonant only moved there keeps it (합의 [하븨]).
        var word = input.map { syllable in
            var syllable = syllable
            if syllable.vowel == "ㅢ" && syllable.initial != "ㅇ" { syllable.vowel = "ㅣ" }
            return syllable
        }
        // The stem's last syllable, where a predicate's ending `다` follows it.
        let stemEnd =
            predicateEnd && word.count >= 2 && word[word.count - 1] == Hangul.syllable("다")
            ? word.count - 2 : nil
        let sinoWord = sino.count == word.count
        // A 사자성어 is two pairs: 제26항 works inside each (설상가상 [설쌍가상]), not across the
        // middle (견물생심 [견물생심]).
        let fourCharacterIdiom = sinoWord && word.count == 4 && !sino.contains(nil)
        let suffixSurok =
            word.count >= 3 && word[word.count - 2] == Hangul.syllable("수")
            && word[word.count - 1] == Hangul.syllable("록")
        for index in word.indices.dropLast() {
            let sinoPair =
                sinoWord && sino[index] != nil && sino[index + 1] != nil && sino[index] != sino[index + 1]
                && !(fourCharacterIdiom && index == 1)
            // 제27항 붙임: the ending -(으)ㄹ수록 is [ㄹ쑤록] (갈수록 [갈쑤록]).
            let surok = suffixSurok && index == word.count - 3
            join(&word, at: index, stemBoundary: index == stemEnd, tensesAfterLiquid: sinoPair || surok)
        }
        if let last = word.last?.final {
            word[word.count - 1].final = representative(of: last, in: word[word.count - 1], before: nil)
        }
        return String(word.map(Self.spoken))
    }

    /// A syllable as it sounds, composed back: 져·쪄·쳐 are [저·쩌·처] (제5항 다만 1).
    private static func spoken(_ syllable: Hangul.Syllable) -> Character {
        var vowel = syllable.vowel
        if vowel == "ㅕ" && "ㅈㅉㅊ".contains(syllable.initial) { vowel = "ㅓ" }
        return Hangul.compose(syllable.initial, vowel, syllable.final) ?? "?"
    }

    /// The sound change where syllable `index` meets the next one.
    private static func join(
        _ word: inout [Hangul.Syllable], at index: Int, stemBoundary: Bool, tensesAfterLiquid: Bool
    ) {
        guard let coda = word[index].final else { return }
        let next = word[index + 1]
        switch next.initial {
        case "ㅇ":
            link(&word, at: index, coda: coda)
        case "ㅎ":
            aspirate(&word, at: index, coda: coda)
        default:
            if let h = hieutCodas[coda] {
                // 제12항: ㅎ before ㄱ ㄷ ㅈ is aspiration, before ㅅ tensing, before ㄴ [ㄴ].
                if let aspirated = aspiratedAfterHieut[next.initial] {
                    word[index].final = h
                    word[index + 1].initial = aspirated
                    return
                }
                if next.initial == "ㅅ" {
                    word[index].final = h
                    word[index + 1].initial = "ㅆ"
                    return
                }
                if next.initial == "ㄴ" {
                    word[index].final = h ?? "ㄴ"
                    if h == "ㄹ" { word[index + 1].initial = "ㄹ" }
                    return
                }
            }
            meet(&word, at: index, coda: coda, stemBoundary: stemBoundary, tensesAfterLiquid: tensesAfterLiquid)
        }
    }

    /// 제13–14항: a 받침 before a vowel moves to it; of two, the second moves. 제12항 4: ㅎ
    /// falls silent. 제17항: ㄷ ㅌ before 이 are [ㅈ ㅊ].
    private static func link(_ word: inout [Hangul.Syllable], at index: Int, coda: Character) {
        let next = word[index + 1]
        if coda == "ㅇ" { return }
        if let h = hieutCodas[coda] {
            word[index].final = nil
            if let h { word[index + 1].initial = h }
            return
        }
        if next.vowel == "ㅣ", let palatal = palatalised[coda] {
            word[index].final = palatal.stays
            word[index + 1].initial = palatal.moves
            return
        }
        if let (stays, moves) = clusters[coda] {
            word[index].final = stays
            // ㄳ ㄽ ㅄ: the ㅅ that moves is tense after what stays (넋이 [넉씨]).
            word[index + 1].initial = moves == "ㅅ" ? "ㅆ" : moves
            return
        }
        word[index].final = nil
        word[index + 1].initial = coda
    }

    /// 제12항 1 붙임: a stop before ㅎ becomes aspirated with it (각하 [가카], 맏형 [마텽]); ㄷ with
    /// the suffix 히, or 혀 made of it, is [치] (제17항 붙임: 굳히다 [구치다], 닫혀 [다처]).
    private static func aspirate(_ word: inout [Hangul.Syllable], at index: Int, coda: Character) {
        let next = word[index + 1]
        // 히, 힌, 혀, 혔 are the suffix; 형 (兄, 形) a word of its own.
        let suffixHi = next.vowel == "ㅣ" || (next.vowel == "ㅕ" && next.final != "ㅇ")
        let (stays, onset): (Character?, Character?) =
            switch coda {
            case "ㄱ", "ㄲ", "ㅋ", "ㄳ": (nil, "ㅋ")
            case "ㄺ": ("ㄹ", "ㅋ")
            case "ㄷ": (nil, suffixHi ? "ㅊ" : "ㅌ")
            case "ㅅ", "ㅆ", "ㅊ", "ㅌ": (nil, "ㅌ")
            case "ㅈ": (nil, "ㅊ")
            case "ㄵ": ("ㄴ", "ㅊ")
            case "ㅂ", "ㅍ", "ㅄ": (nil, "ㅍ")
            case "ㄼ": ("ㄹ", "ㅍ")
            case "ㅎ": (nil, nil)
            default: (representative(of: coda, in: word[index], before: word[index + 1]), nil)
            }
        word[index].final = stays
        if let onset { word[index + 1].initial = onset }
    }

    /// A 받침 before a consonant other than ㅇ and ㅎ: neutralised (제9–11항), then nasalised
    /// (제18–19항), made liquid (제20항), or the next consonant tensed (제23–26항).
    private static func meet(
        _ word: inout [Hangul.Syllable], at index: Int, coda: Character, stemBoundary: Bool, tensesAfterLiquid: Bool
    ) {
        var onset = word[index + 1].initial
        var final = representative(of: coda, in: word[index], before: word[index + 1])
        let plainStop = "ㄱㄷㅂ".contains(final)
        var tense = plainStop && "ㄱㄷㅂㅅㅈ".contains(onset)  // 제23항
        if stemBoundary && "ㄱㄷㅅㅈ".contains(onset) && "ㄴㄵㅁㄻㄼㄾ".contains(coda) {
            tense = true  // 제24–25항
        }
        if tensesAfterLiquid && final == "ㄹ" && "ㄷㅅㅈ".contains(onset) { tense = true }  // 제26항, 제27항 붙임
        if plainStop && (onset == "ㄴ" || onset == "ㅁ") {
            final = nasal[final] ?? final  // 제18항
        }
        if onset == "ㄹ" {
            switch final {
            case "ㅁ", "ㅇ": onset = "ㄴ"  // 제19항
            case "ㄱ", "ㄷ", "ㅂ":
                onset = "ㄴ"
                final = nasal[final] ?? final  // 제19항 붙임
            case "ㄴ": final = "ㄹ"  // 제20항
            default: break
            }
        } else if onset == "ㄴ" && final == "ㄹ" {
            onset = "ㄹ"  // 제20항
        }
        if tense { onset = tensed[onset] ?? onset }
        word[index].final = final
        word[index + 1].initial = onset
    }

    /// The 받침 as it sounds before a consonant or at the end (제8–11항): one of ㄱ ㄴ ㄷ ㄹ ㅁ ㅂ
    /// ㅇ. Of two, ㄳ ㄵ ㄼ ㄽ ㄾ ㅄ keep the first (but 밟- and 넓죽·넓둥 the ㅂ), ㄺ ㄻ ㄿ the
    /// second. (A stem's ㄺ before ㄱ, [ㄹ] as in 맑게 [말께], is never met: the context
    /// knows only the ending -다.)
    private static func representative(
        of coda: Character, in syllable: Hangul.Syllable, before next: Hangul.Syllable?
    ) -> Character {
        switch coda {
        case "ㄱ", "ㄲ", "ㅋ", "ㄳ", "ㄺ": return "ㄱ"
        case "ㄷ", "ㅅ", "ㅆ", "ㅈ", "ㅊ", "ㅌ", "ㅎ": return "ㄷ"
        case "ㅂ", "ㅍ", "ㅄ", "ㄿ": return "ㅂ"
        case "ㄼ":
            if syllable.initial == "ㅂ" && syllable.vowel == "ㅏ" { return "ㅂ" }  // 밟-
            if syllable.initial == "ㄴ" && syllable.vowel == "ㅓ", let next,
                (next.initial == "ㅈ" && next.vowel == "ㅜ" && next.final == "ㄱ")
                    || (next.initial == "ㄷ" && next.vowel == "ㅜ" && next.final == "ㅇ")
            {
                return "ㅂ"  // 넓죽하다, 넓둥글다
            }
            return "ㄹ"
        case "ㄽ", "ㄾ", "ㅀ": return "ㄹ"
        case "ㄵ", "ㄶ": return "ㄴ"
        case "ㄻ": return "ㅁ"
        default: return coda
        }
    }

    /// ㅎ, ㄶ, ㅀ and what is left of each when the ㅎ goes.
    private static let hieutCodas: [Character: Character?] = ["ㅎ": nil, "ㄶ": "ㄴ", "ㅀ": "ㄹ"]
    /// Two 받침 before a vowel: the one that stays and the one that moves.
    private static let clusters: [Character: (Character, Character)] = [
        "ㄳ": ("ㄱ", "ㅅ"), "ㄵ": ("ㄴ", "ㅈ"), "ㄺ": ("ㄹ", "ㄱ"), "ㄻ": ("ㄹ", "ㅁ"), "ㄼ": ("ㄹ", "ㅂ"),
        "ㄽ": ("ㄹ", "ㅅ"), "ㄾ": ("ㄹ", "ㅌ"), "ㄿ": ("ㄹ", "ㅍ"), "ㅄ": ("ㅂ", "ㅅ"),
    ]
    /// 제17항: the 받침 before 이 that become palatal.
    private static let palatalised: [Character: (stays: Character?, moves: Character)] = [
        "ㄷ": (nil, "ㅈ"), "ㅌ": (nil, "ㅊ"), "ㄾ": ("ㄹ", "ㅊ"),
    ]
    /// 제12항 1: the consonants a ㅎ 받침 aspirates (ㅂ is not among them).
    private static let aspiratedAfterHieut: [Character: Character] = ["ㄱ": "ㅋ", "ㄷ": "ㅌ", "ㅈ": "ㅊ"]
    private static let tensed: [Character: Character] = ["ㄱ": "ㄲ", "ㄷ": "ㄸ", "ㅂ": "ㅃ", "ㅅ": "ㅆ", "ㅈ": "ㅉ"]
    private static let nasal: [Character: Character] = ["ㄱ": "ㅇ", "ㄷ": "ㄴ", "ㅂ": "ㅁ"]
}
