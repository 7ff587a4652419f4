import WordQuizCore

/// A body that is not a usable answer.
public enum ResponseError: Error, Sendable, Equatable {
    /// The API reported an error (`error_code`, `message`).
    case api(APIErrorReport)
    case unreadable(DocumentReadError)
}
