/// Hints for a typed answer, given one at a time on request, each stronger than the last and
/// none repeating what the question already shows: the length, then the initial consonants,
/// then the first syllable, then the first words of the meaning.
public enum Hint {
    /// The hints for a question, weakest first.
    public static func hints(for question: Question, catalogue: Catalogue = .korean) -> [String] {
        let answer = question.expectedAnswer
        var hints = [catalogue(.hintLength, ["count": String(answer.count)])]
        if question.kind != .chosung { hints.append(catalogue(.hintChosung, ["chosung": Hangul.chosung(of: answer)])) }
        if let first = answer.first, answer.count > 1 { hints.append(catalogue(.hintFirst, ["first": String(first)])) }
        // A choice or chosung question shows the meaning already.
        if question.kind == .cloze {
            let words = question.card.definition.split(separator: " ")
            if !words.isEmpty {
                let shown = words.prefix(max(1, min(3, words.count / 2))).joined(separator: " ")
                hints.append(catalogue(.hintMeaning, ["start": shown + (words.count > 3 ? " …" : "")]))
            }
        }
        return hints
    }
}
