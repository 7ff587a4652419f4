/// Which words a session asks about, and in what order.
public enum QuizPlan {
    /// Only words the learner has met: today's word first (when it was shown), then the words
    /// due for review (most overdue first), then the words met but never answered (most
    /// recently met first), then practice among the rest (least recently reviewed first);
    /// each word once, at most `count`.
    public static func cards(
        today: QuizCard?, due: [QuizCard], new: [QuizCard], practice: [QuizCard], count: Int
    ) -> [QuizCard] {
        var seen = Set<String>()
        var cards: [QuizCard] = []
        for card in [today].compactMap({ $0 }) + due + new + practice where cards.count < count {
            if seen.insert(Headword.matchKey(card.headword)).inserted { cards.append(card) }
        }
        return cards
    }

    /// The questions for the cards: one kind for all, or a mix. `canBeHeard` says which cards
    /// have a sound on this machine: a listening question is asked of those alone.
    public static func questions(
        for cards: [QuizCard], mode: QuizMode, builder: QuestionBuilder,
        using random: inout some RandomNumberGenerator, canBeHeard: (QuizCard) -> Bool = { _ in false }
    ) throws(QuizError) -> [Question] {
        guard !cards.isEmpty else { throw .emptyPool }
        var questions: [Question] = []
        for card in cards {
            let kind: QuestionKind
            switch mode {
            case .mixed: kind = builder.mixedKind(for: card, using: &random)
            case .only(let only):
                // A cloze needs an example, an opposite its 반대말 and a listening question a
                // sound: a card without one is asked by its initials.
                let lacks =
                    (only == .cloze && card.clozeText == nil) || (only == .antonym && card.antonym == nil)
                    || (only == .listen && !canBeHeard(card))
                kind = lacks ? .chosung : only
            }
            questions.append(try builder.question(for: card, kind: kind, using: &random))
        }
        return questions
    }
}
