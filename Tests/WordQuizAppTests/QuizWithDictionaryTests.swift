import Foundation
import TestSupport
import Testing
import WordQuizCore

/// With a key, the quiz asks with the dictionary's definitions: cached ones at once, the others
/// fetched side by side while the quiz runs, and cached.
@Suite struct QuizWithDictionaryTests {
    /// A three-word 초성 quiz of 2024-01-02 whose answers are written once `ready` holds (or
    /// after 20 s), `margin` seconds later: the quiz is up and waiting for them meanwhile.
    func quiz(
        _ bed: CLITestbed, answering answers: String, margin: UInt32 = 0, when ready: @escaping @Sendable () -> Bool
    ) throws -> ProcessResult {
        let fifo = bed.root.path + "/answers"
        #expect(mkfifo(fifo, 0o600) == 0)
        let writer = open(fifo, O_RDWR)
        defer { close(writer) }
        return try bed.run(
            ["quiz", "--mode", "chosung", "--count", "3", "--no-record", "--date", "2024-01-02"], stdinPath: fifo,
            timeout: 30
        ) { _ in
            let deadline = Date().addingTimeInterval(20)
            while Date() < deadline, !ready() { usleep(50_000) }
            sleep(margin)
            _ = answers.withCString { write(writer, $0, strlen($0)) }
        }
    }

    @Test func entriesArriveWhileTheQuizRunsAndLaterQuestionsUseThem() throws {
        let server = try LoopbackHTTPServer(handler: DictionaryServer.fixtures(.opendict))
        // 사과 (2024-01-01) is met the day before the quiz's: asked second, after the day's word.
        let bed = try CLITestbed().meet(days: 3, endingOn: "2024-01-02")
        bed.use(.opendict, server: server)
        let database = bed.databasePath
        // The first question is up; answer it once 사과's entry has arrived and is cached.
        let result = try quiz(bed, answering: "x\nq\n") {
            (try? sqlite(database, "SELECT count(*) FROM entry_cache WHERE headword = '사과'")) == "1"
        }
        #expect(result.exitCode == 0, "\(result.stderr)")
        let questions = result.stdout.components(separatedBy: "[2/3]")
        #expect(questions.count == 2, "the second question was asked")
        // The first question did not wait and used the bank; the second, 사과, the dictionary.
        #expect(!questions[0].contains("사과나무에 열리는 둥근 열매."))
        #expect(questions.last?.contains("사과나무에 열리는 둥근 열매.") == true)
        let searched = Set(server.requests.filter { $0.path == "/api/search" }.compactMap { $0.query["q"] })
        #expect(searched.count == 3, "all three words were asked for side by side")

        // 사과 is cached now: a second quiz does not ask for it again.
        let before = server.requests.filter { $0.query["q"] == "사과" }.count
        _ = try bed.run(
            ["quiz", "--mode", "chosung", "--count", "3", "--no-record", "--date", "2024-01-02"], stdin: "q\n")
        #expect(server.requests.filter { $0.query["q"] == "사과" }.count == before)
    }

    /// The fixtures' dictionary knows 사과 alone: once the fetch behind the quiz has ended, the
    /// quiz says at its end how many of the words it fetched had no entry (generated survivor
    /// be72761be6: a fetch that ended was never reported).
    @Test func aQuizSaysHowManyWordsTheDictionaryHadNoEntryFor() throws {
        let server = try LoopbackHTTPServer(handler: DictionaryServer.fixtures(.opendict))
        let bed = try CLITestbed(language: "en").meet(days: 3, endingOn: "2024-01-02")
        bed.use(.opendict, server: server)
        let database = bed.databasePath
        // Every word asked for, 사과's entry cached: the fetch has ended (a second's margin for
        // its last answer to be read).
        let result = try quiz(bed, answering: "q\n", margin: 1) {
            Set(server.requests.filter { $0.path == "/api/search" }.compactMap { $0.query["q"] }).count == 3
                && (try? sqlite(database, "SELECT count(*) FROM entry_cache WHERE headword = '사과'")) == "1"
        }
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(
            result.stderr
                == "wordquiz: warning: 우리말샘 gave no entry for 2 of 3 words; their definitions come from the built-in word bank.\n"
        )
    }

    @Test func aDeadDictionaryDoesNotDelayTheFirstQuestion() throws {
        let server = try LoopbackHTTPServer { _ in .delayed(seconds: 120, .ok("")) }
        let bed = try CLITestbed().meet(days: 12)
        bed.use(.opendict, server: server)
        bed.extraEnvironment["WORDQUIZ_TIMEOUT"] = "30"
        // Waiting for the entries would take the whole 30 s budget, past the 10 s the runner
        // allows (it records a run that needed killing as timed out).
        let result = try bed.run(
            ["quiz", "--mode", "chosung", "--count", "12", "--date", CLITestbed.appleDay], stdin: "x\nq\n",
            timeout: 10)
        #expect(result.exitCode == 0)
        #expect(result.stdout.contains("[1/12]"))
        #expect(result.stdout.contains("[2/12]"))
        #expect(!result.stderr.contains("gave no entry"), "the unfinished fetch is not reported as failed")
        server.stop()
    }

    /// The fixtures' dictionary knows 사과 alone: of the first words `learn` meets, every other
    /// one has no entry, and the warning counts them against all (in both languages).
    @Test(arguments: ["en", "ko"])
    func learnWaitsForTheEntriesAndSaysWhichFailed(language: String) throws {
        let server = try LoopbackHTTPServer(handler: DictionaryServer.fixtures(.opendict))
        let bed = CLITestbed(language: language)
        bed.use(.opendict, server: server)
        let result = try bed.run(["learn", "--date", CLITestbed.appleDay], stdin: "q\n")
        #expect(result.exitCode == 0, "\(result.stderr)")
        let day = try #require(CalendarDate(parsing: CLITestbed.appleDay))
        let words = CLITestbed.firstLearnWords(5, on: day)
        #expect(words.first == "사과")
        let (total, failed) = (words.count, words.count - 1)
        let warning =
            language == "en"
            ? "wordquiz: warning: 우리말샘 gave no entry for \(failed) of \(total) words; their definitions come from the built-in word bank.\n"
            : "wordquiz: 경고: 우리말샘에서 단어 \(total)개 중 \(failed)개의 항목을 받지 못했어요. 그 뜻풀이는 내장 단어장에서 가져와요.\n"
        #expect(result.stderr.contains(warning), "\(result.stderr)")
    }

    @Test func offlineMakesNoRequests() throws {
        let server = try LoopbackHTTPServer(handler: DictionaryServer.fixtures(.opendict))
        let bed = try CLITestbed().meet(days: 3)
        bed.use(.opendict, server: server)
        let result = try bed.run(
            ["quiz", "--offline", "--count", "3", "--date", CLITestbed.appleDay], stdin: "q\n")
        #expect(result.exitCode == 0)
        #expect(server.requests.isEmpty)
    }
}
