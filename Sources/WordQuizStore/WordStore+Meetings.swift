import WordQuizCore

/// The words the learner has met, and when: what a quiz may ask about.
extension WordStore {
    /// A word met.
    public struct Meeting: Sendable, Equatable {
        public var headword: String
        /// The word's date (for today's word and a digest) or the learner's day it was met,
        /// as days since 1970-01-01.
        public var day: Int
        public var source: MeetingSource
    }

    /// Records that the learner met a word; the first meeting stands.
    public func recordMeeting(_ headword: String, day: Int, source: MeetingSource) throws(StoreError) {
        try database.transaction { (tx) throws(StoreError) in
            // A word answered before it was met (a quiz's) is met answered.
            let answered = try tx.scalar("SELECT EXISTS (SELECT 1 FROM card WHERE headword = ?)", [.text(headword)])
            try tx.insert(
                RowInsert(
                    into: "met_word",
                    [
                        "headword": .text(headword), "met_day": .integer(Int64(day)), "source": .text(source.rawValue),
                        "answered": answered ?? .integer(0),
                    ], .ignore))
        }
    }

    /// Every word met, the most recent first.
    public func meetings() throws(StoreError) -> [Meeting] {
        try database.query("SELECT headword, met_day, source FROM met_word ORDER BY met_day DESC, rowid DESC")
            .compactMap { row in
                guard let word = row["headword"].string, let day = row.day("met_day"),
                    let source = row["source"].string.flatMap(MeetingSource.init(rawValue:))
                else { return damage.skipped("met_word") }
                return Meeting(headword: word, day: day, source: source)
            }
    }

    /// Which of `headwords` the learner had met before `day`.
    public func met(_ headwords: [String], before day: Int) throws(StoreError) -> Set<String> {
        Set(
            try database.query(
                "SELECT headword FROM met_word WHERE met_day < ? AND headword IN (SELECT value FROM json_each(?))",
                [.integer(Int64(day)), try Self.jsonList(headwords)]
            ).compactMap { $0["headword"].string })
    }

    /// How many words were first met on a day: what the new-words-a-day limit counts.
    public func wordsMet(on day: Int) throws(StoreError) -> Int {
        Int(
            try database.scalar("SELECT count(*) FROM met_word WHERE met_day = ?", [.integer(Int64(day))])?.integer
                ?? 0)
    }

    /// Which of these words the learner has met, on any day.
    public func metEver(_ headwords: [String]) throws(StoreError) -> Set<String> {
        try met(headwords, before: Int(Int32.max))
    }

    /// How many words the learner has met, by any way.
    public func metCount() throws(StoreError) -> Int {
        Int(try database.scalar("SELECT count(*) FROM met_word")?.integer ?? 0)
    }
}
