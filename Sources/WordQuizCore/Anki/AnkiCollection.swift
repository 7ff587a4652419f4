/// An Anki collection as wordquiz writes it into a package or reads it out of one: its
/// notetypes, decks and deck options, notes, cards and review log. Pure values, in Anki's own
/// terms; the SQLite file is `AnkiCollectionFile`'s (WordQuizStore), the zip around it
/// `AnkiPackage`'s (WordQuizArchive).
public struct AnkiCollection: Sendable, Equatable {
    /// When the collection was created (`col.crt`), unix seconds: the start of its day 0, from
    /// which a review card's due day counts.
    public var createdAt: Int64
    /// The hour Anki's next day starts (its `rollover`), wordquiz's day start.
    public var dayStartHour: Int
    /// Minutes west of UTC where the collection was made (Anki's `creationOffset`).
    public var minutesWestOfUTC: Int
    public var notetypes: [AnkiNotetype]
    public var decks: [AnkiDeck]
    /// The options of wordquiz's deck: the learner's FSRS parameters and desired retention.
    public var deckOptions: AnkiDeckOptions?
    public var notes: [AnkiNote]
    public var cards: [AnkiCard]
    public var reviews: [AnkiReview]

    public init(
        createdAt: Int64, dayStartHour: Int = LearnerDay.defaultRolloverHour, minutesWestOfUTC: Int = 0,
        notetypes: [AnkiNotetype], decks: [AnkiDeck], deckOptions: AnkiDeckOptions? = nil, notes: [AnkiNote],
        cards: [AnkiCard], reviews: [AnkiReview]
    ) {
        self.createdAt = createdAt
        self.dayStartHour = dayStartHour
        self.minutesWestOfUTC = minutesWestOfUTC
        self.notetypes = notetypes
        self.decks = decks
        self.deckOptions = deckOptions
        self.notes = notes
        self.cards = cards
        self.reviews = reviews
    }
}

/// A deck: wordquiz writes one (and Anki's Default, which every collection has).
public struct AnkiDeck: Sendable, Equatable {
    public var id: Int64
    public var name: String
    /// Its options group (`conf`).
    public var optionsID: Int64

    public init(id: Int64, name: String, optionsID: Int64) {
        self.id = id
        self.name = name
        self.optionsID = optionsID
    }

    /// Anki's Default deck and options group: every collection has them, with id 1.
    public static let defaultID: Int64 = 1
}

/// A deck's options as far as wordquiz sets them: FSRS's parameters and desired retention.
public struct AnkiDeckOptions: Sendable, Equatable {
    public var id: Int64
    public var name: String
    /// FSRS-6's 21 parameters.
    public var weights: [Double]
    public var desiredRetention: Double

    public init(id: Int64, name: String, weights: [Double], desiredRetention: Double) {
        self.id = id
        self.name = name
        self.weights = weights
        self.desiredRetention = desiredRetention
    }
}

/// A note: its fields in the notetype's order, HTML as Anki keeps them.
public struct AnkiNote: Sendable, Equatable {
    public var id: Int64
    /// Its identity across collections: the same guid imported again updates the note.
    public var guid: String
    public var notetypeID: Int64
    /// Unix seconds: a newer note replaces an older one on import.
    public var modified: Int64
    public var tags: [String]
    public var fields: [String]

    public init(id: Int64, guid: String, notetypeID: Int64, modified: Int64, tags: [String], fields: [String]) {
        self.id = id
        self.guid = guid
        self.notetypeID = notetypeID
        self.modified = modified
        self.tags = tags
        self.fields = fields
    }

    /// Anki's field separator in `notes.flds`.
    public static let fieldSeparator: Character = "\u{1F}"
}

/// A card, with the scheduling columns wordquiz reads and writes.
public struct AnkiCard: Sendable, Equatable {
    public enum Kind: Int, Sendable {
        case new = 0
        case learning = 1
        case review = 2
        case relearning = 3
    }

    /// Where the card waits (`queue`): its kind, or suspended and buried.
    public enum Queue: Int, Sendable {
        case manuallyBuried = -3
        case siblingBuried = -2
        case suspended = -1
        case new = 0
        case learning = 1
        case review = 2
        case dayLearning = 3
        case preview = 4
    }

    public var id: Int64
    public var noteID: Int64
    public var deckID: Int64
    /// Which of the notetype's templates it is.
    public var ordinal: Int
    public var modified: Int64
    public var kind: Int
    public var queue: Int
    /// A review card's due day counted from the collection's day 0; a learning card's due
    /// moment in unix seconds; a new card's position.
    public var due: Int64
    /// Days.
    public var interval: Int
    /// SM-2's ease in permille (2500); unused by FSRS.
    public var easeFactor: Int
    public var reviews: Int
    public var lapses: Int
    /// Where a card in a filtered deck came from, and its due day there (0 when it is home).
    public var originalDeckID: Int64
    public var originalDue: Int64
    /// FSRS's memory state (`cards.data`), when Anki's FSRS has one.
    public var memory: AnkiMemoryState?

    public init(
        id: Int64, noteID: Int64, deckID: Int64, ordinal: Int = 0, modified: Int64, kind: Int, queue: Int, due: Int64,
        interval: Int, easeFactor: Int = 2500, reviews: Int, lapses: Int, originalDeckID: Int64 = 0,
        originalDue: Int64 = 0, memory: AnkiMemoryState? = nil
    ) {
        self.id = id
        self.noteID = noteID
        self.deckID = deckID
        self.ordinal = ordinal
        self.modified = modified
        self.kind = kind
        self.queue = queue
        self.due = due
        self.interval = interval
        self.easeFactor = easeFactor
        self.reviews = reviews
        self.lapses = lapses
        self.originalDeckID = originalDeckID
        self.originalDue = originalDue
        self.memory = memory
    }
}

/// FSRS's memory state as Anki keeps it in `cards.data`: `{"s":…,"d":…,"dr":…,"decay":…,"lrt":…}`.
public struct AnkiMemoryState: Sendable, Equatable, Codable {
    public var stability: Double
    public var difficulty: Double
    public var desiredRetention: Double?
    public var decay: Double?
    /// The last review, unix seconds.
    public var lastReview: Int64?

    public init(
        stability: Double, difficulty: Double, desiredRetention: Double? = nil, decay: Double? = nil,
        lastReview: Int64? = nil
    ) {
        self.stability = stability
        self.difficulty = difficulty
        self.desiredRetention = desiredRetention
        self.decay = decay
        self.lastReview = lastReview
    }

    enum CodingKeys: String, CodingKey {
        case stability = "s"
        case difficulty = "d"
        case desiredRetention = "dr"
        case decay
        case lastReview = "lrt"
    }
}

/// One line of the review log (`revlog`).
public struct AnkiReview: Sendable, Equatable {
    public enum Kind: Int, Sendable {
        case learning = 0
        case review = 1
        case relearning = 2
        case filtered = 3
        case manual = 4
        case rescheduled = 5
    }

    /// The moment of the answer, unix milliseconds (unique in a collection).
    public var id: Int64
    public var cardID: Int64
    /// The button: 1 again, 2 hard, 3 good, 4 easy; 0 for a rescheduling, which has no answer.
    public var ease: Int
    /// The interval given, in days (negative: seconds, for a learning step).
    public var interval: Int
    public var lastInterval: Int
    /// SM-2's ease in permille, or with FSRS the difficulty after the answer as Anki writes it
    /// (`difficultyFactor`); 0 for an answer that left the schedule alone (cramming).
    public var factor: Int
    /// Time taken, milliseconds.
    public var milliseconds: Int
    public var kind: Int

    public init(
        id: Int64, cardID: Int64, ease: Int, interval: Int, lastInterval: Int, factor: Int, milliseconds: Int,
        kind: Int
    ) {
        self.id = id
        self.cardID = cardID
        self.ease = ease
        self.interval = interval
        self.lastInterval = lastInterval
        self.factor = factor
        self.milliseconds = milliseconds
        self.kind = kind
    }

    /// Whether the answer counts for the schedule, as Anki's FSRS reads the log: it has a
    /// rating, and it is not cramming (an answer in a filtered deck that left the card's
    /// schedule alone, written with factor 0).
    public var affectsSchedule: Bool {
        (1...4).contains(ease) && !(kind == Kind.filtered.rawValue && factor == 0)
            && kind != Kind.manual.rawValue && kind != Kind.rescheduled.rawValue
    }

    /// FSRS's difficulty (1–10) in the revlog's factor column: normalised to 0–1, shifted by
    /// 0.1 and in permille, as Anki writes it.
    public static func difficultyFactor(_ difficulty: Double) -> Int {
        Int(((difficulty - 1) / 9 + 0.1) * 1000)
    }
}

/// An answer as Anki's review log and wordquiz's meet: its moment, the learner's day, the
/// rating, whether it was practice (Anki's cramming) and how long it took.
public struct AnkiAnswer: Sendable, Equatable {
    /// Unix milliseconds.
    public var reviewedAt: Int64
    public var learnerDay: Int
    public var rating: FSRS.Rating
    /// Logged, the schedule left alone.
    public var isPractice: Bool
    public var responseMilliseconds: Int

    public init(reviewedAt: Int64, learnerDay: Int, rating: FSRS.Rating, isPractice: Bool, responseMilliseconds: Int) {
        self.reviewedAt = reviewedAt
        self.learnerDay = learnerDay
        self.rating = rating
        self.isPractice = isPractice
        self.responseMilliseconds = responseMilliseconds
    }
}
