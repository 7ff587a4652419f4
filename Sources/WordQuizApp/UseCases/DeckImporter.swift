import Foundation
import Synchronization
import WordQuizCore
import WordQuizStore

/// `deck import`'s work: a word list or an Anki package (its pictures, sounds and, when asked,
/// its review log) into a deck, then the dictionary's meanings for the words that came without
/// one — told in one `Report`, which the command shows as text or JSON.
struct DeckImporter {
    /// The file, as an absolute path.
    var path: String
    var deck: String
    /// Whether words without a meaning are looked up (not with --offline).
    var looksUpMeanings = true
    var withHistory = false
    var fieldNames = AnkiImportPlan.FieldNames()
    /// The package options given, which a word list cannot take.
    var packageOptionsGiven: [String] = []

    /// What an import did.
    struct Report: CommandOutput {
        enum Source: String, Encodable {
            case wordList = "word-list"
            case ankiPackage = "anki-package"
        }

        /// A line (of a word list) or a note (of a package) left out, and why.
        struct Skipped: Encodable {
            var place: Int
            var reason: Phrase

            enum CodingKeys: String, CodingKey { case place, reason }

            /// The reason in English, for a program.
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(place, forKey: .place)
                try container.encode(reason.text(in: .en), forKey: .reason)
            }
        }

        /// Which field of a notetype gave the word and which its meaning.
        struct FieldChoice: Encodable {
            var notetype: String
            var word: String
            var meaning: String?
        }

        /// What Anki's review log brought.
        struct History: Encodable {
            var answersAdded: Int
            var answersKnown: Int
            var schedulesTaken: Int
            var schedulesKept: Int
            /// Cards Anki had not scheduled (new or reset): they came without answers.
            var unscheduledCards: Int
        }

        /// The dictionary's meanings for the words that came without one.
        struct Meanings: Encodable {
            var dictionary: String
            var filled: Int
            var wanted: Int
        }

        var deck: String
        var source: Source
        var added = 0
        var updated = 0
        var skipped: [Skipped] = []
        /// The legacy encoding a word list was read in (CP949, UTF-16).
        var readAs: String?
        var fields: [FieldChoice] = []
        var pictures = 0
        var history: History?
        var notesWithSeveralCards = 0
        var meanings: Meanings?
        /// The decks to name in `deck use` to study this one too; nil when it is in use.
        var decksToUse: String?

        func text(_ rendering: TextRendering) -> String {
            var said = [
                skipped.isEmpty
                    ? Phrase(
                        "deck '\(deck, .deck)': \(added, one: "word", other: "words") added, \(updated, .number) updated."
                    )
                    : source == .wordList
                        ? Phrase(
                            "deck '\(deck, .deck)': \(added, one: "word", other: "words") added, \(updated, .number) updated; \(skipped.count, one: "line", other: "lines") skipped."
                        )
                        : Phrase(
                            "deck '\(deck, .deck)': \(added, one: "word", other: "words") added, \(updated, .number) updated; \(skipped.count, one: "note", other: "notes") skipped."
                        )
            ]
            if pictures > 0 {
                said.append(Phrase("\(pictures, one: "word", other: "words") with the picture their note showed."))
            }
            if let history {
                said.append(
                    Phrase(
                        "from Anki's review log: \(history.answersAdded, one: "answer", other: "answers") added (\(history.answersKnown, .number) already here); \(history.schedulesTaken, one: "word", other: "words") scheduled as in Anki, \(history.schedulesKept, .number) kept as reviewed here since."
                    ))
            }
            if let meanings {
                said.append(
                    Phrase(
                        "\(meanings.dictionary, .dictionary) gave the meaning of \(meanings.filled, .number) of the \(meanings.wanted, one: "word", other: "words") that had none."
                    ))
            }
            if let decksToUse {
                said.append(
                    Phrase(
                        "study it with: wordquiz deck use \(decksToUse, .deck)   (the decks in use now, and this one)"
                    ))
            }
            // Each sentence wrapped to the terminal, as a command's sentences are.
            return said.map {
                DisplayWidth.wrappingLongLines($0.text(in: rendering.language), columns: rendering.columns) + "\n"
            }.joined()
        }
    }

    /// Imports the file, telling what it leaves out as it goes (`tell`, for stderr) and how far
    /// a long import has come (`progress`: done, of).
    func run(
        _ context: AppContext, tell: (Phrase) -> Void, progress: ((Int, Int) -> Void)?
    ) async throws -> Report {
        if case .success(let head) = RegularFile.prefix(path, count: 4), AnkiPackageImport.isPackage(head) {
            var (report, rows, setup) = try importPackage(context, tell: tell, progress: progress)
            try await finish(&report, rows: rows, setup: setup, context)
            return report
        }
        // A file that cannot be read is said to be so (below), not called a word list.
        if let option = packageOptionsGiven.first, case .success = RegularFile.prefix(path, count: 4) {
            throw DeckCommand.failure(
                Phrase("\(option, .option) is for Anki packages (.apkg, .colpkg); \(path, .path) is a word list"))
        }
        let data: [UInt8]
        switch RegularFile.read(path, limit: 50 << 20) {
        case .success(let bytes): data = bytes
        case .failure(.tooLarge):
            throw CommandFailure.fileAccess(.importFile, path: path, reason: Phrase("it is larger than 50 MB"))
        case .failure(.notRegular):
            throw CommandFailure.fileAccess(.read, path: path, reason: Phrase("it is not a regular file"))
        case .failure:
            throw CommandFailure.fileAccess(.read, path: path, reason: Phrase("no such readable file"))
        }
        // Korean Excel saves CP949, its "Unicode text" UTF-16: both read as what they are.
        guard let (text, encoding) = TextEncoding.utf8(data) else { throw CommandFailure.unreadableText(path: path) }
        var report = Report(deck: deck, source: .wordList, readAs: encoding)
        if let encoding { tell(Phrase("\(path, .path) read as \(encoding, .name) text.")) }
        let parsed = DeckFile(parsing: text)
        report.skipped = parsed.problems.map { Report.Skipped(place: $0.line, reason: $0.reason) }
        tellSkipped(report.skipped, of: .wordList, tell)
        guard !parsed.rows.isEmpty else { throw CommandFailure.noWordToImport(path: path) }

        let setup = try CommandSetup.prepare(context, date: nil)
        let total = parsed.rows.count
        let result = try setup.store.importDeck(
            deck, rows: parsed.rows, at: context.unixSeconds, progress: progress.map { report in { report($0, total) } }
        )
        (report.added, report.updated) = (result.added, result.updated)
        try await finish(&report, rows: parsed.rows, setup: setup, context)
        return report
    }

    /// What a file leaves out, the first twenty by name.
    private func tellSkipped(_ skipped: [Report.Skipped], of source: Report.Source, _ tell: (Phrase) -> Void) {
        for skip in skipped.prefix(20) {
            tell(
                source == .wordList
                    ? Phrase("\(path, .path):\(skip.place, .line): \(skip.reason, .reason); skipped.")
                    : Phrase("\(path, .path): note \(skip.place, .number): \(skip.reason, .reason); skipped."))
        }
        if skipped.count > 20 {
            tell(
                source == .wordList
                    ? Phrase("… and \(skipped.count - 20, one: "more line", other: "more lines") skipped.")
                    : Phrase("… and \(skipped.count - 20, one: "more note", other: "more notes") skipped."))
        }
    }

    /// After the words are in: the dictionary's meanings for those without, and whether the
    /// deck is studied yet.
    private func finish(
        _ report: inout Report, rows: [DeckFile.Row], setup: CommandSetup, _ context: AppContext
    ) async throws {
        let needMeaning = rows.filter { $0.meaning == nil }
        if looksUpMeanings, !needMeaning.isEmpty, let provider = try? setup.configuration.provider(),
            provider != .offline
        {
            let filled = await fillMeanings(needMeaning, provider: provider, setup: setup, context)
            report.meanings = Report.Meanings(
                dictionary: provider.displayName, filled: filled, wanted: needMeaning.count)
        }
        let inUse = try setup.store.decksInUse()
        if !inUse.contains(deck) { report.decksToUse = DeckShelf.decksToUse(inUse, adding: deck) }
    }

    /// An Anki package's notes as the deck's words (with their pictures and sounds), and with
    /// --with-history their review log and schedules, in one transaction.
    private func importPackage(
        _ context: AppContext, tell: (Phrase) -> Void, progress: ((Int, Int) -> Void)?
    ) throws -> (Report, [DeckFile.Row], CommandSetup) {
        let package = try AnkiPackageImport(context: context, path: path)
        let setup = try CommandSetup.prepare(context, date: nil)
        let collection = try package.collection()
        let rules = context.timeZoneRules(nil)
        let dayStart = setup.configuration.dayStartHour
        let plan: AnkiImportPlan
        do throws(AnkiImportPlan.Refusal) {
            plan = try AnkiImportPlan(
                collection, fieldNames: fieldNames, withHistory: withHistory, fsrs: setup.fsrs,
                imageSources: AnkiPackageImport.imageSources,
                learnerDay: { milliseconds in
                    // Within the years a calendar has: a damaged moment is a far day, not a trap.
                    let seconds = FireTimes.floorDivide(milliseconds, 1000)
                    let local = LocalTime(instant: min(max(seconds, -62_135_596_800), 253_402_300_799), rules: rules)
                    return LearnerDay.dayNumber(localDate: local.date, hour: local.hour, rolloverHour: dayStart)
                })
        } catch {
            switch error {
            case .noSuchField(let field, let notetypes):
                throw DeckCommand.failure(
                    Phrase(
                        "no notetype of \(path, .path) has a field ‘\(field, .value)’ (its notetypes: \(notetypes.joined(separator: "; "), .detail))"
                    ))
            }
        }
        var report = Report(deck: deck, source: .ankiPackage)
        report.fields = plan.mappings.filter { $0.word < $0.fields.count }.map { mapping in
            Report.FieldChoice(
                notetype: mapping.notetype, word: mapping.fields[mapping.word],
                meaning: mapping.meaning.map { mapping.fields[$0] })
        }
        for field in report.fields {
            tell(
                Phrase(
                    "notetype ‘\(field.notetype, .name)’: the word from ‘\(field.word, .value)’, the meaning from ‘\(field.meaning ?? "—", .text)’."
                ))
        }
        report.skipped = plan.problems.map { Report.Skipped(place: $0.note, reason: $0.reason) }
        tellSkipped(report.skipped, of: .ankiPackage, tell)
        guard !plan.words.isEmpty else { throw CommandFailure.noWordToImport(path: path) }

        // Pictures and sounds first; removed again if the words cannot be written.
        var written: [String] = []
        var rows: [DeckFile.Row] = []
        var histories: [WordStore.ImportedHistory] = []
        for word in plan.words {
            var row = word.row
            row.noteGUID = word.guid
            do throws(CommandFailure) {
                row.picture = try package.picture(word.pictures, deck: deck, written: &written)
                let kept = try package.sounds(word.sounds, deck: deck, written: &written)
                row.sounds = kept.map(\.file)
                row.wordSound = kept.first { $0.name == word.wordSound }?.file
            } catch {
                for file in written { unlink(file) }
                throw error
            }
            rows.append(row)
            if let history = word.history {
                histories.append(
                    WordStore.ImportedHistory(
                        card: DeckCommand.card(of: row, deck: deck), schedule: history.schedule,
                        answers: history.answers))
            }
        }
        let total = histories.count
        let result: WordStore.HistoryImport
        do {
            result = try setup.store.importDeck(
                deck, rows: rows, histories: histories,
                sessionID: "anki-\(context.makeUUID().uuidString.lowercased())", at: context.unixSeconds,
                progress: progress.map { report in { report($0, total) } })
        } catch {
            for file in written { unlink(file) }
            throw error
        }
        (report.added, report.updated) = (result.deck.added, result.deck.updated)
        report.pictures = rows.filter { $0.picture != nil }.count
        if withHistory {
            report.history = Report.History(
                answersAdded: result.answersAdded, answersKnown: result.answersKnown,
                schedulesTaken: result.schedulesTaken, schedulesKept: result.schedulesKept,
                unscheduledCards: plan.unscheduledCards)
            if plan.unscheduledCards > 0 {
                tell(
                    Phrase(
                        "\(plan.unscheduledCards, one: "card", other: "cards") Anki has not scheduled (new or reset) came without their answers."
                    ))
            }
        }
        report.notesWithSeveralCards = plan.notesWithSeveralCards
        if plan.notesWithSeveralCards > 0 {
            tell(
                Phrase(
                    "\(plan.notesWithSeveralCards, one: "note has", other: "notes have") more than one card: each word takes its note's first card."
                ))
        }
        return (report, rows, setup)
    }

    /// Asks the dictionary for the words that came without a meaning (cached, several at once,
    /// within the network budget) and writes the meanings into the deck; how many it found.
    private func fillMeanings(
        _ rows: [DeckFile.Row], provider: Provider, setup: CommandSetup, _ context: AppContext
    ) async -> Int {
        let prefetcher = EntryPrefetcher(
            context: context, configuration: setup.configuration, store: setup.store, provider: provider)
        let cards = rows.map { QuizCard(headword: $0.word, partOfSpeech: nil, definition: "") }
        let (cached, missing) = prefetcher.applyCached(cards)
        let arrived = Mutex<[QuizCard]>(cached.filter { !$0.definition.isEmpty })
        _ = await prefetcher.fetch(missing) { card in arrived.withLock { $0.append(card) } }
        let found = arrived.withLock { $0 }
        for card in found where !card.definition.isEmpty {
            try? setup.store.completeDeckWord(card.headword, meaning: card.definition, english: card.english, in: deck)
        }
        return found.count
    }
}
