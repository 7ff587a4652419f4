/// Which words a learner studies: one level of the bank (초급, 중급, 고급), or all of them.
public enum LevelChoice: Sendable, Equatable, Hashable, CustomStringConvertible {
    case all
    case only(BankWord.Level)

    /// Reads `beginner`, `intermediate`, `advanced` or `all`, or 초급, 중급, 고급, 전체.
    public init?(parsing text: String) {
        switch text.lowercased() {
        case "all", "전체": self = .all
        case "beginner", "초급": self = .only(.beginner)
        case "intermediate", "중급": self = .only(.intermediate)
        case "advanced", "고급": self = .only(.advanced)
        default: return nil
        }
    }

    public static let names = Phrase("beginner, intermediate, advanced or all (초급, 중급, 고급)")

    /// The names completion offers (the Korean ones are read too).
    public static let choices = ["beginner", "intermediate", "advanced", "all"]

    /// The name it is stored and written under: all, beginner, intermediate, advanced.
    public var description: String {
        switch self {
        case .all: "all"
        case .only(.beginner): "beginner"
        case .only(.intermediate): "intermediate"
        case .only(.advanced): "advanced"
        }
    }

    public func includes(_ level: BankWord.Level) -> Bool {
        switch self {
        case .all: true
        case .only(let chosen): level == chosen
        }
    }
}
