/// `--mode`: one kind of question, or a mix.
public enum QuizMode: Sendable, Equatable {
    case only(QuestionKind)
    case mixed

    public init?(_ name: String) {
        if name == "mixed" {
            self = .mixed
        } else if let kind = QuestionKind(rawValue: name) {
            self = .only(kind)
        } else {
            return nil
        }
    }
}
