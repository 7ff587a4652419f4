/// One answer in the review log, as the statistics need it.
public struct ReviewRecord: Sendable, Equatable {
    public var headword: String
    /// The learner's day it was given on.
    public var day: Int
    public var rating: FSRS.Rating

    public init(headword: String, day: Int, rating: FSRS.Rating) {
        self.headword = headword
        self.day = day
        self.rating = rating
    }

    public var isCorrect: Bool { rating != .again }
}
