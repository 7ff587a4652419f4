import Foundation
import Testing
import WordQuizCore

/// What goes into an Anki package and what comes back, field by field, without Anki: the
/// notes, the cards' schedules counted from the collection's day 0, the review log's kinds,
/// and the rules by which a collection's notes, cards and answers become a deck's words and
/// their history. (AnkiPackageTests holds the same to Anki's own backend.)
struct AnkiCollectionTests {
    static let fsrs = FSRS()

    static func schedule(last: Int, due: Int, reviews: Int = 3, lapses: Int = 0) -> ReviewSchedule {
        ReviewSchedule(
            memory: FSRS.MemoryState(stability: 7.25, difficulty: 4.5), lastReviewDay: last, dueDay: due,
            reviews: reviews, lapses: lapses, learnedDay: last - 5)
    }

    static let settings = AnkiCollection.ExportSettings(
        dayZero: 20_000, dayZeroStart: 20_000 * 86_400 - 5 * 3_600, dayStartHour: 4, minutesWestOfUTC: -540,
        now: 20_040 * 86_400, fsrs: fsrs, deckName: "wordquiz")

    @Test func aStudiedWordIsANoteAndAReviewCardDueOnItsDay() throws {
        let word = AnkiCollection.ExportedWord(
            guid: AnkiNote.guid(for: "bank/0"), headword: "사과", partOfSpeech: "명사", hanja: "沙果",
            definition: "둥글고 <붉은> 과일 & 그 나무", english: "apple", markedExample: "아침마다 {사과}를 먹는다.",
            tags: ["wordquiz", "noun", "beginner"], pictureMedia: "krdict-1.jpg", pictureCredit: "국립국어원, CC BY-SA",
            link: "https://example.org/?a=1&b=2", modified: 1_728_000_000,
            schedule: Self.schedule(last: 20_030, due: 20_041))
        let collection = AnkiCollection.exporting([word], answers: [], settings: Self.settings)
        #expect(collection.createdAt == Self.settings.dayZeroStart)
        #expect(collection.dayStartHour == 4 && collection.minutesWestOfUTC == -540)
        let note = try #require(collection.notes.first)
        #expect(note.guid == AnkiNote.guid(for: "bank/0"))
        #expect(note.notetypeID == AnkiNotetype.wordquiz.id)
        #expect(note.modified == 1_728_000_000)
        #expect(
            note.fields == [
                "사과", "둥글고 &lt;붉은&gt; 과일 &amp; 그 나무", "apple", "명사", "", "沙果", "아침마다 <b>사과</b>를 먹는다.",
                "<img src=\"krdict-1.jpg\" alt=\"사과\">", "국립국어원, CC BY-SA",
                "<a href=\"https://example.org/?a=1&amp;b=2\">https://example.org/?a=1&amp;b=2</a>",
            ])
        #expect(AnkiNotetype.wordquiz.fields.count == note.fields.count)
        let card = try #require(collection.cards.first)
        #expect(card.noteID == note.id && card.deckID == AnkiCollection.wordquizDeckID)
        #expect(card.kind == AnkiCard.Kind.review.rawValue && card.queue == AnkiCard.Queue.review.rawValue)
        #expect(card.due == 41, "due 41 days after day 0")
        #expect(card.interval == 11)
        #expect(card.reviews == 3 && card.lapses == 0)
        #expect(
            card.memory
                == AnkiMemoryState(
                    stability: 7.25, difficulty: 4.5, desiredRetention: 0.9, decay: FSRS.defaultWeights[20],
                    lastReview: Self.settings.dayZeroStart + 30 * 86_400))
        let options = try #require(collection.deckOptions)
        #expect(options.weights == FSRS.defaultWeights && options.desiredRetention == 0.9)
        #expect(collection.decks.map(\.name) == ["Default", "wordquiz"])
    }

    @Test func theReviewLogSaysLearningReviewRelearningAndCramming() {
        let word = AnkiCollection.ExportedWord(
            guid: "g", headword: "읽다", definition: "글을 보다", modified: 0,
            schedule: Self.schedule(last: 20_010, due: 20_020))
        let answers: [(Int, FSRS.Rating, Bool)] = [
            (20_000, .good, false), (20_003, .again, false), (20_004, .good, false), (20_005, .again, true),
            (20_010, .easy, false),
        ]
        let collection = AnkiCollection.exporting(
            [word],
            answers: answers.enumerated().map { index, answer in
                (
                    "읽다",
                    AnkiAnswer(
                        reviewedAt: Int64(answer.0) * 86_400_000 + Int64(index % 2), learnerDay: answer.0,
                        rating: answer.1, isPractice: answer.2, responseMilliseconds: 2_500 + index)
                )
            }, settings: Self.settings)
        let log = collection.reviews
        #expect(log.map(\.ease) == [3, 1, 3, 1, 4])
        #expect(log.map(\.kind) == [0, 1, 2, 3, 1])
        #expect(log.map(\.milliseconds) == [2_500, 2_501, 2_502, 2_503, 2_504])
        // The practice miss is cramming: factor 0, the interval it had.
        #expect(log[3].factor == 0 && log[3].interval == log[3].lastInterval)
        // Each answer's interval and difficulty as wordquiz's FSRS gave them.
        var replayed: ReviewSchedule?
        for (index, answer) in answers.enumerated() where !answer.2 {
            replayed = ReviewSchedule.after(replayed, rating: answer.1, on: answer.0, using: Self.fsrs)
            #expect(log[index].interval == replayed!.dueDay - answer.0)
            #expect(log[index].factor == Int(((replayed!.memory.difficulty - 1) / 9 + 0.1) * 1000))
        }
        #expect(log.allSatisfy { $0.cardID == collection.cards[0].id })
    }

    @Test func answersAtTheSameMillisecondKeepTheirOwnIDs() {
        let words = ["가다", "오다"].map {
            AnkiCollection.ExportedWord(
                guid: $0, headword: $0, definition: "뜻", modified: 0, schedule: Self.schedule(last: 20_001, due: 20_005)
            )
        }
        let answers = ["가다", "오다", "가다"].map {
            (
                headword: $0,
                answer: AnkiAnswer(
                    reviewedAt: 1_728_000_000_000, learnerDay: 20_001, rating: .good, isPractice: false,
                    responseMilliseconds: 1)
            )
        }
        let ids = AnkiCollection.exporting(words, answers: answers, settings: Self.settings).reviews.map(\.id)
        #expect(ids == [1_728_000_000_000, 1_728_000_000_001, 1_728_000_000_002])
    }

    /// A note's guid must be the same in every version of wordquiz, or a learner's second
    /// export (after an upgrade) would come into Anki beside the first instead of over it: it
    /// is the 64-bit FNV-1a of the identity, spelt in Anki's base 91 with the most significant
    /// digit first. Read back digit by digit, it gives that number again.
    @Test func aGuidIsTheIdentitysFNVHashInAnkisBase91() {
        func fnv1a(_ text: String) -> UInt64 {
            text.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01B3 }
        }
        // The FNV reference's own vectors for the hash this test reads the guid with.
        #expect(fnv1a("") == 0xcbf2_9ce4_8422_2325)
        #expect(fnv1a("a") == 0xaf63_dc4c_8601_ec8c)
        #expect(fnv1a("foobar") == 0x8594_4171_f739_67e8)
        let alphabet = Array(
            "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&()*+,-./:;<=>?@[]^_`{|}~")
        for identity in ["bank/0", "bank/411", "native/7", "deck/mine/wq3f9a", "word/사과"] {
            let guid = AnkiNote.guid(for: identity)
            var value: UInt64 = 0
            for digit in guid {
                guard let place = alphabet.firstIndex(of: digit) else {
                    Issue.record("\(identity): \(digit) is not one of Anki's base-91 digits")
                    break
                }
                value = value &* 91 &+ UInt64(place)
            }
            #expect(value == fnv1a("wordquiz:" + identity), "\(identity) → \(guid)")
        }
    }

    @Test func aGuidComesFromTheIdentityNeverTheText() {
        #expect(AnkiNote.guid(for: "bank/0") == AnkiNote.guid(for: "bank/0"))
        #expect(AnkiNote.guid(for: "bank/0") != AnkiNote.guid(for: "bank/1"))
        #expect(AnkiNote.guid(for: "bank/0") != AnkiNote.guid(for: "native/0"))
        let guid = AnkiNote.guid(for: "word/사과")
        #expect(guid.count <= 10 && guid.allSatisfy { $0.isASCII && !$0.isWhitespace })
        #expect(WordBank.embeddedIdentity(of: "사과") == "bank/0")
        #expect(WordBank.embeddedIdentity(of: "그리움") == "bank/1")
        #expect(WordBank.embeddedIdentity(of: "없는낱말") == nil)
        let native = WordBank.embedded.words.first { $0.level == .native }!
        #expect(WordBank.embeddedIdentity(of: native.headword) == "native/0")
    }

    // MARK: - Import

    static func notetype(_ fields: [String], id: Int64 = 7, name: String = "Korean") -> AnkiNotetype {
        AnkiNotetype(id: id, name: name, fields: fields, templates: [])
    }

    static func note(_ id: Int64, _ fields: [String], notetype: Int64 = 7, tags: [String] = []) -> AnkiNote {
        AnkiNote(id: id, guid: "g\(id)", notetypeID: notetype, modified: 0, tags: tags, fields: fields)
    }

    /// Learner days in UTC, starting at midnight: the tests' own clock.
    static func day(_ milliseconds: Int64) -> Int { Int(milliseconds / 86_400_000) }

    static func plan(
        _ collection: AnkiCollection, names: AnkiImportPlan.FieldNames = .init(), history: Bool = true
    ) throws -> AnkiImportPlan {
        try AnkiImportPlan(
            collection, fieldNames: names, withHistory: history, fsrs: fsrs,
            imageSources: { html in html.contains("<img src=\"tree.png\">") ? ["tree.png"] : [] }, learnerDay: day)
    }

    @Test func fieldsAreFoundByTheirNamesInEitherLanguage() throws {
        let collection = AnkiCollection(
            createdAt: 0,
            notetypes: [
                Self.notetype(["Notes", "뜻", "단어", "예문", "English"], id: 1, name: "한국어"),
                Self.notetype(["Front", "Back"], id: 2, name: "Basic"),
                Self.notetype(["Expression", "Reading"], id: 3, name: "Mine"),
            ], decks: [],
            notes: [
                Self.note(1, ["a note", "나무의 뜻", "나무", "<b>나무</b>를 심다 [sound:namu.mp3]", "tree"], notetype: 1),
                Self.note(2, ["바다<img src=\"tree.png\">", "넓은 &amp; 깊은 물"], notetype: 2, tags: ["topik"]),
                Self.note(3, ["하늘", "하늘"], notetype: 3),
            ], cards: [], reviews: [])
        let plan = try Self.plan(collection)
        #expect(
            plan.words.map(\.row) == [
                DeckFile.Row(word: "나무", meaning: "나무의 뜻", english: "tree", example: "나무를 심다", line: 1),
                DeckFile.Row(word: "바다", meaning: "넓은 & 깊은 물", tags: ["topik"], line: 2),
                DeckFile.Row(word: "하늘", meaning: "하늘", line: 3),
            ])
        #expect(plan.words.map(\.guid) == ["g1", "g2", "g3"])
        #expect(plan.words[0].sounds == ["namu.mp3"] && plan.words[1].pictures == ["tree.png"])
        #expect(
            plan.mappings.map { [$0.word, $0.meaning, $0.english, $0.example] } == [
                [2, 1, 4, 3], [0, 1, nil, nil], [0, 1, nil, nil],
            ])
        // Named by the learner, where the names say nothing.
        let named = try Self.plan(collection, names: .init(word: "reading", meaning: "expression"))
        #expect(named.words[2].row.word == "하늘" && named.mappings[2].word == 1 && named.mappings[2].meaning == 0)
        #expect(
            throws: AnkiImportPlan.Refusal.noSuchField(
                "Hanja",
                notetypes: ["한국어: Notes, 뜻, 단어, 예문, English", "Basic: Front, Back", "Mine: Expression, Reading"])
        ) {
            try Self.plan(collection, names: .init(english: "Hanja"))
        }
    }

    @Test func aNoteThatCannotBeAWordIsSkippedWithItsPlace() throws {
        let collection = AnkiCollection(
            createdAt: 0, notetypes: [Self.notetype(["Word", "Meaning"])], decks: [],
            notes: [
                Self.note(1, ["", "nothing"]), Self.note(2, ["apple", "no Hangul"]), Self.note(3, ["사과", "과일"]),
                Self.note(4, ["고양이", "cat"], notetype: 99),
            ], cards: [], reviews: [])
        let plan = try Self.plan(collection)
        #expect(plan.words.map(\.row.word) == ["사과"])
        #expect(plan.problems.map(\.note) == [1, 2, 4])
        #expect(plan.problems[0].reason == Phrase("its field ‘\("Word", .value)’ is empty"))
        #expect(plan.problems[2].reason == Phrase("its notetype is missing from the collection"))
    }

    static let day0: Int64 = 20_000 * 86_400

    static func card(
        _ note: Int64, kind: AnkiCard.Kind, queue: AnkiCard.Queue, due: Int64, memory: AnkiMemoryState? = nil,
        reps: Int = 4, lapses: Int = 1, originalDeck: Int64 = 0, originalDue: Int64 = 0, ordinal: Int = 0
    ) -> AnkiCard {
        AnkiCard(
            id: note * 10 + Int64(ordinal), noteID: note, deckID: 1, ordinal: ordinal, modified: 0,
            kind: kind.rawValue, queue: queue.rawValue, due: due, interval: 6, reviews: reps, lapses: lapses,
            originalDeckID: originalDeck, originalDue: originalDue, memory: memory)
    }

    static func review(_ card: Int64, day: Int, ease: Int, kind: AnkiReview.Kind = .review, factor: Int = 500)
        -> AnkiReview
    {
        AnkiReview(
            id: Int64(day) * 86_400_000 + 43_200_000, cardID: card, ease: ease, interval: 1, lastInterval: 0,
            factor: factor, milliseconds: 3_000, kind: kind.rawValue)
    }

    @Test func aCardsHistoryIsItsLogAndItsDueDayFromDayZero() throws {
        let collection = AnkiCollection(
            createdAt: Self.day0, notetypes: [Self.notetype(["Word", "Meaning"])], decks: [],
            notes: (1...5).map { Self.note(Int64($0), ["단어\($0)", "뜻"]) },
            cards: [
                // A review card with Anki's memory state.
                Self.card(
                    1, kind: .review, queue: .review, due: 45,
                    memory: AnkiMemoryState(stability: 12.5, difficulty: 6.25, lastReview: Self.day0 + 39 * 86_400)),
                // A relearning card whose step is a moment (unix seconds), no memory: replayed.
                Self.card(2, kind: .relearning, queue: .learning, due: Self.day0 + 41 * 86_400 + 600),
                // In a filtered deck: its home due day.
                Self.card(3, kind: .review, queue: .review, due: 2, originalDeck: 5, originalDue: 50),
                // New: no schedule, its answers stay in Anki.
                Self.card(4, kind: .new, queue: .new, due: 3),
                // Suspended: still due on its day.
                Self.card(5, kind: .review, queue: .suspended, due: 44),
            ],
            reviews: [
                Self.review(10, day: 20_030, ease: 3, kind: .learning), Self.review(10, day: 20_034, ease: 3),
                Self.review(10, day: 20_036, ease: 2, kind: .filtered, factor: 0),
                Self.review(10, day: 20_039, ease: 4),
                Self.review(20, day: 20_035, ease: 3, kind: .learning), Self.review(20, day: 20_040, ease: 1),
                Self.review(40, day: 20_038, ease: 3),
            ])
        let plan = try Self.plan(collection)
        let history = plan.words.map(\.history)
        let first = try #require(history[0])
        #expect(first.schedule.dueDay == 20_045)
        #expect(first.schedule.memory == FSRS.MemoryState(stability: 12.5, difficulty: 6.25))
        #expect(first.schedule.lastReviewDay == 20_039)
        #expect(first.schedule.learnedDay == 20_030)
        #expect(first.schedule.reviews == 4 && first.schedule.lapses == 1)
        #expect(first.answers.map(\.rating) == [.good, .good, .hard, .easy])
        #expect(first.answers.map(\.isPractice) == [false, false, true, false], "cramming is practice")
        #expect(first.answers.map(\.learnerDay) == [20_030, 20_034, 20_036, 20_039])
        let second = try #require(history[1])
        #expect(second.schedule.dueDay == 20_041)
        let replayed = ReviewSchedule.after(
            ReviewSchedule.after(nil, rating: .good, on: 20_035, using: Self.fsrs), rating: .again, on: 20_040,
            using: Self.fsrs)
        #expect(second.schedule.memory == replayed.memory)
        #expect(history[2]?.schedule.dueDay == 20_050)
        #expect(history[3] == nil)
        #expect(plan.unscheduledCards == 1)
        #expect(history[4]?.schedule.dueDay == 20_044)
        #expect(try Self.plan(collection, history: false).words.allSatisfy { $0.history == nil })
    }

    /// A card without Anki's memory is replayed from its log, cramming left out: a crammed
    /// Good before its first real answer neither shapes the memory nor marks it learned.
    @Test func crammingLeavesAReplayedScheduleAlone() throws {
        let collection = AnkiCollection(
            createdAt: Self.day0, notetypes: [Self.notetype(["Word", "Meaning"])], decks: [],
            notes: [Self.note(1, ["나무", "tree"])],
            cards: [Self.card(1, kind: .relearning, queue: .learning, due: Self.day0 + 41 * 86_400)],
            reviews: [
                Self.review(10, day: 20_033, ease: 3, kind: .filtered, factor: 0),
                Self.review(10, day: 20_035, ease: 1), Self.review(10, day: 20_040, ease: 3),
            ])
        let history = try #require(try Self.plan(collection).words.first?.history)
        let replayed = ReviewSchedule.after(
            ReviewSchedule.after(nil, rating: .again, on: 20_035, using: Self.fsrs), rating: .good, on: 20_040,
            using: Self.fsrs)
        #expect(history.schedule.memory == replayed.memory)
        #expect(history.schedule.learnedDay == 20_040, "learned by its first real right answer")
        #expect(history.answers.map(\.isPractice) == [true, false, false])
    }

    @Test func aNoteOfSeveralCardsTakesItsFirst() throws {
        let collection = AnkiCollection(
            createdAt: Self.day0, notetypes: [Self.notetype(["Word", "Meaning"])], decks: [],
            notes: [Self.note(1, ["나무", "tree"]), Self.note(2, ["바다", "sea"])],
            cards: [
                Self.card(1, kind: .review, queue: .review, due: 9, ordinal: 1),
                Self.card(1, kind: .review, queue: .review, due: 3, ordinal: 0),
                Self.card(2, kind: .review, queue: .review, due: 5),
            ], reviews: [])
        let plan = try Self.plan(collection)
        #expect(plan.notesWithSeveralCards == 1, "the note of one card is not counted")
        #expect(plan.words[0].history?.schedule.dueDay == 20_003)
    }

    @Test func aDamagedCardNeverTraps() throws {
        let collection = AnkiCollection(
            createdAt: Self.day0, notetypes: [Self.notetype(["Word", "Meaning"])], decks: [],
            notes: [Self.note(1, ["나무", "tree"]), Self.note(2, ["바다", "sea"]), Self.note(3, ["하늘", "sky"])],
            cards: [
                Self.card(1, kind: .review, queue: .review, due: Int64.max),
                Self.card(
                    2, kind: .learning, queue: .learning, due: Int64.max / 1000 - 86_400,
                    memory: AnkiMemoryState(stability: .nan, difficulty: 99, lastReview: Int64.min)),
                Self.card(
                    3, kind: .learning, queue: .dayLearning, due: 10,
                    memory: AnkiMemoryState(stability: .infinity, difficulty: 5, lastReview: Int64.min)),
            ], reviews: [])
        let plan = try AnkiImportPlan(
            collection, withHistory: true, fsrs: Self.fsrs, imageSources: { _ in [] },
            learnerDay: { Int(clamping: $0 / 86_400_000) })
        #expect(plan.words.count == 3)
        #expect(plan.words[0].history == nil, "a due day past any calendar is no schedule")
        #expect(plan.words[1].history == nil, "a learning step past any calendar is no schedule")
        let third = try #require(plan.words[2].history?.schedule)
        #expect(third.memory == Self.fsrs.nextState(after: nil, elapsedDays: 0, rating: .good))
        #expect(third.dueDay == 20_010 && third.lastReviewDay == 20_004)
    }

    // MARK: - The package's index

    @Test func thePackagesVersionIsItsMetasOrItsNewestCollection() {
        let all: Set = ["collection.anki2", "collection.anki21", "collection.anki21b", "media", "meta"]
        #expect(AnkiPackageIndex.version(meta: [0x08, 0x03], members: all) == .latest)
        #expect(AnkiPackageIndex.version(meta: [0x08, 0x02], members: all) == .legacy2)
        #expect(AnkiPackageIndex.version(meta: nil, members: ["collection.anki2", "collection.anki21"]) == .legacy2)
        #expect(AnkiPackageIndex.version(meta: nil, members: ["collection.anki2"]) == .legacy1)
        // A meta naming a collection the package lacks, or no meta at all: the newest there is.
        #expect(AnkiPackageIndex.version(meta: [0x08, 0x03], members: ["collection.anki21"]) == .legacy2)
        #expect(AnkiPackageIndex.version(meta: [0xFF], members: ["collection.anki2"]) == .legacy1)
        #expect(AnkiPackageIndex.version(meta: nil, members: ["media"]) == nil)
    }

    @Test func theMediaListsOfBothVersionsAreRead() {
        #expect(
            AnkiPackageIndex.legacyMedia(Array(#"{"1": "b.mp3", "0": "사과.jpg"}"#.utf8))
                == [.init(member: "0", name: "사과.jpg"), .init(member: "1", name: "b.mp3")])
        #expect(AnkiPackageIndex.legacyMedia(Array("[1, 2]".utf8)) == nil)
        // MediaEntries { entries: [{ name: "a.png", size: 3, sha1: … }, { name: "나.mp3" }] }
        let first: [UInt8] = [0x0A, 0x05] + Array("a.png".utf8) + [0x10, 0x03, 0x1A, 0x02, 0xAB, 0xCD]
        let second: [UInt8] = [0x0A, 0x07] + Array("나.mp3".utf8)
        let entries = [0x0A, UInt8(first.count)] + first + [0x0A, UInt8(second.count)] + second
        #expect(
            AnkiPackageIndex.latestMedia(entries) == [
                .init(member: "0", name: "a.png"), .init(member: "1", name: "나.mp3"),
            ])
        // A name of 200 bytes: its length and its entry's are varints of two bytes (200 is
        // 0xC8 0x01, the entry's 203 is 0xCB 0x01), seven bits each.
        let long = String(repeating: "가", count: 64) + "long.mp3"
        let named: [UInt8] = [0x0A, 0xC8, 0x01] + Array(long.utf8)
        #expect(long.utf8.count == 200 && named.count == 203)
        #expect(AnkiPackageIndex.latestMedia([0x0A, 0xCB, 0x01] + named) == [.init(member: "0", name: long)])
        // A length far past the end or just past it (two bytes promised, one there), a field
        // number 0, a group wire type: not a media list.
        for broken: [UInt8] in [
            [0x0A, 0x7F, 0x01], [0x0A, 0x02, 0x01], first + [0x0A, 0x02, 0x01], [0x00, 0x01], [0x0B],
        ] {
            #expect(AnkiPackageIndex.latestMedia(broken) == nil)
        }
    }

    @Test func soundsAreFoundAndHTMLIsEscaped() {
        #expect(AnkiHTML.sounds(in: "a [sound:x.mp3] b [sound:] [sound:나무.ogg] [sound:open") == ["x.mp3", "나무.ogg"])
        #expect(AnkiHTML.escaped("<script>\"'&") == "&lt;script&gt;&quot;&#39;&amp;")
        #expect(AnkiHTML.markedExample("<b>{사과}</b> & 배") == "&lt;b&gt;<b>사과</b>&lt;/b&gt; &amp; 배")
        #expect(AnkiHTML.markedExample("no mark") == "no mark")
        #expect(AnkiReview.difficultyFactor(1) == 100 && AnkiReview.difficultyFactor(10) == 1100)
    }
}
