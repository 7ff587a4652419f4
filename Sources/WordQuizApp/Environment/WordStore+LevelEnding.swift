import WordQuizCore
import WordQuizStore

extension WordStore {
    /// The learner's words nearly used up (`LevelEnding`), if they are and the learner has not
    /// been told: recorded as told, so each ending is said once.
    func levelEndingToSay(level: LevelChoice, at time: Int64) throws -> LevelEnding? {
        let decks = try decksInUse()
        let words = try studyWords(from: decks)
        var positions: [Int] = []
        if case .only(let chosen) = level { positions = words.positions(of: chosen) }
        if positions.isEmpty { positions = Array(0..<words.count) }
        // Most days end here: fewer words met in all than the level holds, less the threshold,
        // and no ending is near — without reading the level's words.
        guard try metCount() > positions.count - LevelEnding.threshold else { return nil }
        let headwords = positions.map { words[$0].headword }
        let met = try met(headwords, before: Int(Int32.max))
        let usesDecks = !decks.isEmpty && decks != [Self.bankDeck]
        guard let ending = LevelEnding.check(level: level, usesDecks: usesDecks, unmet: headwords.count - met.count)
        else { return nil }
        return try giveNoticeOnce(ending.noticeKey, at: time) ? ending : nil
    }
}
