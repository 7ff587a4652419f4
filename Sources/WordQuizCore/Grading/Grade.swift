/// How an answer is graded for spaced repetition.
public enum Grade {
    /// Right without help is Good; right with a hint, or one jamo off, is Hard; wrong is Again.
    public static func rating(for verdict: AnswerMatcher.Verdict, hintsUsed: Int) -> FSRS.Rating {
        switch verdict {
        case .correct, .correctFromQwerty, .formOfTheWord: hintsUsed > 0 ? .hard : .good
        case .almost: .hard
        case .anotherWord, .wrong: .again
        }
    }
}
