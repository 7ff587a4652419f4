import Foundation
import TestSupport
import Testing
import WordQuizCore
import WordQuizStore

@testable import WordQuizApp

/// The reading use cases, run in process against a temporary store: what `stats`, `history`,
/// `export`, `widget` and `today` read, each value as its command would show it.
@Suite struct RecordUseCaseTests {
    let home = TemporaryDirectory("wordquiz-record-use-cases")
    /// 10:00 in Seoul on 2026-03-02.
    let clock = ManualClock("2026-03-02T01:00:00Z")
    let today = CalendarDate(year: 2026, month: 3, day: 2)!

    var context: AppContext {
        AppContext.inProcess(
            adding: ["WORDQUIZ_LANG": "en"], in: home, clock: clock, zone: "Asia/Seoul", stdout: CapturedText(),
            stderr: CapturedText())
    }

    func setup() throws -> CommandSetup {
        try CommandSetup.prepare(context, date: nil)
    }

    /// 사과 met two days ago and answered right yesterday at 09:00 Seoul time; 나무 met today.
    func studied(_ store: WordStore) throws -> (apple: BankWord, tree: BankWord) {
        let apple = try #require(WordBank.embedded.word("사과"))
        let tree = try #require(WordBank.embedded.word("나무"))
        try store.recordMeeting(apple.headword, day: today.dayNumber - 2, source: .learn)
        try store.recordMeeting(tree.headword, day: today.dayNumber, source: .today)
        let yesterday9 = Int64(today.dayNumber - 1) * 86_400_000 + 0 * 3_600_000
        try store.record(
            WordStore.Answer(
                sessionID: "s", card: QuizCard(apple), reviewedAt: yesterday9, learnerDay: today.dayNumber - 1,
                kind: .chosung, prompt: "", answer: "사과", verdict: .correct, rating: .good, hints: 0,
                responseMilliseconds: 2_000, isPractice: false),
            using: FSRS())
        return (apple, tree)
    }

    @Test func historyIsTheWordsMetNewestFirstWithTheirLastAnswerAndDueDay() throws {
        let setup = try setup()
        let (apple, tree) = try studied(setup.store)
        let words = try WordHistory.read(setup, zone: SystemTimeZone(TimeZone(identifier: "Asia/Seoul")!))
        #expect(words.map(\.headword) == [tree.headword, apple.headword])
        #expect(words.map(\.source) == [.today, .learn])
        #expect(words[0].lastReviewed == nil && words[0].due == today.adding(days: 1), "first review tomorrow")
        #expect(words[1].date == today.adding(days: -2))
        #expect(words[1].lastReviewed == Int64(today.dayNumber - 1) * 86_400)
        let schedule = try #require(try setup.store.studiedCards().first?.schedule)
        #expect(words[1].due == CalendarDate(dayNumber: schedule.dueDay) && schedule.dueDay > today.dayNumber - 1)
    }

    @Test func statsReadsTheRecordAndTheLevelsProgress() throws {
        let setup = try setup()
        let (apple, _) = try studied(setup.store)
        let record = try LearnerRecord.read(setup)
        #expect(record.today == today.dayNumber)
        #expect(record.stats.answers == 1 && record.stats.correct == 1 && record.stats.wordsStudied == 1)
        let level = try #require(apple.level)
        let row = try #require(record.levels.first { $0.level == level })
        #expect(row.met >= 1 && row.words == WordBank.embedded.words.filter { $0.level == level }.count)
        #expect(record.outlook.fit == nil && !record.outlook.isFitted)
        #expect(try LearnerRecord.progress(of: .only(level), in: setup.store).met == row.met)
    }

    @Test func theTextExportIsTheStudiedCardsAndTheLogOneLineAnAnswer() throws {
        let setup = try setup()
        _ = try studied(setup.store)
        let cards = CapturedText()
        try RecordExport(store: setup.store, language: .en).write(.tsv, reviews: false, to: cards)
        // Anki's four header lines, then the one studied card with its tags in one vocabulary.
        let cardLines = cards.text.split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(cardLines.count == 1 && cardLines[0].hasPrefix("사과\t"), "\(cards.text)")
        #expect(cardLines.first?.hasSuffix("\twordquiz noun beginner") == true, "\(cards.text)")
        let log = CapturedText()
        try RecordExport(store: setup.store, language: .en).write(.tsv, reviews: true, to: log)
        let logLines = log.text.split(separator: "\n")
        #expect(logLines.count == 2 && logLines[0].hasPrefix("reviewed_at\tlearner_day\tword"))
        #expect(logLines[1].hasPrefix("2026-03-01T00:00:00.000Z\t2026-03-01\t사과\tchosung\t사과\tcorrect\t3\t0\t2000"))
    }

    /// A glance reads the day's word without recording it, and today's reviews done.
    @Test func aGlanceRecordsNothing() throws {
        let setup = try setup()
        let glance = WidgetGlance(store: setup.store, configuration: setup.configuration)
        let widget = try glance.widget(for: today, today: today, now: clock.unixSeconds, language: .en)
        #expect(widget.date == today && widget.reviewsDone == 0)
        #expect(try setup.store.pick(for: today) == nil, "a glance is not a study")
        let before = try glance.changeCount()
        #expect(try glance.changeCount() == before, "its own reading moves nothing")
    }

    /// `today` meets the day's word; a look at tomorrow's shows it and meets nothing.
    @Test func todayMeetsTheDaysWordAndALookAheadDoesNot() async throws {
        let setup = try setup()
        let lookup = DayWordLookup(
            context: context, configuration: setup.configuration, store: setup.store, refresh: false)
        let ahead = try await lookup.look(at: today.adding(days: 1), from: .offline, forAPerson: true)
        #expect(try setup.store.hasMet(ahead.outcome.word.headword) == false)
        let found = try await lookup.look(at: today, from: .offline, forAPerson: true)
        #expect(found.outcome.entry.headword == found.outcome.word.headword)
        #expect(try setup.store.hasMet(found.outcome.word.headword))
        #expect(try setup.store.meetings().map(\.day) == [today.dayNumber])
    }
}
