import Foundation
import TestSupport
import Testing
import WordQuizCore

/// The quiz as a process with piped answers: one answer a line, plain text out.
@Suite struct QuizCommandTests {
    /// 2024-01-01 is day 0 of the cycle: 사과, then the words of the days before it.
    let day = CalendarDate(parsing: CLITestbed.appleDay)!
    func word(daysAgo: Int) -> BankWord { WordOfTheDay.word(for: day.adding(days: -daysAgo)) }

    func quiz(_ bed: CLITestbed, _ answers: [String], _ extra: [String] = []) throws -> ProcessResult {
        try bed.meet(days: 12)
        return try bed.run(
            ["quiz", "--mode", "chosung", "--seed", "7", "--date", CLITestbed.appleDay] + extra,
            stdin: answers.map { $0 + "\n" }.joined())
    }

    @Test func theIssuesExampleRuns() throws {
        let bed = CLITestbed()
        try bed.meet(days: 3, endingOn: bed.localToday)
        let result = try bed.run(["quiz", "--count", "2", "--seed", "7", "--no-record"], stdin: "2\n사과\n")
        #expect(result.exitCode == 0)
        #expect(result.stderr == "")
        #expect(result.stdout.contains("[1/2]"))
        #expect(result.stdout.contains("점수 "))
        #expect(!result.stdout.contains("\u{1B}"))
    }

    @Test func typedAnswersAreJudgedAndEveryOneIsSaved() throws {
        let bed = CLITestbed()
        let second = word(daysAgo: 1).headword
        // "기억안남" is no word: plain wrong (a real word would be named as another word).
        let result = try quiz(bed, ["사과", second, "기억안남", "q"], ["--count", "3"])
        #expect(result.exitCode == 0)
        #expect(result.stdout.contains("[1/3] 뜻에 맞는 단어를 쓰세요. 초성: ㅅㄱ"))
        #expect(result.stdout.contains("✓ 정답!"))
        #expect(result.stdout.contains("✗ 틀렸어요"))
        #expect(result.stdout.contains("정답 \(word(daysAgo: 2).headword) "))
        #expect(result.stdout.contains("점수 2/3"))
        #expect(result.stdout.contains("복습할 단어: \(word(daysAgo: 2).headword)"))
        let rows = try sqlite(bed.databasePath, "SELECT headword, verdict, rating, kind FROM review_log ORDER BY id")
        #expect(
            rows == """
                사과|correct|3|chosung
                \(second)|correct|3|chosung
                \(word(daysAgo: 2).headword)|wrong|1|chosung
                """)
    }

    @Test func noRecordLeavesTheLogAndTheScheduleAsTheyWere() throws {
        let bed = CLITestbed()
        let result = try quiz(bed, ["사과", "배", "q"], ["--count", "2", "--no-record"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.contains("✓ 정답!"), "the answers were still judged")
        #expect(try sqlite(bed.databasePath, "SELECT count(*) FROM review_log") == "0")
        #expect(try sqlite(bed.databasePath, "SELECT count(*) FROM card") == "0")
    }

    @Test func aMissedWordComesBackAtTheEnd() throws {
        let bed = CLITestbed()
        let result = try quiz(bed, ["배", "사과"], ["--count", "1"])
        #expect(result.stdout.contains("[1/1]"))
        #expect(result.stdout.contains("[다시 1/1]"))
        // The score counts first tries; the re-ask is practice.
        #expect(result.stdout.contains("점수 0/1"))
        #expect(
            try sqlite(bed.databasePath, "SELECT verdict, practice FROM review_log ORDER BY id") == "wrong|0\ncorrect|1"
        )
        #expect(try sqlite(bed.databasePath, "SELECT due_day FROM card") == "\(day.dayNumber + 1)")
    }

    /// A word asked that was not due is practice, and says so: right, its next review stays
    /// where it was (Jan 31, in 30 days); missed, it comes back tomorrow, in the schedule as in
    /// the line (it had been told to wait a month, and was listed "to review").
    @Test(arguments: [
        ("사과", "Practice — the word was not due; its next review stays Jan 31 (in 30 days)", 30),
        ("배", "Practice — missed, so it comes back Jan 2 (tomorrow)", 1),
    ])
    func aPracticeAnswerSaysItIsPracticeAndAMissComesBackTomorrow(answer: String, said: String, dueIn: Int) throws {
        let bed = CLITestbed(language: "en")
        try bed.meet(days: 1)
        let first = try bed.run(
            ["quiz", "--mode", "chosung", "--count", "1", "--date", CLITestbed.appleDay], stdin: "사과\n")
        #expect(first.stdout.contains("Next review: "), "\(first.stdout)")
        _ = try sqlite(bed.databasePath, "UPDATE card SET due_day = \(day.dayNumber + 30)")
        let practice = try bed.run(
            ["quiz", "--mode", "chosung", "--count", "1", "--date", CLITestbed.appleDay], stdin: answer + "\nq\n")
        #expect(practice.exitCode == 0, "\(practice.stderr)")
        #expect(practice.stdout.contains("  " + said + "\n"), "\(practice.stdout)")
        #expect(!practice.stdout.contains("Next review:"), "\(practice.stdout)")
        #expect(try sqlite(bed.databasePath, "SELECT due_day FROM card") == "\(day.dayNumber + dueIn)")
        #expect(try sqlite(bed.databasePath, "SELECT practice FROM review_log ORDER BY id DESC LIMIT 1") == "1")
    }

    @Test func almostAndHintsAreGradedHard() throws {
        let bed = CLITestbed()
        // Two words met: 사과 today, 도서관 the day before (a word of three syllables, whose
        // first syllable is a hint that does not give it away).
        _ = try bed.run(["history"])
        _ = try sqlite(
            bed.databasePath,
            "INSERT INTO met_word (headword, met_day, source) VALUES ('사과', \(day.dayNumber), 'today'), ('도서관', \(day.dayNumber - 1), 'today');"
        )
        // 사괴 is one jamo from 사과 and no word of Korean: almost.
        let result = try bed.run(
            ["quiz", "--mode", "chosung", "--seed", "7", "--date", CLITestbed.appleDay, "--count", "2"],
            stdin: "사괴\n?\n?\n도서관\n")
        #expect(result.stdout.contains("△ 거의 맞았어요 — ‘사과’"), "\(result.stdout)")
        #expect(result.stdout.contains("힌트 — 첫 글자: 도"))
        #expect(result.stdout.contains("힌트 — 글자 수: 3"))
        #expect(try sqlite(bed.databasePath, "SELECT rating, hints FROM review_log ORDER BY id") == "2|0\n2|2")
    }

    @Test func statsCountsRightAnswersAsTheScoreDoes() throws {
        let bed = CLITestbed()
        // One near miss (graded Hard, not right), one right after two hints.
        let result = try quiz(bed, ["사괴", "?", "?", word(daysAgo: 1).headword], ["--count", "2"])
        #expect(result.stdout.contains("점수 1/2 · 거의 1"), "\(result.stdout)")
        let stats = try bed.run(["stats", "--date", CLITestbed.appleDay])
        #expect(stats.stdout.contains("전체 2개 · 정답률 50%"), "\(stats.stdout)")
    }

    /// Graded against Korean, not the bank: 사교 (social life) is one jamo from 사과, neither in
    /// the bank nor a form of a bank word, and is another word, wrong; 사과를 is the word with its particle, right, and
    /// said so.
    @Test func anotherRealWordIsWrongAndAFormOfTheWordIsRight() throws {
        let bed = CLITestbed()
        #expect(WordBank.embedded.word("사교") == nil, "a word the bank lacks")
        let result = try quiz(bed, ["사교", "사과", "q"], ["--count", "1"])
        #expect(result.stdout.contains("✗ ‘사교’는 다른 단어예요\n"), "\(result.stdout)")
        #expect(!result.stdout.contains("거의"), "\(result.stdout)")
        #expect(try sqlite(bed.databasePath, "SELECT verdict, rating FROM review_log ORDER BY id LIMIT 1") == "wrong|1")
        let other = CLITestbed(language: "en")
        try other.meet(days: 3)
        let form = try other.run(
            ["quiz", "--mode", "chosung", "--count", "1", "--date", CLITestbed.appleDay], stdin: "사과를\n")
        #expect(form.stdout.contains("✓ Right! (‘사과를’ is ‘사과’ with a particle: counted right)"), "\(form.stdout)")
        #expect(try sqlite(other.databasePath, "SELECT verdict, rating FROM review_log") == "correct|3")
    }

    /// A word of the bank the learner has not met yet (no card of theirs holds it) is named as
    /// another word with what it means, from the choices' pool: the learner learns what they
    /// typed.
    @Test func aBankWordNotYetMetIsNamedWithItsMeaning() throws {
        let bed = CLITestbed(language: "en")
        _ = try bed.run(["today", "--date", CLITestbed.appleDay])
        let sky = try #require(WordBank.embedded.word("하늘"))
        let result = try bed.run(
            ["quiz", "--mode", "chosung", "--count", "1", "--seed", "7", "--date", CLITestbed.appleDay],
            stdin: "하늘\nq\n")
        let english = try #require(sky.english)
        #expect(
            result.stdout.contains("  ✗ ‘하늘’ is another word: \(sky.definition) (\(english))\n"), "\(result.stdout)")
        #expect(try sqlite(bed.databasePath, "SELECT count(*) FROM card WHERE headword = '하늘'") == "0")
    }

    @Test func hangulTypedOnAQwertyLayoutIsAccepted() throws {
        let bed = CLITestbed()
        let result = try quiz(bed, ["tkrhk"], ["--count", "1"])
        #expect(result.stdout.contains("✓ 정답!"))
        #expect(result.stdout.contains("‘tkrhk’을(를) ‘사과’로 읽었어요"))
    }

    /// Escape sequences and control characters piped in an answer are taken out before it is
    /// echoed, judged or saved: the terminal shows no colour change, the answer is the word.
    @Test func controlSequencesInAPipedAnswerAreNeitherEchoedNorSaved() throws {
        let bed = CLITestbed()
        let result = try quiz(bed, ["\u{1B}[31m사과\u{1B}[0m\u{07}\u{9B}2J"], ["--count", "1"])
        #expect(!result.stdout.contains("\u{1B}") && !result.stdout.contains("\u{07}"), "\(result.stdout)")
        #expect(!result.stdout.contains("\u{9B}"))
        #expect(result.stdout.contains("답> 사과\n"), "\(result.stdout)")
        #expect(result.stdout.contains("✓ 정답!"))
        #expect(try sqlite(bed.databasePath, "SELECT answer FROM review_log") == "사과")
    }

    @Test func choicesAreAnsweredByNumber() throws {
        let bed = try CLITestbed().meet(days: 3)
        // Learn where the answer is from a first run that quits at once; the seed fixes it.
        let peek = try bed.run(
            ["quiz", "--mode", "choice", "--count", "1", "--seed", "11", "--date", CLITestbed.appleDay], stdin: "q\n")
        let options = peek.stdout.split(separator: "\n").filter { $0.hasPrefix("  ") && $0.contains(") ") }
        let right = try #require(options.firstIndex { $0.hasSuffix(") 사과") })
        let result = try bed.run(
            ["quiz", "--mode", "choice", "--count", "1", "--seed", "11", "--date", CLITestbed.appleDay],
            stdin: "9\n\(right + 1)\n")
        #expect(result.stdout.contains("1부터 4까지의 번호로 답하세요."))
        #expect(result.stdout.contains("✓ 정답!"))
        #expect(result.stdout.contains("점수 1/1"))
    }

    @Test func theSameSeedAsksTheSameQuestions() throws {
        let first = try CLITestbed().meet(days: 12).run(
            ["quiz", "--seed", "99", "--date", CLITestbed.appleDay], stdin: "")
        let second = try CLITestbed().meet(days: 12).run(
            ["quiz", "--seed", "99", "--date", CLITestbed.appleDay], stdin: "")
        #expect(first.stdout == second.stdout)
        #expect(first.stdout.contains("[1/10]"))
    }

    @Test func clozeBlanksTheWordInItsExample() throws {
        let bed = try CLITestbed().meet(days: 1)
        let result = try bed.run(
            ["quiz", "--mode", "cloze", "--count", "1", "--date", CLITestbed.appleDay], stdin: "사과\n")
        #expect(result.stdout.contains("아침마다 ＿＿를 하나씩 깎아 먹는다."))
        #expect(result.stdout.contains("✓ 정답!"))
    }

    @Test func endOfInputEndsWithASummaryAndKeepsAnswers() throws {
        let bed = CLITestbed()
        let result = try quiz(bed, ["사과"], ["--count", "5"])
        #expect(result.exitCode == 0)
        #expect(result.stdout.contains("점수 1/1"))
        #expect(try sqlite(bed.databasePath, "SELECT count(*) FROM review_log") == "1")
    }

    @Test(arguments: [
        ["quiz", "--mode", "essay"], ["quiz", "--count", "0"], ["quiz", "--count", "-3"], ["quiz", "--count", "many"],
        ["quiz", "--seed", "x"], ["review", "--count", "5"],
    ])
    func badOptionsExit64(arguments: [String]) throws {
        let result = try CLITestbed(language: "en").run(arguments, stdin: "")
        #expect(result.exitCode == 64)
        #expect(result.stdout == "")
        #expect(
            result.stderr.split(separator: "\n").dropFirst().first?.hasPrefix("Usage: wordquiz \(arguments[0])") == true
        )
    }

    @Test func aKilledSessionLosesNothingAnswered() throws {
        let bed = try CLITestbed().meet(days: 5)
        let fifo = bed.root.path + "/answers"
        #expect(mkfifo(fifo, 0o600) == 0)
        let database = bed.databasePath
        // Opened read-write, the FIFO has a writer before the quiz opens it, so neither side
        // waits for the other (posix_spawn returns only once the child runs).
        let writer = open(fifo, O_RDWR)
        defer { close(writer) }
        let result = try bed.run(
            ["quiz", "--mode", "chosung", "--count", "5", "--date", CLITestbed.appleDay], stdinPath: fifo, timeout: 30
        ) { pid in
            _ = "사과\n".withCString { write(writer, $0, strlen($0)) }
            // Wait until the answer is in the database, then kill the quiz without warning.
            let deadline = Date().addingTimeInterval(15)
            while Date() < deadline, (try? sqlite(database, "SELECT count(*) FROM review_log")) != "1" {
                usleep(50_000)
            }
            kill(pid, SIGKILL)
        }
        #expect(result.exitCode == 128 + SIGKILL)
        #expect(try sqlite(database, "PRAGMA integrity_check") == "ok")
        #expect(try sqlite(database, "SELECT headword, verdict FROM review_log") == "사과|correct")
        #expect(try sqlite(database, "SELECT headword, reviews FROM card") == "사과|1")
    }

    @Test func twoQuizzesAndATodayShareTheDatabase() throws {
        let bed = try CLITestbed().meet(days: 10)  // creates the database first, as a user's first run would
        let results = Locked<[ProcessResult]>([])
        DispatchQueue.concurrentPerform(iterations: 3) { index in
            let result =
                index == 2
                ? try? bed.run(["today", "--date", "2024-01-02"])
                : try? bed.run(
                    ["quiz", "--mode", "chosung", "--count", "10", "--date", CLITestbed.appleDay],
                    stdin: String(repeating: "사과\n", count: 12))
            if let result { results.mutate { $0.append(result) } }
        }
        let all = results.value
        #expect(all.count == 3)
        for result in all {
            #expect(result.exitCode == 0, "\(result.stderr)")
            #expect(!result.stderr.contains("locked"))
        }
        #expect(try sqlite(bed.databasePath, "SELECT count(*) FROM review_log") == "24")  // twelve answers each
    }
}

/// A value shared between threads.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
    func mutate(_ change: (inout Value) -> Void) {
        lock.lock()
        change(&stored)
        lock.unlock()
    }
}
