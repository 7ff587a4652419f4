import WordQuizCore

/// The learner's record as counts, from the running aggregates and indexed queries: what
/// `stats`, the digest and a quiz's start need, at the same cost for a thousand answers as
/// for a million.
extension WordStore {
    /// The learner's statistics on `today`, without reading the review log.
    public func statistics(today: Int) throws(StoreError) -> LearnerStats {
        try database.transaction { (tx) throws(StoreError) -> LearnerStats in
            var days: [Int: LearnerStats.DayActivity] = [:]
            for row in try tx.query("SELECT learner_day, answers, correct, practice FROM daily_activity") {
                guard let day = row.day("learner_day"), let answers = row["answers"].integer else {
                    damage.skip("daily_activity")
                    continue
                }
                days[day] = LearnerStats.DayActivity(
                    answers: Int(answers), correct: Int(row["correct"].integer ?? 0),
                    practice: Int(row["practice"].integer ?? 0))
            }
            // Three counts, each from its own index (one pass over a 100,000-card table for
            // all three takes ten times longer).
            let counts = try tx.query(
                """
                SELECT (SELECT count(*) FROM card) AS studied,
                       (SELECT count(*) FROM card WHERE last_right = 1) AS learned,
                       \(Self.dueCount(day: "?1")) AS due
                """, [.integer(Int64(today))]
            ).first
            // Leeches are few: found through the lapses index and sorted after (`+headword`
            // keeps the planner from walking the whole table in headword order instead).
            let leeches = try tx.query(
                "SELECT headword FROM card WHERE lapses >= ? ORDER BY +headword",
                [.integer(Int64(ReviewSchedule.leechLapses))]
            ).compactMap { $0["headword"].string }
            return LearnerStats(
                days: days, wordsStudied: Int(counts?["studied"].integer ?? 0),
                wordsLearned: Int(counts?["learned"].integer ?? 0), dueToday: Int(counts?["due"].integer ?? 0),
                leeches: leeches, today: today)
        }
    }

    /// Met, learned (right the last time) and due-today counts among `words` (one level's).
    public func progress(among words: [String], today: Int) throws(StoreError) -> (met: Int, learned: Int, due: Int) {
        let row = try database.query(
            """
            SELECT (SELECT count(*) FROM met_word WHERE headword IN (SELECT value FROM json_each(?1))) AS met,
                   (SELECT coalesce(sum(last_right = 1), 0) FROM card
                    WHERE headword IN (SELECT value FROM json_each(?1))) AS learned,
                   \(Self.dueCount(day: "?2", among: "?1")) AS due
            """, [try Self.jsonList(words), .integer(Int64(today))]
        ).first
        return (Int(row?["met"].integer ?? 0), Int(row?["learned"].integer ?? 0), Int(row?["due"].integer ?? 0))
    }

    /// The earliest day any word is due — a studied word's next review, or a met word's
    /// first — if any word is met.
    public func nextDueDay() throws(StoreError) -> Int? {
        // A day no calendar has is damage, and is not the next review.
        try database.scalar(
            """
            SELECT min(day) FROM (SELECT min(due_day) AS day FROM card WHERE due_day BETWEEN ?1 AND ?2
                UNION ALL SELECT min(met_day) + 1 FROM met_word WHERE answered = 0 AND met_day BETWEEN ?1 AND ?2 - 1)
            """,
            [.integer(Int64(CalendarDate.dayNumbers.lowerBound)), .integer(Int64(CalendarDate.dayNumbers.upperBound))]
        )?.integer.map { Int($0) }
    }

    /// How many words fall due on each day before `today + days`: studied words' next
    /// reviews and met words' first (the day after they were met), by the definition
    /// `dueCount` counts with; a day before today is overdue and counted as today.
    public func dueCounts(today: Int, days: Int) throws(StoreError) -> [(day: Int, count: Int)] {
        // Each table counted by day along its own index (no sort); overdue days are folded
        // into today by the caller's reading, here as they are.
        let bounds: [SQLValue] = [.integer(Int64(today + days))]
        let studied = try database.query(
            "SELECT due_day AS day, count(*) AS words FROM card WHERE due_day < ?1 GROUP BY due_day", bounds)
        let waiting = try database.query(
            """
            SELECT met_day + 1 AS day, count(*) AS words FROM met_word
            WHERE answered = 0 AND met_day < ?1 - 1 GROUP BY met_day
            """, bounds)
        return (studied + waiting).compactMap { row in
            guard let day = row.day("day"), let words = row["words"].integer else { return damage.skipped("card") }
            return (max(day, today), Int(words))
        }
    }

    /// The reviews that tested a memory on the learner days `days`, by the word's level (nil:
    /// a deck's word, or a review counted before levels were kept).
    public func recallChecks(on days: ClosedRange<Int>) throws(StoreError) -> [BankWord.Level?: TrueRetention.Tally] {
        var tallies: [BankWord.Level?: TrueRetention.Tally] = [:]
        for row in try database.query(
            """
            SELECT level, sum(reviews) AS reviews, sum(recalled) AS recalled FROM recall_check
            WHERE learner_day BETWEEN ? AND ? GROUP BY level
            """, [.integer(Int64(days.lowerBound)), .integer(Int64(days.upperBound))])
        {
            var level: BankWord.Level?
            if case .only(let named) = LevelChoice(parsing: row["level"].string ?? "") { level = named }
            tallies[level, default: .init()].reviews += Int(row["reviews"].integer ?? 0)
            tallies[level, default: .init()].recalled += Int(row["recalled"].integer ?? 0)
        }
        return tallies
    }

    /// Every tested review's predicted recall, summed by bin (`RecallCalibration`); the reviews
    /// whose prediction was not kept are left out.
    public func recallCalibrationSums() throws(StoreError) -> [RecallCalibration.Sum] {
        try database.query(
            """
            SELECT bin, sum(reviews) AS reviews, sum(predicted) AS predicted, sum(recalled) AS recalled
            FROM recall_check WHERE bin >= 0 GROUP BY bin
            """
        ).compactMap { row in
            guard let bin = row["bin"].integer, let reviews = row["reviews"].integer,
                let predicted = row.finite("predicted")
            else { return damage.skipped("recall_check") }
            return RecallCalibration.Sum(
                bin: Int(bin), reviews: Int(reviews), predicted: predicted,
                recalled: Int(row["recalled"].integer ?? 0))
        }
    }

    /// How many reviews have tested a memory: what a fit of the parameters learns from.
    public func testedReviews() throws(StoreError) -> Int {
        Int(try database.scalar("SELECT coalesce(sum(reviews), 0) FROM recall_check")?.integer ?? 0)
    }

    /// Where a met word never answered is due on `day` (an SQL parameter): the learner day
    /// after it was met is its first review. With `dueCount`, the one definition of "due"
    /// that `statistics`, `progress`, `dueToday` and `firstReviewsDue` count with.
    static func firstReviewIsDue(day: String) -> String {
        "answered = 0 AND met_day < \(day)"
    }

    /// The SQL for how many words are due on `day`: studied words whose review has come, and
    /// met words waiting for their first; only those in the JSON list `among`, when given.
    static func dueCount(day: String, among list: String? = nil) -> String {
        "(\(studiedDueCount(day: day, among: list)) + \(firstReviewDueCount(day: day, among: list)))"
    }

    /// The SQL for how many studied words are due on `day`: one half of `dueCount`.
    static func studiedDueCount(day: String, among list: String? = nil) -> String {
        "(SELECT count(*) FROM card WHERE due_day <= \(day)\(restriction(list)))"
    }

    /// The SQL for how many met words wait for their first review on `day`: the other half.
    static func firstReviewDueCount(day: String, among list: String? = nil) -> String {
        "(SELECT count(*) FROM met_word WHERE \(firstReviewIsDue(day: day))\(restriction(list)))"
    }

    private static func restriction(_ list: String?) -> String {
        list.map { " AND headword IN (SELECT value FROM json_each(\($0)))" } ?? ""
    }

    /// How many words are due on `day`, without the rest of `statistics` (every day's
    /// activity): the widget's count.
    public func dueToday(_ day: Int) throws(StoreError) -> Int {
        Int(try database.scalar("SELECT \(Self.dueCount(day: "?1"))", [.integer(Int64(day))])?.integer ?? 0)
    }

    /// How many studied words are due on `day`, and how many met words wait for their first
    /// review: the two halves of `dueToday`, which `review` plans apart (`ReviewLoad`).
    public func dueApart(_ day: Int) throws(StoreError) -> (studied: Int, firstReviews: Int) {
        let row = try database.query(
            """
            SELECT \(Self.studiedDueCount(day: "?1")) AS studied, \(Self.firstReviewDueCount(day: "?1")) AS first_reviews
            """, [.integer(Int64(day))]
        ).first
        return (Int(row?["studied"].integer ?? 0), Int(row?["first_reviews"].integer ?? 0))
    }

    /// Words met before `day` and never answered, whose first review is due: the longest
    /// waiting first.
    public func firstReviewsDue(on day: Int, limit: Int, among words: [String]? = nil) throws(StoreError)
        -> [String]
    {
        try database.query(
            """
            SELECT headword FROM met_word
            WHERE \(Self.firstReviewIsDue(day: "?1")) AND (?3 IS NULL OR headword IN (SELECT value FROM json_each(?3)))
            ORDER BY met_day, rowid LIMIT ?2
            """, [.integer(Int64(day)), .integer(Int64(limit)), try Self.jsonList(words)]
        ).compactMap { $0["headword"].string }
    }

    /// Words met but never answered, the most recently met first.
    public func newMetWords(limit: Int, among words: [String]? = nil) throws(StoreError) -> [String] {
        try database.query(
            """
            SELECT headword FROM met_word
            WHERE answered = 0 AND (?2 IS NULL OR headword IN (SELECT value FROM json_each(?2)))
            ORDER BY met_day DESC, rowid DESC LIMIT ?1
            """, [.integer(Int64(limit)), try Self.jsonList(words)]
        ).compactMap { $0["headword"].string }
    }

    /// Whether the learner has met a word.
    public func hasMet(_ headword: String) throws(StoreError) -> Bool {
        try !database.query("SELECT 1 FROM met_word WHERE headword = ?", [.text(headword)]).isEmpty
    }

    /// Studied words not due on `day`, the least recently reviewed first: practice.
    public func practiceCards(notDueOn day: Int, limit: Int, among words: [String]? = nil) throws(StoreError)
        -> [QuizCard]
    {
        try database.query(
            """
            SELECT headword, part_of_speech, definition, example, example_form, english FROM card
            WHERE +due_day > ?1 AND (?3 IS NULL OR headword IN (SELECT value FROM json_each(?3)))
            ORDER BY last_review_day, headword LIMIT ?2
            """, [.integer(Int64(day)), .integer(Int64(limit)), try Self.jsonList(words)]
        ).compactMap(Self.card(from:))
    }

    /// A handful of studied cards for wrong choices, the most recently reviewed first.
    public func recentCards(limit: Int) throws(StoreError) -> [QuizCard] {
        try database.query(
            """
            SELECT headword, part_of_speech, definition, example, example_form, english FROM card
            ORDER BY last_review_day DESC, headword LIMIT ?
            """, [.integer(Int64(limit))]
        ).compactMap(Self.card(from:))
    }

    /// A studied word's meaning, to tell the learner which other word they typed.
    public func definition(of headword: String) throws(StoreError) -> String? {
        try database.scalar("SELECT definition FROM card WHERE headword = ?", [.text(headword)])?.string
    }
}

extension WordStore {
    /// The words reviewed on a learner day (a review that scheduled, not practice).
    public func reviewsDone(on day: Int) throws(StoreError) -> Int {
        Int(
            try database.scalar(
                "SELECT count(DISTINCT headword) FROM review_log WHERE learner_day = ? AND practice = 0",
                [.integer(Int64(day))])?.integer ?? 0)
    }
}
