import Foundation
import TestSupport
import Testing
import WordQuizCore
import WordQuizStore

/// A year that is not locked in: the packages wordquiz writes are imported by Anki's own
/// backend (the `anki` package, the Rust core of every Anki) with their scheduling, and the
/// packages Anki writes — current and legacy — are read by wordquiz, both ways round, with
/// every word, answer and due day kept and no note doubled.
@Suite(.enabled(if: AnkiBackend.isAvailable, Comment(rawValue: AnkiBackend.absentNote)), .serialized)
struct AnkiPackageTests {
    /// The learner's day now where the testbed's wordquiz runs (Seoul, the day starting at 04:00).
    static var today: Int {
        let seconds = Int64(Date().timeIntervalSince1970) + 9 * 3600 - 4 * 3600
        return Int(seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400)
    }

    /// Noon in Seoul on a learner day, unix milliseconds.
    static func noon(_ day: Int, plus seconds: Int64 = 0) -> Int64 {
        (Int64(day) * 86_400 + 3 * 3_600 + seconds) * 1000
    }

    /// A month of answers on four bank words, with a lapse, a Hard, an Easy, a practice answer
    /// that left the schedule alone and a practice miss that brought a word back tomorrow.
    static let history: [(word: String, daysAgo: Int, rating: FSRS.Rating, practice: Bool)] = [
        ("사과", 20, .good, false), ("사과", 17, .good, false), ("사과", 9, .again, false), ("사과", 8, .good, false),
        ("사과", 5, .good, true), ("사과", 2, .good, false),
        ("읽다", 15, .good, false), ("읽다", 12, .hard, false), ("읽다", 3, .easy, false),
        ("하늘", 10, .again, false), ("하늘", 9, .good, false), ("하늘", 6, .good, false),
        ("그리움", 4, .good, false), ("그리움", 1, .again, true),
    ]

    /// A home whose record holds `history`, answered as `review` and `quiz` record answers.
    static func learner() throws -> CLITestbed {
        let bed = CLITestbed(language: "en")
        _ = try bed.run(["history"])
        let store = try WordStore(path: bed.databasePath)
        let fsrs = FSRS()
        for (index, answer) in history.enumerated() {
            let word = try #require(WordBank.embedded.word(answer.word))
            let day = today - answer.daysAgo
            try store.record(
                WordStore.Answer(
                    sessionID: "s\(index)", card: QuizCard(word), reviewedAt: noon(day, plus: Int64(index)),
                    learnerDay: day, kind: .choice, prompt: word.definition, answer: word.headword,
                    verdict: answer.rating == .again ? .wrong : answer.rating == .hard ? .almost : .correct,
                    rating: answer.rating, hints: 0, responseMilliseconds: 1_000 + index * 100,
                    isPractice: answer.practice, source: answer.practice ? .quiz : .review),
                using: fsrs)
        }
        return bed
    }

    struct CardRow: Equatable {
        var headword: String
        var dueDay: Int
        var stability: Double
        var difficulty: Double
        var reviews: Int
        var lapses: Int
    }

    static func cards(_ bed: CLITestbed) throws -> [String: CardRow] {
        let rows = try sqlite(
            bed.databasePath,
            "SELECT headword, due_day, stability, difficulty, reviews, lapses FROM card ORDER BY headword")
        var cards: [String: CardRow] = [:]
        for line in rows.split(separator: "\n") {
            let fields = line.split(separator: "|").map(String.init)
            cards[fields[0]] = CardRow(
                headword: fields[0], dueDay: Int(fields[1]) ?? -1, stability: Double(fields[2]) ?? -1,
                difficulty: Double(fields[3]) ?? -1, reviews: Int(fields[4]) ?? -1, lapses: Int(fields[5]) ?? -1)
        }
        return cards
    }

    /// Each answer as (word, moment, rating, practice), in order.
    static func answers(_ bed: CLITestbed) throws -> [String] {
        try sqlite(
            bed.databasePath, "SELECT headword, reviewed_at, rating, practice FROM review_log ORDER BY reviewed_at"
        )
        .split(separator: "\n").map(String.init)
    }

    @Test func anExportedYearGoesIntoAnkiWithItsMemoryAndComesBackWhole() throws {
        let bed = try Self.learner()
        let before = try Self.cards(bed)
        let package = bed.root.path + "/work/year.apkg"
        let exported = try bed.run(["export", "--format", "apkg", "--output", package])
        #expect(exported.exitCode == 0, "\(exported.stderr)")
        #expect(
            exported.stdout.contains(
                "wrote 4 words with 14 answers and 0 pictures to \(package); import it in Anki with File › Import."))
        // The same counts in Korean, each in its place.
        bed.extraEnvironment["WORDQUIZ_LANG"] = "ko"
        let korean = bed.root.path + "/work/year-ko.apkg"
        let exportedInKorean = try bed.run(["export", "--format", "apkg", "--output", korean])
        bed.extraEnvironment["WORDQUIZ_LANG"] = nil
        #expect(
            exportedInKorean.stdout.contains(
                "단어 4개, 답변 14개, 그림 0개를 \(korean)에 썼어요. Anki에서 파일 › 가져오기로 가져오세요."),
            "\(exportedInKorean.stdout)")

        // Anki imports it with its scheduling.
        let collection = bed.root.path + "/anki/collection.anki2"
        try FileManager.default.createDirectory(atPath: bed.root.path + "/anki", withIntermediateDirectories: true)
        let anki = try AnkiBackend.run(["import", collection, package])
        #expect(anki.log?.new == 4)
        #expect(anki.notes.count == 4)
        let sagwa = try #require(anki.notes.first { $0.fields["Word"] == "사과" })
        #expect(sagwa.notetype == "wordquiz")
        #expect(sagwa.fields["Meaning"] == WordBank.embedded.word("사과")?.definition)
        #expect(sagwa.fields["English"] == "apple")
        #expect(sagwa.fields["Hanja"] == "沙果")
        #expect(sagwa.fields["Example"] == "아침마다 <b>사과</b>를 하나씩 깎아 먹는다.")
        // The pronunciation the card shows: the rules' where they change the word, none where
        // it is said as spelt.
        #expect(sagwa.fields["Pronunciation"] == "", "\(sagwa.fields)")
        let read = try #require(anki.notes.first { $0.fields["Word"] == "읽다" })
        #expect(read.fields["Pronunciation"] == "익따", "\(read.fields)")
        // A word without a picture leaves its picture and its credit empty (generated survivor
        // f4e918b832: a "?" there went unnoticed).
        #expect(sagwa.fields["Picture"] == "" && sagwa.fields["Credit"] == "", "\(sagwa.fields)")
        #expect(Set(sagwa.tags) == ["wordquiz", "noun", "beginner"])
        for (headword, card) in before {
            let note = try #require(anki.notes.first { $0.fields["Word"] == headword })
            let ankiCard = try #require(anki.cards.first { $0.guid == note.guid })
            #expect(ankiCard.deck == "wordquiz")
            #expect(ankiCard.type == 2 && ankiCard.queue == 2, "\(headword) is a review card")
            #expect(ankiCard.dueInDays == card.dueDay - Self.today, "\(headword) is due on the day wordquiz set")
            #expect(abs((ankiCard.stability ?? 0) - card.stability) < 1e-3, "\(headword)'s stability")
            #expect(abs((ankiCard.difficulty ?? 0) - card.difficulty) < 1e-3, "\(headword)'s difficulty")
            #expect(ankiCard.reps == card.reviews)
            #expect(ankiCard.lapses == card.lapses)
            let reviews = anki.reviews.filter { $0.guid == note.guid }
            #expect(reviews.count == Self.history.filter { $0.word == headword }.count)
        }
        // 사과's log: learning, review, review (the miss), relearning, cramming (the practice
        // answer, which Anki's FSRS skips as wordquiz's schedule did), review.
        let sagwaLog = anki.reviews.filter { $0.guid == sagwa.guid }
        #expect(sagwaLog.map(\.ease) == [3, 3, 1, 3, 3, 3])
        #expect(sagwaLog.map(\.type) == [0, 1, 1, 2, 3, 1])
        #expect(sagwaLog[4].factor == 0)
        #expect(sagwaLog.map(\.milliseconds) == [1_000, 1_100, 1_200, 1_300, 1_400, 1_500])
        // The learner's parameters and desired retention are the deck's options.
        let options = try #require(anki.decks["wordquiz"])
        #expect(options.params.count == 21)
        #expect(zip(options.params, FSRS.defaultWeights).allSatisfy { abs($0 - $1) < 1e-4 })
        #expect(abs((options.desiredRetention ?? 0) - 0.9) < 1e-6)
        #expect(options.extendLimits == [0, 0], "today's limits unextended, as in a deck Anki makes")

        // Exported again (and imported again) it updates the same notes: nothing doubled.
        #expect(try bed.run(["export", "--format", "apkg", "--output", package]).exitCode == 0)
        let again = try AnkiBackend.run(["import", collection, package])
        #expect(again.log?.new == 0)
        #expect(again.notes.count == 4)

        // Anki's current package back into a new wordquiz: every word, answer and due day.
        let latest = bed.root.path + "/work/from-anki.apkg"
        _ = try AnkiBackend.run(["export", collection, latest])
        let home = CLITestbed(language: "en")
        let imported = try home.run(["deck", "import", latest, "--with-history", "--name", "anki"])
        #expect(imported.exitCode == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("deck 'anki': 4 words added, 0 updated."))
        #expect(imported.stdout.contains("14 answers added (0 already here); 4 words scheduled as in Anki"))
        let after = try Self.cards(home)
        #expect(Set(after.keys) == Set(before.keys))
        for (headword, card) in before {
            let back = try #require(after[headword])
            #expect(back.dueDay == card.dueDay, "\(headword) is due on the same day")
            #expect(abs(back.stability - card.stability) < 1e-3)
            #expect(abs(back.difficulty - card.difficulty) < 1e-3)
            #expect(back.reviews == card.reviews)
            #expect(back.lapses == card.lapses)
        }
        #expect(try Self.answers(home) == Self.answers(bed))
        // The answers came back as Anki's: a recall, not a question wordquiz asked.
        #expect(try sqlite(home.databasePath, "SELECT DISTINCT kind || ' ' || source FROM review_log") == "recall anki")

        // And the legacy package Anki writes for older versions, into the same home: known.
        let legacy = bed.root.path + "/work/from-anki-legacy.apkg"
        _ = try AnkiBackend.run(["export", collection, legacy, "--legacy"])
        let twice = try home.run(["deck", "import", legacy, "--with-history", "--name", "anki"])
        #expect(twice.stdout.contains("deck 'anki': 0 words added, 4 updated."))
        #expect(twice.stdout.contains("0 answers added (14 already here)"))
        #expect(try Self.answers(home).count == 14)
    }

    /// A learner in India (UTC+5:30) whose day starts at midnight: Anki counts its days from
    /// the collection's creation at 00:00 there, so a creation offset off by minutes would put
    /// the creation on the day before and every card a day early in Anki.
    @Test func aDayThatStartsAtMidnightHalfAnHourOffTheHourIsAnkisDayToo() throws {
        let bed = CLITestbed(language: "en")
        bed.extraEnvironment["TZ"] = "Asia/Kolkata"
        bed.extraEnvironment["WORDQUIZ_DAY_STARTS_AT"] = "0"
        _ = try bed.run(["history"])
        let offset: Int64 = 19_800
        let now = Int64(Date().timeIntervalSince1970)
        let today = Int((now + offset) / 86_400)
        let store = try WordStore(path: bed.databasePath)
        for (index, daysAgo) in [12, 5].enumerated() {
            let word = try #require(WordBank.embedded.word("하늘"))
            let day = today - daysAgo
            try store.record(
                WordStore.Answer(
                    sessionID: "k\(index)", card: QuizCard(word),
                    reviewedAt: (Int64(day) * 86_400 + 12 * 3_600 - offset) * 1000, learnerDay: day, kind: .choice,
                    prompt: word.definition, answer: word.headword, verdict: .correct, rating: .good, hints: 0,
                    responseMilliseconds: 2_000, isPractice: false, source: .review),
                using: FSRS())
        }
        let due = try #require(Self.cards(bed)["하늘"]).dueDay
        #expect(due > today, "due in the days to come")
        let package = bed.root.path + "/work/kolkata.apkg"
        #expect(try bed.run(["export", "--format", "apkg", "--output", package]).exitCode == 0)
        let collection = bed.root.path + "/anki/collection.anki2"
        try FileManager.default.createDirectory(atPath: bed.root.path + "/anki", withIntermediateDirectories: true)
        let anki = try AnkiBackend.run(["import", collection, package], timeZone: "Asia/Kolkata")
        let card = try #require(anki.cards.first)
        #expect(card.dueInDays == due - today, "due on wordquiz's day, not the one before")
    }

    /// A deck made in Anki: a notetype of its own naming, a picture and a sound, one card with
    /// a month of answers and one new.
    static func ankiSpec() throws -> String {
        let png = Data(PictureSamples.png(width: 32, height: 24)).base64EncodedString()
        let spec: [String: Any] = [
            "notetype": ["name": "Korean vocabulary", "fields": ["Korean", "Meaning", "English", "Sentence"]],
            "media": ["tree.png": png, "namu.mp3": Data("ID3 not really".utf8).base64EncodedString()],
            "notes": [
                [
                    "fields": [
                        "Korean": "나무", "Meaning": "줄기와 가지가 있는 여러해살이 식물 &amp; 그 재목",
                        "English": "tree", "Sentence": "마당에 <b>나무</b>를 심었다. [sound:namu.mp3]",
                    ],
                    "tags": ["topik", "nature"],
                    "reviews": [[30, 3], [27, 3], [20, 1], [19, 3], [10, 3]], "dueInDays": 3,
                ],
                ["fields": ["Korean": "바다<img src=\"tree.png\">", "Meaning": "넓은 물", "English": "sea"]],
                ["fields": ["Korean": "", "Meaning": "a note without its word"]],
            ],
        ]
        return String(decoding: try JSONSerialization.data(withJSONObject: spec), as: UTF8.self)
    }

    /// A package imported again that fails part way (the disk full as it writes a sound that
    /// changed) leaves the deck as it was: the picture its word names is still on disk. It
    /// was rewritten and then removed with what the failed import had written.
    @Test func aFailedReimportLeavesTheDecksPictureInPlace() throws {
        let bed = CLITestbed(language: "en")
        let png = Data(PictureSamples.png(width: 32, height: 24)).base64EncodedString()
        /// The package, made in a folder of its own.
        func package(sound: String) throws -> String {
            let folder = bed.root.path + "/anki-\(sound.count)"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let spec: [String: Any] = [
                "notetype": ["name": "Basic", "fields": ["Front", "Back"]],
                "media": ["tree.png": png, "namu.mp3": Data(sound.utf8).base64EncodedString()],
                "notes": [
                    ["fields": ["Front": "바다<img src=\"tree.png\">", "Back": "sea"]],
                    ["fields": ["Front": "나무", "Back": "tree [sound:namu.mp3]"]],
                ],
            ]
            let specPath = try bed.root.write(
                "spec.json", String(decoding: try JSONSerialization.data(withJSONObject: spec), as: UTF8.self))
            _ = try AnkiBackend.run(["build", folder, specPath])
            return folder + "/latest.apkg"
        }
        let first = try bed.run(["deck", "import", try package(sound: "ID3 first"), "--name", "sea"])
        #expect(first.exitCode == 0, "\(first.stderr)")
        let file = try sqlite(
            bed.databasePath, "SELECT json_extract(picture, '$.file') FROM deck_word WHERE headword = '바다'")
        #expect(FileManager.default.fileExists(atPath: file), "\(file)")

        bed.extraEnvironment = try DiskFault.full.environment(marker: "/sounds/")
        let again = try bed.run(["deck", "import", try package(sound: "ID3 second, longer"), "--name", "sea"])
        #expect(again.exitCode == 74, "\(again.stdout) \(again.stderr)")
        #expect(again.stderr.contains("/sounds"), "\(again.stderr)")
        bed.extraEnvironment = [:]
        #expect(
            try sqlite(bed.databasePath, "SELECT json_extract(picture, '$.file') FROM deck_word WHERE headword = '바다'")
                == file)
        #expect(FileManager.default.fileExists(atPath: file), "the picture 바다 names, after the failed import")
        let shown = try bed.run(["deck", "show", "sea"])
        #expect(shown.exitCode == 0, "\(shown.stderr)")
    }

    /// A picture of exactly the size wordquiz keeps, noise that zstd cannot shrink, in a
    /// latest package (where Anki stores each media file as a zstd frame): kept whole; one
    /// byte more is left out, and its word comes in without it.
    @Test func aPictureAtTheSizeCapIsKeptAndOneByteOverIsLeftOut() throws {
        let bed = CLITestbed(language: "en")
        let folder = bed.root.path + "/anki"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let cap = PictureSamples.noisePNG(width: 1000, height: 698, totalBytes: Picture.maximumBytes)
        let over = PictureSamples.noisePNG(width: 1000, height: 698, totalBytes: Picture.maximumBytes + 1, seed: 2)
        let spec: [String: Any] = [
            "notetype": ["name": "Basic", "fields": ["Front", "Back"]],
            "media": ["cap.png": Data(cap).base64EncodedString(), "over.png": Data(over).base64EncodedString()],
            "notes": [
                ["fields": ["Front": "나무<img src=\"cap.png\">", "Back": "tree"]],
                ["fields": ["Front": "바다<img src=\"over.png\">", "Back": "sea"]],
            ],
        ]
        let specPath = try bed.root.write(
            "spec.json", String(decoding: try JSONSerialization.data(withJSONObject: spec), as: UTF8.self))
        _ = try AnkiBackend.run(["build", folder, specPath])
        let imported = try bed.run(["deck", "import", folder + "/latest.apkg", "--name", "pictures"])
        #expect(imported.exitCode == 0, "\(imported.stderr)")
        let rows = try sqlite(
            bed.databasePath, "SELECT headword, json_extract(picture, '$.file') FROM deck_word ORDER BY position")
        let fields = rows.split(separator: "\n").map { $0.split(separator: "|", omittingEmptySubsequences: false) }
        #expect(fields.map { $0.first.map(String.init) } == ["나무", "바다"], "\(rows)")
        #expect(fields.last?.dropFirst().first?.isEmpty == true, "one byte over the cap: left out (\(rows))")
        let file = try #require(fields.first?.dropFirst().first.map(String.init), "\(rows)")
        let kept = try #require(FileManager.default.contents(atPath: file))
        #expect(Array(kept) == cap, "the picture at the cap, whole")
    }

    /// What an import from Anki says, in Korean: the notetype's fields it took, the note it
    /// skipped and why, and the counts, each in its place.
    @Test func anImportFromAnkiIsToldInKorean() throws {
        let bed = CLITestbed(language: "ko")
        let folder = bed.root.path + "/anki"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let spec = try bed.root.write("spec.json", Self.ankiSpec())
        _ = try AnkiBackend.run(["build", folder, spec])
        let package = folder + "/latest.apkg"
        let imported = try bed.run(["deck", "import", package, "--name", "topik"])
        #expect(imported.exitCode == 0, "\(imported.stderr)")
        #expect(
            imported.stderr.contains("노트 유형 ‘Korean vocabulary’: 단어는 ‘Korean’, 뜻은 ‘Meaning’ 필드에서 가져와요."),
            "\(imported.stderr)")
        #expect(
            imported.stderr.contains("wordquiz: \(package): 노트 3: ‘Korean’ 필드가 비어 있어요. 건너뛰었어요.\n"),
            "\(imported.stderr)")
        #expect(
            imported.stdout.contains("'topik' 단어장: 단어 2개를 더하고 0개를 고쳤어요. 노트 1개는 건너뛰었어요."),
            "\(imported.stdout)")
    }

    @Test(arguments: ["latest.apkg", "legacy.apkg", "backup.colpkg"])
    func aDeckMadeInAnkiGoesOnHereAndGoesBackWithoutADuplicate(package: String) throws {
        let bed = CLITestbed(language: "en")
        let folder = bed.root.path + "/anki"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let spec = try bed.root.write("spec.json", Self.ankiSpec())
        let anki = try AnkiBackend.run(["build", folder, spec])
        let namuCard = try #require(anki.cards.first { $0.type == 2 })

        let imported = try bed.run(["deck", "import", folder + "/" + package, "--with-history", "--name", "topik"])
        #expect(imported.exitCode == 0, "\(imported.stderr)")
        #expect(
            imported.stderr.contains(
                "notetype ‘Korean vocabulary’: the word from ‘Korean’, the meaning from ‘Meaning’."))
        #expect(imported.stderr.contains("note 3: its field ‘Korean’ is empty; skipped."))
        #expect(imported.stdout.contains("deck 'topik': 2 words added, 0 updated; 1 note skipped."))
        #expect(imported.stdout.contains("1 word with the picture their note showed."))
        #expect(imported.stdout.contains("5 answers added (0 already here); 1 word scheduled as in Anki"))
        let words = try sqlite(
            bed.databasePath, "SELECT headword, meaning, english, example, tags FROM deck_word ORDER BY position")
        #expect(
            words == "나무|줄기와 가지가 있는 여러해살이 식물 & 그 재목|tree|마당에 나무를 심었다.|nature topik\n바다|넓은 물|sea||")
        // Due on the day Anki set, with Anki's memory state.
        let card = try #require(try Self.cards(bed)["나무"])
        #expect(card.dueDay == Self.today + (namuCard.dueInDays ?? 0))
        #expect(abs(card.stability - (namuCard.stability ?? 0)) < 1e-3)
        #expect(abs(card.difficulty - (namuCard.difficulty ?? 0)) < 1e-3)
        #expect(card.reviews == 5 && card.lapses == 1)
        #expect(try Self.answers(bed).map { $0.split(separator: "|")[2] } == ["3", "3", "1", "3", "3"])
        // The picture is the word's; the sound is kept in the data folder.
        let picture = try sqlite(bed.databasePath, "SELECT picture FROM deck_word WHERE headword = '바다'")
        #expect(picture.contains("\"width\":32") && picture.contains("\"height\":24"))
        let sounds = try FileManager.default.contentsOfDirectory(atPath: bed.home + "/.local/share/wordquiz/sounds")
        #expect(sounds.count == 1 && sounds[0].hasSuffix(".mp3"))
        // Nothing of the package is left in the data folder: its scratch folder is empty.
        let data = try FileManager.default.contentsOfDirectory(atPath: bed.home + "/.local/share/wordquiz")
        #expect(data.filter { !$0.hasPrefix("wordquiz.sqlite3") && $0 != "sounds" } == ["scratch"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: bed.home + "/.local/share/wordquiz/scratch") == [])

        // Back to Anki, into the collection the deck came from: the same notes, none doubled.
        let back = bed.root.path + "/work/back.apkg"
        #expect(try bed.run(["export", "--format", "apkg", "--output", back]).exitCode == 0)
        let again = try AnkiBackend.run(["import", folder + "/collection.anki2", back])
        #expect(again.log?.new == 0)
        #expect(again.notes.count == anki.notes.count)
        #expect(Set(again.notes.map(\.guid)) == Set(anki.notes.map(\.guid)))
    }

    /// Anki's FSRS and wordquiz's, over the same answers (one a day), agree on the memory.
    @Test func ankisMemoryStatesAreWordquizsOverTheSameLog() throws {
        let logs: [[(Int, Int)]] = [
            [(40, 3), (37, 3), (30, 3), (15, 3)],
            [(30, 3), (27, 3), (20, 1), (19, 3), (10, 3)],
            [(25, 1), (24, 1), (23, 3), (20, 2), (12, 4)],
            [(60, 4), (40, 3), (5, 2)],
        ]
        let notes: [[String: Any]] = logs.enumerated().map { index, log in
            [
                "fields": ["Front": ["나무", "바다", "하늘", "사과"][index], "Back": "x"],
                "reviews": log.map { [$0.0, $0.1] }, "dueInDays": 1,
            ]
        }
        let bed = CLITestbed(language: "en")
        let folder = bed.root.path + "/anki"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let spec = try bed.root.write(
            "spec.json", String(decoding: try JSONSerialization.data(withJSONObject: ["notes": notes]), as: UTF8.self))
        let anki = try AnkiBackend.run(["build", folder, spec])
        let fsrs = FSRS()
        for (index, log) in logs.enumerated() {
            let card = anki.cards[index]
            var schedule: ReviewSchedule?
            for (daysAgo, ease) in log {
                schedule = ReviewSchedule.after(
                    schedule, rating: try #require(FSRS.Rating(rawValue: ease)), on: -daysAgo, using: fsrs)
            }
            let ours = try #require(schedule?.memory)
            #expect(abs(ours.stability - (card.stability ?? 0)) < 0.01 * ours.stability, "stability of log \(index)")
            #expect(abs(ours.difficulty - (card.difficulty ?? 0)) < 0.01, "difficulty of log \(index)")
        }
    }
}
