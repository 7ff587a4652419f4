import WordQuizCore
import WordQuizStore

extension WordStore {
    /// The learner's words nearly used up (`LevelEnding`), if they are and the learner has not
    /// been told: recorded as told, so each ending is said once.
    func levelEndingToSay(level: LevelChoice, at time: Int64) throws -> LevelEnding? {
        guard let ending = try levelEnding(level: level) else { return nil }
        return try giveNoticeOnce(ending.noticeKey, at: time) ? ending : nil
    }

    /// The learner's words nearly used up, if the learner has not been told; not recorded (a
    /// digest records it once it is delivered). `meeting`: a word being met now (the digest's
    /// word), counted as met.
    func levelEnding(level: LevelChoice, meeting: String? = nil) throws -> LevelEnding? {
        let decks = try decksInUse()
        let words = try studyWords(from: decks)
        let positions = WordOfTheDay.positions(of: level, in: words)
        // Most days end here: fewer words met in all than the level holds, less the threshold,
        // and no ending is near — without reading the level's words.
        guard try metCount() > positions.count - LevelEnding.threshold else { return nil }
        let headwords = positions.map { words[$0].headword }
        var met = try metEver(headwords)
        if let meeting, headwords.contains(meeting) { met.insert(meeting) }
        let usesDecks = !decks.isEmpty && decks != [Self.bankDeck]
        guard let ending = LevelEnding.check(level: level, usesDecks: usesDecks, unmet: headwords.count - met.count),
            try !hasGivenNotice(ending.noticeKey)
        else { return nil }
        return ending
    }

    /// The words a level draws from among the study words (`WordOfTheDay.positions`: all of
    /// them for `all`, or for a level they hold no word of), and how many the learner has met.
    func levelProgress(_ level: LevelChoice) throws -> (words: Int, met: Int) {
        let words = try studyWords()
        let headwords = WordOfTheDay.positions(of: level, in: words).map { words[$0].headword }
        return (headwords.count, try metEver(headwords).count)
    }
}
