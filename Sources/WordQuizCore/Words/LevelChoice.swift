/// Which words a learner studies: one level of the bank (초급, 중급, 고급), or all of them.
public enum LevelChoice: Sendable, Equatable, Hashable, CustomStringConvertible {
    case all
    case only(BankWord.Level)

    /// Each choice and the names it is typed as: its English name, then its Korean one.
    private static let spellings: [(choice: LevelChoice, names: [String])] = [
        (.only(.beginner), ["beginner", "초급"]), (.only(.intermediate), ["intermediate", "중급"]),
        (.only(.advanced), ["advanced", "고급"]), (.all, ["all", "전체"]),
    ]

    /// Reads a choice by any of its names, in any case: `beginner`, 초급, `all`, 전체.
    public init?(parsing text: String) {
        let typed = text.lowercased()
        guard let spelling = Self.spellings.first(where: { $0.names.contains(typed) }) else { return nil }
        self = spelling.choice
    }

    /// The names completion offers (the Korean ones are read too).
    public static let choices = spellings.map { $0.names[0] }

    /// The names, listed as one of them is asked for: beginner, intermediate, advanced or all
    /// (초급, 중급, 고급).
    public static let names = Phrase(
        "\(Phrase.alternatives(choices), .choices) (\(spellings.filter { $0.choice != .all }.map { $0.names[1] }.joined(separator: ", "), .choices))"
    )

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
