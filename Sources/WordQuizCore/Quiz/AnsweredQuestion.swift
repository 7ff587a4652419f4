/// One answer as given and judged.
public struct AnsweredQuestion: Sendable, Equatable {
    public var question: Question
    public var input: String
    public var verdict: AnswerMatcher.Verdict
    public var rating: FSRS.Rating
    public var hintsUsed: Int
    public var responseMilliseconds: Int
    /// Asked again at the end after a miss: practice, not counted in the score.
    public var isReask: Bool = false
}
