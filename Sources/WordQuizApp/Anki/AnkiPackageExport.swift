import Foundation
import WordQuizArchive
import WordQuizCore
import WordQuizStore

/// `export --format apkg`: the studied words as an Anki package (version 2: a schema-11
/// `collection.anki21` and a JSON media list, which every Anki from 2.1 on imports), with
/// their memory states, due days, the whole review log, the learner's FSRS parameters and
/// desired retention, and the pictures with their credit.
struct AnkiPackageExport {
    struct Summary: Equatable {
        var notes: Int
        var reviews: Int
        var pictures: Int
        var sounds = 0
    }

    let context: AppContext
    let setup: CommandSetup
    /// With `--with-sound`: a word without a sound on this machine gets the synthetic voice's.
    var synthesizing = false

    func write(to path: String) throws -> Summary {
        let store = setup.store
        let studied = try store.studiedCards()
        let log = try store.reviewLog()
        let lastReviewed = try store.lastReviewTimes()
        let deckFacts = try store.deckNoteFacts()
        let rules = context.timeZoneRules(nil)
        let dayStart = setup.configuration.dayStartHour
        // Day 0 of the collection: the learner's first day in the record.
        let dayZero = min(
            log.map(\.learnerDay).min() ?? setup.learnerDay,
            studied.map(\.schedule.lastReviewDay).min() ?? setup.learnerDay, setup.learnerDay)
        let dayZeroStart = FireTimes.utc(
            forLocal: Int64(dayZero) * 86_400 + Int64(dayStart) * 3_600, rules: rules)
        let now = context.unixSeconds

        var media: [(name: String, file: String)] = []
        var mediaNames: Set<String> = []
        let speech = WordSpeech(
            context: context, configuration: setup.configuration, allowsNetwork: false, store: store)
        var sounds = 0
        var soundFiles = 0
        var words: [AnkiCollection.ExportedWord] = []
        words.reserveCapacity(studied.count)
        for (card, schedule) in studied {
            let headword = card.headword
            let bank = WordBank.embedded.word(headword).flatMap { $0.headword == headword ? $0 : nil }
            let deckFact = deckFacts[headword]
            let cached = try store.newestCachedEntry(headword: headword)
            let identity = WordBank.embeddedIdentity(of: headword) ?? "word/\(headword)"
            var word = AnkiCollection.ExportedWord(
                guid: deckFact?.guid ?? AnkiNote.guid(for: identity), headword: headword,
                partOfSpeech: card.partOfSpeech, pronunciation: bank?.pronunciationNote, hanja: bank?.hanja,
                definition: card.definition, english: card.english,
                markedExample: Self.marked(card.example, form: card.exampleForm),
                tags: Self.tags(card, level: bank?.level), link: cached?.entry.link,
                modified: max(
                    (lastReviewed[headword] ?? 0) / 1000, cached?.fetchedAt ?? 0,
                    dayZeroStart + Int64(schedule.lastReviewDay - dayZero) * 86_400),
                schedule: schedule)
            if let picture = deckFact?.picture ?? cached?.entry.picture, Self.isKept(picture.file) {
                let name = (picture.file as NSString).lastPathComponent
                if mediaNames.insert(name).inserted { media.append((name, picture.file)) }
                word.pictureMedia = name
                word.pictureCredit = picture.credit
            }
            // The cache was read above: only the bank or a deck is left to ask.
            let known = try cached?.entry ?? store.knownWord(headword)?.entry
            if let sound = known.flatMap({ speech.soundOnDisk(for: $0, synthesizing: synthesizing) }) {
                let name = "wordquiz-" + (sound.file as NSString).lastPathComponent
                if mediaNames.insert(name).inserted {
                    media.append((name, sound.file))
                    soundFiles += 1
                }
                word.soundMedia = name
                sounds += 1
            }
            words.append(word)
        }
        let collection = AnkiCollection.exporting(
            words,
            answers: log.map {
                (
                    $0.card.headword,
                    AnkiAnswer(
                        reviewedAt: $0.reviewedAt, learnerDay: $0.learnerDay, rating: $0.rating,
                        isPractice: $0.isPractice, responseMilliseconds: $0.responseMilliseconds)
                )
            },
            settings: AnkiCollection.ExportSettings(
                dayZero: dayZero, dayZeroStart: dayZeroStart, dayStartHour: dayStart,
                minutesWestOfUTC: -rules.secondsFromGMT(at: now) / 60, now: now, fsrs: setup.fsrs,
                deckName: "wordquiz"))

        // The collection is written in the scratch folder, then zipped with the media; libzip
        // writes the package to a temporary file beside it and renames it, so a failure leaves
        // no half and nothing else beside the package.
        let (scratch, descriptor) = try ScratchFolder.file("export.anki2", context.paths)
        close(descriptor)
        unlink(scratch)
        defer { ScratchFolder.removeWithCompanions(scratch) }
        do throws(StoreError) {
            try AnkiCollectionFile.write(collection, to: scratch)
        } catch {
            throw CommandFailure.fileAccess(
                .writeInto, path: ScratchFolder.path(context.paths), reason: .verbatim(error.message))
        }
        do throws(ArchiveError) {
            let archive = try ZipArchiveWriter(path: path)
            try archive.add(AnkiPackageIndex.Version.legacy2.collectionMember, file: scratch)
            var map: [String: String] = [:]
            for (index, file) in media.enumerated() {
                map[String(index)] = file.name
                try archive.add(String(index), file: file.file)
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            try archive.add("media", bytes: Array((try? encoder.encode(map)) ?? Data("{}".utf8)))
            try archive.close()
        } catch {
            if error.kind == .libraryMissing {
                throw CommandFailure.libraryMissing(name: "libzip", reason: error.reason)
            }
            throw CommandFailure.fileAccess(.write, path: path, reason: .verbatim(error.reason))
        }
        return Summary(
            notes: collection.notes.count, reviews: collection.reviews.count, pictures: media.count - soundFiles,
            sounds: sounds)
    }

    /// The example with its form in braces, as the notetype's Example field marks it.
    static func marked(_ example: String?, form: String?) -> String? {
        guard let example else { return nil }
        guard let form, !form.isEmpty, let range = example.range(of: form) else { return example }
        return example.replacingCharacters(in: range, with: "{\(form)}")
    }

    /// Tags in one vocabulary whatever the language (`wordquiz noun beginner`), as Anki's
    /// searches and filtered decks name them.
    static func tags(_ card: QuizCard, level: BankWord.Level?) -> [String] {
        let partOfSpeech = card.partOfSpeech.map { DictionaryTerm.code($0) ?? $0 }
        return ["wordquiz", partOfSpeech, level?.code].compactMap { $0 }.map { AnkiExport.tag($0) }
    }

    /// A picture file still in the cache, as a regular file of at most a picture's size.
    static func isKept(_ file: String) -> Bool {
        var info = stat()
        return lstat(file, &info) == 0 && info.st_mode & S_IFMT == S_IFREG && info.st_size <= Picture.maximumBytes
    }
}
