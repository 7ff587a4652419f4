import Foundation
import WordQuizCore

/// What Anki's packages take from the record and bring into it: the decks' words with the
/// notes they came from, and a card's review log and schedule imported with its deck.
extension WordStore {
    /// A word's answers and schedule from Anki, as `deck import --with-history` brings them.
    public struct ImportedHistory: Sendable, Equatable {
        public var card: QuizCard
        public var schedule: ReviewSchedule
        public var answers: [AnkiAnswer]

        public init(card: QuizCard, schedule: ReviewSchedule, answers: [AnkiAnswer]) {
            self.card = card
            self.schedule = schedule
            self.answers = answers
        }
    }

    /// What an import with history did.
    public struct HistoryImport: Sendable, Equatable {
        public var deck: DeckImport
        /// Answers written, and answers the log had already (the same word at the same moment).
        public var answersAdded: Int
        public var answersKnown: Int
        /// Words whose schedule is now Anki's, and words whose own later review was kept.
        public var schedulesTaken: Int
        public var schedulesKept: Int
    }

    /// Adds the rows to a deck and each word's history to the record, in one transaction:
    /// a package is imported whole or not at all. An answer the log has already (the same word
    /// at the same millisecond: a package exported from here and imported again) is not
    /// doubled; a word's schedule becomes Anki's unless the word was reviewed here later.
    public func importDeck(
        _ name: String, rows: [DeckFile.Row], histories: [ImportedHistory], sessionID: String, at time: Int64,
        progress: ((Int) -> Void)? = nil
    ) throws(StoreError) -> HistoryImport {
        try database.transaction { (tx) throws(StoreError) -> HistoryImport in
            let deck = try Self.write(rows, into: name, at: time, tx, progress: nil)
            var result = HistoryImport(
                deck: deck, answersAdded: 0, answersKnown: 0, schedulesTaken: 0, schedulesKept: 0)
            // The day's aggregates, added once a day rather than once an answer.
            var activity: [Int: (answers: Int, correct: Int, practice: Int)] = [:]
            var recalls: [Int: (reviews: Int, recalled: Int)] = [:]
            for (index, history) in histories.enumerated() {
                let word = history.card.headword
                let known = Set(
                    try tx.query("SELECT reviewed_at FROM review_log WHERE headword = ?", [.text(word)])
                        .compactMap { $0["reviewed_at"].integer })
                var firstDay: Int?
                var testedDays: Set<Int> = []
                for answer in history.answers {
                    if firstDay == nil, !answer.isPractice { firstDay = answer.learnerDay }
                    guard !known.contains(answer.reviewedAt) else {
                        result.answersKnown += 1
                        continue
                    }
                    let verdict = Self.verdict(ofAnki: answer.rating)
                    try tx.insert(
                        RowInsert(
                            into: "review_log",
                            [
                                "session_id": .text(sessionID), "headword": .text(word),
                                "reviewed_at": .integer(answer.reviewedAt),
                                "learner_day": .integer(Int64(answer.learnerDay)),
                                "kind": .text(QuestionKind.recall.rawValue), "prompt": .text(word), "answer": .text(""),
                                "verdict": .text(verdict.rawValue), "rating": .integer(Int64(answer.rating.rawValue)),
                                "hints": .integer(0), "response_ms": .integer(Int64(answer.responseMilliseconds)),
                                "practice": .integer(answer.isPractice ? 1 : 0),
                                "source": .text(AnswerSource.anki.rawValue),
                            ]))
                    result.answersAdded += 1
                    var day = activity[answer.learnerDay] ?? (0, 0, 0)
                    day.answers += 1
                    day.correct += verdict == .correct ? 1 : 0
                    day.practice += answer.isPractice ? 1 : 0
                    activity[answer.learnerDay] = day
                    // A review that tested a memory: the word's first scheduled answer of a day
                    // after its first; what the model predicted then is not known (bin -1).
                    if !answer.isPractice, let first = firstDay, answer.learnerDay > first,
                        testedDays.insert(answer.learnerDay).inserted
                    {
                        var recall = recalls[answer.learnerDay] ?? (0, 0)
                        recall.reviews += 1
                        recall.recalled += answer.rating == .again ? 0 : 1
                        recalls[answer.learnerDay] = recall
                    }
                }
                let existing = try tx.query(
                    "SELECT stability, difficulty, last_review_day, due_day, reviews, lapses, learned_day FROM card WHERE headword = ?",
                    [.text(word)]
                ).first.flatMap(Self.schedule(from:))
                if let existing, existing.lastReviewDay > history.schedule.lastReviewDay {
                    result.schedulesKept += 1
                } else {
                    try Self.writeCard(
                        history.card, schedule: history.schedule,
                        // Right as the log reads it.
                        last: history.answers.last.map {
                            ($0.rating, isRight: Self.verdict(ofAnki: $0.rating) == .correct)
                        }, tx)
                    result.schedulesTaken += 1
                }
                try tx.insert(
                    RowInsert(
                        into: "met_word",
                        [
                            "headword": .text(word),
                            "met_day": .integer(Int64(firstDay ?? history.schedule.lastReviewDay)),
                            "source": .text(MeetingSource.anki.rawValue), "answered": .integer(1),
                        ], .update(key: ["headword"], set: "answered = 1")))
                if (index + 1) % 500 == 0 { progress?(index + 1) }
            }
            for (day, counts) in activity {
                try Self.addActivity(
                    LearnerStats.DayActivity(
                        answers: counts.answers, correct: counts.correct, practice: counts.practice),
                    on: day, tx)
            }
            for (day, counts) in recalls {
                try tx.insert(
                    RowInsert(
                        into: "recall_check",
                        [
                            "learner_day": .integer(Int64(day)), "level": .text(""), "bin": .integer(-1),
                            "reviews": .integer(Int64(counts.reviews)), "recalled": .integer(Int64(counts.recalled)),
                            "predicted": .real(0),
                        ],
                        .update(
                            key: ["learner_day", "level", "bin"],
                            set: "reviews = reviews + excluded.reviews, recalled = recalled + excluded.recalled")))
            }
            return result
        }
    }

    /// A deck word's note guid and picture, by headword (the first deck by name that has the
    /// word), for the words that have either.
    public func deckNoteFacts() throws(StoreError) -> [String: (guid: String?, picture: Picture?)] {
        var facts: [String: (guid: String?, picture: Picture?)] = [:]
        for row in try database.query(
            """
            SELECT headword, note_guid, picture FROM deck_word
            WHERE note_guid IS NOT NULL OR picture IS NOT NULL ORDER BY deck DESC
            """)
        {
            guard let word = row["headword"].string else { continue }
            facts[word] = (
                row["note_guid"].string,
                row["picture"].string.flatMap { try? JSONDecoder().decode(Picture.self, from: Data($0.utf8)) }
            )
        }
        return facts
    }

    /// How an Anki answer is logged here: Again is wrong, Hard an almost (recalled with
    /// effort, not right), Good and Easy right.
    static func verdict(ofAnki rating: FSRS.Rating) -> RecordedVerdict {
        switch rating {
        case .again: .wrong
        case .hard: .almost
        case .good, .easy: .correct
        }
    }
}
