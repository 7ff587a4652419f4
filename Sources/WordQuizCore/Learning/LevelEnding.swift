/// A learner's words nearly used up: fewer than `threshold` of the level (or of the decks in
/// use) not met yet. `learn`, `today` and the digest say it once, with where to go on: the
/// next level and the one command that switches to it (`wordquiz level intermediate`), or a
/// deck to add.
public struct LevelEnding: Sendable, Equatable {
    public enum Scope: Sendable, Equatable {
        /// One level of the built-in word bank.
        case level(BankWord.Level)
        /// The whole built-in bank (`level all`).
        case bank
        /// The learner's own decks.
        case decks
    }

    public let scope: Scope
    /// The words of the scope not met yet.
    public let unmet: Int

    /// Fewer unmet words than this and the learner is told.
    public static let threshold = 10

    /// The ending, if fewer than `threshold` words are left (none when none is: `learn` then
    /// says every word was met).
    public static func check(level: LevelChoice, usesDecks: Bool, unmet: Int) -> LevelEnding? {
        guard unmet > 0, unmet < threshold else { return nil }
        if usesDecks { return LevelEnding(scope: .decks, unmet: unmet) }
        guard case .only(let chosen) = level else { return LevelEnding(scope: .bank, unmet: unmet) }
        return LevelEnding(scope: .level(chosen), unmet: unmet)
    }

    /// The level to go on to: the next harder one.
    public var next: BankWord.Level? {
        guard case .level(let level) = scope else { return nil }
        return BankWord.Level(rawValue: level.rawValue + 1)
    }

    /// What the notice is recorded under, so that it is given once.
    public var noticeKey: String {
        switch scope {
        case .level(let level): "level-ending:" + LevelChoice.only(level).description
        case .bank: "level-ending:all"
        case .decks: "decks-ending"
        }
    }

    /// The notice, in the learner's language.
    public var notice: Phrase {
        switch scope {
        case .level(let level):
            let name = level.spokenName
            guard let next else {
                return Phrase(
                    "Only \(unmet, one: "word", other: "words") of the \(name, .level) level left to meet: `wordquiz deck import FILE` adds words of your own."
                )
            }
            return Phrase(
                "Only \(unmet, one: "word", other: "words") of the \(name, .level) level left to meet. Ready for the \(next.spokenName, .level) words? wordquiz level \(LevelChoice.only(next).description, .choice)"
            )
        case .bank:
            return Phrase(
                "Only \(unmet, one: "word", other: "words") of the built-in word bank left to meet: `wordquiz deck import FILE` adds words of your own."
            )
        case .decks:
            return Phrase(
                "Only \(unmet, one: "word", other: "words") of your decks left to meet: `wordquiz deck use bank` adds the built-in words, `wordquiz deck import FILE` another deck."
            )
        }
    }
}
