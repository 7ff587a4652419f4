import Foundation
import TestSupport
import Testing
import WordQuizCore

@testable import WordQuizApp

/// A month of a learner's life, moved by --date: reviews come due as FSRS says, practice
/// leaves the schedule alone, and a word forgotten again and again shows as a leech.
@Suite struct MonthOfLearningTests {
    let start = CalendarDate(parsing: "2024-03-01")!
    let fsrs = FSRS()

    func dueWords(_ bed: CLITestbed, on day: CalendarDate) throws -> [String] {
        let rows = try sqlite(
            bed.databasePath,
            "SELECT headword FROM card WHERE due_day <= \(day.dayNumber) ORDER BY due_day, stability LIMIT 20")
        return rows.isEmpty ? [] : rows.components(separatedBy: "\n")
    }

    @Test func reviewsComeDueAsFSRSSaysAndALeechShows() throws {
        let bed = CLITestbed()
        let words = CLITestbed.firstLearnWords(5, on: start)
        let learn = try bed.run(
            ["learn", "--date", start.description, "--mode", "chosung"],
            stdin: words.map { $0 + "\n" }.joined())
        #expect(learn.stdout.contains("점수 5/5"), "\(learn.stdout)")
        let leech = words[0]

        // What FSRS says each word's schedule should be, answer by answer.
        var expected: [String: ReviewSchedule] = [:]
        for word in words {
            expected[word] = ReviewSchedule.after(nil, rating: .good, on: start.dayNumber, using: fsrs)
        }
        var reviewed = 0
        for offset in 1...30 {
            let day = start.adding(days: offset)
            let due = try dueWords(bed, on: day)
            #expect(Set(due) == Set(words.filter { expected[$0]!.dueDay <= day.dayNumber }), "\(day)")
            guard !due.isEmpty else { continue }
            // The leech is always forgotten (and missed again when re-asked); the rest are known.
            let answers = due.map { $0 == leech ? "모름" : $0 } + (due.contains(leech) ? ["모름"] : [])
            let result = try bed.run(
                ["review", "--mode", "chosung", "--date", day.description], stdin: answers.map { $0 + "\n" }.joined())
            #expect(result.exitCode == 0, "\(result.stderr)")
            reviewed += due.count
            for word in due {
                expected[word] = ReviewSchedule.after(
                    expected[word], rating: word == leech ? .again : .good, on: day.dayNumber, using: fsrs)
            }
            if offset == 15 {
                // Practice on a word that is not due leaves its memory as it was; the one word
                // missed comes back tomorrow.
                let rows = { () throws -> [String: (due: Int, stability: String)] in
                    Dictionary(
                        uniqueKeysWithValues: try sqlite(
                            bed.databasePath, "SELECT headword, due_day, stability FROM card ORDER BY headword"
                        ).split(separator: "\n").map { line in
                            let parts = line.split(separator: "|").map(String.init)
                            return (parts[0], (Int(parts[1])!, parts[2]))
                        })
                }
                let before = try rows()
                _ = try bed.run(
                    ["quiz", "--mode", "chosung", "--count", "5", "--date", day.description], stdin: "틀림\nq\n")
                let after = try rows()
                #expect(after.mapValues(\.stability) == before.mapValues(\.stability), "the memory as it was")
                let moved = after.keys.filter { after[$0]!.due != before[$0]!.due }
                #expect(moved.count <= 1, "\(moved)")
                for word in moved {
                    #expect(after[word]!.due == day.dayNumber + 1, "a missed practice word comes back tomorrow")
                    expected[word]!.dueDay = day.dayNumber + 1
                }
            }
        }
        #expect(reviewed > 10)
        for word in words {
            let row = try sqlite(bed.databasePath, "SELECT due_day, lapses FROM card WHERE headword = '\(word)'")
            #expect(row == "\(expected[word]!.dueDay)|\(expected[word]!.lapses)", "\(word)")
        }
        #expect(expected[leech]!.lapses >= ReviewSchedule.leechLapses)
        let stats = try bed.run(["stats", "--date", start.adding(days: 30).description])
        #expect(stats.stdout.contains("자꾸 잊는 단어  \(leech)"))
        let json = try JSONDecoder().decode(
            StatsReport.self,
            from: Data(try bed.run(["stats", "--json", "--date", start.adding(days: 30).description]).stdout.utf8))
        #expect(json.leeches == [leech])
        #expect(json.practiceAnswers >= 1)
    }

    @Test func newWordsADayAreCapped() throws {
        let bed = CLITestbed()
        bed.extraEnvironment["WORDQUIZ_NEW_PER_DAY"] = "2"
        let first = try bed.run(["learn", "--date", start.description, "--no-record"], stdin: "q\n")
        #expect(first.stdout.contains("── 새 단어 1/2 ──"))
        let learned = try bed.run(["learn", "--date", start.description], stdin: "x\nx\nq\n")
        #expect(learned.stdout.contains("새 단어 2/2"))
        let full = try bed.run(["learn", "--date", start.description], stdin: "")
        #expect(full.stdout.contains("오늘의 새 단어 2개를 다 만났어요"))
        let tomorrow = try bed.run(["learn", "--date", start.adding(days: 1).description], stdin: "q\n")
        #expect(tomorrow.stdout.contains("새 단어 1/2"))
        #expect(!tomorrow.stdout.contains(WordOfTheDay.word(for: start).headword + "  "), "met words are not new")
    }

    /// WORDQUIZ_NEW_PER_DAY=0 pauses new words: `learn` says so and how to go on, not that the
    /// day's zero words are met; nothing is recorded, and review and quiz go on.
    @Test(arguments: [
        (
            "ko",
            "새 단어를 쉬고 있어요: WORDQUIZ_NEW_PER_DAY가 0이에요. `wordquiz quiz`와 `wordquiz review`로 연습하거나, 0보다 크게 하면 새 단어를 다시 만나요.\n"
        ),
        (
            "en",
            "New words are paused: WORDQUIZ_NEW_PER_DAY is 0. Practise with `wordquiz quiz` and `wordquiz review`, or set it above 0 to meet new words again.\n"
        ),
    ])
    func noNewWordsADayIsAPause(language: String, said: String) throws {
        let bed = CLITestbed(language: language)
        bed.extraEnvironment["WORDQUIZ_NEW_PER_DAY"] = "0"
        bed.extraEnvironment["COLUMNS"] = "400"
        let paused = try bed.run(["learn", "--date", start.description], stdin: "")
        #expect(paused.exitCode == 0, "\(paused.stderr)")
        #expect(paused.stdout == said)
        #expect(try sqlite(bed.databasePath, "SELECT count(*) FROM met_word") == "0")
    }
}
