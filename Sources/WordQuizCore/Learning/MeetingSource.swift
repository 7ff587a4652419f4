/// How the learner met a word, as the record keeps it (the raw value is the stored name). The
/// quiz asks only about words met: shown by `today`, delivered in a digest, introduced by
/// `learn`, or answered in a quiz.
public enum MeetingSource: String, Sendable, Codable, CaseIterable {
    case today
    case digest
    case learn
    case quiz
}
