import Foundation
import TestSupport
import Testing
import WordQuizCore

@testable import WordQuizApp

/// A learner's first day in a real 40-column terminal: `learn` introduces words, the quiz
/// asks only those, a miss comes back once at the end with its choices shuffled, and the
/// score counts first tries.
@Suite(.serialized) struct FirstDayTests {
    let day = CalendarDate(parsing: CLITestbed.appleDay)!
    var words: [String] { CLITestbed.firstLearnWords(3, on: day) }

    func start(_ bed: CLITestbed, _ arguments: [String]) throws -> TmuxSession {
        try TmuxSession(
            [ProcessRunner.wordquizPath] + arguments, environment: bed.environment, directory: bed.workingDirectory,
            width: 40, height: 60)
    }

    /// The options of the last question on the screen, in order.
    func options(_ screen: String, after marker: String) throws -> [String] {
        let lines = screen.components(separatedBy: "\n")
        let start = try #require(lines.lastIndex { $0.contains(marker) })
        return lines[start...].compactMap { line -> String? in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard let close = trimmed.firstIndex(of: ")"), Int(trimmed[..<close]) != nil else { return nil }
            return String(trimmed[trimmed.index(after: close)...]).trimmingCharacters(in: .whitespaces)
        }
    }

    func expectEveryLineFits(_ session: TmuxSession) throws {
        for line in try session.writtenLines() {
            #expect(DisplayWidth.width(of: line) <= 40, "wider than 40 columns: \(line)")
        }
    }

    @Test func learnThenQuizOnTheFirstDay() throws {
        let bed = CLITestbed()
        let words = words

        let learn = try start(bed, ["learn", "--count", "3", "--date", CLITestbed.appleDay])
        defer { learn.close() }
        for (index, word) in words.enumerated() {
            let card = try learn.waitFor("새 단어 \(index + 1)/3")
            #expect(card.contains(word))
            try learn.waitFor("[\(index + 1)/3]")
            try learn.type(word)
            try learn.press("Enter")
            try learn.waitFor("다음 복습")
        }
        try learn.waitFor("점수 3/3")
        try learn.waitFor("[exit 0]")
        try expectEveryLineFits(learn)

        // Ten asked for, three met: only those three are asked.
        let quiz = try start(
            bed, ["quiz", "--mode", "choice", "--count", "10", "--seed", "5", "--date", CLITestbed.appleDay])
        defer { quiz.close() }
        let first = try options(try quiz.waitFor("[1/3]"), after: "[1/3]")
        #expect(first.count == 4)
        #expect(first.contains(words[0]), "today's word is asked first")
        let wrong = try #require(first.firstIndex { $0 != words[0] })
        try quiz.type("\(wrong + 1)")
        try quiz.press("Enter")
        try quiz.waitFor("✗ 틀렸어요")
        let rest = words[1...].sorted()
        for (offset, word) in rest.enumerated() {
            let marker = "[\(offset + 2)/3]"
            let shown = try options(try quiz.waitFor(marker), after: marker)
            let right = try #require(shown.firstIndex(of: word))
            try quiz.type("\(right + 1)")
            try quiz.press("Enter")
        }
        let again = try options(try quiz.waitFor("[다시 1/1]"), after: "[다시 1/1]")
        #expect(again.contains(words[0]))
        #expect(
            Set(again).subtracting([words[0]]).isDisjoint(with: Set(first).subtracting([words[0]])),
            "a re-asked question offers other wrong choices: \(first) then \(again)")
        let right = try #require(again.firstIndex(of: words[0]))
        try quiz.type("\(right + 1)")
        try quiz.press("Enter")
        let end = try quiz.waitFor("[exit 0]")
        #expect(end.contains("점수 2/3"), "first tries only")
        #expect(!end.contains("[4/"))
        try expectEveryLineFits(quiz)
        // The quiz's words were met and not due: practice, which left their memory alone; the
        // one missed comes back tomorrow, the others stay on the day learn gave them.
        #expect(try sqlite(bed.databasePath, "SELECT count(*) FROM review_log WHERE practice = 1") == "4")
        #expect(try sqlite(bed.databasePath, "SELECT count(DISTINCT stability) FROM card") == "1")
        let day = CalendarDate(parsing: CLITestbed.appleDay)!.dayNumber
        #expect(try sqlite(bed.databasePath, "SELECT due_day FROM card WHERE headword = '\(words[0])'") == "\(day + 1)")
        #expect(
            try sqlite(bed.databasePath, "SELECT count(DISTINCT due_day) FROM card WHERE headword != '\(words[0])'")
                == "1")
    }
}
