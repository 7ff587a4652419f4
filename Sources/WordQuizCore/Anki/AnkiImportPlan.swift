/// What `deck import` takes from an Anki collection: each note as a deck's word (its fields
/// chosen by their names, or by the names the learner gives), with its guid, pictures and
/// sounds, and — asked for with `--with-history` — its card's review log and schedule, so that
/// a year in Anki goes on here on the right days.
public struct AnkiImportPlan: Sendable, Equatable {
    /// Which field holds what, by name; nil: found by its name (`DeckFile.column(named:)`'s
    /// names), the word else the first field and the meaning the second.
    public struct FieldNames: Sendable, Equatable {
        public var word: String?
        public var meaning: String?
        public var english: String?
        public var example: String?

        public init(word: String? = nil, meaning: String? = nil, english: String? = nil, example: String? = nil) {
            self.word = word
            self.meaning = meaning
            self.english = english
            self.example = example
        }
    }

    /// The fields a notetype's notes are read from (indices into its fields).
    public struct Mapping: Sendable, Equatable {
        public var notetype: String
        public var fields: [String]
        public var word: Int
        public var meaning: Int?
        public var english: Int?
        public var example: Int?
    }

    public struct Word: Sendable, Equatable {
        public var row: DeckFile.Row
        public var guid: String
        /// The media the note's fields show (`<img src>`) and play (`[sound:…]`), by their names
        /// in the package.
        public var pictures: [String]
        public var sounds: [String]
        /// The sound that says the word: the first in the word's field or in a field holding
        /// nothing else, never one beside a meaning or an example sentence.
        public var wordSound: String?
        public var history: History?
    }

    public struct History: Sendable, Equatable {
        public var answers: [AnkiAnswer]
        public var schedule: ReviewSchedule
    }

    public struct Problem: Sendable, Equatable {
        /// The note's place in the collection, from 1.
        public var note: Int
        public var reason: Phrase
    }

    /// What the learner should hear of: a field name asked for that no notetype has, with
    /// each notetype there is and its fields (`Basic: Front, Back`), to choose from.
    public enum Refusal: Error, Sendable, Equatable {
        case noSuchField(String, notetypes: [String])
    }

    public var words: [Word]
    public var problems: [Problem]
    /// How each notetype the notes use is read.
    public var mappings: [Mapping]
    /// Notes with more than one card: their first card's history is the word's.
    public var notesWithSeveralCards: Int
    /// Cards with answers that Anki has not scheduled (new, reset): their answers stay there.
    public var unscheduledCards: Int

    /// The plan for a collection. `imageSources` finds the `<img src>` of a field's HTML (the
    /// app's libxml2); `learnerDay` is the learner's day of a moment in unix milliseconds.
    public init(
        _ collection: AnkiCollection, fieldNames: FieldNames = FieldNames(), withHistory: Bool, fsrs: FSRS,
        imageSources: (String) -> [String], learnerDay: (Int64) -> Int
    ) throws(Refusal) {
        var mappings: [Int64: Mapping] = [:]
        for notetype in collection.notetypes {
            mappings[notetype.id] = try Self.mapping(of: notetype, names: fieldNames)
        }
        if let asked = [fieldNames.word, fieldNames.meaning, fieldNames.english, fieldNames.example]
            .compactMap({ $0 }).first(where: { name in
                !collection.notetypes.contains { $0.fields.contains { Self.same($0, name) } }
            })
        {
            throw .noSuchField(
                asked, notetypes: collection.notetypes.map { "\($0.name): \($0.fields.joined(separator: ", "))" })
        }
        let dayZero = learnerDay(Self.milliseconds(fromSeconds: collection.createdAt))
        var cardsByNote: [Int64: [AnkiCard]] = [:]
        for card in collection.cards { cardsByNote[card.noteID, default: []].append(card) }
        var reviewsByCard: [Int64: [AnkiReview]] = [:]
        if withHistory {
            for review in collection.reviews { reviewsByCard[review.cardID, default: []].append(review) }
        }
        var words: [Word] = []
        var problems: [Problem] = []
        var severalCards = 0
        var unscheduled = 0
        for (index, note) in collection.notes.enumerated() {
            guard let mapping = mappings[note.notetypeID] else {
                problems.append(Problem(note: index + 1, reason: Phrase("its notetype is missing from the collection")))
                continue
            }
            guard mapping.word < mapping.fields.count else {
                problems.append(Problem(note: index + 1, reason: Phrase("its notetype has no fields")))
                continue
            }
            func text(_ field: Int?) -> String? {
                guard let field, field < note.fields.count else { return nil }
                let plain = DeckFile.clean(Self.withoutSounds(note.fields[field]))
                return plain.isEmpty ? nil : String(plain.prefix(DeckFile.maximumFieldLength))
            }
            let word = text(mapping.word) ?? ""
            if word.isEmpty {
                problems.append(
                    Problem(
                        note: index + 1, reason: Phrase("its field ‘\(mapping.fields[mapping.word], .value)’ is empty"))
                )
                continue
            }
            if let reason = DeckFile.problem(with: word) {
                problems.append(Problem(note: index + 1, reason: reason))
                continue
            }
            let row = DeckFile.Row(
                word: word, meaning: text(mapping.meaning), english: text(mapping.english),
                example: text(mapping.example), tags: note.tags, line: index + 1)
            var pictures: [String] = []
            var sounds: [String] = []
            var wordSound: String?
            let textFields = [mapping.meaning, mapping.english, mapping.example]
            for (place, field) in note.fields.enumerated() {
                if field.contains("<img") || field.contains("<IMG") { pictures += imageSources(field) }
                let played = AnkiHTML.sounds(in: field)
                sounds += played
                let saysTheWord =
                    place == mapping.word || (!textFields.contains(place) && text(place) == nil)
                    || (place < mapping.fields.count && Self.holdsTheWordsSound(mapping.fields[place]))
                if wordSound == nil, saysTheWord { wordSound = played.first }
            }
            var history: History?
            let cards = (cardsByNote[note.id] ?? []).sorted { $0.ordinal < $1.ordinal }
            if cards.count > 1 { severalCards += 1 }
            if withHistory, let card = cards.first {
                history = Self.history(
                    of: card, reviews: reviewsByCard[card.id] ?? [], dayZero: dayZero, fsrs: fsrs,
                    learnerDay: learnerDay)
                if history == nil, reviewsByCard[card.id]?.isEmpty == false { unscheduled += 1 }
            }
            words.append(
                Word(
                    row: row, guid: note.guid, pictures: pictures, sounds: sounds, wordSound: wordSound,
                    history: history))
        }
        self.words = words
        self.problems = problems
        // The notetypes the notes use (a whole collection has Anki's stock ones besides).
        let used = Set(collection.notes.map(\.notetypeID))
        self.mappings = collection.notetypes.filter { used.contains($0.id) }.compactMap { mappings[$0.id] }
        notesWithSeveralCards = severalCards
        unscheduledCards = unscheduled
    }

    static func same(_ a: String, _ b: String) -> Bool {
        a.trimmingWhitespace().lowercased() == b.trimmingWhitespace().lowercased()
    }

    /// Which of a notetype's fields is the word, the meaning, the English and the example: the
    /// names asked for, else the names `DeckFile` knows, else the first and second fields.
    static func mapping(of notetype: AnkiNotetype, names: FieldNames) throws(Refusal) -> Mapping {
        func asked(_ name: String?) -> Int? {
            name.flatMap { name in notetype.fields.firstIndex { same($0, name) } }
        }
        func named(_ column: DeckFile.Column) -> Int? {
            notetype.fields.firstIndex { DeckFile.column(named: $0) == column }
        }
        let word = asked(names.word) ?? named(.word) ?? 0
        var meaning = asked(names.meaning) ?? named(.meaning)
        if meaning == nil, notetype.fields.count > 1, word != 1 { meaning = 1 }
        let english = asked(names.english) ?? named(.english)
        let example = asked(names.example) ?? named(.example)
        return Mapping(
            notetype: notetype.name, fields: notetype.fields, word: word, meaning: meaning == word ? nil : meaning,
            english: english, example: example)
    }

    /// Seconds as milliseconds, held within Int64 (a damaged value stays a far day, not a trap).
    static func milliseconds(fromSeconds seconds: Int64) -> Int64 {
        let (product, overflow) = seconds.multipliedReportingOverflow(by: 1000)
        return overflow ? (seconds < 0 ? Int64.min : Int64.max) : product
    }

    /// Whether a field's name says it holds the word's sound (wordquiz's own Pronunciation
    /// field, or an Audio or Sound field), whatever text is beside the sound.
    static func holdsTheWordsSound(_ name: String) -> Bool {
        ["pronunciation", "audio", "sound", "발음", "소리", "음성"].contains(DictionaryText.clean(name).lowercased())
    }

    static func withoutSounds(_ field: String) -> String {
        guard field.contains("[sound:") else { return field }
        var result = ""
        var rest = field[...]
        while let start = rest.range(of: "[sound:"), let end = rest[start.upperBound...].firstIndex(of: "]") {
            result += rest[..<start.lowerBound]
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }

    /// A card's answers and schedule in wordquiz's terms: its due day from Anki's (counted from
    /// the collection's day 0, or a learning card's moment), its memory state from Anki's FSRS
    /// (`cards.data`) or, without one, from wordquiz's FSRS over its answers. nil for a card
    /// Anki has not scheduled.
    static func history(
        of card: AnkiCard, reviews: [AnkiReview], dayZero: Int, fsrs: FSRS, learnerDay: (Int64) -> Int
    ) -> History? {
        let atHome = card.originalDeckID == 0
        let due = atHome ? card.due : card.originalDue
        let dueDay: Int
        switch (AnkiCard.Kind(rawValue: card.kind), AnkiCard.Queue(rawValue: card.queue)) {
        case (.new, _), (nil, _): return nil
        case (.learning, .learning), (.relearning, .learning), (.learning, .preview), (.relearning, .preview):
            // A learning step's moment, unix seconds.
            dueDay = learnerDay(Self.milliseconds(fromSeconds: due))
        default:
            guard let day = Int(exactly: due).map({ dayZero.addingReportingOverflow($0) }), !day.overflow else {
                return nil
            }
            dueDay = day.partialValue
        }
        // A due day no calendar has is damage, not a schedule.
        guard CalendarDate.dayNumbers.contains(dueDay) else { return nil }
        var answers: [AnkiAnswer] = []
        var replayed: ReviewSchedule?
        var learned: Int?
        for review in reviews.sorted(by: { $0.id < $1.id }) {
            guard let rating = FSRS.Rating(rawValue: review.ease) else { continue }
            let day = learnerDay(review.id)
            // A moment no calendar has (a damaged id) is no answer.
            guard CalendarDate.dayNumbers.contains(day) else { continue }
            let counts = review.affectsSchedule
            answers.append(
                AnkiAnswer(
                    reviewedAt: review.id, learnerDay: day, rating: rating, isPractice: !counts,
                    responseMilliseconds: max(0, review.milliseconds)))
            if counts {
                replayed = ReviewSchedule.after(replayed, rating: rating, on: day, using: fsrs)
                if rating != .again, learned == nil { learned = day }
            }
        }
        let memory: FSRS.MemoryState
        if let state = card.memory, FSRS.stabilityRange.contains(state.stability), state.difficulty.isFinite,
            (1...10).contains(state.difficulty)
        {
            memory = FSRS.MemoryState(stability: state.stability, difficulty: state.difficulty)
        } else if let replayed {
            memory = replayed.memory
        } else {
            // A review card with no log and no memory: FSRS's first Good, as a start.
            memory = fsrs.nextState(after: nil, elapsedDays: 0, rating: .good)
        }
        let loggedDay = answers.last(where: { !$0.isPractice })?.learnerDay
        let rememberedDay = card.memory?.lastReview.map { learnerDay(Self.milliseconds(fromSeconds: $0)) }
        let lastReviewDay =
            loggedDay ?? rememberedDay.flatMap { CalendarDate.dayNumbers.contains($0) ? $0 : nil }
            ?? max(dueDay - max(card.interval, 1), CalendarDate.dayNumbers.lowerBound)
        return History(
            answers: answers,
            schedule: ReviewSchedule(
                memory: memory, lastReviewDay: min(lastReviewDay, dueDay), dueDay: dueDay, reviews: card.reviews,
                lapses: card.lapses, learnedDay: learned ?? lastReviewDay))
    }
}
