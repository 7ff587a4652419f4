/// What `export --format apkg` puts in the collection: a note of wordquiz's notetype for each
/// studied word, its card scheduled as wordquiz schedules it (FSRS's memory state in
/// `cards.data`, the due day counted from the collection's day 0), every answer in the review
/// log, and the learner's parameters and desired retention in the deck's options.
extension AnkiCollection {
    /// A studied word as it goes into the package.
    public struct ExportedWord: Sendable, Equatable {
        /// The note's identity (`AnkiNote.guid(for:)` of the word's, or the guid a note
        /// imported from Anki came with): the same word exported again is the same note.
        public var guid: String
        public var headword: String
        public var partOfSpeech: String?
        public var pronunciation: String?
        public var hanja: String?
        public var definition: String
        public var english: String?
        /// The example with the word's form in braces: `아침마다 {사과}를 먹는다.`
        public var markedExample: String?
        public var tags: [String]
        /// The picture's name among the package's media, and its credit.
        public var pictureMedia: String?
        public var pictureCredit: String?
        /// The word's sound's name among the package's media: played beside the pronunciation.
        public var soundMedia: String?
        public var link: String?
        /// When the word last changed (its last answer, or when its text was fetched or
        /// added), unix seconds: Anki replaces an older copy of the note with a newer one.
        public var modified: Int64
        public var schedule: ReviewSchedule

        public init(
            guid: String, headword: String, partOfSpeech: String? = nil, pronunciation: String? = nil,
            hanja: String? = nil, definition: String, english: String? = nil, markedExample: String? = nil,
            tags: [String] = [], pictureMedia: String? = nil, pictureCredit: String? = nil, link: String? = nil,
            modified: Int64, schedule: ReviewSchedule
        ) {
            self.guid = guid
            self.headword = headword
            self.partOfSpeech = partOfSpeech
            self.pronunciation = pronunciation
            self.hanja = hanja
            self.definition = definition
            self.english = english
            self.markedExample = markedExample
            self.tags = tags
            self.pictureMedia = pictureMedia
            self.pictureCredit = pictureCredit
            self.link = link
            self.modified = modified
            self.schedule = schedule
        }
    }

    /// The collection's clock and the learner's model.
    public struct ExportSettings: Sendable, Equatable {
        /// The learner's day that is the collection's day 0, and the moment it started (unix
        /// seconds): `col.crt`.
        public var dayZero: Int
        public var dayZeroStart: Int64
        public var dayStartHour: Int
        public var minutesWestOfUTC: Int
        /// Unix seconds, for the modification times of what has none of its own.
        public var now: Int64
        public var fsrs: FSRS
        public var deckName: String

        public init(
            dayZero: Int, dayZeroStart: Int64, dayStartHour: Int, minutesWestOfUTC: Int, now: Int64, fsrs: FSRS,
            deckName: String
        ) {
            self.dayZero = dayZero
            self.dayZeroStart = dayZeroStart
            self.dayStartHour = dayStartHour
            self.minutesWestOfUTC = minutesWestOfUTC
            self.now = now
            self.fsrs = fsrs
            self.deckName = deckName
        }
    }

    /// wordquiz's deck and its options group: fixed ids, so that exporting again finds them.
    public static let wordquizDeckID: Int64 = 1_764_547_200_002
    public static let wordquizOptionsID: Int64 = 1_764_547_200_003

    public static func exporting(
        _ words: [ExportedWord], answers: [(headword: String, answer: AnkiAnswer)], settings: ExportSettings
    ) -> AnkiCollection {
        let notetype = AnkiNotetype.wordquiz
        // Notes and cards take ids below the moment of the export, one a word.
        let firstID = settings.now * 1000 - Int64(words.count)
        var notes: [AnkiNote] = []
        var cards: [AnkiCard] = []
        var cardIDs: [String: Int64] = [:]
        notes.reserveCapacity(words.count)
        cards.reserveCapacity(words.count)
        for (index, word) in words.enumerated() {
            let id = firstID + Int64(index)
            notes.append(
                AnkiNote(
                    id: id, guid: word.guid, notetypeID: notetype.id, modified: word.modified, tags: word.tags,
                    fields: fields(of: word)))
            let schedule = word.schedule
            let memory = AnkiMemoryState(
                stability: schedule.memory.stability, difficulty: schedule.memory.difficulty,
                desiredRetention: settings.fsrs.desiredRetention, decay: settings.fsrs.weights.last,
                lastReview: settings.dayZeroStart + Int64(schedule.lastReviewDay - settings.dayZero) * 86_400)
            cards.append(
                AnkiCard(
                    id: id, noteID: id, deckID: wordquizDeckID, modified: word.modified,
                    kind: AnkiCard.Kind.review.rawValue, queue: AnkiCard.Queue.review.rawValue,
                    due: Int64(schedule.dueDay - settings.dayZero),
                    interval: max(1, schedule.dueDay - schedule.lastReviewDay), reviews: schedule.reviews,
                    lapses: schedule.lapses, memory: memory))
            cardIDs[word.headword] = id
        }
        return AnkiCollection(
            createdAt: settings.dayZeroStart, dayStartHour: settings.dayStartHour,
            minutesWestOfUTC: settings.minutesWestOfUTC, notetypes: [notetype],
            decks: [
                AnkiDeck(id: AnkiDeck.defaultID, name: "Default", optionsID: AnkiDeck.defaultID),
                AnkiDeck(id: wordquizDeckID, name: settings.deckName, optionsID: wordquizOptionsID),
            ],
            deckOptions: AnkiDeckOptions(
                id: wordquizOptionsID, name: settings.deckName, weights: settings.fsrs.weights,
                desiredRetention: settings.fsrs.desiredRetention),
            notes: notes, cards: cards,
            reviews: reviews(of: answers, cardIDs: cardIDs, fsrs: settings.fsrs))
    }

    /// The note's fields, in the notetype's order: text escaped as HTML, the example's form
    /// in bold, the picture an `<img>` of its media file.
    static func fields(of word: ExportedWord) -> [String] {
        AnkiNotetype.WordquizField.allCases.map { field in
            switch field {
            case .word: AnkiHTML.escaped(word.headword)
            case .meaning: AnkiHTML.escaped(word.definition)
            case .english: AnkiHTML.escaped(word.english ?? "")
            case .partOfSpeech: AnkiHTML.escaped(word.partOfSpeech ?? "")
            // The sound goes with the pronunciation, as Anki plays a field's `[sound:…]`.
            case .pronunciation:
                AnkiHTML.escaped(word.pronunciation ?? "")
                    + (word.soundMedia.map { "[sound:\(AnkiHTML.escaped($0))]" } ?? "")
            case .hanja: AnkiHTML.escaped(word.hanja ?? "")
            case .example: AnkiHTML.markedExample(word.markedExample ?? "")
            case .picture:
                word.pictureMedia.map {
                    "<img src=\"\(AnkiHTML.escaped($0))\" alt=\"\(AnkiHTML.escaped(word.headword))\">"
                } ?? ""
            case .credit: AnkiHTML.escaped(word.pictureMedia == nil ? "" : word.pictureCredit ?? "")
            case .link: word.link.map { "<a href=\"\(AnkiHTML.escaped($0))\">\(AnkiHTML.escaped($0))</a>" } ?? ""
            }
        }
    }

    /// The answers as Anki's review log: ids are the answers' moments (made unique), each
    /// answer's interval and difficulty as wordquiz's FSRS gave them, a word's first answer
    /// learning, an answer after a lapse relearning, and a practice answer cramming (kind
    /// filtered, factor 0), which Anki's FSRS skips as wordquiz's schedule did.
    static func reviews(
        of answers: [(headword: String, answer: AnkiAnswer)], cardIDs: [String: Int64], fsrs: FSRS
    ) -> [AnkiReview] {
        var schedules: [String: ReviewSchedule] = [:]
        var lastRatings: [String: FSRS.Rating] = [:]
        var reviews: [AnkiReview] = []
        reviews.reserveCapacity(answers.count)
        var lastID = Int64.min
        for (headword, answer) in answers.sorted(by: { $0.answer.reviewedAt < $1.answer.reviewedAt }) {
            guard let cardID = cardIDs[headword] else { continue }
            let id = max(answer.reviewedAt, lastID &+ 1)
            lastID = id
            let previous = schedules[headword]
            let milliseconds = min(max(answer.responseMilliseconds, 0), Int(Int32.max))
            let lastInterval = previous.map { max(1, $0.dueDay - $0.lastReviewDay) } ?? 0
            if answer.isPractice, let previous {
                schedules[headword] = previous.afterPractice(rating: answer.rating, on: answer.learnerDay)
                reviews.append(
                    AnkiReview(
                        id: id, cardID: cardID, ease: answer.rating.rawValue, interval: lastInterval,
                        lastInterval: lastInterval, factor: 0, milliseconds: milliseconds,
                        kind: AnkiReview.Kind.filtered.rawValue))
                continue
            }
            let next = ReviewSchedule.after(previous, rating: answer.rating, on: answer.learnerDay, using: fsrs)
            schedules[headword] = next
            let kind: AnkiReview.Kind =
                previous == nil ? .learning : (previous?.learnedDay == nil ? .learning : .review)
            let relearning = previous?.learnedDay != nil && lastRatings[headword] == .again
            lastRatings[headword] = answer.rating
            reviews.append(
                AnkiReview(
                    id: id, cardID: cardID, ease: answer.rating.rawValue, interval: next.dueDay - answer.learnerDay,
                    lastInterval: lastInterval, factor: AnkiReview.difficultyFactor(next.memory.difficulty),
                    milliseconds: milliseconds,
                    kind: relearning ? AnkiReview.Kind.relearning.rawValue : kind.rawValue))
        }
        return reviews
    }
}
