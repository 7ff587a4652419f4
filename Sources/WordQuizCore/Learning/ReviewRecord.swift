/// One answer in the review log, as the statistics need it.
public struct ReviewRecord: Sendable, Equatable {
    public var headword: String
    /// The learner's day it was given on.
    public var day: Int
    public var rating: FSRS.Rating
    /// Right, almost (one jamo off) or wrong.
    public var verdict: RecordedVerdict
    /// Practice, which left the schedule alone.
    public var isPractice: Bool

    /// Without a verdict, the one its rating implies: Again is wrong, any other right.
    public init(
        headword: String, day: Int, rating: FSRS.Rating, verdict: RecordedVerdict? = nil, isPractice: Bool = false
    ) {
        self.headword = headword
        self.day = day
        self.rating = rating
        self.verdict = verdict ?? (rating == .again ? .wrong : .correct)
        self.isPractice = isPractice
    }

    /// Right, as the quiz's score counts it: an "almost" passes the review (Hard) but is not
    /// a right answer.
    public var isCorrect: Bool { verdict == .correct }
}
