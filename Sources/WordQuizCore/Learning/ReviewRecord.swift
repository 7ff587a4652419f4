/// One answer in the review log, as the statistics need it.
public struct ReviewRecord: Sendable, Equatable {
    public var headword: String
    /// The learner's day it was given on.
    public var day: Int
    public var rating: FSRS.Rating
    /// Practice, which left the schedule alone.
    public var isPractice: Bool

    public init(headword: String, day: Int, rating: FSRS.Rating, isPractice: Bool = false) {
        self.headword = headword
        self.day = day
        self.rating = rating
        self.isPractice = isPractice
    }

    public var isCorrect: Bool { rating != .again }
}
