/// How the learner met a word, as the record keeps it (the raw value is the stored name). The
/// quiz asks only about words met: shown by `today`, delivered in a digest, introduced by
/// `learn`, or answered in a quiz.
public enum MeetingSource: String, Sendable, Codable, CaseIterable {
    case today
    case digest
    case learn
    case quiz
    /// Brought with its review log from Anki (`deck import --with-history`).
    case anki
}

/// Which command an answer was given in, as the record keeps it: `learn`'s answers are each
/// new word's first review and do not count toward the day's review limit.
public enum AnswerSource: String, Sendable, Codable, CaseIterable {
    case review
    case quiz
    case learn
    /// Imported from Anki's review log (`deck import --with-history`).
    case anki
}
