/// Hints for a typed answer, given one at a time on request: first the initial consonants,
/// then the first syllable, then the length.
public enum Hint {
    /// The hint at `level` (0-based) for `answer`, or nil when none is left.
    /// - Parameter skipChosung: the question already shows the initial consonants.
    public static func hint(level: Int, for answer: String, skipChosung: Bool = false) -> String? {
        var hints: [String] = []
        if !skipChosung { hints.append("초성: \(Hangul.chosung(of: answer))") }
        if let first = answer.first { hints.append("첫 글자: \(first)") }
        hints.append("글자 수: \(answer.count)")
        return level < hints.count ? hints[level] : nil
    }
}
