/// How an answer was judged, as the review log keeps it: the raw value is the stored name.
public enum RecordedVerdict: String, Sendable, Codable, CaseIterable {
    case correct
    /// One jamo off: graded as Hard.
    case almost
    case wrong

    public init(_ verdict: AnswerMatcher.Verdict) {
        switch verdict {
        case .correct, .correctFromQwerty, .formOfTheWord: self = .correct
        case .almost: self = .almost
        case .anotherWord, .wrong: self = .wrong
        }
    }
}
