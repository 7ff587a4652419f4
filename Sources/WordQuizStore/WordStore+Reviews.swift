import Foundation
import WordQuizCore

/// The learner's record: answers as they are given, and each word's schedule.
extension WordStore {
    /// One answer, as it is written to the review log.
    public struct Answer: Sendable, Equatable {
        public var sessionID: String
        public var card: QuizCard
        /// Unix milliseconds.
        public var reviewedAt: Int64
        public var learnerDay: Int
        public var kind: QuestionKind
        public var prompt: String
        public var answer: String
        public var verdict: RecordedVerdict
        public var rating: FSRS.Rating
        public var hints: Int
        public var responseMilliseconds: Int
        /// The wrong choices a multiple-choice question offered, by headword.
        public var distractors: [String] = []
        /// The command the answer was given in.
        public var source: AnswerSource = .quiz
        /// Practice: logged, but the word's schedule is left as it is (it was not due, or it
        /// was asked again after a miss).
        public var isPractice: Bool
        /// The word's level in the bank, nil for a deck's word: what true retention is counted by.
        public var level: BankWord.Level?

        public init(
            sessionID: String, card: QuizCard, reviewedAt: Int64, learnerDay: Int, kind: QuestionKind,
            prompt: String, answer: String, verdict: RecordedVerdict, rating: FSRS.Rating, hints: Int,
            responseMilliseconds: Int, isPractice: Bool = false, distractors: [String] = [],
            source: AnswerSource = .quiz, level: BankWord.Level? = nil
        ) {
            self.level = level
            self.distractors = distractors
            self.source = source
            self.sessionID = sessionID
            self.card = card
            self.reviewedAt = reviewedAt
            self.learnerDay = learnerDay
            self.kind = kind
            self.prompt = prompt
            self.answer = answer
            self.verdict = verdict
            self.rating = rating
            self.hints = hints
            self.responseMilliseconds = responseMilliseconds
            self.isPractice = isPractice
        }
    }

    /// An answer as it was recorded: the word's schedule after it, and whether it was
    /// practice (which left the memory state as it was).
    public struct Recorded: Sendable, Equatable {
        public var schedule: ReviewSchedule
        public var wasPractice: Bool
    }

    /// Writes an answer and the word's new schedule in one transaction, at once: a process
    /// killed after this returns has lost nothing. A practice answer is logged and leaves the
    /// memory state as it was, a miss bringing the word back tomorrow
    /// (`ReviewSchedule.afterPractice`); a word never scheduled is scheduled: it cannot be
    /// practice.
    @discardableResult
    public func record(_ answer: Answer, using fsrs: FSRS) throws(StoreError) -> Recorded {
        try database.transaction { (tx) throws(StoreError) -> Recorded in
            let previous = try tx.query(
                "SELECT stability, difficulty, last_review_day, due_day, reviews, lapses, learned_day FROM card WHERE headword = ?",
                [.text(answer.card.headword)]
            ).first.flatMap(Self.schedule(from:))
            let isPractice = answer.isPractice && previous != nil
            // The day's running counts and the word's last rating go with the answer. Right is
            // right as the quiz's score counts it: an "almost" passes the review but is not.
            try Self.addActivity(
                LearnerStats.DayActivity(
                    answers: 1, correct: answer.verdict == .correct ? 1 : 0, practice: isPractice ? 1 : 0),
                on: answer.learnerDay, tx)
            try tx.update(
                RowUpdate(
                    "card",
                    set: [
                        "last_rating": .value(.integer(Int64(answer.rating.rawValue))),
                        "last_right": .value(.integer(answer.verdict == .correct ? 1 : 0)),
                    ],
                    where: ["headword": .text(answer.card.headword)]))
            try tx.insert(
                RowInsert(
                    into: "review_log",
                    [
                        "session_id": .text(answer.sessionID), "headword": .text(answer.card.headword),
                        "reviewed_at": .integer(answer.reviewedAt), "learner_day": .integer(Int64(answer.learnerDay)),
                        "kind": .text(answer.kind.rawValue), "prompt": .text(answer.prompt),
                        "answer": .text(answer.answer), "verdict": .text(answer.verdict.rawValue),
                        "rating": .integer(Int64(answer.rating.rawValue)), "hints": .integer(Int64(answer.hints)),
                        "response_ms": .integer(Int64(answer.responseMilliseconds)),
                        "practice": .integer(isPractice ? 1 : 0),
                        "distractors": answer.distractors.isEmpty ? .null : try Self.jsonList(answer.distractors),
                        "source": .text(answer.source.rawValue),
                    ]))
            if isPractice, let previous {
                let practised = previous.afterPractice(rating: answer.rating, on: answer.learnerDay)
                if practised.dueDay != previous.dueDay {
                    try tx.update(
                        RowUpdate(
                            "card", set: ["due_day": .value(.integer(Int64(practised.dueDay)))],
                            where: ["headword": .text(answer.card.headword)]))
                }
                return Recorded(schedule: practised, wasPractice: true)
            }
            // A review that tested a memory: the word's first of the day, after the day it was
            // first answered. Counted with the recall the model predicted for it.
            if let previous, previous.lastReviewDay < answer.learnerDay {
                let recall = fsrs.retrievability(
                    elapsedDays: Double(answer.learnerDay - previous.lastReviewDay),
                    stability: previous.memory.stability)
                try tx.insert(
                    RowInsert(
                        into: "recall_check",
                        [
                            "learner_day": .integer(Int64(answer.learnerDay)),
                            "level": .text(answer.level.map { LevelChoice.only($0).description } ?? ""),
                            "bin": .integer(Int64(RecallCalibration.bin(of: recall))), "reviews": .integer(1),
                            "recalled": .integer(answer.rating == .again ? 0 : 1), "predicted": .real(recall),
                        ],
                        .update(
                            key: ["learner_day", "level", "bin"],
                            set:
                                "reviews = reviews + 1, recalled = recalled + excluded.recalled, predicted = predicted + excluded.predicted"
                        )))
            }
            let schedule = ReviewSchedule.after(previous, rating: answer.rating, on: answer.learnerDay, using: fsrs)
            let card = answer.card
            try Self.writeCard(
                card, schedule: schedule, last: (answer.rating, isRight: answer.verdict == .correct), tx)
            // A word answered has been met, and is no longer new.
            try tx.insert(
                RowInsert(
                    into: "met_word",
                    [
                        "headword": .text(card.headword), "met_day": .integer(Int64(answer.learnerDay)),
                        "source": .text(MeetingSource.quiz.rawValue), "answered": .integer(1),
                    ],
                    .update(key: ["headword"], set: "answered = 1")))
            return Recorded(schedule: schedule, wasPractice: false)
        }
    }

    /// Adds answers to a learner day's running counts: the one writer of `daily_activity`.
    static func addActivity(
        _ added: LearnerStats.DayActivity, on day: Int, _ tx: SQLiteDatabase.Transaction
    ) throws(StoreError) {
        try tx.insert(
            RowInsert(
                into: "daily_activity",
                [
                    "learner_day": .integer(Int64(day)), "answers": .integer(Int64(added.answers)),
                    "correct": .integer(Int64(added.correct)), "practice": .integer(Int64(added.practice)),
                ],
                .update(
                    key: ["learner_day"],
                    set: """
                        answers = answers + excluded.answers, correct = correct + excluded.correct,
                        practice = practice + excluded.practice
                        """)))
    }

    /// Writes a word's card as it was asked, with its schedule and its last answer's rating and
    /// rightness, replacing the one there (its English kept where the card now has none).
    static func writeCard(
        _ card: QuizCard, schedule: ReviewSchedule, last answer: (rating: FSRS.Rating, isRight: Bool)?,
        _ tx: SQLiteDatabase.Transaction
    ) throws(StoreError) {
        try tx.insert(
            RowInsert(
                into: "card",
                [
                    "headword": .text(card.headword), "part_of_speech": card.partOfSpeech.map(SQLValue.text) ?? .null,
                    "definition": .text(card.definition), "example": card.example.map(SQLValue.text) ?? .null,
                    "example_form": card.exampleForm.map(SQLValue.text) ?? .null,
                    "stability": .real(schedule.memory.stability), "difficulty": .real(schedule.memory.difficulty),
                    "last_review_day": .integer(Int64(schedule.lastReviewDay)),
                    "due_day": .integer(Int64(schedule.dueDay)), "reviews": .integer(Int64(schedule.reviews)),
                    "lapses": .integer(Int64(schedule.lapses)),
                    "learned_day": schedule.learnedDay.map { .integer(Int64($0)) } ?? .null,
                    "last_rating": answer.map { .integer(Int64($0.rating.rawValue)) } ?? .null,
                    "last_right": answer.map { .integer($0.isRight ? 1 : 0) } ?? .null,
                    "english": card.english.map(SQLValue.text) ?? .null,
                ],
                .update(
                    key: ["headword"],
                    set: """
                        part_of_speech = excluded.part_of_speech, definition = excluded.definition,
                        example = excluded.example, example_form = excluded.example_form,
                        english = coalesce(excluded.english, card.english),
                        stability = excluded.stability, difficulty = excluded.difficulty,
                        last_review_day = excluded.last_review_day, due_day = excluded.due_day,
                        reviews = excluded.reviews, lapses = excluded.lapses, learned_day = excluded.learned_day,
                        last_rating = coalesce(excluded.last_rating, card.last_rating),
                        last_right = coalesce(excluded.last_right, card.last_right)
                        """)))
    }

    /// Every studied word's card and schedule.
    public func studiedCards() throws(StoreError) -> [(card: QuizCard, schedule: ReviewSchedule)] {
        try database.query(
            """
            SELECT headword, part_of_speech, definition, example, example_form, english,
                stability, difficulty, last_review_day, due_day, reviews, lapses, learned_day
            FROM card ORDER BY headword
            """
        ).compactMap { row in
            guard let card = Self.card(from: row), let schedule = Self.schedule(from: row) else {
                return damage.skipped("card")
            }
            return (card, schedule)
        }
    }

    /// Words due on `day`, most overdue first (and, among equals, the least stable).
    /// - Parameter words: only these words (a level's), when given.
    public func dueCards(on day: Int, limit: Int, among words: [String]? = nil) throws(StoreError) -> [QuizCard] {
        try database.query(
            """
            SELECT headword, part_of_speech, definition, example, example_form, english FROM card
            WHERE due_day <= ? AND (?3 IS NULL OR headword IN (SELECT value FROM json_each(?3)))
            ORDER BY due_day, stability LIMIT ?2
            """, [.integer(Int64(day)), .integer(Int64(limit)), try Self.jsonList(words)]
        ).compactMap(Self.card(from:))
    }

    /// A list of words as one JSON array parameter, for `IN (SELECT value FROM json_each(?))`;
    /// NULL for no list.
    static func jsonList(_ words: [String]?) throws(StoreError) -> SQLValue {
        guard let words else { return .null }
        return .text("[" + words.map(Self.jsonString).joined(separator: ",") + "]")
    }

    private static func jsonString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// For each of `headwords`, the wrong choices offered in its last `askings` multiple-choice
    /// questions: what the next asking offers only when nothing else fits.
    public func recentDistractors(for headwords: [String], askings: Int = 3) throws(StoreError)
        -> [String: Set<String>]
    {
        var offered: [String: Set<String>] = [:]
        for row in try database.query(
            """
            SELECT asked.headword, choice.value AS distractor FROM (
                SELECT headword, distractors, row_number() OVER (PARTITION BY headword ORDER BY id DESC) AS n
                FROM review_log
                WHERE distractors IS NOT NULL AND headword IN (SELECT value FROM json_each(?1))
            ) AS asked, json_each(asked.distractors) AS choice
            WHERE asked.n <= ?2
            """, [try Self.jsonList(headwords), .integer(Int64(askings))])
        {
            guard let headword = row["headword"].string, let distractor = row["distractor"].string else { continue }
            offered[headword, default: []].insert(distractor)
        }
        return offered
    }

    /// What a learner day's reviews have asked so far, for the daily limit: the words reviewed
    /// that had been answered on an earlier day (`studied`), and the words whose very first
    /// answer this was outside `learn` (`firstReviews`, met words asked the day after). A new
    /// word's first answers in `learn` are neither.
    public func reviewsGiven(on day: Int) throws(StoreError) -> (studied: Int, firstReviews: Int) {
        let row = try database.query(
            """
            SELECT count(*) FILTER (WHERE before) AS studied, count(*) FILTER (WHERE NOT before) AS first_reviews FROM (
                SELECT EXISTS (
                    SELECT 1 FROM review_log earlier WHERE earlier.headword = today.headword AND earlier.learner_day < ?1
                ) AS before
                FROM (SELECT DISTINCT headword FROM review_log WHERE learner_day = ?1 AND source IS NOT 'learn') AS today
            )
            """, [.integer(Int64(day))]
        ).first
        return (Int(row?["studied"].integer ?? 0), Int(row?["first_reviews"].integer ?? 0))
    }

    /// The full review log, oldest first.
    public func reviewLog() throws(StoreError) -> [Answer] {
        try database.query(Self.reviewLogQuery).compactMap(answer(from:))
    }

    /// The review log, oldest first, each answer handed to `body` as it is read and none kept:
    /// an export of a million answers holds one at a time. `body` must not use the store.
    public func forEachAnswer(_ body: (Answer) throws -> Void) throws {
        try database.forEachRow(Self.reviewLogQuery) { row in
            if let answer = answer(from: row) { try body(answer) }
        }
    }

    private static let reviewLogQuery = """
        SELECT r.session_id, r.headword, r.reviewed_at, r.learner_day, r.kind, r.prompt, r.answer, r.verdict,
            r.rating, r.hints, r.response_ms, c.part_of_speech, c.definition, r.practice
        FROM review_log r LEFT JOIN card c ON c.headword = r.headword ORDER BY r.id
        """

    /// A `review_log` row as an answer; nil (and told as damage) for a row that is not one.
    private func answer(from row: Row) -> Answer? {
        guard let session = row["session_id"].string, let word = row["headword"].string,
            let at = row.milliseconds("reviewed_at"), let day = row.day("learner_day"),
            let kind = row["kind"].string.flatMap(QuestionKind.init(rawValue:)),
            let verdict = row["verdict"].string.flatMap(RecordedVerdict.init(rawValue:)),
            let rating = row["rating"].integer.flatMap({ FSRS.Rating(rawValue: Int($0)) })
        else { return damage.skipped("review_log") }
        return Answer(
            sessionID: session,
            card: QuizCard(
                headword: word, partOfSpeech: row["part_of_speech"].string, definition: row["definition"].string ?? ""),
            reviewedAt: at, learnerDay: day, kind: kind, prompt: row["prompt"].string ?? "",
            answer: row["answer"].string ?? "", verdict: verdict, rating: rating,
            hints: Int(row["hints"].integer ?? 0), responseMilliseconds: Int(row["response_ms"].integer ?? 0),
            isPractice: row["practice"].integer == 1)
    }

    /// When each word was last reviewed (unix milliseconds).
    public func lastReviewTimes() throws(StoreError) -> [String: Int64] {
        var times: [String: Int64] = [:]
        for row in try database.query(
            "SELECT headword, max(reviewed_at) AS last_reviewed_at FROM review_log GROUP BY headword")
        {
            guard let word = row["headword"].string, let at = row.milliseconds("last_reviewed_at") else {
                damage.skip("review_log")
                continue
            }
            times[word] = at
        }
        return times
    }

    /// A card from a row with its `headword, part_of_speech, definition, example, example_form,
    /// english`; a bank word answered before cards kept their gloss takes the bank's.
    static func card(from row: Row) -> QuizCard? {
        guard let headword = row["headword"].string, let definition = row["definition"].string else { return nil }
        return QuizCard(
            headword: headword, partOfSpeech: row["part_of_speech"].string, definition: definition,
            example: row["example"].string, exampleForm: row["example_form"].string,
            english: row["english"].string ?? WordBank.embeddedGloss(of: headword))
    }

    /// A schedule from a row with its `stability, difficulty, last_review_day, due_day, reviews,
    /// lapses, learned_day`.
    ///
    /// A day no calendar has, or a stability or difficulty that is not a finite number, is
    /// damage: no schedule.
    static func schedule(from row: Row) -> ReviewSchedule? {
        guard case .real = row["stability"], case .real = row["difficulty"], let stability = row.finite("stability"),
            let difficulty = row.finite("difficulty"), stability > 0, let last = row.day("last_review_day"),
            let due = row.day("due_day"), let reviews = row["reviews"].integer.flatMap({ Int(exactly: $0) }),
            let lapses = row["lapses"].integer.flatMap({ Int(exactly: $0) }), reviews >= 0, lapses >= 0
        else { return nil }
        return ReviewSchedule(
            memory: FSRS.MemoryState(stability: stability, difficulty: difficulty), lastReviewDay: last, dueDay: due,
            reviews: reviews, lapses: lapses, learnedDay: row.day("learned_day"))
    }
}
