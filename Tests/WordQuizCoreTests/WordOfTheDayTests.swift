import Testing

@testable import WordQuizCore

@Suite struct WordOfTheDayTests {
    let bank = WordBank.embedded

    @Test func theSameDateAlwaysGivesTheSameWord() throws {
        let date = try #require(CalendarDate(parsing: "2026-11-29"))
        #expect(WordOfTheDay.word(for: date, in: bank) == WordOfTheDay.word(for: date, in: bank))
    }

    @Test func theEpochGivesTheFirstWordOfTheBank() {
        #expect(WordOfTheDay.word(for: WordOfTheDay.epoch, in: bank) == bank.words[0])
    }

    @Test func noWordRepeatsWithinAYearFromAnyDay() throws {
        for start in stride(from: 19_000, through: 22_000, by: 97) {
            let year = (0..<366).map { WordOfTheDay.word(for: CalendarDate(dayNumber: start + $0), in: bank).headword }
            #expect(Set(year).count == 366, "a repeat in the year from \(CalendarDate(dayNumber: start))")
        }
    }

    @Test func datesBeforeTheEpochStillPickAWord() {
        let index = WordOfTheDay.index(for: CalendarDate(dayNumber: 0), bankSize: bank.words.count)
        #expect((0..<bank.words.count).contains(index))
    }

    @Test func consecutiveDaysGiveDifferentWords() {
        let day = WordOfTheDay.epoch.adding(days: 1000)
        #expect(WordOfTheDay.word(for: day, in: bank) != WordOfTheDay.word(for: day.adding(days: 1), in: bank))
    }
}
