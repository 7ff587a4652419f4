/// `--mode`: one kind of question, or a mix.
public enum QuizMode: Sendable, Equatable {
    case only(QuestionKind)
    case mixed

    /// The names `--mode` takes: each question kind, and `mixed`.
    public static let names = QuestionKind.asked.map(\.rawValue) + ["mixed"]

    public init?(_ name: String) {
        if name == "mixed" {
            self = .mixed
        } else if let kind = QuestionKind(rawValue: name), QuestionKind.asked.contains(kind) {
            self = .only(kind)
        } else {
            return nil
        }
    }
}
