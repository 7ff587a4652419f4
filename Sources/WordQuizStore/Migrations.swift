/// The schema, as numbered steps applied in order and recorded in `PRAGMA user_version`.
/// Steps are never edited once released: a change is a new step.
enum Migrations {
    static let steps: [String] = [
        // 1: the day's pick and cached entries with their raw responses.
        """
        CREATE TABLE daily_pick (
            date TEXT PRIMARY KEY,          -- local date, yyyy-MM-dd
            headword TEXT NOT NULL,
            picked_at INTEGER NOT NULL      -- unix seconds
        );
        CREATE TABLE entry_cache (
            provider TEXT NOT NULL,
            headword TEXT NOT NULL,
            entry_json TEXT NOT NULL,       -- the cleaned Entry
            raw_search BLOB,                -- the response bodies as received
            raw_view BLOB,
            format TEXT NOT NULL,
            fetched_at INTEGER NOT NULL,
            PRIMARY KEY (provider, headword)
        );
        """,
        // 2: the learner's record: every answer, and each word's spaced-repetition state.
        """
        CREATE TABLE review_log (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            session_id TEXT NOT NULL,
            headword TEXT NOT NULL,
            reviewed_at INTEGER NOT NULL,   -- unix milliseconds
            learner_day INTEGER NOT NULL,   -- days since 1970-01-01, the day starting at the learner's hour
            kind TEXT NOT NULL,             -- choice, reverse, chosung, cloze
            prompt TEXT NOT NULL,
            answer TEXT NOT NULL,
            verdict TEXT NOT NULL,          -- correct, almost, wrong
            rating INTEGER NOT NULL,        -- FSRS: 1 again, 2 hard, 3 good, 4 easy
            hints INTEGER NOT NULL,
            response_ms INTEGER NOT NULL
        );
        CREATE INDEX review_log_by_day ON review_log (learner_day);
        CREATE INDEX review_log_by_word ON review_log (headword);
        CREATE TABLE card (
            headword TEXT PRIMARY KEY,
            part_of_speech TEXT,
            definition TEXT NOT NULL,
            example TEXT,
            example_form TEXT,
            stability REAL NOT NULL,
            difficulty REAL NOT NULL,
            last_review_day INTEGER NOT NULL,
            due_day INTEGER NOT NULL,
            reviews INTEGER NOT NULL,
            lapses INTEGER NOT NULL
        );
        CREATE INDEX card_by_due ON card (due_day);
        """,
        // 3: digest schedules, and the delivery ledger that makes each fire happen once.
        """
        CREATE TABLE schedule (
            id TEXT PRIMARY KEY,
            kind TEXT NOT NULL,             -- calendar or once
            hour INTEGER,
            minute INTEGER,
            weekdays TEXT,                  -- mon,tue,…
            time_zone TEXT,
            fire_at INTEGER,                -- unix seconds, for once
            channels TEXT NOT NULL,         -- channel specs, one a line; never secrets
            enabled INTEGER NOT NULL,
            changed_at INTEGER NOT NULL     -- unix seconds; fires before it are not caught up
        );
        CREATE TABLE delivery (
            schedule_id TEXT NOT NULL,
            fire_time INTEGER NOT NULL,     -- unix seconds: the moment the fire was due
            status TEXT NOT NULL,           -- sending, delivered, late, missed, failed
            detail TEXT NOT NULL DEFAULT '',
            recorded_at INTEGER NOT NULL,
            PRIMARY KEY (schedule_id, fire_time)
        );
        """,
        // 4: words a dictionary said it does not have, remembered for the day asked.

        """
        CREATE TABLE missing_entry (
            provider TEXT NOT NULL,
            headword TEXT NOT NULL,
            date TEXT NOT NULL,             -- local date, yyyy-MM-dd
            PRIMARY KEY (provider, headword, date)
        );
        """,
        // 5: the learning loop. Practice answers leave the schedule alone; lapses count from
        // the day a word was first answered right; the words the learner has met (shown by
        // today, a digest or learn) are the ones a quiz asks about.
        """
        ALTER TABLE review_log ADD COLUMN practice INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE card ADD COLUMN learned_day INTEGER;
        UPDATE card SET learned_day = (
            SELECT min(r.learner_day) FROM review_log r WHERE r.headword = card.headword AND r.rating > 1);
        UPDATE card SET lapses = (
            SELECT count(*) FROM review_log r
            WHERE r.headword = card.headword AND r.rating = 1
                AND r.id > (SELECT min(s.id) FROM review_log s WHERE s.headword = card.headword AND s.rating > 1));
        CREATE TABLE met_word (
            headword TEXT PRIMARY KEY,
            met_day INTEGER NOT NULL,       -- days since 1970-01-01: the word's date, or the learner's day
            source TEXT NOT NULL            -- today, digest, learn, quiz
        );
        INSERT OR IGNORE INTO met_word (headword, met_day, source)
            SELECT headword, min(learner_day), 'quiz' FROM review_log GROUP BY headword;
        INSERT OR IGNORE INTO met_word (headword, met_day, source)
            SELECT headword, CAST(julianday(date) - 2440587.5 AS INTEGER), 'today' FROM daily_pick
            WHERE date <= date('now', 'localtime');
        """,
        // 6: each channel of each fire, written before and after its send, so that a fire is
        // delivered only when all its channels are, a failed channel can be tried again
        // without resending the others, and a killed process leaves nothing `sending`.
        """
        ALTER TABLE delivery ADD COLUMN claimed_by INTEGER;    -- the claiming process's pid
        ALTER TABLE delivery ADD COLUMN late INTEGER NOT NULL DEFAULT 0;
        CREATE TABLE delivery_channel (
            schedule_id TEXT NOT NULL,
            fire_time INTEGER NOT NULL,
            channel TEXT NOT NULL,          -- the channel spec
            status TEXT NOT NULL,           -- pending, sending, delivered, failed, unknown
            attempts INTEGER NOT NULL DEFAULT 0,
            retry_at INTEGER,               -- unix seconds of the next try of a failed channel; NULL: none
            detail TEXT NOT NULL DEFAULT '',
            updated_at INTEGER NOT NULL,
            PRIMARY KEY (schedule_id, fire_time, channel)
        );
        CREATE INDEX delivery_channel_retry ON delivery_channel (retry_at) WHERE retry_at IS NOT NULL;
        """,
        // 7: running aggregates, kept in the same transaction as each answer, so that stats,
        // the digest and a quiz's start never read the whole review log.
        """
        CREATE TABLE daily_activity (
            learner_day INTEGER PRIMARY KEY,
            answers INTEGER NOT NULL,
            correct INTEGER NOT NULL,
            practice INTEGER NOT NULL
        );
        INSERT INTO daily_activity (learner_day, answers, correct, practice)
            SELECT learner_day, count(*), sum(rating > 1), sum(practice) FROM review_log GROUP BY learner_day;
        ALTER TABLE card ADD COLUMN last_rating INTEGER;
        UPDATE card SET last_rating = (
            SELECT r.rating FROM review_log r WHERE r.headword = card.headword ORDER BY r.id DESC LIMIT 1);
        CREATE INDEX card_by_lapses ON card (lapses);
        CREATE INDEX card_by_last_review ON card (last_review_day, headword);
        CREATE INDEX card_by_last_rating ON card (last_rating);
        CREATE INDEX met_word_by_day ON met_word (met_day);
        """,
        // 8: which met words have been answered (have a card), so that the new words a quiz or
        // `learn` takes are found through an index, not by checking every met word for a card.
        """
        ALTER TABLE met_word ADD COLUMN answered INTEGER NOT NULL DEFAULT 0;
        UPDATE met_word SET answered = 1 WHERE headword IN (SELECT headword FROM card);
        CREATE INDEX met_word_unanswered ON met_word (met_day) WHERE answered = 0;
        """,
        // 9: the day's pick for each level a learner may choose (WORDQUIZ_LEVEL): a date's word
        // stays what it was for each level; the picks made so far were for all levels.
        """
        CREATE TABLE daily_pick_by_level (
            date TEXT NOT NULL,             -- local date, yyyy-MM-dd
            level TEXT NOT NULL,            -- all, beginner, intermediate, advanced
            headword TEXT NOT NULL,
            picked_at INTEGER NOT NULL,     -- unix seconds
            PRIMARY KEY (date, level)
        );
        INSERT INTO daily_pick_by_level (date, level, headword, picked_at)
            SELECT date, 'all', headword, picked_at FROM daily_pick;
        DROP TABLE daily_pick;
        ALTER TABLE daily_pick_by_level RENAME TO daily_pick;
        """,
        // 10: the learner's own words, in decks (`wordquiz deck import`, `wordquiz add`), and
        // which decks the word of the day and `learn` draw from (none chosen: the bank).
        """
        CREATE TABLE deck (
            name TEXT PRIMARY KEY,
            created_at INTEGER NOT NULL,    -- unix seconds
            in_use INTEGER NOT NULL DEFAULT 0
        );
        CREATE TABLE deck_word (
            deck TEXT NOT NULL REFERENCES deck (name) ON DELETE CASCADE,
            headword TEXT NOT NULL,
            meaning TEXT,
            english TEXT,
            example TEXT,
            tags TEXT NOT NULL DEFAULT '',
            position INTEGER NOT NULL,      -- the order of the file, for the words of the day
            added_at INTEGER NOT NULL,
            PRIMARY KEY (deck, headword)
        );
        CREATE INDEX deck_word_by_position ON deck_word (deck, position);
        CREATE INDEX deck_word_by_headword ON deck_word (headword);
        """,
        // 11: a day's right answers are the answers judged right, as the quiz's score counts
        // them; an "almost" (one jamo off, graded Hard) was counted right by `stats` until now.
        """
        UPDATE daily_activity SET correct = (
            SELECT count(*) FROM review_log r
            WHERE r.learner_day = daily_activity.learner_day AND r.verdict = 'correct');
        """,
        // 12: each card keeps its English gloss (the bank's, a deck's, the dictionary's), so a
        // review asks an English-reading learner in English whatever the word's source; a
        // deck's words take their deck's gloss now, the bank's are read from the bank. Each
        // answer keeps the wrong choices it was offered, so the next askings offer others, and
        // the command it was given in (`learn`'s answers are not counted against the review limit).
        """
        ALTER TABLE card ADD COLUMN english TEXT;
        ALTER TABLE review_log ADD COLUMN distractors TEXT;  -- a JSON array of the wrong choices offered
        ALTER TABLE review_log ADD COLUMN source TEXT;       -- review, quiz or learn (NULL before this step)
        UPDATE card SET english = (
            SELECT d.english FROM deck_word d WHERE d.headword = card.headword AND d.english IS NOT NULL
            ORDER BY d.added_at DESC LIMIT 1);
        """,
        // 13: the learner's own FSRS parameters, fitted to their reviews (`wordquiz optimize`);
        // none: the defaults.
        """
        CREATE TABLE fsrs_parameters (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            weights TEXT NOT NULL,          -- the 21 parameters, comma-separated
            fitted_at INTEGER NOT NULL,     -- unix seconds
            reviews INTEGER NOT NULL        -- the reviews they were fitted to
        );
        """,
        // 14: the notices a learner is given once (a level nearly used up), and when.
        """
        CREATE TABLE notice_given (
            notice TEXT PRIMARY KEY,        -- what was said: level-ending:beginner, decks-ending:mine
            given_at INTEGER NOT NULL       -- unix seconds
        );
        """,
        // 15: who claimed a fire, beyond its pid: the kernel's boot and the process's start, so
        // that a pid used again (another boot, a container's fresh pid namespace) is not taken
        // for the claimer.
        """
        ALTER TABLE delivery ADD COLUMN claim_token TEXT;   -- boot id/pid/start time
        """,
        // 16: the reviews that tested a memory (a word's first scheduled answer of a learner
        // day, after the day it was first answered), counted as they are given, with the recall
        // the model predicted: true retention and calibration without reading the review log.
        // The reviews before this step are counted from the log, in all (no level) and with
        // no prediction (bin -1): what the model predicted then was not kept.
        """
        CREATE TABLE recall_check (
            learner_day INTEGER NOT NULL,
            level TEXT NOT NULL,            -- beginner, intermediate, advanced; '' for a deck's word
            bin INTEGER NOT NULL,           -- the bin of predicted recall (RecallCalibration), -1 unknown
            reviews INTEGER NOT NULL,
            recalled INTEGER NOT NULL,      -- rated above again
            predicted REAL NOT NULL,        -- the sum of the predicted recalls
            PRIMARY KEY (learner_day, level, bin)
        );
        INSERT INTO recall_check (learner_day, level, bin, reviews, recalled, predicted)
            SELECT learner_day, '', -1, count(*), sum(rating > 1), 0 FROM review_log AS r
            WHERE practice = 0
                AND id = (SELECT min(id) FROM review_log AS same WHERE same.headword = r.headword
                    AND same.learner_day = r.learner_day AND same.practice = 0)
                AND learner_day > (SELECT min(learner_day) FROM review_log AS first WHERE first.headword = r.headword
                    AND first.practice = 0)
            GROUP BY learner_day;
        """,
        // 17: a deck's word remembers the Anki note it came from (so that exporting it again
        // updates that note), the picture the note showed and the sounds it played.
        """
        ALTER TABLE deck_word ADD COLUMN note_guid TEXT;
        ALTER TABLE deck_word ADD COLUMN picture TEXT;  -- a Picture as JSON
        ALTER TABLE deck_word ADD COLUMN sounds TEXT;   -- file names, one a line
        """,
        // 18: whether a word's last answer was right: learned means right, and an "almost",
        // graded Hard as a hinted right answer is, is not right.
        """
        ALTER TABLE card ADD COLUMN last_right INTEGER;
        UPDATE card SET last_right = (
            SELECT r.verdict = 'correct' FROM review_log r WHERE r.headword = card.headword ORDER BY r.id DESC LIMIT 1);
        CREATE INDEX card_by_last_right ON card (last_right);
        """,
        // 19: which of a deck word's sounds says the word itself (an Anki note's word field),
        // for `say` and the listening quiz; a sentence's sound is never played as the word.
        """
        ALTER TABLE deck_word ADD COLUMN word_sound TEXT;   -- a file name in the data folder's sounds/
        """,
        // 20: a kept fit's held-out scores, as the reference evaluates them, for `stats`.
        """
        ALTER TABLE fsrs_parameters ADD COLUMN log_loss REAL;
        ALTER TABLE fsrs_parameters ADD COLUMN rmse_bins REAL;
        """,
    ]

    /// Brings the database up to the newest schema, each step in its own transaction (so
    /// that two processes opening a new file at once do not both apply a step).
    static func migrate(_ database: SQLiteDatabase) throws(StoreError) {
        // A current schema needs no write lock: read before taking one.
        guard try database.userVersion() < Int64(steps.count) else { return }
        for (index, step) in steps.enumerated() {
            try database.transaction { (tx) throws(StoreError) in
                let version = try tx.scalar("PRAGMA user_version")?.integer ?? 0
                if version > Int64(steps.count) {
                    throw StoreError(
                        path: database.path, reason: .newerSchema(version: version, known: steps.count),
                        message: "")
                }
                guard version == Int64(index) else { return }
                try tx.executeScript(step)
                try tx.execute("PRAGMA user_version = \(index + 1)")
            }
        }
    }
}
