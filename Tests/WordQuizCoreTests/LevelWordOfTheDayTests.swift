import Testing

@testable import WordQuizCore

/// A learner who studies one level (WORDQUIZ_LEVEL) walks that level's words.
@Suite struct LevelWordOfTheDayTests {
    let bank = WordBank.embedded

    @Test(arguments: BankWord.Level.allCases)
    func everyWordOfALevelComesOnceBeforeAnyComesAgain(level: BankWord.Level) {
        let count = bank.words.filter { $0.level == level }.count
        for start in stride(from: 19_500, through: 21_500, by: 211) {
            let run = (0..<count).map {
                WordOfTheDay.word(for: CalendarDate(dayNumber: start + $0), level: .only(level), in: bank)
            }
            #expect(run.allSatisfy { $0.level == level })
            #expect(Set(run.map(\.headword)).count == count, "all \(count) words of \(level.name) before a repeat")
            let next = WordOfTheDay.word(for: CalendarDate(dayNumber: start + count), level: .only(level), in: bank)
            #expect(next == run[0], "then the same order again")
        }
    }

    /// `all` walks the learner's track in the bank's order, the native speaker's words never
    /// among them: the words of 2024's first days are the bank's first lines, as before the track.
    @Test func allLevelsIsTheLearnersTrackInTheBanksOrder() {
        let learners = bank.learnerTrackPositions
        #expect(learners.count == bank.words.filter { $0.level != .native }.count)
        #expect(learners == Array(0..<learners.count), "the native speaker's words follow the learner's")
        for day in 19_700..<19_800 {
            let date = CalendarDate(dayNumber: day)
            let word = WordOfTheDay.word(for: date, level: .all, in: bank)
            #expect(word == bank[learners[WordOfTheDay.index(for: date, bankSize: learners.count)]])
            #expect(word.level != .native)
        }
        #expect(WordOfTheDay.word(for: WordOfTheDay.epoch).headword == bank[0].headword)
    }

    @Test(arguments: [
        ("beginner", LevelChoice.only(.beginner)), ("초급", .only(.beginner)), ("Intermediate", .only(.intermediate)),
        ("중급", .only(.intermediate)), ("advanced", .only(.advanced)), ("고급", .only(.advanced)),
        ("native", .only(.native)), ("심화", .only(.native)), ("원어민", .only(.native)),
        ("all", .all),
        ("전체", .all),
    ])
    func levelsAreNamedInEnglishOrKorean(text: String, level: LevelChoice) {
        #expect(LevelChoice(parsing: text) == level)
    }

    @Test func anythingElseIsNoLevel() {
        #expect(LevelChoice(parsing: "expert") == nil)
        #expect(LevelChoice(parsing: "") == nil)
    }

    /// The last level's ending has no level to go on to: in Korean too, the count and the
    /// level each in its place.
    @Test func theLastLevelsEndingPointsToADeckInKorean() throws {
        let ending = try #require(LevelEnding.check(level: .only(.native), usesDecks: false, unmet: 3))
        #expect(ending.next == nil)
        #expect(
            ending.notice.text(in: .ko)
                == "심화 단어 중 아직 만나지 않은 단어가 3개 남았어요. `wordquiz deck import 파일`로 내 단어를 더할 수 있어요.")
    }
}
