import Foundation
import TestSupport
import Testing
import WordQuizCore
import WordQuizStore

@testable import WordQuizApp

/// The study use cases, run in process against a temporary store: which words `review`,
/// `quiz` and `learn` would ask on a learner day, and why none.
@Suite struct StudyUseCaseTests {
    let folder = TemporaryDirectory("wordquiz-use-cases")
    var path: String { folder.path + "/wordquiz.sqlite3" }
    /// Five 초급 words of the bank, in the bank's order.
    let words = Array(WordBank.embedded.words.filter { $0.level == .beginner }.prefix(5))
    let day = CalendarDate(year: 2026, month: 3, day: 2)!.dayNumber

    func answer(_ word: BankWord, on day: Int, verdict: RecordedVerdict = .correct, in store: WordStore) throws {
        try store.record(
            WordStore.Answer(
                sessionID: "s", card: QuizCard(word), reviewedAt: Int64(day) * 86_400_000 + 36_000_000,
                learnerDay: day, kind: .chosung, prompt: "", answer: word.headword, verdict: verdict,
                rating: verdict == .wrong ? .again : .good, hints: 0, responseMilliseconds: 3_000, isPractice: false),
            using: FSRS())
    }

    // MARK: - review

    @Test func aLearnerWhoHasMetNothingIsToldSo() throws {
        let deal = try ReviewDeal(store: WordStore(path: path), learnerDay: day, dailyLimit: 20)
        #expect(deal.cards.isEmpty)
        #expect(deal.empty == .nothingMet)
    }

    @Test func wordsMetTodayAreFirstReviewedTomorrowWithinTheLimit() throws {
        let store = try WordStore(path: path)
        for word in words.prefix(3) { try store.recordMeeting(word.headword, day: day, source: .today) }

        let sameDay = try ReviewDeal(store: store, learnerDay: day, dailyLimit: 2)
        #expect(sameDay.cards.isEmpty)
        #expect(sameDay.empty == .nextDue(CalendarDate(dayNumber: day + 1)))

        let nextDay = try ReviewDeal(store: store, learnerDay: day + 1, dailyLimit: 2)
        #expect(nextDay.load.firstReviews == 3)
        #expect(nextDay.cards.count == 2, "first reviews have a limit of their own, the daily limit")
        #expect(Set(nextDay.cards.map(\.headword)).isSubset(of: words.prefix(3).map(\.headword)))
        #expect(nextDay.empty == nil)

        for card in nextDay.cards {
            try answer(words.first { $0.headword == card.headword }!, on: day + 1, in: store)
        }
        let after = try ReviewDeal(store: store, learnerDay: day + 1, dailyLimit: 2)
        #expect(after.cards.isEmpty)
        #expect(after.empty == .doneForToday(allowance: 2), "the third waits for tomorrow")
    }

    /// A deck's word imported offline with neither meaning nor English, met by `today`, is not
    /// asked the next day as an empty question: there is nothing to ask it by.
    @Test func aMetWordWithNothingToAskItByIsNotFirstReviewed() throws {
        let store = try WordStore(path: path)
        _ = try store.importDeck(
            "tea", rows: [DeckFile.Row(word: "찻잔", meaning: nil, english: nil, line: 1)], at: 1)
        try store.recordMeeting("찻잔", day: day, source: .today)
        try store.recordMeeting(words[0].headword, day: day, source: .today)
        let deal = try ReviewDeal(store: store, learnerDay: day + 1, dailyLimit: 20)
        #expect(deal.cards.map(\.headword) == [words[0].headword])
        #expect(deal.cards.allSatisfy { !$0.definition.isEmpty })
    }

    @Test func aBacklogSaysTheDayItsLastWordIsAsked() throws {
        let store = try WordStore(path: path)
        for word in words { try answer(word, on: day - 30, verdict: .wrong, in: store) }
        // Five words due, a limit of 2: 2 + 1 catching up today, the last 2 the day after.
        let deal = try ReviewDeal(store: store, learnerDay: day, dailyLimit: 2)
        #expect(deal.load.due == 5)
        #expect(deal.cards.count == 3)
        #expect(deal.lastDayOfBacklog == CalendarDate(dayNumber: day + 1))
    }

    // MARK: - quiz

    @Test func aQuizAsksTodaysWordAndTheMetWordsAndOnlyTheUndueArepractice() throws {
        let store = try WordStore(path: path)
        for word in words.prefix(4) { try store.recordMeeting(word.headword, day: day - 1, source: .learn) }
        try answer(words[0], on: day - 1, in: store)  // scheduled, not due today
        try answer(words[1], on: day - 40, verdict: .wrong, in: store)  // overdue

        let deal = try QuizDeal(store: store, learnerDay: day, todayWord: words[2], level: nil, count: 10)
        #expect(Set(deal.cards.map(\.headword)) == Set(words.prefix(4).map(\.headword)))
        #expect(deal.cards.first?.headword == words[2].headword, "today's word first, once met")
        #expect(deal.practice == [words[0].headword])

        let two = try QuizDeal(store: store, learnerDay: day, todayWord: words[4], level: nil, count: 2)
        #expect(two.cards.count == 2)
        #expect(!two.cards.map(\.headword).contains(words[4].headword), "today's word is not met")
    }

    @Test func aQuizOfALevelAsksOnlyThatLevelsWords() throws {
        let store = try WordStore(path: path)
        let advanced = try #require(WordBank.embedded.words.first { $0.level == .advanced })
        for word in [words[0], advanced] { try store.recordMeeting(word.headword, day: day - 1, source: .learn) }
        let deal = try QuizDeal(
            store: store, learnerDay: day, todayWord: words[0], level: .only(.advanced), count: 10)
        #expect(deal.cards.map(\.headword) == [advanced.headword])
    }

    // MARK: - learn

    @Test func newWordsAreTodaysWordThenTheCurriculumUpToWhatTheDayLeaves() throws {
        let store = try WordStore(path: path)
        let level = LevelChoice.only(.beginner)
        let curriculum = Curriculum.order(of: level, in: WordBank.embedded)
        let today = try #require(curriculum.dropFirst(7).first)

        let first = try NewWords(
            store: store, learnerDay: day, todayWord: today, level: level, dailyLimit: 5, wanted: 3)
        #expect(first.left == 5)
        #expect(first.words.map(\.headword) == [today.headword] + curriculum.prefix(2).map(\.headword))

        for word in first.words { try store.recordMeeting(word.headword, day: day, source: .learn) }
        let second = try NewWords(
            store: store, learnerDay: day, todayWord: today, level: level, dailyLimit: 5, wanted: .max)
        #expect(second.left == 2)
        #expect(second.words.map(\.headword) == curriculum.dropFirst(2).prefix(2).map(\.headword))

        for word in second.words { try store.recordMeeting(word.headword, day: day, source: .learn) }
        let full = try NewWords(
            store: store, learnerDay: day, todayWord: today, level: level, dailyLimit: 5, wanted: .max)
        #expect(full.left == 0)
        #expect(full.words.isEmpty)
    }

    @Test func aCardShowsTheDictionarysCachedEntryElseTheBanks() throws {
        let store = try WordStore(path: path)
        let new = try NewWords(
            store: store, learnerDay: day, todayWord: words[0], level: .only(.beginner), dailyLimit: 2, wanted: 2)
        var fetched = words[0].entry
        fetched.provider = .krdict
        fetched.senses[0].definition = "사전에서 가져온 뜻"
        try store.saveEntry(
            fetched, headword: words[0].headword, rawSearch: nil, rawView: nil, format: .xml, at: 1)

        let online = try new.shownEntries(store: store, provider: .krdict)
        #expect(online[words[0].headword]?.senses.first?.definition == "사전에서 가져온 뜻")
        #expect(online[new.words[1].headword]?.senses.first?.definition == new.words[1].definition)
        let offline = try new.shownEntries(store: store, provider: .offline)
        #expect(offline[words[0].headword]?.senses.first?.definition == words[0].definition)
    }
}
