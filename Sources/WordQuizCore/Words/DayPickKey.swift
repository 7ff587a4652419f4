/// What a date's recorded word of the day is kept under: the level, and the decks it was
/// drawn from when they are not the built-in word bank alone — so that choosing other decks, or
/// another level, gives the day another word, while a date already shown keeps its own.
/// Stored as text (`beginner`, `all@mine+topik`) in the pick's `level` column.
public struct DayPickKey: Sendable, Equatable, CustomStringConvertible {
    public var level: LevelChoice
    /// The decks in use, by name; empty (or the bank alone) for the bank.
    public var decks: [String]

    public init(level: LevelChoice, decks: [String] = []) {
        self.level = level
        self.decks = decks == [WordBank.deckName] ? [] : decks
    }

    /// The bank's, of every level: the key of a store that knows no level.
    public static let allOfTheBank = DayPickKey(level: .all)

    public var description: String {
        decks.isEmpty ? level.description : level.description + "@" + decks.joined(separator: "+")
    }
}
