/// How far the learner has come through one level of the word bank.
public struct LevelProgress: Sendable, Equatable {
    public var level: BankWord.Level
    /// The level's words in the bank.
    public var words: Int
    /// Met by `today`, a digest, `learn` or a quiz.
    public var met: Int
    /// Answered right the last time they were asked.
    public var learned: Int
    /// Due for review today.
    public var due: Int

    public init(level: BankWord.Level, words: Int, met: Int, learned: Int, due: Int) {
        self.level = level
        self.words = words
        self.met = met
        self.learned = learned
        self.due = due
    }
}
