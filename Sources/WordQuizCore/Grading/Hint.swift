/// Hints for a typed answer, given one at a time on request, each stronger than the last and
/// none repeating what the question already shows (the meaning, the initial consonants of a
/// chosung question): the length, then the initial consonants, then the first syllable of a
/// longer word.
public enum Hint {
    /// The hints for a question, weakest first.
    public static func hints(for question: Question) -> [Phrase] {
        let answer = question.expectedAnswer
        var hints = [Phrase("syllables: \(answer.count, .number)")]
        if question.kind != .chosung {
            hints.append(Phrase("initial consonants: \(Hangul.chosung(of: answer), .chosung)"))
        }
        // A one-syllable answer's first syllable is the answer.
        if let first = answer.first, answer.count > 1 { hints.append(Phrase("first syllable: \(first, .syllable)")) }
        // Every other question shows the meaning already (a cloze under its sentence); a word
        // only heard has it last.
        if question.kind == .listen { hints.append(Phrase("meaning: \(question.card.definition, .meaning)")) }
        return hints
    }
}
