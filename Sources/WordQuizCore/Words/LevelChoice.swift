/// Which words a learner studies: one level of the bank (초급, 중급, 고급, or the native
/// speaker's track, 심화), or the learner's track whole (`all`: 초급 to 고급, in turn).
public enum LevelChoice: Sendable, Equatable, Hashable, CustomStringConvertible {
    case all
    case only(BankWord.Level)

    /// Each choice and the names it is typed as: its code, then its Korean names.
    private static let spellings: [(choice: LevelChoice, names: [String])] =
        BankWord.Level.allCases.map { level in
            (.only(level), [level.code, level.name] + (level == .native ? ["원어민"] : []))
        } + [(.all, ["all", "전체"])]

    /// Reads a choice by any of its names, in any case: `beginner`, 초급, `native`, 심화, `all`, 전체.
    public init?(parsing text: String) {
        let typed = text.lowercased().trimmingWhitespace()
        guard let spelling = Self.spellings.first(where: { $0.names.contains(typed) }) else { return nil }
        self = spelling.choice
    }

    /// The names completion offers (the Korean ones are read too).
    public static let choices = spellings.map { $0.names[0] }

    /// The names, listed as one of them is asked for: beginner, intermediate, advanced, native
    /// or all (초급, 중급, 고급, 심화).
    public static let names = Phrase(
        "\(Phrase.alternatives(choices), .choices) (\(spellings.filter { $0.choice != .all }.map { $0.names[1] }.joined(separator: ", "), .choices))"
    )

    /// The name it is stored and written under, in every language: all, beginner, …, native.
    public var description: String {
        switch self {
        case .all: "all"
        case .only(let level): level.code
        }
    }

    /// Its name in the reader's language: beginner, 초급, all levels.
    public var spokenName: Phrase {
        switch self {
        case .all: Phrase("all levels")
        case .only(let level): level.spokenName
        }
    }

    /// The levels it takes words from, in the order it takes them.
    public var levels: [BankWord.Level] {
        switch self {
        case .all: BankWord.Level.learnerTrack
        case .only(let level): [level]
        }
    }

    public func includes(_ level: BankWord.Level) -> Bool {
        levels.contains(level)
    }
}
